import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserApp } from './support/app-environment.ts';
import { animationsSettled, seriousViolations } from './support/axe.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let env: BrowserApp;

beforeAll(async () => {
  env = await connectSharedApp();
});
afterAll(async () => {
  await env?.close();
});

describe('the fact sheet in the page', () => {
  for (const width of [1280, 390]) {
    it(`is drafted by the model, corrected by hand and kept at ${width} px`, async () => {
      const strategyId = await seedStrategy(env.server.url, {
        sections: { 'pricing-strategy': 'Beans sell at €12 per 250 g bag.' },
      });
      const page = await env.newPage({ width });
      await page.goto(`/?strategy=${strategyId}`);
      await page.getByRole('button', { name: 'Fact sheet' }).click();
      const panel = page.getByRole('region', { name: 'Fact sheet' });
      await panel.getByRole('button', { name: 'Draft from overview and documents' }).click();
      const company = panel.getByRole('textbox', { name: 'Company name' });
      await expect.poll(() => company.inputValue()).toBe('Northwind Roasters');
      await expect.poll(() => panel.getByRole('status').textContent()).toBe('All changes saved');
      await animationsSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await pageOverflow(page), 'nothing wider than the screen').toBeLessThanOrEqual(0);

      // The consultant corrects a price: saved a moment later, and kept after a reload.
      const price = panel.getByRole('textbox', { name: 'Price, offerings 1' });
      expect(await price.inputValue()).toBe('12');
      await price.fill('13.5');
      const savedPrice = async () => {
        const response = await fetch(`${env.server.url}/api/strategies/${strategyId}/facts`);
        const sheet = (await response.json()) as { facts: { offerings: { price: number }[] } };
        return sheet.facts.offerings[0]?.price;
      };
      await expect.poll(savedPrice).toBe(13.5);
      await expect.poll(() => panel.getByRole('status').textContent()).toBe('All changes saved');

      await page.reload();
      await page.getByRole('button', { name: 'Fact sheet' }).click();
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: 'Fact sheet' })
            .getByRole('textbox', { name: 'Price, offerings 1' })
            .inputValue(),
        )
        .toBe('13.5');
      await page.context().close();
    });
  }
});
