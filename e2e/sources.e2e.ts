import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { getStrategy, seedStrategy } from './support/seed-strategy.ts';

const FACT = 'The Springfield salon market is worth 4.2 million dollars a year.';
const NOTES = `# Salon market notes\n\n${FACT}\n\nMost clients book on weekday evenings.\n`;

let env: AppEnvironment;

beforeAll(async () => {
  env = await startAppEnvironment();
  env.fake.configure({
    rules: [
      {
        match: '"Market Size Analysis"',
        content: 'The local salon market is worth $4.2M a year [1]. It grows 12% a year [9].',
      },
    ],
  });
});
afterAll(async () => {
  await env?.close();
});

describe('client documents as cited sources', () => {
  for (const width of [1280, 390]) {
    it(`uploads a document, shows its passages, and a citation leads to its source at ${width} px`, async () => {
      const strategyId = await seedStrategy(env.server.url, {
        overview: `Salon ${width}: a hair salon in Springfield`,
      });
      const page = await env.newPage({ width });
      await page.goto(`/?strategy=${strategyId}`);

      await page.getByRole('button', { name: 'Client documents' }).click();
      const panel = page.getByRole('region', { name: 'Client documents' });
      await panel.waitFor();
      await page.getByTestId('document-input').setInputFiles({
        name: 'Salon notes.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(NOTES),
      });
      const documents = panel.getByRole('list', { name: 'Documents' });
      await documents.getByText('Salon notes.md').waitFor();
      expect(await documents.textContent()).toMatch(/MARKDOWN · 1 passage/);
      await panel.getByRole('button', { name: 'Show passages' }).click();
      await panel.getByText(FACT).waitFor();
      expect(await seriousViolations(page), 'axe with the documents panel').toEqual([]);

      const started = await fetch(`${env.server.url}/api/strategies/${strategyId}/runs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sections: ['market-size-analysis'] }),
      });
      expect(started.status).toBe(202);
      await vi.waitFor(
        async () => {
          const strategy = await getStrategy(env.server.url, strategyId);
          if (strategy.sections['market-size-analysis']?.status !== 'done')
            throw new Error('not yet');
        },
        { timeout: 90_000, interval: 500 },
      );

      await page.getByRole('tab', { name: 'View Strategy' }).click();
      const citation = page.getByRole('link', { name: '1', exact: true });
      await citation.waitFor();
      await page.getByText('1 citation removed: no such source').waitFor();
      expect(await page.getByText('[9]').count()).toBe(0);
      await citation.click();
      await vi.waitFor(() => {
        expect(new URL(page.url()).hash).toBe('#source-market-size-analysis-1');
      });
      const source = page.locator('#source-market-size-analysis-1');
      expect(await source.textContent()).toContain('Salon notes.md');
      expect(await source.isVisible()).toBe(true);
      const box = await source.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await saveScreenshot(page, `sources-${width}-citation`);
      expect(await seriousViolations(page), 'axe on the cited section').toEqual([]);
      await page.context().close();
    });
  }
});
