import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEAN_ENGLISH, CLEAN_GERMAN } from '../src/domain/quality/quality-fixtures.ts';
import type { BrowserApp } from './support/app-environment.ts';
import { animationsSettled, seriousViolations } from './support/axe.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let env: BrowserApp;
let strategyId: string;

/** A strategy with a clean section, one with a template slot and one in the wrong language. */
beforeAll(async () => {
  env = await connectSharedApp();
  strategyId = await seedStrategy(env.server.url, {
    sections: {
      // Long enough for its brief (about 250 words): shorter than 40% of it would be flagged.
      'value-proposition-short': `${CLEAN_ENGLISH[0]}\n\n${CLEAN_ENGLISH[1]}`,
      'mission-statement': `${CLEAN_ENGLISH[2]}\n\nQuestions go to [Company Name] at [Insert email].`,
      'vision-statement': CLEAN_GERMAN[1]!,
    },
  });
});
afterAll(async () => {
  await env?.close();
});

describe('the quality review in the page', () => {
  for (const width of [1280, 390]) {
    it(`lists what is wrong where at ${width} px, marks the cards and warns by the downloads`, async () => {
      const page = await env.newPage({ width });
      await page.goto(`/?strategy=${strategyId}`);
      await page.getByRole('tab', { name: 'Quality' }).click();
      const panel = page.getByRole('region', { name: 'Quality review' });
      await panel.waitFor();
      await expect.poll(() => panel.textContent()).toContain('Mission Statement');
      const text = (await panel.textContent()) ?? '';
      expect(text).toContain('Vision Statement');
      expect(text).toContain('[Company Name]');
      expect(text).toContain('A paragraph is in German, not in English');
      // The clean section is not listed.
      expect(text).not.toContain('Value Proposition (Short)');
      expect(text).toMatch(/Score \d+\/100/);
      await animationsSettled(page);
      expect(await seriousViolations(page)).toEqual([]);

      // "Go to section" opens the View tab at the card, which carries the mark.
      await panel
        .getByRole('listitem')
        .filter({ hasText: 'Mission Statement' })
        .getByRole('button', { name: 'Go to section' })
        .first()
        .click();
      const card = page.getByRole('article', { name: 'Mission Statement', exact: true });
      await card.waitFor();
      await expect.poll(() => card.textContent()).toContain('3 quality findings'); // two slots, and far shorter than its brief;
      await expect
        .poll(() =>
          card.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight),
        )
        .toBe(true);
      expect(
        await page
          .getByRole('article', { name: 'Value Proposition (Short)', exact: true })
          .textContent(),
      ).not.toContain('quality finding');
      // Beside the downloads: the errors, before the files go out.
      const notice = page
        .getByRole('status')
        .filter({ hasText: 'The quality review found 4 errors in 2 sections' });
      await expect.poll(() => notice.count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('coverage of the briefs in the page', () => {
  for (const width of [1280, 390]) {
    it(`is checked on request and lists the brief's missing point at ${width} px`, async () => {
      const id = await seedStrategy(env.server.url, {
        sections: {
          'mission-statement':
            'Our mission statement: fresh bread delivered to every street before eight. We chose these wordings over "artisan" and "premium".',
        },
      });
      const page = await env.newPage({ width });
      await page.goto(`/?strategy=${id}`);
      await page.getByRole('tab', { name: 'Quality' }).click();
      const panel = page.getByRole('region', { name: 'Quality review' });
      const check = panel.getByRole('button', {
        name: /^Check coverage of the briefs \(1 section/,
      });
      await check.waitFor();
      const overflow = () => pageOverflow(page);
      expect(await overflow(), 'the priced button fits the screen').toBeLessThanOrEqual(0);
      await check.click();
      await expect
        .poll(() => panel.textContent())
        .toContain('The brief asks for "Two or three decisions the mission says yes to');
      await expect
        .poll(() => panel.textContent())
        .toContain('Coverage of the briefs checked for every written section.');
      await animationsSettled(page);
      expect(await overflow(), 'nothing wider than the screen').toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
