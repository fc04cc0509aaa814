import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserApp } from './support/app-environment.ts';
import { EditorPage } from './support/editor-page.ts';
import { LibraryPanel } from './support/library-panel.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { drawSampleLogo, uploadLogo } from './support/sample-logo.ts';
import { SAMPLE_SECTIONS } from './support/sample-strategy.ts';
import { seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

const PHONE = { width: 390, height: 844 };
const SIX_COLUMN_TABLE = `| Competitor | Subscription | Price per month | Delivery | Sustainability | Differentiation |
| --- | --- | --- | --- | --- | --- |
| Trade Coffee | Personalised subscription | $16–$22 | Roaster-direct | Varies by partner | Quiz-based matching |
| Atlas Coffee Club | Single-origin subscription | $14–$20 | Monthly | Direct-trade claims | Country-of-the-month |`;

/** 70 characters, no spaces to break at: the worst a person may type. */
const LONG_NAME = 'Northwind-Roasters-International-Specialty-Coffee-Subscriptions-Ltd-UK';

let env: BrowserApp;
let strategyId: string;

beforeAll(async () => {
  env = await connectSharedApp();
  expect(LONG_NAME).toHaveLength(70);
  strategyId = await seedStrategy(env.server.url, {
    metadata: { companyName: LONG_NAME },
    sections: { ...SAMPLE_SECTIONS, 'competitive-analysis': SIX_COLUMN_TABLE },
  });
  await uploadLogo(env.server.url, strategyId, await drawSampleLogo(env.browser));
});
afterAll(async () => {
  await env?.close();
});

/** Elements under `root` that reach past the screen's edges, named for the failure message. */
async function outsideScreen(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const node of [element, ...element.querySelectorAll('*')]) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Inside a container that scrolls sideways on purpose (tables): not the page's width.
      if (node.closest('[data-scrolls-sideways]')) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const label = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim();
        found.push(
          `${node.tagName.toLowerCase()} "${label.slice(0, 40)}" ${box.left}-${box.right}`,
        );
      }
    }
    return found.slice(0, 8);
  });
}

async function expectOnScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'on the page').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

describe('at 390 px with a logo and a 70-character company name', () => {
  it('no screen or dialog is wider than the screen', async () => {
    const editor = new EditorPage(await env.newPage(PHONE));
    const { page } = editor;
    await editor.goto(strategyId);

    await editor.tab('Generate Strategy').waitFor();
    expect.soft(await pageOverflow(page), 'generate tab').toBe(0);
    // Every tab visible, none hidden off the edge of a list that scrolls sideways.
    const tabs = page.getByRole('tablist', { name: 'Strategy views' }).getByRole('tab');
    expect((await tabs.allTextContents()).map((text) => text.trim())).toEqual([
      'Questions & Brief',
      'Generate Strategy',
      'View Strategy',
      'Presentation',
      'Financials',
      'Quality',
    ]);
    for (const tab of await tabs.all()) await expectOnScreen(tab);
    await editor.openDetails();
    expect.soft(await pageOverflow(page), 'details open').toBe(0);

    await editor.openTab('View Strategy');
    await editor.card('Target Audience').waitFor();
    await page.getByRole('img', { name: 'Strategy logo' }).waitFor();
    expect.soft(await pageOverflow(page), 'view tab').toBe(0);
    expect.soft(await outsideScreen(page.locator('main')), 'view tab').toEqual([]);

    // An unwritten section whose prerequisite is unwritten: the amber box with its long button.
    await editor.expandViewGroup('E-Myth Framework');
    const missing = editor
      .card('Business Systems Development')
      .getByText('Missing Required Sections:')
      .locator('..')
      .locator('..');
    await missing.waitFor();
    expect.soft(await outsideScreen(missing), 'missing prerequisites').toEqual([]);
    expect.soft(await pageOverflow(page), 'view tab, group open').toBe(0);

    // The share dialog with a link in its list: Close and Revoke on screen.
    await editor.actionButton('Share').click();
    const share = page.getByRole('dialog', { name: 'Share Strategy' });
    await share.getByRole('button', { name: /Generate .*link/i }).click();
    await share.getByRole('button', { name: /^Revoke / }).waitFor();
    expect.soft(await outsideScreen(share), 'share dialog').toEqual([]);
    await expectOnScreen(share.getByRole('button', { name: 'Close' }));
    await expectOnScreen(share.getByRole('button', { name: /^Revoke / }));
    await share.getByRole('button', { name: 'Close' }).click();

    await editor.openTab('Presentation');
    await page.getByRole('region', { name: 'Presentation' }).waitFor();
    expect.soft(await pageOverflow(page), 'presentation tab').toBe(0);

    const library = new LibraryPanel(page);
    await library.open();
    await library.item(LONG_NAME).waitFor();
    expect.soft(await outsideScreen(library.dialog), 'saved strategies').toEqual([]);
    await expectOnScreen(library.dialog.getByRole('button', { name: 'Close' }));
  });
});

it('the editor tabs at 390 px keep the keyboard tab pattern', async () => {
  const editor = new EditorPage(await env.newPage(PHONE));
  const { page } = editor;
  await editor.goto(strategyId);
  const generate = editor.tab('Generate Strategy');
  await generate.focus();
  expect(await generate.getAttribute('aria-selected')).toBe('true');
  // Left to the first tab, then it wraps to the last: one tablist, whatever its rows.
  await page.keyboard.press('ArrowLeft');
  const intake = page.getByRole('tab', { name: 'Questions & Brief' });
  // Radix moves focus on a timer after the key, so wait for it rather than read it once.
  await expect.poll(() => isFocused(intake)).toBe(true);
  await page.keyboard.press('ArrowLeft');
  const quality = page.getByRole('tab', { name: 'Quality' });
  await expect.poll(() => isFocused(quality)).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByRole('tabpanel', { name: 'Quality' }).waitFor();
  await expectOnScreen(quality);
});

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

describe('a six-column table in the View tab', () => {
  for (const width of [390, 1280]) {
    it(`scrolls sideways in its own container at ${width} px and breaks no word`, async () => {
      const editor = new EditorPage(await env.newPage({ width, height: 844 }));
      const { page } = editor;
      await editor.goto(strategyId);
      await editor.openTab('View Strategy');
      await editor.expandViewGroup('Market Research');
      const table = editor.card('Competitive Analysis').getByRole('table');
      await table.waitFor();
      // Every word of every cell (between spaces and hyphens, where lines may break) sits on one line.
      const brokenWords = await table.evaluate((element) => {
        const broken: string[] = [];
        for (const cell of element.querySelectorAll('th, td')) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const match of text.matchAll(/[^\s\-–/]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set(
                [...range.getClientRects()].map((rect) => Math.round(rect.top)),
              );
              if (lines.size > 1) broken.push(match[0]);
            }
          }
        }
        return broken;
      });
      expect(brokenWords).toEqual([]);
      expect(await pageOverflow(page)).toBe(0);
      const scroller = editor.card('Competitive Analysis').getByRole('region', { name: /table/i });
      const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      if (width === 390) expect(scrollWidth).toBeGreaterThan(clientWidth);
    });
  }
});
