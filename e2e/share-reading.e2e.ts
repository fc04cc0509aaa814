import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareReading } from '../src/domain/share-reading.ts';
import type { ServerProcess } from '../src/server/testing/server-process.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, newViewportContext } from './support/browser.ts';
import { startE2eServer } from './support/e2e-server.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { createShare, type ShareLinkBody, seedStrategy } from './support/seed-strategy.ts';
import { connectBrowser } from './support/shared-browser.ts';

const TOKEN = 'e2e-reading-token-0123456789';
const PHONE = { width: 390, height: 844 };
const MEASURED = 'This link reports which sections are read and for how long, without cookies.';

let server: ServerProcess;
let browser: Browser;
let strategyId: string;
let share: ShareLinkBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startE2eServer({ APP_ACCESS_TOKEN: TOKEN }),
    connectBrowser(),
  ]);
  strategyId = await seedStrategy(server.url, { token: TOKEN });
  share = await createShare(
    server.url,
    strategyId,
    { accessType: 'view', expiresInDays: null },
    TOKEN,
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function reading(): Promise<ShareReading> {
  const response = await fetch(
    `${server.url}/api/strategies/${strategyId}/shares/${share.id}/reading`,
    { headers: { authorization: `Bearer ${TOKEN}` } },
  );
  return (await response.json()) as ShareReading;
}

/**
 * Resolves once the page has told its intersection observers where a section is: the view's
 * observer was given the section's element first, so it has heard before this one does, and
 * time moved forward after that is time on screen.
 */
async function observedOnScreen(page: Page, key: string): Promise<void> {
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        for (const element of document.querySelectorAll(`[data-reading-section="${key}"]`))
          observer.observe(element);
      }),
    key,
  );
}

async function noWiderThanScreen(page: Page): Promise<void> {
  expect(await pageOverflow(page)).toBe(0);
}

describe('reading analytics', () => {
  it('measures the sections a reader keeps on screen, and the owner sees them per link', async () => {
    const context = await newViewportContext(browser, DESKTOP);
    // The page's clock is Playwright's: time on screen passes by moving it forward, not by
    // waiting it out, and the bounds below are read from the same clock.
    await context.clock.install();
    const page = await context.newPage();
    const pageNow = () => page.evaluate(() => performance.now());
    await page.goto(`${server.url}/share/${share.id}`);
    await page.getByText(MEASURED).waitFor();
    // The open is counted as the view loads.
    await expect.poll(async () => (await reading()).opens, { timeout: 15_000 }).toBe(1);

    // A slide per section, with its text in the notes: two sections read for about 3 s each.
    await page
      .getByRole('combobox', { name: 'Slides' })
      .selectOption({ label: 'Slide per section' });
    await page.getByRole('button', { name: 'Notes', exact: true }).click();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const notes = page.getByRole('region', { name: 'Speaker notes' });
    const started = await pageNow();
    await contents.getByRole('button', { name: 'Mission Statement', exact: true }).click();
    await notes.getByText('fairly sourced coffee', { exact: false }).first().waitFor();
    await observedOnScreen(page, 'mission-statement');
    await page.clock.fastForward(3_200);
    const switched = await pageNow();
    await contents.getByRole('button', { name: 'Target Audience', exact: true }).click();
    await notes.getByText('Primary segment').first().waitFor();
    await observedOnScreen(page, 'target-audience');
    await page.clock.fastForward(3_200);
    // Leaving the page sends what was measured (pagehide); the page's clock runs on meanwhile.
    const leaving = { page: await pageNow(), real: Date.now() };
    await page.goto('about:blank');
    const left = leaving.page + (Date.now() - leaving.real);
    // The reader's browser stays open until the beacon has arrived: closing it at once may
    // cancel the request still on its way, which a real reader's browser would finish.
    await expect
      .poll(async () => (await reading()).sections.map((section) => section.key), {
        timeout: 15_000,
      })
      .toEqual(['target-audience', 'mission-statement']);
    await context.close();
    // At least the 3.2 s moved forward on each; at most the time each was shown (slow clicks
    // included), both on the page's clock.
    const figures = await reading();
    const [audience, mission] = figures.sections;
    expect(mission!.seconds).toBeGreaterThanOrEqual(3);
    expect(mission!.seconds).toBeLessThanOrEqual(Math.ceil((switched - started) / 1000));
    expect(audience!.seconds).toBeGreaterThanOrEqual(3);
    expect(audience!.seconds).toBeLessThanOrEqual(Math.ceil((left - switched) / 1000));
    expect(figures.opens).toBe(1);

    // The owner's Share dialog: opens, total time, and the reading per section.
    const owner = await newViewportContext(browser, PHONE);
    await owner.addCookies([{ name: 'mbb_access', value: TOKEN, url: server.url }]);
    const ownerPage = await owner.newPage();
    await ownerPage.goto(`${server.url}/?strategy=${strategyId}`);
    await ownerPage.getByRole('tab', { name: 'View Strategy' }).click();
    await ownerPage.getByRole('button', { name: 'Share Strategy' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Share Strategy' });
    const row = dialog.locator(`li[data-share-id="${share.id}"]`);
    await row.getByText('Opened 1 time').waitFor();
    await row.getByRole('button', { name: 'Reading' }).click();
    const table = row.getByRole('table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        key: tr.getAttribute('data-section-key'),
        seconds: Number(tr.querySelector('[data-seconds]')?.getAttribute('data-seconds')),
      })),
    );
    expect(rows).toEqual(figures.sections);
    expect(await table.getByText('Mission Statement').isVisible()).toBe(true);
    expect(await table.getByText('Target Audience').isVisible()).toBe(true);
    await noWiderThanScreen(ownerPage);
    expect(await seriousViolations(ownerPage)).toEqual([]);
    await saveScreenshot(ownerPage, 'share-reading-owner-390');
    await owner.close();
  });

  it('says so on a 390 px phone, fits it, and measures nothing under Global Privacy Control', async () => {
    const context = await newViewportContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/share/${share.id}`);
    await page.getByText(MEASURED).waitFor();
    await noWiderThanScreen(page);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'share-reading-notice-390');
    await context.close();

    const private_ = await newViewportContext(browser, PHONE);
    await private_.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    const privatePage = await private_.newPage();
    await privatePage.goto(`${server.url}/share/${share.id}`);
    await privatePage.getByText('Your browser asks not to be tracked', { exact: false }).waitFor();
    expect(await privatePage.getByText(MEASURED).count()).toBe(0);
    await noWiderThanScreen(privatePage);
    await private_.close();
  });
});
