import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandSettings } from '../src/domain/brand.ts';
import type { ServerProcess } from '../src/server/testing/server-process.ts';
import { seriousViolations } from './support/axe.ts';
import { newViewportContext } from './support/browser.ts';
import { startE2eServer } from './support/e2e-server.ts';
import { drawSampleLogo } from './support/sample-logo.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { seedStrategy } from './support/seed-strategy.ts';
import { connectBrowser } from './support/shared-browser.ts';

let server: ServerProcess;
let browser: Browser;
let strategyId: string;
let logoPng: Buffer;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), connectBrowser()]);
  strategyId = await seedStrategy(server.url);
  logoPng = await drawSampleLogo(browser);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const readBrand = async () =>
  (await (await fetch(`${server.url}/api/settings/brand`)).json()) as BrandSettings;

async function openBrandKit(width: number): Promise<Page> {
  const context = await newViewportContext(browser, { width, height: width < 500 ? 844 : 800 });
  const page = await context.newPage();
  await page.goto(`${server.url}/?strategy=${strategyId}`);
  await page.getByRole('button', { name: 'Brand kit' }).click();
  await page.getByRole('dialog', { name: 'Brand kit' }).getByLabel('Firm name').waitFor();
  return page;
}

describe('the brand kit panel', () => {
  it('edits the kit with a live preview, saves it, and the slides wear it', async () => {
    const page = await openBrandKit(1280);
    const dialog = page.getByRole('dialog', { name: 'Brand kit' });
    const preview = dialog.getByRole('figure', { name: 'Brand preview' });
    await dialog.getByLabel('Firm name').fill('Fjord Advisory');
    await dialog.getByLabel('Primary colour', { exact: true }).fill('#7A1F3D');
    await dialog.getByLabel('Accent colour', { exact: true }).fill('#D98E04');
    await dialog.getByLabel('Heading font').selectOption('DejaVu Serif');
    await dialog.getByLabel('Footer text').fill('{firm} for {client} · page {page} of {pages}');
    await dialog.getByLabel('Disclaimer').fill('For discussion only.');
    // The preview follows as the person types, before anything is saved.
    await expect
      .poll(() => preview.getByTestId('brand-preview-footer').textContent())
      .toBe('Fjord Advisory for Harbor Ventures · page 3 of 12');
    expect(await preview.getByText('For discussion only.').count()).toBe(1);
    expect(await readBrand()).toMatchObject({ firmName: '', primaryColor: '#1F3A5F' });

    // A half-typed colour is named and nothing is sent.
    await dialog.getByLabel('Accent colour', { exact: true }).fill('#D98');
    await dialog.getByText('Use a colour as #RRGGBB.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save brand kit' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Accent colour', { exact: true }).fill('#D98E04');

    await dialog.getByTestId('firm-logo-input').setInputFiles({
      name: 'fjord.png',
      mimeType: 'image/png',
      buffer: logoPng,
    });
    await dialog.getByRole('img', { name: 'Firm logo' }).first().waitFor();
    await saveScreenshot(page, 'brand-kit-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save brand kit' }).click();
    await page.getByText('Brand kit saved').first().waitFor();
    expect(await readBrand()).toMatchObject({
      firmName: 'Fjord Advisory',
      primaryColor: '#7A1F3D',
      accentColor: '#D98E04',
      headingFont: 'DejaVu Serif',
      footerText: '{firm} for {client} · page {page} of {pages}',
      disclaimer: 'For discussion only.',
      firmLogoUrl: expect.stringMatching(/^\/api\/settings\/brand\/logo/),
    });

    // The Presentation tab wears the saved kit, the firm's logo on the cover.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Presentation' }).click();
    const frame = page.locator('[data-slide-frame]');
    await frame.getByText('FJORD ADVISORY', { exact: true }).waitFor();
    await frame.getByRole('img', { name: 'Fjord Advisory logo' }).waitFor();
    expect(
      await frame
        .getByRole('heading', { name: 'Northwind Roasters' })
        .evaluate((element) => getComputedStyle(element).fontFamily),
    ).toMatch(/^"DejaVu Serif"/);
    await page.getByRole('region', { name: 'Presentation' }).focus();
    await page.keyboard.press('PageDown');
    await frame.getByText('Fjord Advisory for Harbor Ventures · page 2 of 6').waitFor();
    await page.context().close();
  });

  it('fits a 390 px phone', async () => {
    const page = await openBrandKit(390);
    const dialog = page.getByRole('dialog', { name: 'Brand kit' });
    // The kit saved above comes back into the form (over the defaults, a moment after it shows).
    await expect.poll(() => dialog.getByLabel('Firm name').inputValue()).toBe('Fjord Advisory');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const box = await dialog.getByRole('button', { name: 'Save brand kit' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await saveScreenshot(page, 'brand-kit-390');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
