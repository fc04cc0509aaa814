import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserApp } from './support/app-environment.ts';
import { animationsSettled, seriousViolations } from './support/axe.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { createShare, seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let env: BrowserApp;

beforeAll(async () => {
  env = await connectSharedApp();
});
afterAll(async () => {
  await env?.close();
});

const BEFORE = 'We roast beans for cafés in Lyon and sell them at 12 euros a bag.';
const AFTER = 'We roast beans for cafés in Lyon and Paris and sell them at 14 euros a bag.';

/** A strategy whose mission the client approved, then the consultant changed. */
async function approvedThenChanged(): Promise<string> {
  const base = env.server.url;
  const strategyId = await seedStrategy(base, {
    sections: { 'mission-statement': BEFORE, 'vision-statement': 'Every café, fresh beans.' },
  });
  const link = await createShare(base, strategyId, { accessType: 'comment', expiresInDays: null });
  for (const key of ['mission-statement', 'vision-statement']) {
    const approved = await fetch(`${base}/api/shares/${link.id}/sections/${key}/approval`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'approved', version: 1, author: 'Dana' }),
    });
    expect(approved.status).toBe(200);
  }
  const edited = await fetch(`${base}/api/strategies/${strategyId}/sections/mission-statement`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content: AFTER, version: 1 }),
  });
  expect(edited.status).toBe(200);
  return strategyId;
}

describe('the "what changed" memo in the page', () => {
  for (const width of [1280, 390]) {
    it(`is priced, written and offered as files at ${width} px`, async () => {
      const strategyId = await approvedThenChanged();
      const page = await env.newPage({ width });
      await page.goto(`/?strategy=${strategyId}`);
      await page.getByRole('tab', { name: 'View Strategy' }).click();
      await page.getByRole('button', { name: 'What changed' }).click();
      const panel = page.getByRole('dialog', { name: 'What changed' });
      // Only the mission changed since the approvals: one section, priced before it runs.
      const write = panel.getByRole('button', { name: /^Write the memo \(1 section\b/ });
      await write.click();
      const memo = panel.getByRole('region', { name: 'The memo' });
      await expect.poll(() => memo.getByRole('listitem').count()).toBe(1);
      expect(await memo.getByRole('heading').allTextContents()).toEqual(['Mission Statement']);
      expect(await memo.textContent()).toContain('The section went from 15 to 17 words.');
      expect(await memo.locator('ins').allTextContents()).toEqual(['Paris and ', '14']);
      expect(await memo.locator('del').allTextContents()).toEqual(['12']);
      const files = await memo
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
      expect(files).toEqual([
        ['PDF', `/api/strategies/${strategyId}/change-memo/export/pdf`],
        ['Word', `/api/strategies/${strategyId}/change-memo/export/docx`],
        ['Markdown', `/api/strategies/${strategyId}/change-memo/export/md`],
      ]);
      const download = await page.request.get(files[2]![1]!);
      expect(await download.text()).toContain('The section went from 15 to 17 words.');

      await animationsSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await pageOverflow(page), 'nothing wider than the screen').toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }

  it('is read by the client through its own link on a 390 px phone', async () => {
    const strategyId = await approvedThenChanged();
    const base = env.server.url;
    const written = await fetch(`${base}/api/strategies/${strategyId}/change-memo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ since: { approvals: true } }),
    });
    expect(written.status).toBe(200);
    const created = await fetch(`${base}/api/strategies/${strategyId}/shares`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessType: 'memo' }),
    });
    const link = (await created.json()) as { id: string };
    const page = await env.newPage({ width: 390 });
    await page.goto(`/share/${link.id}`);
    await page
      .getByRole('heading', { level: 1, name: 'What changed since your approval' })
      .waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Mission Statement',
    ]);
    expect(await page.locator('ins').allTextContents()).toEqual(['Paris and ', '14']);
    expect(await page.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      `/api/shares/${link.id}/export/pdf`,
    );
    await animationsSettled(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageOverflow(page), 'nothing wider than the screen').toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
