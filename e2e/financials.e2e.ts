import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialsResponse } from '../src/domain/financial/api-types.ts';
import { COFFEE_ROASTER } from '../src/server/testing/financial-fixtures.ts';
import type { BrowserApp } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { euros } from './support/euros.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { SAMPLE_SECTIONS } from './support/sample-strategy.ts';
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

async function readModel(strategyId: string): Promise<FinancialsResponse> {
  const response = await fetch(`${env.server.url}/api/strategies/${strategyId}/financials`);
  return (await response.json()) as FinancialsResponse;
}

/** The cells of a statement row, by the statement's caption and the row's label. */
function statementRow(page: Page, caption: string, label: string) {
  return page
    .locator('table', { has: page.locator('caption', { hasText: caption }) })
    .getByRole('row', { name: new RegExp(`^${label} `) })
    .getByRole('cell');
}

describe.each([1280, 390])('the Financials tab at %i px', (width) => {
  it('drafts, reviews and accepts the assumptions, edits a price, and shows charts, statements and the numbers to check', async () => {
    const strategyId = await seedStrategy(env.server.url, {
      sections: {
        ...SAMPLE_SECTIONS,
        'pricing-strategy': 'Bags at €12. We aim for **€987,654** of profit in year one.',
      },
    });
    const editor = new EditorPage(await env.newPage({ width, height: width > 500 ? 900 : 844 }));
    const { page } = editor;
    await editor.goto(strategyId);
    await page.getByRole('tab', { name: 'Financials' }).click();
    await page.getByText('No financial model yet').waitFor();

    // Draft: the model's proposal is shown for review, and nothing is saved before accepting.
    await page.getByRole('button', { name: 'Draft assumptions' }).click();
    const proposal = page.getByRole('region', { name: 'Proposed assumptions' });
    await proposal.waitFor();
    expect(await proposal.getByText(/Beans: €12 a unit/).isVisible()).toBe(true);
    expect(
      await proposal.getByText('Retail bags of 250 g sold online and in two shops.').count(),
    ).toBe(1);
    expect((await readModel(strategyId)).version).toBe(0);
    await proposal.getByRole('button', { name: 'Accept proposal' }).click();
    await page.getByText('All changes saved').waitFor();
    const accepted = await readModel(strategyId);
    expect(accepted.version).toBe(1);

    // Statements as tables, the API's figures.
    const revenue = statementRow(page, 'Profit and loss (EUR)', 'Revenue');
    await expect
      .poll(() => revenue.allTextContents())
      .toEqual(accepted.forecast!.years.map((year) => euros(year.revenue)));
    expect(await statementRow(page, 'Cash flow (EUR)', 'Closing cash').allTextContents()).toEqual(
      accepted.forecast!.years.map((year) => euros(year.closingCash)),
    );

    // Charts: three titled SVG figures, break-even marked on each when reached.
    for (const name of ['Revenue and costs', 'Net income', 'Cash balance']) {
      expect(await page.getByRole('img', { name: new RegExp(`^${name}`) }).count()).toBe(1);
    }
    expect(accepted.forecast!.breakEvenMonth).not.toBeNull();
    expect(await page.locator('[data-break-even]').count()).toBe(3);

    // The figure the text invents is listed; the price it quotes is not.
    const numbers = page.getByRole('region', { name: 'Numbers to check' });
    expect(await numbers.getByText('Pricing Strategy:').isVisible()).toBe(true);
    expect(await numbers.textContent()).toContain('€987,654');
    expect(await numbers.textContent()).not.toContain('€12,');

    expect(await seriousViolations(page), 'axe on the Financials tab').toEqual([]);

    // Edit: a new price is saved with the version check and the statements follow.
    const price = page.getByLabel('Unit price').first();
    await price.fill('15');
    await expect
      .poll(async () => (await readModel(strategyId)).version, { timeout: 10_000 })
      .toBe(2);
    const edited = await readModel(strategyId);
    const beans = edited.assumptions!.revenueStreams[0]!;
    expect(beans.kind === 'units' && beans.unitPrice).toBe(15);
    await expect
      .poll(() => revenue.allTextContents())
      .toEqual(edited.forecast!.years.map((year) => euros(year.revenue)));
    expect(edited.forecast!.years[0]!.revenue).toBeGreaterThan(
      accepted.forecast!.years[0]!.revenue,
    );

    // Nothing wider than the screen but the statements' own scrolling tables.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await editor.screenshot(`financials-${width}`);

    // The shared view: the model's charts and statements close its slides.
    const share = await createShare(env.server.url, strategyId, {
      accessType: 'view',
      expiresInDays: null,
    });
    const shared = await env.newPage({ width, height: width > 500 ? 900 : 844 });
    const { frame, title, back } = await openSharedDeck(shared, share.id);
    // The deck closes with the model: its statements, as tables, just before the last slide.
    await shared.keyboard.press('End');
    await back();
    await expect.poll(title).toBe('Balance sheet (end of year) (EUR)');
    await back();
    await expect.poll(title).toBe('Cash flow (EUR)');
    const closingCash = frame.getByRole('row', { name: /^Closing cash / }).getByRole('cell');
    await expect
      .poll(async () => (await closingCash.allTextContents()).slice(1))
      .toEqual(edited.forecast!.years.map((year) => euros(year.closingCash)));
    // The notes carry the statement whole, with the API's figures.
    const notes = shared.getByRole('button', { name: 'Notes' });
    if ((await notes.getAttribute('aria-pressed')) !== 'true') await notes.click();
    await shared
      .getByRole('region', { name: 'Speaker notes' })
      .getByText(new RegExp(`Closing cash \\| ${euros(edited.forecast!.years[0]!.closingCash)}`))
      .waitFor();
    // Back through the statements to the cash chart, break-even marked.
    const cashChart = frame.getByRole('img', { name: /^Cash balance/ });
    for (let step = 0; step < 4 && (await cashChart.count()) === 0; step++) await back();
    expect(await cashChart.count()).toBe(1);
    expect(await frame.getByText('Break-even', { exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(shared), 'axe on the shared view').toEqual([]);
    expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }, 180_000);
});

describe.each([1280, 390])('scenarios in the Financials tab at %i px', (width) => {
  it('adds the Conservative preset, saves it with the model and compares it with the base', async () => {
    const strategyId = await seedStrategy(env.server.url, { sections: {} });
    const saved = await fetch(`${env.server.url}/api/strategies/${strategyId}/financials`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ assumptions: COFFEE_ROASTER, version: 0 }),
    });
    expect(saved.status).toBe(200);
    const page = await env.newPage({ width });
    await page.goto(`/?strategy=${strategyId}`);
    await page.getByRole('tab', { name: 'Financials' }).click();
    await page.getByRole('button', { name: 'Conservative' }).click();
    await page.getByRole('button', { name: 'Save scenarios' }).click();
    await expect.poll(async () => (await readModel(strategyId)).scenarios.length).toBe(1);
    const model = await readModel(strategyId);
    const conservative = model.scenarios[0]!;
    expect(conservative.name).toBe('Conservative');
    const comparison = page.getByRole('region', { name: 'Scenario comparison' });
    const row = comparison.getByRole('row', { name: /^Conservative / });
    await expect
      .poll(() => row.getByRole('cell').first().textContent())
      .toBe(euros(conservative.forecast.years[0]!.revenue));
    expect(
      await comparison
        .getByRole('row', { name: /^Base / })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe(euros(model.forecast!.years[0]!.revenue));
    // The conservative view sells less than the base.
    expect(conservative.forecast.years[0]!.revenue).toBeLessThan(model.forecast!.years[0]!.revenue);
    await expect.poll(() => page.getByRole('heading', { name: 'Ratio checks' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // The comparison scrolls in its own box: the page itself is never wider than the screen.
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
