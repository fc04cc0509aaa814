import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Strategy } from '../src/domain/strategy.ts';
import { COFFEE_ROASTER, LOSS_THEN_PROFIT } from '../src/server/testing/financial-fixtures.ts';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { getStrategy, seedStrategy } from './support/seed-strategy.ts';

let env: AppEnvironment;

beforeAll(async () => {
  env = await startAppEnvironment({ fake: { perTokenMs: 0 } });
});
afterAll(async () => {
  await env?.close();
});

const SUMMARY = 'executive-summary';
const PRICING = 'pricing-strategy';
const MODEL_CHANGED = 'The financial model changed after this was written.';

async function api(path: string, method: string, body: unknown): Promise<Response> {
  const response = await fetch(`${env.server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function saveModel(id: string, assumptions: unknown): Promise<void> {
  const current = (await (
    await fetch(`${env.server.url}/api/strategies/${id}/financials`)
  ).json()) as { version: number };
  await api(`/api/strategies/${id}/financials`, 'PUT', { assumptions, version: current.version });
}

function staleKeys(strategy: Strategy): string[] {
  return Object.values(strategy.sections)
    .filter((section) => section.stale)
    .map((section) => section.key)
    .sort();
}

/** A strategy whose pricing and summary were written from a model that has changed since. */
async function strategyWithStaleSections(): Promise<string> {
  const id = await seedStrategy(env.server.url, { sections: {} });
  await saveModel(id, LOSS_THEN_PROFIT);
  await api(`/api/strategies/${id}/runs`, 'POST', {
    sections: [PRICING, 'mission-statement', SUMMARY],
  });
  await vi.waitFor(
    async () => {
      const strategy = await getStrategy(env.server.url, id);
      if (strategy.activeRunId || strategy.sections[SUMMARY]?.status !== 'done') {
        throw new Error('still writing');
      }
    },
    { timeout: 90_000, interval: 300 },
  );
  await saveModel(id, COFFEE_ROASTER);
  expect(staleKeys(await getStrategy(env.server.url, id))).toEqual([PRICING, SUMMARY].sort());
  return id;
}

async function chooseDownload(page: Page, width: number, label: string): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: 'Strategy actions' });
  if (width < 640) {
    await toolbar.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('menuitem', { name: label }).click();
  } else {
    await toolbar.getByRole('button', { name: label }).click();
  }
}

describe.each([1280, 390])('stale sections at %i px', (width) => {
  it('marks them, lists them before a download and regenerates them with one action', async () => {
    const id = await strategyWithStaleSections();
    const page = await env.newPage({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/?strategy=${id}`);
    await page.getByRole('tab', { name: 'View Strategy' }).click();

    // The executive summary is the first card; both stale cards say why.
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.first().getAttribute('aria-labelledby')).toBe(`section-${SUMMARY}`);
    const pricing = page.getByRole('article', { name: 'Pricing Strategy' });
    await pricing.getByText(MODEL_CHANGED).waitFor();
    const summary = page.getByRole('article', { name: 'Executive Summary' });
    expect(await summary.getByText('Out of date.').isVisible()).toBe(true);
    expect(await summary.textContent()).toContain(
      '“Pricing Strategy”, which it draws on, is out of date.',
    );
    expect(
      await page.getByRole('article', { name: 'Mission Statement' }).textContent(),
    ).not.toContain('Out of date');
    const notice = page.getByRole('status').filter({ hasText: '2 sections are out of date' });
    expect(await notice.textContent()).toContain(`Pricing Strategy: ${MODEL_CHANGED}`);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `editor-${width}-stale-sections`);
    await summary.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `editor-${width}-stale-summary-card`);

    // A download asks first, listing them, and offers to regenerate them.
    await chooseDownload(page, width, 'Download PDF');
    const dialog = page.getByRole('alertdialog', { name: '2 sections are out of date' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Pricing Strategy: ${MODEL_CHANGED}`);
    expect(await dialog.textContent()).toContain('Executive Summary');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `editor-${width}-stale-export`);
    await dialog.getByRole('button', { name: 'Regenerate stale sections' }).click();

    // One action: both are written again, the marks and the list go.
    await notice.waitFor({ state: 'detached', timeout: 60_000 });
    expect(await pricing.getByText('Out of date.').count()).toBe(0);
    expect(await summary.getByText('Out of date.').count()).toBe(0);
    expect(staleKeys(await getStrategy(env.server.url, id))).toEqual([]);

    // The same action in the Generate tab, after the model changes again.
    await saveModel(id, LOSS_THEN_PROFIT);
    await page.reload();
    const generateNotice = page.getByRole('status').filter({ hasText: 'sections are out of date' });
    await generateNotice.waitFor();
    expect(await generateNotice.textContent()).toContain(MODEL_CHANGED);
    expect(await seriousViolations(page)).toEqual([]);
    await generateNotice.getByRole('button', { name: 'Regenerate stale sections' }).click();
    await generateNotice.waitFor({ state: 'detached', timeout: 60_000 });
    expect(staleKeys(await getStrategy(env.server.url, id))).toEqual([]);
    await page.context().close();
  });
});

describe('the executive summary, a section like the others', () => {
  it("is first in the page, the shared view's contents and a profile, and its client comments reach the owner", async () => {
    const id = await seedStrategy(env.server.url, {
      sections: {
        'mission-statement': 'Coffee worth waking up for.',
        [SUMMARY]: 'Northwind roasts to order and grows through subscriptions.',
      },
    });
    const share = (await (
      await api(`/api/strategies/${id}/shares`, 'POST', { accessType: 'comment' })
    ).json()) as { id: string };
    await api(`/api/shares/${share.id}/sections/${SUMMARY}/comments`, 'POST', {
      author: 'Dana (client)',
      body: 'Lead with the subscription numbers.',
    });

    // The shared view's contents: the overview, then the summary, then the groups.
    const client = await env.newPage({ width: 1280 });
    await client.goto(`/share/${share.id}`);
    const contents = client.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('button', { name: 'Executive Summary' }).waitFor();
    const entries = await contents.getByRole('button').allTextContents();
    expect(entries.slice(0, 2)).toEqual(['Overview', 'Executive Summary']);

    // The owner reads it first, finds the client's comment on it, and can edit or regenerate it.
    const page = await env.newPage({ width: 390, height: 844 });
    await page.goto(`/?strategy=${id}`);
    await page.getByRole('tab', { name: 'View Strategy' }).click();
    const summary = page.getByRole('article', { name: 'Executive Summary' });
    await summary.getByText('Northwind roasts to order').waitFor();
    expect(await page.getByRole('article').first().getAttribute('aria-labelledby')).toBe(
      `section-${SUMMARY}`,
    );
    expect(await summary.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
    await summary.getByRole('button', { name: 'Comments on Executive Summary: 1 open' }).click();
    await page.getByRole('dialog').getByText('Lead with the subscription numbers.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await summary.getByRole('button', { name: 'Regenerate' }).click();
    await expect
      .poll(async () => {
        const written = (await getStrategy(env.server.url, id)).sections[SUMMARY];
        return written?.status === 'done' && !written.content.includes('Northwind roasts');
      })
      .toBe(true);

    // Ticked in Generate Strategy, it goes into a saved profile, first.
    await page.getByRole('tab', { name: 'Generate Strategy' }).click();
    await page.getByLabel('Executive Summary', { exact: true }).check();
    await page.getByRole('tab', { name: 'View Strategy' }).click();
    await page.getByRole('button', { name: 'Save current selection as profile' }).click();
    await page.getByLabel('Profile name').fill('Summary only');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(async () => {
        const profiles = (await (await fetch(`${env.server.url}/api/report-profiles`)).json()) as {
          name: string;
          sections: string[];
        }[];
        return profiles.find((profile) => profile.name === 'Summary only')?.sections;
      })
      .toEqual([SUMMARY]);
    await client.context().close();
    await page.context().close();
  });
});
