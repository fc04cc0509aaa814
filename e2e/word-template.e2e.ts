import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasCommand, libreOfficeInstalled } from '../src/server/testing/export-fixtures.ts';
import { FIRM_TEMPLATE, makeFirmTemplate } from '../src/server/testing/word-template-fixture.ts';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { seedStrategy } from './support/seed-strategy.ts';

/** The firm's Word template in Settings (issue 31): upload, styles, preview, remove. */

const hasLibreOffice = libreOfficeInstalled('the template is made with it and the preview drawn');
let env: AppEnvironment;
let strategyId: string;
let template: Buffer;

beforeAll(async () => {
  env = await startAppEnvironment();
  strategyId = await seedStrategy(env.server.url, {
    sections: {},
    metadata: { companyName: 'Templated Bakery' },
  });
  if (hasLibreOffice) template = Buffer.from(makeFirmTemplate());
}, 120_000);
afterAll(async () => {
  await env?.close();
});

async function openSettings(width: number): Promise<Page> {
  const editor = new EditorPage(await env.newPage({ width, height: 900 }));
  await editor.goto(strategyId);
  await editor.page.getByRole('button', { name: 'Settings', exact: true }).click();
  await settingsDialog(editor.page).getByRole('heading', { name: 'Word template' }).waitFor();
  return editor.page;
}

function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Settings' });
}

describe.skipIf(!hasLibreOffice)('the Word template in Settings', { timeout: 180_000 }, () => {
  it('at 1280 px: uploads a template through the file input, lists its styles and previews it', async () => {
    const page = await openSettings(1280);
    const dialog = settingsDialog(page);
    await dialog.getByTestId('word-template-input').setInputFiles({
      name: 'Northwind house style.dotx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
      buffer: template,
    });
    const styles = dialog.getByRole('list', { name: 'Styles the Word export takes' });
    await styles.getByText('Heading 1:', { exact: false }).waitFor();
    expect(await styles.textContent()).toContain('Heading 2');
    await dialog.getByText(`Its other paragraph styles:`, { exact: false }).waitFor();
    expect(await dialog.getByTestId('word-template-stored').textContent()).toContain(
      FIRM_TEMPLATE.customStyle,
    );
    await dialog.getByText('Northwind house style.dotx').waitFor();
    await dialog.getByText('216 × 279 mm page', { exact: false }).waitFor();
    // The server draws the first pages with LibreOffice and pdftoppm.
    if (hasCommand('pdftoppm')) {
      await dialog
        .getByRole('img', { name: 'Page 1 of a sample Word export' })
        .waitFor({ timeout: 90_000 });
    }
    await dialog.getByRole('heading', { name: 'Word template' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'word-template-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('fits a 390 px phone, and removes the template', async () => {
    const page = await openSettings(390);
    const dialog = settingsDialog(page);
    await dialog.getByRole('list', { name: 'Styles the Word export takes' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const replace = await dialog
      .getByRole('button', { name: 'Replace Word template' })
      .boundingBox();
    expect(replace && replace.x >= 0 && replace.x + replace.width <= 390).toBe(true);
    await dialog.getByRole('heading', { name: 'Word template' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'word-template-390');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.getByRole('button', { name: 'Upload Word template' }).waitFor();
    await page.context().close();
  });
});
