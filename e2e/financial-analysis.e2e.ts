import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialsResponse, SensitivityResponse } from '../src/domain/financial/api-types.ts';
import { CONSERVATIVE_SCENARIO } from '../src/domain/financial/scenarios.ts';
import { COFFEE_ROASTER } from '../src/server/testing/financial-fixtures.ts';
import type { BrowserApp } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

/**
 * Issue 30 in the Financials tab: scenarios compared in a chart, the sensitivity of a figure as a
 * tornado chart and a table, and actuals uploaded from a file against the forecast.
 */

let env: BrowserApp;

beforeAll(async () => {
  env = await connectSharedApp({ fake: { perTokenMs: 0 } });
});
afterAll(async () => {
  await env?.close();
});

const euros = (amount: number, digits = 0) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  }).format(amount);

async function readModel(strategyId: string): Promise<FinancialsResponse> {
  const response = await fetch(`${env.server.url}/api/strategies/${strategyId}/financials`);
  return (await response.json()) as FinancialsResponse;
}

describe.each([1280, 390])('scenarios, sensitivity and actuals at %i px', (width) => {
  it('compares the scenarios in a chart, shows the sensitivity and takes actuals from a file', async () => {
    const strategyId = await seedStrategy(env.server.url, { sections: {} });
    const saved = await fetch(`${env.server.url}/api/strategies/${strategyId}/financials`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        assumptions: COFFEE_ROASTER,
        scenarios: [CONSERVATIVE_SCENARIO],
        version: 0,
      }),
    });
    expect(saved.status).toBe(200);
    const page = await env.newPage({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/?strategy=${strategyId}`);
    await page.getByRole('tab', { name: 'Financials' }).click();

    // Scenarios: revenue and cash a month, the base and Conservative, beside the table.
    for (const name of ['Revenue by scenario', 'Cash by scenario']) {
      const chart = page.getByRole('img', { name: new RegExp(`^${name}`) });
      await chart.waitFor();
      expect(await chart.isVisible(), name).toBe(true);
    }
    const model = await readModel(strategyId);
    const conservative = model.scenarios[0]!.forecast;
    expect(
      await page.getByRole('img', { name: /^Revenue by scenario/ }).getAttribute('aria-labelledby'),
    ).toBeTruthy();
    expect(await page.locator('[data-chart="scenario-revenue"] desc').textContent()).toContain(
      `Conservative: year 3 ${euros(conservative.years[2]!.revenue)}`,
    );

    // Sensitivity: closing cash of year 2, the figures the API gives, largest swing first.
    await page.getByLabel('Figure', { exact: true }).selectOption('closingCash');
    await page.getByLabel('Year', { exact: true }).selectOption('2');
    const expected = (await (
      await fetch(
        `${env.server.url}/api/strategies/${strategyId}/financials/sensitivity?metric=closingCash&year=2`,
      )
    ).json()) as SensitivityResponse;
    const table = page.getByRole('region', { name: 'Sensitivity table' });
    await expect
      .poll(() => table.locator('caption').textContent())
      .toContain(`base ${euros(expected.base)}`);
    const price = expected.drivers.find((row) => row.driver === 'pricePct')!;
    expect(
      await table
        .getByRole('row', { name: /^Price / })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual([
      `${euros(price.low.value)} (−10%)`,
      `${euros(price.high.value)} (+10%)`,
      euros(Math.abs(price.high.value - price.low.value)),
    ]);
    const swings = expected.drivers
      .map((row) => Math.abs(row.high.value - row.low.value))
      .sort((a, b) => b - a);
    expect(await table.locator('tbody td:last-child').allTextContents()).toEqual(
      swings.map((swing) => euros(swing)),
    );
    const tornado = page.getByRole('img', { name: /^Sensitivity of closing cash, year 2/ });
    expect(await tornado.isVisible()).toBe(true);
    expect(await tornado.locator('text').allTextContents()).toContain(euros(price.high.value));

    // Actuals from a file: the table shows forecast, actual and difference per month.
    const upload = page.getByLabel('Upload a CSV file');
    await upload.setInputFiles({
      name: 'actuals.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('month,revenue,cash\n2027-01,11000.50,90000\n2027-02,16000,\n'),
    });
    const revenue = page.getByRole('region', { name: 'Revenue: actual against forecast' });
    await revenue.waitFor();
    const withActuals = await readModel(strategyId);
    const february = withActuals.actuals.months[1]!.revenue!;
    expect(
      await revenue
        .getByRole('row', { name: /^February 2027 / })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual([
      euros(february.forecast, 2),
      euros(16000, 2),
      `${february.difference > 0 ? '+' : ''}${euros(february.difference, 2)}`,
      `${february.difference > 0 ? '+' : ''}${february.differencePct!.toFixed(1)}%`,
    ]);
    expect(
      await page.getByRole('region', { name: 'Closing cash: actual against forecast' }).count(),
    ).toBe(1);
    // The actuals are a second line on the revenue and the cash charts.
    expect(await page.locator('[data-chart="revenue-costs"] desc').textContent()).toContain(
      'Actual revenue, 2 months',
    );
    expect(await page.locator('[data-chart="cash"] desc').textContent()).toContain(
      'Actual cash, 1 month:',
    );

    // A bad file is refused by row and column; the stored actuals stay.
    await upload.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('month,revenue\n2027-01,100\n2027-02,lots\n'),
    });
    await page.getByText('Row 3, column revenue: must be a number (such as 1234.56)').waitFor();
    expect((await readModel(strategyId)).actuals).toEqual(withActuals.actuals);

    expect(await seriousViolations(page), 'axe on the Financials tab').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.context().close();
  }, 180_000);
});
