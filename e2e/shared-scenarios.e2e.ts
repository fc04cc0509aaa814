import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialsResponse } from '../src/domain/financial/api-types.ts';
import { CONSERVATIVE_SCENARIO } from '../src/domain/financial/scenarios.ts';
import { COFFEE_ROASTER } from '../src/server/testing/financial-fixtures.ts';
import type { BrowserApp } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { euros } from './support/euros.ts';
import { createShare, seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';
import { openSharedDeck } from './support/shared-deck.ts';

let env: BrowserApp;

beforeAll(async () => {
  env = await connectSharedApp({ fake: { perTokenMs: 0 } });
});
afterAll(async () => {
  await env?.close();
});

describe.each([1280, 390])('the scenarios in the shared view at %i px', (width) => {
  it('shows the scenarios compared, read-only, among the model’s slides', async () => {
    const strategyId = await seedStrategy(env.server.url);
    const saved = await fetch(`${env.server.url}/api/strategies/${strategyId}/financials`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        assumptions: COFFEE_ROASTER,
        scenarios: [CONSERVATIVE_SCENARIO, { name: 'Café chain', adjustments: { volumePct: 50 } }],
        version: 0,
      }),
    });
    expect(saved.status).toBe(200);
    const model = (await saved.json()) as FinancialsResponse;
    const share = await createShare(env.server.url, strategyId, {
      accessType: 'view',
      expiresInDays: null,
    });
    const shared = await env.newPage({ width, height: width > 500 ? 900 : 844 });
    const { frame, title, back } = await openSharedDeck(shared, share.id);
    // From the closing slide (no title) back through the statements to the comparison.
    await shared.keyboard.press('End');
    await back();
    for (let step = 0; step < 16 && (await title()) !== 'Revenue by scenario (EUR)'; step++) {
      await back();
    }
    expect(await title()).toBe('Revenue by scenario (EUR)');
    // A row per scenario, the base first, with each year's revenue as the API gives it.
    const rows = [
      { name: 'Base', forecast: model.forecast! },
      ...model.scenarios.map(({ name, forecast }) => ({ name, forecast })),
    ];
    for (const { name, forecast } of rows) {
      const cells = frame.getByRole('row', { name: new RegExp(`^${name} `) }).getByRole('cell');
      await expect
        .poll(async () => await cells.allTextContents())
        .toEqual([name, ...forecast.years.map((year) => euros(year.revenue))]);
    }
    // Read-only: a view link edits nothing, and the slide has no field to type in.
    expect(await frame.locator('input, textarea, [contenteditable="true"]').count()).toBe(0);
    // The chart of revenue per scenario comes before the tables.
    const chart = frame.getByRole('img', { name: /^Revenue by scenario/ });
    for (let step = 0; step < 4 && (await chart.count()) === 0; step++) await back();
    expect(await chart.count()).toBe(1);
    expect(await seriousViolations(shared), 'axe on the shared view').toEqual([]);
    expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }, 180_000);
});
