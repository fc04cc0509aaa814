import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../src/server/testing/server-process.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newViewportContext } from './support/browser.ts';
import { drawSampleLogo, uploadLogo } from './support/sample-logo.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { createShare, seedStrategy } from './support/seed-strategy.ts';

let server: ServerProcess;
let browser: Browser;
let strategyId: string;
let shareId: string;

const PHONE = { width: 390, height: 844 };
const LONG_POINT =
  'Remote professionals treat the morning coffee as a deliberate pause before deep work, ' +
  'and freshness is the quality they notice first.';
/** A section far longer than one slide holds: it must continue, never grow. */
const LONG_SECTION = `## Long plan\n\n${Array.from(
  { length: 30 },
  (_, index) => `- Step ${index + 1}: ${LONG_POINT}`,
).join('\n')}\n\nThe plan closes here. Its second sentence is for the speaker notes only.`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  strategyId = await seedStrategy(server.url);
  await uploadLogo(server.url, strategyId, await drawSampleLogo(browser));
  shareId = (await createShare(server.url, strategyId, { accessType: 'view', expiresInDays: null }))
    .id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await newViewportContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('presentation-position').waitFor();
  return page;
}

const position = (page: Page) => page.getByTestId('presentation-position').textContent();
const slideFrame = (page: Page): Locator => page.locator('[data-slide-frame]');
const slideTitle = (page: Page) => slideFrame(page).locator('h2').textContent();

/** The slide's box and the window's: a slide is 16:9 and inside the screen. */
async function slideGeometry(page: Page) {
  return slideFrame(page).evaluate((frame) => {
    const box = frame.getBoundingClientRect();
    const body = frame.querySelector<HTMLElement>('[data-slide-body]');
    return {
      ratio: box.width / box.height,
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      // Key points that do not fit would overflow the body box (it clips, never grows).
      overflow: body ? body.scrollHeight - body.clientHeight : 0,
    };
  });
}

async function expectSlideFits(page: Page) {
  const geometry = await slideGeometry(page);
  expect(geometry.ratio).toBeCloseTo(16 / 9, 1);
  expect(geometry.top).toBeGreaterThanOrEqual(0);
  expect(geometry.left).toBeGreaterThanOrEqual(0);
  expect(geometry.bottom).toBeLessThanOrEqual(geometry.viewportHeight);
  expect(geometry.right).toBeLessThanOrEqual(geometry.viewportWidth);
  expect(geometry.overflow).toBeLessThanOrEqual(1);
}

