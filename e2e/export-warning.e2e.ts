import { execFileSync } from 'node:child_process';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { savedDownload } from './support/downloads.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { getStrategy, seedStrategy } from './support/seed-strategy.ts';

let env: AppEnvironment;
let strategyId: string;

/** A strategy with one written section and one the model failed (three 500s: call and retries). */
beforeAll(async () => {
  env = await startAppEnvironment();
  env.fake.configure({ rules: [{ match: '"Mission Statement"', behaviour: 'fail500', times: 3 }] });
  strategyId = await seedStrategy(env.server.url, {
    sections: { 'target-audience': 'Makers who roast at home.' },
  });
  const started = await fetch(`${env.server.url}/api/strategies/${strategyId}/runs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sections: ['mission-statement'] }),
  });
  if (started.status !== 202) throw new Error(`The run did not start: ${started.status}`);
  await vi.waitFor(
    async () => {
      const strategy = await getStrategy(env.server.url, strategyId);
      if (strategy.sections['mission-statement']?.status !== 'failed') throw new Error('not yet');
    },
    { timeout: 90_000, interval: 500 },
  );
});
afterAll(async () => {
  await env?.close();
});

async function chooseDownload(page: Page, width: number, label: string): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: 'Strategy actions' });
  if (width < 640) {
    await toolbar.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('menuitem', { name: label }).click();
  } else {
    await toolbar.getByRole('button', { name: label }).click();
  }
}

describe('exporting a strategy with a section that is not written', () => {
  for (const width of [1280, 390]) {
    it(`warns at ${width} px first, and the file lists the section only if the person goes on`, async () => {
      const page = await env.newPage({ width });
      await page.goto(`/?strategy=${strategyId}`);
      await page.getByRole('tab', { name: 'View Strategy' }).click();
      await chooseDownload(page, width, 'Download PDF');
      const dialog = page.getByRole('alertdialog', { name: '1 section is not written' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Mission Statement (failed)');
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await saveScreenshot(page, `editor-${width}-unwritten-warning`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await chooseDownload(page, width, 'Download PDF');
      const [download] = (await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export anyway' }).click(),
      ])) as [Download, unknown];
      expect(download.suggestedFilename()).toBe(
        'Northwind-Roasters-business-strategy-2026-11-20.pdf',
      );
      const text = execFileSync('pdftotext', [await savedDownload(download), '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain('Sections not included');
      expect(text).toContain('Mission Statement (failed)');
      expect(text).toContain('Makers who roast at home.');
      await page.context().close();
    });
  }
});
