import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticStrategy } from '../src/server/testing/synthetic-strategy.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, newViewportContext } from './support/browser.ts';
import { drawSampleLogo, uploadLogo } from './support/sample-logo.ts';
import { createShare, seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let server: { url: string };
let browser: Browser;
let strategyId: string;
let shareId: string;
/** A whole strategy: 124 sections and the executive summary. */
let completeShareId: string;

const PHONE = { width: 390, height: 844 };
const LONG_POINT =
  'Remote professionals treat the morning coffee as a deliberate pause before deep work, ' +
  'and freshness is the quality they notice first.';
/** A section far longer than one slide holds: the slide shows what fits, the notes the rest. */
const LONG_SECTION = `## Long plan\n\n${Array.from(
  { length: 30 },
  (_, index) => `- Step ${index + 1}: ${LONG_POINT}`,
).join('\n')}\n\nThe plan closes here. Its second sentence is for the speaker notes only.`;

beforeAll(async () => {
  ({ server, browser } = await connectSharedApp());
  strategyId = await seedStrategy(server.url);
  await uploadLogo(server.url, strategyId, await drawSampleLogo(browser));
  shareId = (await createShare(server.url, strategyId, { accessType: 'view', expiresInDays: null }))
    .id;
  const whole = syntheticStrategy({ wordsPerSection: 400 });
  const completeId = await seedStrategy(server.url, {
    metadata: whole.metadata as never,
    sections: {
      ...Object.fromEntries(
        Object.entries(whole.sections).map(([key, section]) => [key, section.content]),
      ),
      'executive-summary': whole.sections['target-audience']!.content,
    },
  });
  completeShareId = (
    await createShare(server.url, completeId, { accessType: 'view', expiresInDays: null })
  ).id;
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await newViewportContext(browser, viewport);
  await context.addInitScript(defineSlideOverflow);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('presentation-position').waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

const position = (page: Page) => page.getByTestId('presentation-position').textContent();
const total = async (page: Page) => Number((await position(page))?.match(/\/ (\d+)/)?.[1]);
const slideFrame = (page: Page): Locator => page.locator('[data-slide-frame]');
/** The slide's title: a content slide's, the cover's company or the close's. */
const TITLE_STYLES = ['title', 'coverTitle', 'closingTitle']
  .map((style) => `[data-deck-style="${style}"]`)
  .join(', ');
const slideTitle = (page: Page) => slideFrame(page).locator(TITLE_STYLES).first().textContent();

/**
 * What overflows on a slide, measured in the page: a text box whose lines take more height than
 * its box (its block of lines is taller) or a word wider than it, a table taller than the layout
 * gave it, a cell whose word is wider than the cell. Lines, not glyphs: a font's ascenders may
 * reach past a 1.2 line height, as in every painter. Defined in the page before its scripts
 * run, so the check of one slide and the walk through a whole deck share it.
 */
/** The page's window once `defineSlideOverflow` ran in it. */
type PageWithOverflowCheck = { slideOverflow(frame: Element): string[] };

function defineSlideOverflow() {
  (window as unknown as PageWithOverflowCheck).slideOverflow = (frame) => {
    const found: string[] = [];
    for (const element of frame.querySelectorAll<HTMLElement>('[data-deck-element="text"]')) {
      const lines = element.firstElementChild as HTMLElement;
      if (
        lines.offsetHeight > element.clientHeight + 0.5 ||
        lines.scrollWidth > element.clientWidth + 1
      ) {
        found.push(`text: ${element.textContent}`);
      }
    }
    for (const table of frame.querySelectorAll<HTMLElement>('[data-deck-element="table"]')) {
      if (table.offsetHeight > Number.parseFloat(table.style.height) + 1) {
        found.push(`table taller than its box: ${table.textContent?.slice(0, 60)}`);
      }
      for (const cell of table.querySelectorAll<HTMLElement>('th, td')) {
        if (cell.scrollWidth > cell.clientWidth + 1) found.push(`cell: ${cell.textContent}`);
      }
    }
    return found;
  };
}

async function overflowing(page: Page): Promise<string[]> {
  return slideFrame(page).evaluate((frame) =>
    (window as unknown as PageWithOverflowCheck).slideOverflow(frame),
  );
}

/** The slide is 16:9, inside the window, and nothing on it overflows. */
async function expectSlideFits(page: Page) {
  const geometry = await slideFrame(page).evaluate((frame) => {
    const box = frame.getBoundingClientRect();
    return {
      ratio: box.width / box.height,
      inside:
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= window.innerWidth,
    };
  });
  expect(geometry.ratio).toBeCloseTo(16 / 9, 1);
  expect(geometry.inside).toBe(true);
  expect(await overflowing(page)).toEqual([]);
}

/**
 * Goes through every slide from the first, checking each fits; returns their titles. The first
 * moves are the keyboard's; the walk through the rest runs in the page (the same key, sent to
 * the focused deck, then the next frame measured), one round trip for a deck instead of four a
 * slide: 250 slides took about 20 s of the suite.
 */
async function everySlideFits(page: Page): Promise<string[]> {
  await page.getByRole('region', { name: 'Presentation' }).focus();
  await page.keyboard.press('Home');
  const count = await total(page);
  await expect.poll(() => position(page)).toContain(`1 / ${count}`);
  if (count > 1) {
    await page.keyboard.press('PageDown');
    await expect.poll(() => position(page)).toContain(`2 / ${count}`);
    await page.keyboard.press('Home');
    await expect.poll(() => position(page)).toContain(`1 / ${count}`);
  }
  const walk = await page.evaluate(
    async ({ count, titleStyles }) => {
      const shown = () =>
        document.querySelector('[data-testid="presentation-position"]')?.textContent ?? '';
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const overflow = (window as unknown as PageWithOverflowCheck).slideOverflow;
      const titles: string[] = [];
      const problems: string[] = [];
      for (let slide = 1; slide <= count; slide++) {
        if (slide > 1) {
          (document.activeElement ?? document.body).dispatchEvent(
            new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, cancelable: true }),
          );
        }
        for (let frames = 0; !shown().includes(`${slide} / ${count}`); frames++) {
          if (frames > 300) return { titles, problems: [`slide ${slide} never showed`] };
          await nextFrame();
        }
        await nextFrame();
        const frame = document.querySelector('[data-slide-frame]');
        if (!frame) return { titles, problems: [`slide ${slide} has no frame`] };
        for (const problem of overflow(frame)) problems.push(`slide ${slide}: ${problem}`);
        titles.push(frame.querySelector(titleStyles)?.textContent ?? '');
      }
      return { titles, problems };
    },
    { count, titleStyles: TITLE_STYLES },
  );
  expect(walk.problems).toEqual([]);
  expect(walk.titles).toHaveLength(count);
  return walk.titles;
}

const chooseDeck = (page: Page, deck: 'Presentation' | 'Slide per section') =>
  page.getByRole('combobox', { name: 'Slides' }).selectOption({ label: deck });

describe('the slides', () => {
  it('are a consultant’s deck: the cover, the contents, a slide per group, the close', async () => {
    const page = await openPage(`/share/${shareId}`);
    expect(await position(page)).toContain('1 / 6');
    expect(await slideTitle(page)).toBe('Northwind Roasters');
    // The cover carries the strategy's logo, through the share's own logo route.
    const logo = slideFrame(page).getByRole('img', { name: 'Northwind Roasters logo' });
    expect(await logo.getAttribute('src')).toMatch(new RegExp(`^/api/shares/${shareId}/logo`));
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(270);
    await expectSlideFits(page);

    await page.keyboard.press('PageDown');
    await expect.poll(() => slideTitle(page)).toBe('Contents');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideTitle(page)).toBe('Customer Profile');
    // Each section of the group, once, with its takeaway; the model's "## Title" not repeated.
    const frame = slideFrame(page);
    expect(await frame.getByText('Target Audience', { exact: true }).count()).toBe(1);
    expect(await frame.getByText('Latent Pain Points', { exact: true }).count()).toBe(1);
    expect(await frame.getByText(/^Remote professionals aged 28–45/).count()).toBe(1);
    await expectSlideFits(page);
    await page.keyboard.press('End');
    await expect.poll(() => position(page)).toContain('6 / 6');
    expect(await slideTitle(page)).toBe('Thank you');
    await page.keyboard.press('Home');
    await expect.poll(() => position(page)).toContain('1 / 6');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => position(page)).toContain('2 / 6');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('switch to a slide per section and back, staying on the section shown', async () => {
    const page = await openPage(`/share/${shareId}`);
    await page.getByRole('region', { name: 'Presentation' }).focus();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect.poll(() => slideTitle(page)).toBe('Customer Profile');
    await chooseDeck(page, 'Slide per section');
    await expect.poll(() => slideTitle(page)).toBe('Target Audience');
    // Six sections between the cover and the close.
    expect(await total(page)).toBe(8);
    expect(await slideFrame(page).getByText('Primary segment').count()).toBe(1);
    await page.getByRole('region', { name: 'Presentation' }).focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('PageDown');
    await expect.poll(() => slideTitle(page)).toBe('Metrics that Matter (KPIs)');
    // The KPI table as a real table, every word whole in its cell.
    expect(
      await slideFrame(page).getByRole('cell', { name: 'Monthly recurring revenue' }).count(),
    ).toBe(1);
    await expectSlideFits(page);
    await chooseDeck(page, 'Presentation');
    await expect.poll(() => slideTitle(page)).toBe('Business Plan');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('fit every slide of a whole strategy’s decks at 1280 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage(`/share/${completeShareId}`, viewport);
      expect(await total(page)).toBeLessThanOrEqual(40);
      const titles = await everySlideFits(page);
      expect(titles.filter((title) => /continued/i.test(title))).toEqual([]);
      expect(titles).toContain('Customer Profile');
      await expectSlideFits(page);
      await chooseDeck(page, 'Slide per section');
      // 125 sections, the cover and the close.
      await expect.poll(() => total(page)).toBe(127);
      const sections = await everySlideFits(page);
      expect(new Set(sections).size).toBe(sections.length);
      await page.context().close();
    }
  }, 900_000);

  it('show what fits of a long section and keep its whole text in the notes', async () => {
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
      await chooseDeck(page, 'Slide per section');
      await page.getByRole('region', { name: 'Presentation' }).focus();
      await page.keyboard.press('PageDown');
      await expect.poll(() => slideTitle(page)).toBe('Target Audience');
      await expectSlideFits(page);
      expect(await slideFrame(page).getByText('Step 1:', { exact: false }).count()).toBe(1);
      expect(await slideFrame(page).getByText('Step 30:').count()).toBe(0);
      if (!(await page.getByRole('region', { name: 'Speaker notes' }).isVisible())) {
        await page.getByRole('button', { name: 'Notes' }).click();
      }
      const notes = page.getByRole('region', { name: 'Speaker notes' });
      await notes.getByText('Its second sentence is for the speaker notes only.').waitFor();
      expect(await notes.getByText(/Step 30:/).count()).toBe(1);
      await page.keyboard.press('PageDown');
      await expect.poll(() => slideTitle(page)).toBe('Mission Statement');
      await page.context().close();
    }
  });

  it('fill a 390 px phone’s width at 16:9 and go full screen', async () => {
    const page = await openPage(`/share/${shareId}`, PHONE);
    await expectSlideFits(page);
    const width = await slideFrame(page).evaluate((frame) => frame.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(PHONE.width - 24);
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
    await expect.poll(() => slideTitle(desktop)).toBe('Contents');
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
    await frame.getByText('FJORD ADVISORY', { exact: true }).waitFor();
    expect(await frame.getByText('For discussion only.').count()).toBe(1);
    const panel = await frame
      .locator('[data-deck-element="rect"]')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(panel).toBe('rgb(122, 31, 61)');
    expect(
      await frame
        .getByRole('heading', { name: 'Northwind Roasters' })
        .evaluate((element) => getComputedStyle(element).fontFamily),
    ).toMatch(/^"DejaVu Serif"/);
    await page.keyboard.press('PageDown');
    await expect.poll(() => slideTitle(page)).toBe('Contents');
    expect(await frame.getByText('Fjord Advisory for Harbor Ventures · page 2 of 6').count()).toBe(
      1,
    );
    // White label: the firm in the sidebar, the product's name nowhere on the page.
    expect(await page.locator('aside').getByText('Fjord Advisory').count()).toBe(1);
    expect(await page.locator('body').textContent()).not.toContain('Maker Business Builder');
    await page.context().close();
  });

  it('are the editor’s Presentation tab, the notes holding each section of a group', async () => {
    const context = await newViewportContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/?strategy=${strategyId}`);
    await page.getByRole('tab', { name: 'Presentation' }).click();
    await page.getByTestId('presentation-position').waitFor();
    expect(await position(page)).toContain('1 / 6');
    await page.getByRole('region', { name: 'Presentation' }).focus();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect.poll(() => slideTitle(page)).toBe('Customer Profile');
    await page.getByRole('button', { name: 'Notes' }).click();
    const notes = page.getByRole('region', { name: 'Speaker notes' });
    await notes.getByText('Small offices of 5–30 people').waitFor();
    expect(await notes.getByRole('heading', { name: 'Latent Pain Points' }).count()).toBe(1);
    await context.close();
  });
});
