import fs from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newViewportContext } from './support/browser.ts';
import { savedDownload } from './support/downloads.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { createShare, seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let server: { url: string };
let browser: Browser;
let strategyId: string;
let shareId: string;

beforeAll(async () => {
  ({ server, browser } = await connectSharedApp());
  strategyId = await seedStrategy(server.url);
  shareId = (await createShare(server.url, strategyId, { accessType: 'view', expiresInDays: null }))
    .id;
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(path: string, width = 1280): Promise<Page> {
  const context = await newViewportContext(
    browser,
    { width, height: 800 },
    { acceptDownloads: true },
  );
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

/** Clicks `button` and returns the file the page saved, with its first bytes. */
async function downloadBy(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await savedDownload(download);
  return { download, head: fs.readFileSync(file).subarray(0, 4).toString('latin1') };
}

// What each format's file starts with: PDF header, ZIP (docx/xlsx), UTF-8 BOM (CSV), a title.
const NAME = 'Northwind-Roasters-business-strategy';
const FILES = [
  { button: 'Download PDF', name: `${NAME}-2026-11-20.pdf`, head: '%PDF' },
  { button: 'Download Word', name: `${NAME}-2026-11-20.docx`, head: 'PK\u0003\u0004' },
  { button: 'Download PowerPoint', name: `${NAME}-2026-11-20.pptx`, head: 'PK\u0003\u0004' },
  { button: 'Download slides as PDF', name: `${NAME}-slides-2026-11-20.pdf`, head: '%PDF' },
  { button: 'Download Excel', name: `${NAME}-2026-11-20.xlsx`, head: 'PK\u0003\u0004' },
  { button: 'Download CSV', name: `${NAME}-2026-11-20.csv`, head: '\u00ef\u00bb\u00bf' },
  { button: 'Download Markdown', name: `${NAME}-2026-11-20.md`, head: '' },
];

describe('downloads', () => {
  it('from the shared view: every format, named after the company and date', async () => {
    const page = await openPage(`/share/${shareId}`);
    await page.getByText('Viewing shared strategy').waitFor();
    for (const file of FILES) {
      const { download, head } = await downloadBy(page, () =>
        page.getByRole('button', { name: file.button }).click(),
      );
      expect(download.suggestedFilename()).toBe(file.name);
      expect(head.startsWith(file.head)).toBe(true);
    }
    await page.context().close();
  });

  it('from the editor’s action bar', async () => {
    const page = await openPage(`/?strategy=${strategyId}`);
    await page.getByRole('tab', { name: 'View Strategy' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Strategy actions' });
    await toolbar.waitFor();
    for (const file of FILES) {
      const { download } = await downloadBy(page, () =>
        toolbar.getByRole('button', { name: file.button }).click(),
      );
      expect(download.suggestedFilename()).toBe(file.name);
    }
    await page.context().close();
  });

  it('from a phone’s Download menu', async () => {
    const page = await openPage(`/share/${shareId}`, 390);
    await page.getByText('Viewing shared strategy').waitFor();
    // A labelled button, not a bare icon: its text says what it does.
    const trigger = page.getByRole('button', { name: 'Download', exact: true });
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, which an sr-only label is not.
    expect(await trigger.innerText()).toContain('Download');
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Download PDF' }).waitFor();
    await page.getByRole('menuitem', { name: 'Download PowerPoint' }).waitFor();
    await saveScreenshot(page, 'shared-view-390-downloads');
    const { download } = await downloadBy(page, () =>
      page.getByRole('menuitem', { name: 'Download Word' }).click(),
    );
    expect(download.suggestedFilename()).toBe(`${NAME}-2026-11-20.docx`);
    await page.context().close();
  });

  it('shows the button busy while the file is made, and a failure as a toast', async () => {
    const page = await openPage(`/share/${shareId}`);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/export/pdf', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The PDF renderer stopped' }),
      });
    });
    const button = page.getByRole('button', { name: 'Download PDF' });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    await saveScreenshot(page, 'shared-view-1280-export-busy');
    release();
    await page.getByText('Failed to generate PDF', { exact: true }).waitFor();
    expect(await page.getByText('The PDF renderer stopped', { exact: true }).isVisible()).toBe(
      true,
    );
    await expect.poll(() => button.isDisabled()).toBe(false);
    await saveScreenshot(page, 'shared-view-1280-export-failed');
    await page.context().close();
  });
});
