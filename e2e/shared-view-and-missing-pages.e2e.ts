import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserApp } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { SAMPLE_SECTIONS } from './support/sample-strategy.ts';
import { createShare, seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let env: BrowserApp;
let viewUrl: string;
let editUrl: string;

beforeAll(async () => {
  env = await connectSharedApp();
  const strategyId = await seedStrategy(env.server.url, {
    sections: {
      ...SAMPLE_SECTIONS,
      // The model's habit: the section opens with its own title.
      'mission-statement': '## Mission Statement\n\nMake exceptional coffee effortless.',
    },
  });
  const share = (accessType: 'view' | 'edit') =>
    createShare(env.server.url, strategyId, { accessType, expiresInDays: null });
  viewUrl = new URL((await share('view')).url).pathname;
  editUrl = new URL((await share('edit')).url).pathname;
});
afterAll(async () => {
  await env?.close();
});

async function expectNoProductName(page: Page): Promise<void> {
  expect(await page.title()).not.toMatch(/maker/i);
  expect(await page.locator('body').textContent()).not.toMatch(/maker/i);
}

describe('addresses that lead nowhere', () => {
  it('"/share/" without an id says "Invalid share link" and offers the way home', async () => {
    const page = await env.newPage();
    await page.goto('/share/');
    await page.getByRole('heading', { level: 1, name: 'Invalid share link' }).waitFor();
    await expectNoProductName(page);
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  // White label: the reader of a share link is the consultant's client.
  for (const [what, path, heading] of [
    ['an unknown share link', '/share/00000000-0000-4000-8000-000000000000', /share link/i],
    ['a malformed share link', '/share/not-a-share-id', /share link/i],
    ['an unknown address under /share/', '/share/no/such/page', /Page not found/],
  ] as const) {
    it(`${what} shows an error that does not name the product`, async () => {
      const page = await env.newPage({ width: 390, height: 844 });
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectNoProductName(page);
      expect(await page.getByRole('link', { name: 'Go to the start page' }).count()).toBe(1);
    });
  }

  it('an unknown address shows "Page not found" with a way to the start page', async () => {
    const page = await env.newPage({ width: 390, height: 844 });
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.locator('header h1', { hasText: 'The Maker Business Builder' }).waitFor();
  });
});

describe('the shared view', () => {
  for (const [access, width] of [
    ['view', 1280],
    ['view', 390],
    ['edit', 1280],
  ] as const) {
    it(`shows each title once, has a main landmark and an h1, and passes axe (${access}, ${width} px)`, async () => {
      const page = await env.newPage({ width, height: 844 });
      await page.goto(access === 'view' ? viewUrl : editUrl);
      await page.getByRole('main').waitFor();
      if (width > 500) {
        // The section's slide, and for an edit link its text in the notes: the title once each.
        await page
          .getByRole('navigation', { name: 'Contents' })
          .getByRole('button', { name: 'Mission Statement', exact: true })
          .click();
        const where =
          access === 'edit'
            ? page.getByRole('region', { name: 'Speaker notes' })
            : page.locator('[data-slide-frame]');
        await where.getByText('Make exceptional coffee effortless.').waitFor();
        const text = (await where.textContent()) ?? '';
        expect(text.split('Mission Statement')).toHaveLength(2);
      }
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