describe('the slides', () => {
  it('are 16:9, move with the keyboard and show each title once', async () => {
    const page = await openPage(`/share/${shareId}`);
    expect(await position(page)).toContain('1 / 8');
    expect(await slideTitle(page)).toBe('Northwind Roasters');
    // The cover carries the strategy's logo, through the share's own logo route.
    const logo = slideFrame(page).getByRole('img', { name: 'Northwind Roasters logo' });
    expect(await logo.getAttribute('src')).toMatch(new RegExp(`^/api/shares/${shareId}/logo`));
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(270);
    await expectSlideFits(page);
    await saveScreenshot(page, 'slides-1280-cover');

    await page.keyboard.press('PageDown');
    await expect.poll(() => position(page)).toContain('2 / 8');
    expect(await slideTitle(page)).toBe('Target Audience');
    // The model's own "## Target Audience"-style heading is not repeated; the group is the kicker.
    expect(await slideFrame(page).getByText('Customer Profile', { exact: true }).count()).toBe(1);
    expect(await slideFrame(page).getByText('Primary segment').count()).toBe(1);
    expect(await slideFrame(page).getByText('Household income above $85,000').count()).toBe(1);
    await expectSlideFits(page);
    await saveScreenshot(page, 'slides-1280-content');

    // The section goes on on the next slide: composeDeck's budget, as in the PowerPoint file.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideTitle(page)).toBe('Target Audience (continued)');
    expect(await slideFrame(page).getByText('Secondary segment').count()).toBe(1);
    await expectSlideFits(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideTitle(page)).toBe('Latent Pain Points');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => slideTitle(page)).toBe('Mission Statement');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slideTitle(page)).toBe('Latent Pain Points');
    await page.keyboard.press('End');
    await expect.poll(() => position(page)).toContain('8 / 8');
    expect(await slideTitle(page)).toBe('Go to Market Strategy');
    // A table slide: the KPI table as a real table on the slide.
    await page.keyboard.press('PageUp');
    await expect.poll(() => slideTitle(page)).toBe('Metrics that Matter (KPIs)');
    expect(
      await slideFrame(page).getByRole('cell', { name: 'Monthly recurring revenue' }).count(),
    ).toBe(1);
    await expectSlideFits(page);
    await saveScreenshot(page, 'slides-1280-table');
    await page.keyboard.press('Home');
    await expect.poll(() => position(page)).toContain('1 / 8');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => position(page)).toContain('2 / 8');

    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('continue a long section on the next slide instead of growing, with the text in the notes', async () => {
    const longId = await seedStrategy(server.url, {
      sections: {
        'target-audience': LONG_SECTION,
        'mission-statement': 'Coffee worth waking up for.',
      },
    });
    const longShare = await createShare(server.url, longId, {
      accessType: 'view',
      expiresInDays: 1,
    });
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage(`/share/${longShare.id}`, viewport);
      const total = Number((await position(page))?.match(/\/ (\d+)/)?.[1]);
      expect(total).toBeGreaterThan(4);
      await page.keyboard.press('PageDown');
      await expect.poll(() => slideTitle(page)).toBe('Target Audience');
      await expectSlideFits(page);
      const titles: string[] = [];
      for (let slide = 2; slide < total; slide++) {
        await page.keyboard.press('PageDown');
        await expect.poll(() => position(page)).toContain(`${slide + 1} / ${total}`);
        titles.push((await slideTitle(page)) ?? '');
        await expectSlideFits(page);
      }
      expect(titles.slice(0, -1).every((title) => title === 'Target Audience (continued)')).toBe(
        true,
      );
      expect(titles.at(-1)).toBe('Mission Statement');
      // Every step made it onto a slide; the closing paragraph is only in the notes.
      await page.keyboard.press('PageUp');
      await expect.poll(() => slideFrame(page).getByText('Step 30:').count()).toBe(1);
      if (!(await page.getByRole('region', { name: 'Speaker notes' }).isVisible())) {
        await page.getByRole('button', { name: 'Notes' }).click();
      }
      const notes = page.getByRole('region', { name: 'Speaker notes' });
      await notes.getByText('Its second sentence is for the speaker notes only.').waitFor();
      expect(await slideFrame(page).getByText('The plan closes here.').count()).toBe(1);
      expect(await slideFrame(page).getByText('Its second sentence').count()).toBe(0);
      await saveScreenshot(page, `slides-${viewport.width}-continued-with-notes`);
      await page.context().close();
    }
  });

  it('fill a 390 px phone’s width at 16:9 and go full screen', async () => {
    const page = await openPage(`/share/${shareId}`, PHONE);
    await expectSlideFits(page);
    const geometry = await slideGeometry(page);
    expect(geometry.right - geometry.left).toBeGreaterThan(PHONE.width - 24);
    await saveScreenshot(page, 'slides-390-cover');
    await page.keyboard.press('PageDown');
    await expect.poll(() => slideTitle(page)).toBe('Target Audience');
    await saveScreenshot(page, 'slides-390-content');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();

    const desktop = await openPage(`/share/${shareId}`);
    await desktop.getByRole('button', { name: 'Full screen' }).click();
    await expect
      .poll(() =>
        desktop.evaluate(() => document.fullscreenElement?.hasAttribute('data-presentation')),
      )
      .toBe(true);
    await expectSlideFits(desktop);
    await desktop.keyboard.press('PageDown');
    await expect.poll(() => slideTitle(desktop)).toBe('Target Audience');
    await desktop.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => desktop.evaluate(() => document.fullscreenElement)).toBeNull();
    await desktop.context().close();
  });

  it('wear the brand: colours, fonts, footer and firm, and the shared view names no product', async () => {
    const brandedId = await seedStrategy(server.url);
    const strategy = (await (await fetch(`${server.url}/api/strategies/${brandedId}`)).json()) as {
      version: number;
    };
    const patched = await fetch(`${server.url}/api/strategies/${brandedId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        version: strategy.version,
        brand: {
          firmName: 'Fjord Advisory',
          primaryColor: '#7A1F3D',
          accentColor: '#D98E04',
          headingFont: 'DejaVu Serif',
          footerText: 'Fjord Advisory for {client} · page {page} of {pages}',
          disclaimer: 'For discussion only.',
        },
      }),
    });
    expect(patched.status).toBe(200);
    const share = await createShare(server.url, brandedId, {
      accessType: 'view',
      expiresInDays: 1,
    });
    const page = await openPage(`/share/${share.id}`);
    const frame = slideFrame(page);
    // The cover's panel is the primary colour, with the firm's name and the disclaimer.
    await frame.getByText('Fjord Advisory', { exact: true }).waitFor();
    expect(await frame.getByText('For discussion only.').count()).toBe(1);
    const panel = await frame
      .locator('[style*="background"]')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(panel).toBe('rgb(122, 31, 61)');
    expect(
      await frame
        .getByRole('heading', { name: 'Northwind Roasters' })
        .evaluate((element) => getComputedStyle(element).fontFamily),
    ).toMatch(/^"DejaVu Serif"/);
    await saveScreenshot(page, 'slides-1280-branded-cover');
    await page.keyboard.press('PageDown');
    await expect.poll(() => slideTitle(page)).toBe('Target Audience');
    expect(await frame.getByText('Fjord Advisory for Harbor Ventures · page 2 of 8').count()).toBe(
      1,
    );
    await saveScreenshot(page, 'slides-1280-branded-content');
    // White label: the firm in the sidebar, the product's name nowhere on the page.
    expect(await page.locator('aside').getByText('Fjord Advisory').count()).toBe(1);
    expect(await page.locator('body').textContent()).not.toContain('Maker Business Builder');
    await page.context().close();
  });

  it('are the editor’s Presentation tab', async () => {
    const context = await newViewportContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/?strategy=${strategyId}`);
    await page.getByRole('tab', { name: 'Presentation' }).click();
    await page.getByTestId('presentation-position').waitFor();
    expect(await position(page)).toContain('1 / 8');
    await page.getByRole('region', { name: 'Presentation' }).focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => slideTitle(page)).toBe('Target Audience');
    await page.getByRole('button', { name: 'Notes' }).click();
    await page
      .getByRole('region', { name: 'Speaker notes' })
      .getByText('Small offices of 5–30 people')
      .waitFor();
    await saveScreenshot(page, 'slides-editor-tab-1280');
    await context.close();
  });
});
