import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { getStrategy, seedStrategy } from './support/seed-strategy.ts';

/** Issue 33 item 12: `npm install && npm start` with no key, and the page still writes. */
let env: AppEnvironment;
let strategyId: string;

const DEMO = 'Demo: sample text, no key';
const SAMPLE_LABEL = 'Sample text from the bundled demo model';

beforeAll(async () => {
  // No provider in the environment, as for a newcomer (the fake model server goes unused).
  env = await startAppEnvironment({ env: { LLM_BASE_URL: undefined, LLM_MODEL: undefined } });
  strategyId = await seedStrategy(env.server.url, {
    sections: {},
    metadata: { companyName: 'Demo Bakery' },
  });
});
afterAll(async () => {
  await env?.close();
});

function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Settings' });
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await settingsDialog(page).getByRole('form', { name: 'AI provider' }).waitFor();
}

describe('the demo model, chosen in Settings', () => {
  it('at 1280 px: a server with no key offers the demo preset, and its sections are labelled samples', async () => {
    const editor = new EditorPage(await env.newPage({ width: 1280, height: 900 }));
    const { page } = editor;
    await editor.goto(strategyId);
    const notice = page.getByRole('alert').getByText('No AI provider configured', { exact: false });
    await notice.waitFor();
    await page
      .getByRole('alert')
      .getByText(`choose "${DEMO}" in Settings`, { exact: false })
      .waitFor();

    await openSettings(page);
    const dialog = settingsDialog(page);
    const provider = dialog.getByRole('form', { name: 'AI provider' });
    await dialog.getByText(`No key yet? Choose "${DEMO}" to try the whole app.`).waitFor();
    await dialog.getByLabel('Provider', { exact: true }).selectOption({ label: DEMO });
    // Nothing to type: the app serves the model itself.
    expect(await provider.getByLabel('Base URL', { exact: true }).count()).toBe(0);
    expect(await provider.getByLabel('API key', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^OK: demo answered in [\d,]+ ms\.$/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Save provider' }).click();
    await editor.toast('Provider settings saved').waitFor();
    expect.soft(await seriousViolations(page), 'settings with the demo preset').toEqual([]);
    await dialog.getByRole('button', { name: 'Close settings' }).click();
    await notice.waitFor({ state: 'detached' });

    await editor.groupToggle('Business Plan').click();
    await editor.sectionCheckbox('Mission Statement').click();
    await editor.sectionCheckbox('Vision Statement').click();
    await editor.generateSelectedButton().click();
    await page.getByText('2 of 2 written').waitFor({ timeout: 60_000 });
    await page.getByText('Model: demo', { exact: true }).waitFor();

    await editor.openTab('View Strategy');
    await editor.expandViewGroup('Business Plan');
    for (const title of ['Mission Statement', 'Vision Statement']) {
      expect(await editor.writtenText(title)).toContain(SAMPLE_LABEL);
    }
    const strategy = await getStrategy(env.server.url, strategyId);
    expect(strategy.sections['mission-statement']?.usage?.model).toBe('demo');
    expect.soft(await seriousViolations(page), 'demo sections').toEqual([]);
  });

  it('at 390 px: the saved demo preset reads back and writes a section from its card', async () => {
    const editor = new EditorPage(await env.newPage({ width: 390, height: 844 }));
    const { page } = editor;
    await editor.goto(strategyId);
    await openSettings(page);
    const dialog = settingsDialog(page);
    const preset = dialog.getByLabel('Provider', { exact: true });
    expect(await preset.locator('option:checked').textContent()).toBe(DEMO);
    await dialog
      .getByText('The app writes short sample sections itself', { exact: false })
      .waitFor();
    expect.soft(await seriousViolations(page), 'demo preset at 390').toEqual([]);
    await dialog.getByRole('button', { name: 'Close settings' }).click();

    await editor.openTab('View Strategy');
    await editor.expandViewGroup('Business Plan');
    const card = editor.card('Business Goals');
    await card.getByRole('button', { name: 'Generate Section' }).click();
    expect(await editor.writtenText('Business Goals')).toContain(SAMPLE_LABEL);
    expect.soft(await seriousViolations(page), 'demo section at 390').toEqual([]);
  });
});
