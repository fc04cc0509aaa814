import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTIONS } from '../src/domain/catalogue.ts';
import type { BrowserApp } from './support/app-environment.ts';
import { browserIdle } from './support/browser-idle.ts';
import { EditorPage } from './support/editor-page.ts';
import { seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let env: BrowserApp;

let strategyId: string;

/** About 400 words of Markdown: headings, a list, paragraphs. */
function longSection(title: string): string {
  const paragraph = `${title} shapes how the company grows. `.repeat(12);
  return [
    `## ${title} in practice`,
    paragraph,
    '- First, the customers who buy most often\n- Then, the channels that bring them\n- Last, the offers that keep them',
    paragraph,
    '### What to measure',
    paragraph,
  ].join('\n\n');
}

beforeAll(async () => {
  env = await connectSharedApp();
  strategyId = await seedStrategy(env.server.url, {
    sections: Object.fromEntries(
      SECTIONS.map((section) => [section.key, longSection(section.title)]),
    ),
  });
});
afterAll(async () => {
  await env?.close();
});

describe('the View tab on a complete strategy', () => {
  it('shows text at once in every card on screen, and a jump lands where it should', async () => {
    const editor = new EditorPage(await env.newPage({ width: 1280, height: 900 }));
    const { page } = editor;
    await editor.goto(strategyId);
    await editor.openTab('View Strategy');
    const toggle = page.getByRole('button', { name: /^(Expand|Collapse) all$/ });
    if ((await toggle.textContent()) === 'Expand all') await toggle.click();
    for (const group of ['Customer Profile', 'Raising Capital'])
      await editor.expandViewGroup(group);
    await editor.card('Target Audience').waitFor();
    // Once the page is first idle, no card on screen is blank: cards near the screen render
    // before idle time (a pause in ms would say nothing on a slow machine).
    await browserIdle(page);
    const blankOnScreen = await page.evaluate(() =>
      [...document.querySelectorAll('article')]
        .filter((card) => {
          const box = card.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .filter((card) => (card.textContent ?? '').length < 200)
        .map((card) => card.getAttribute('aria-labelledby')),
    );
    expect(blankOnScreen).toEqual([]);

    // Jump to a section far down: its heading lands below the sticky header, not under it, and
    // stays where it landed while the cards above fill in.
    const target = 'section-business-model-risks';
    const headerBottom = await page.evaluate(
      () => document.querySelector('[data-sticky-header]')!.getBoundingClientRect().bottom,
    );
    await page.evaluate((id) => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    }, target);
    const landed = await page.evaluate(
      (id) => document.getElementById(id)!.getBoundingClientRect().top,
      target,
    );
    // The cards above render one per idle slice (use-render-when-near.ts): once none waits, the
    // heading has seen every change of height above it.
    await expect
      .poll(() => page.locator('[data-render-pending]').count(), { timeout: 60_000 })
      .toBe(0);
    const after = await page.evaluate(
      (id) => document.getElementById(id)!.getBoundingClientRect().top,
      target,
    );
    expect(landed).toBeGreaterThanOrEqual(headerBottom);
    expect(Math.abs(after - landed)).toBeLessThan(40);
    expect(after).toBeGreaterThanOrEqual(headerBottom);
    expect(after).toBeLessThan(200);
  });
});
