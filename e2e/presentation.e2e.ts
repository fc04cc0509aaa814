import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../src/server/testing/server-process.ts';
import { DESKTOP, launchBrowser, newViewportContext } from './support/browser.ts';
import { drawSampleLogo, uploadLogo } from './support/sample-logo.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { createShare, seedStrategy } from './support/seed-strategy.ts';

let server: ServerProcess;
let browser: Browser;
let strategyId: string;
let shareId: string;

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
  return page;
}

/** The slide the indicator marks as current ("Go to slide 2: Customer Profile"). */
async function currentSlide(page: Page): Promise<string | null> {
  return page
    .getByRole('navigation', { name: 'Slides' })
    .locator('[aria-current="step"]')
    .getAttribute('aria-label');
}

describe('the presentation', () => {
  it('moves between slides with the keyboard, and the indicator follows', async () => {
    const page = await openPage(`/share/${shareId}`);
    const position = page.getByTestId('presentation-position');
    await position.waitFor();
    expect(await currentSlide(page)).toBe('Go to slide 1: Overview');
    expect(await position.textContent()).toContain('1 / 4');
    // The cover carries the strategy's logo, through the share's own logo route.
    const logo = page.getByRole('img', { name: 'Northwind Roasters logo' });
    expect(await logo.getAttribute('src')).toMatch(new RegExp(`^/api/shares/${shareId}/logo`));
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(270);
    await saveScreenshot(page, 'presentation-1280-cover');

    await page.keyboard.press('PageDown');
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 2: Customer Profile');
    await expect.poll(() => position.textContent()).toContain('2 / 4');

    await page.keyboard.press('PageDown');
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 3: Business Plan');
    await saveScreenshot(page, 'presentation-1280-group');

    await page.keyboard.press('End');
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 4: Sales Strategy');
    await page.keyboard.press('PageUp');
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 3: Business Plan');
    await page.keyboard.press('Home');
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 1: Overview');

    // Arrow keys read on through a tall slide, then move to the next one.
    for (let presses = 0; presses < 6; presses++) {
      if ((await currentSlide(page)) === 'Go to slide 2: Customer Profile') break;
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(600);
    }
    expect(await currentSlide(page)).toBe('Go to slide 2: Customer Profile');
    for (let presses = 0; presses < 6; presses++) {
      if ((await currentSlide(page)) === 'Go to slide 1: Overview') break;
      await page.keyboard.press('ArrowUp');
      await page.waitForTimeout(600);
    }
    expect(await currentSlide(page)).toBe('Go to slide 1: Overview');

    // The dots go straight to a slide.
    await page.getByRole('button', { name: 'Go to slide 4: Sales Strategy' }).click();
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 4: Sales Strategy');
    await expect.poll(() => position.textContent()).toContain('Go to Market Strategy');
    await page.context().close();
  });

  it('reads on through a slide taller than the screen before moving on', async () => {
    const paragraph =
      'Our research with remote professionals shows that the morning coffee ritual is a ' +
      'deliberate pause before deep work, and that freshness is the quality they notice first.';
    const long = Array.from({ length: 40 }, (_, index) => `${index + 1}. ${paragraph}`).join(
      '\n\n',
    );
    const tallId = await seedStrategy(server.url, {
      sections: { 'target-audience': long, 'mission-statement': 'Coffee worth waking up for.' },
    });
    const tallShare = await createShare(server.url, tallId, {
      accessType: 'view',
      expiresInDays: 1,
    });
    const page = await openPage(`/share/${tallShare.id}`);
    const position = page.getByTestId('presentation-position');
    await position.waitFor();
    await page.keyboard.press('PageDown');
    await expect.poll(() => position.textContent()).toContain('2 / 3');
    // Deep inside the tall card, it is still the active section.
    for (let presses = 0; presses < 3; presses++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(500);
    }
    expect(await position.textContent()).toContain('2 / 3');
    expect(await position.textContent()).toContain('Customer Profile — Target Audience');
    let presses = 0;
    while (!(await position.textContent())?.includes('3 / 3') && presses++ < 30) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(400);
    }
    expect(presses).toBeGreaterThan(0);
    expect(await position.textContent()).toContain('Business Plan — Mission Statement');
    // Back up: ArrowUp lands on the end of the tall slide and reads back through it.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => position.textContent()).toContain('2 / 3');
    await page.keyboard.press('PageUp');
    await expect.poll(() => position.textContent()).toContain('1 / 3');
    await page.context().close();
  });

  it('reads on a 390 px phone', async () => {
    const page = await openPage(`/share/${shareId}`, { width: 390, height: 844 });
    await page.getByTestId('presentation-position').waitFor();
    await saveScreenshot(page, 'presentation-390-cover');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect
      .poll(() => page.getByTestId('presentation-position').textContent())
      .toContain('3 / 4');
    await saveScreenshot(page, 'presentation-390-group');
    await page.context().close();
  });

  it('is the editor’s Presentation tab', async () => {
    const page = await openPage(`/?strategy=${strategyId}`);
    await page.getByRole('tab', { name: 'Presentation' }).click();
    const presentation = page.getByRole('region', { name: 'Presentation' });
    await presentation.getByRole('heading', { name: 'Business Strategy' }).waitFor();
    expect(
      await presentation.locator('article[data-section] header h3').allTextContents(),
    ).toHaveLength(6);
    await presentation.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'presentation-editor-tab-1280');
    await page.context().close();
  });
});
