import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEAN_ENGLISH, CLEAN_GERMAN } from '../src/domain/quality/quality-fixtures.ts';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { animationsSettled, seriousViolations } from './support/axe.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { getStrategy, seedStrategy } from './support/seed-strategy.ts';

let env: AppEnvironment;

/**
 * The evaluation model answers a revision with the section clean (tools/fake-llm/eval-answer.ts),
 * as a real model that follows the findings would; a priced model name, so the estimate is money.
 */
beforeAll(async () => {
  env = await startAppEnvironment({
    fake: { answerStyle: 'eval' },
    env: { LLM_MODEL: 'gpt-4.1-mini' },
  });
});
afterAll(async () => {
  await env?.close();
});

/** A template slot in one section and a paragraph in German in another; a clean third. */
const seedFlagged = () =>
  seedStrategy(env.server.url, {
    sections: {
      'value-proposition-short': `${CLEAN_ENGLISH[0]}\n\n${CLEAN_ENGLISH[1]}`,
      'mission-statement': `${CLEAN_ENGLISH[2]}\n\nQuestions go to [Company Name] at [Insert email].`,
      'vision-statement': CLEAN_GERMAN[1]!,
    },
  });

describe('the revision pass in the page', () => {
  for (const width of [1280, 390]) {
    it(`revises the flagged sections at ${width} px, priced first, and the findings go`, async () => {
      env.fake.reset();
      const strategyId = await seedFlagged();
      const page = await env.newPage({ width });
      await page.goto(`/?strategy=${strategyId}`);
      await page.getByRole('tab', { name: 'Quality' }).click();
      const panel = page.getByRole('region', { name: 'Quality review' });
      await expect.poll(() => panel.textContent()).toContain('[Company Name]');
      expect(await panel.textContent()).toContain('A paragraph is in German, not in English');
      // One Revise per listed section, named by it.
      await expect
        .poll(() => panel.getByRole('button', { name: 'Revise Mission Statement' }).count())
        .toBe(1);

      await panel.getByRole('button', { name: 'Revise flagged sections' }).click();
      const confirm = panel.getByRole('region', { name: /Revise the 2 flagged sections/ });
      await confirm.waitFor();
      // Priced once the settings' price table has loaded ("reading the price table…" until then).
      await expect.poll(() => confirm.textContent()).toMatch(/Estimated cost: about \D*\d/);
      await animationsSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
      if (width === 390) {
        const overflow = await pageOverflow(page);
        expect(overflow).toBeLessThanOrEqual(0);
      }

      await confirm.getByRole('button', { name: 'Start revision' }).click();
      await expect
        .poll(() => panel.textContent(), { timeout: 30_000 })
        .toContain('No findings in 3 written sections');
      const text = (await panel.textContent()) ?? '';
      expect(text).not.toContain('[Company Name]');
      expect(text).not.toContain('in German');
      expect(await panel.getByRole('button', { name: 'Revise flagged sections' }).count()).toBe(0);
      // Each flagged section was asked to be revised, once.
      const revised = env.fake.log
        .map((entry) => entry.messages.find((message) => message.role === 'user')?.content ?? '')
        .filter((user) => user.startsWith('Revise the "'))
        .map((user) => /^Revise the "([^"]+)"/.exec(user)?.[1]);
      expect(revised.filter((title) => title === 'Mission Statement')).toHaveLength(1);
      expect(revised.filter((title) => title === 'Vision Statement')).toHaveLength(1);
      await animationsSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('revises one section from its Revise button, shows the progress, and Stop keeps the text', async () => {
    env.fake.reset();
    const strategyId = await seedFlagged();
    // Slow enough to be seen and stopped.
    env.fake.configure({ perTokenMs: 400 });
    try {
      const page = await env.newPage({ width: 390 });
      await page.goto(`/?strategy=${strategyId}`);
      await page.getByRole('tab', { name: 'Quality' }).click();
      const panel = page.getByRole('region', { name: 'Quality review' });
      await panel.getByRole('button', { name: 'Revise Mission Statement' }).click();
      const confirm = panel.getByRole('region', { name: 'Revise “Mission Statement”?' });
      await confirm.getByRole('button', { name: 'Start revision' }).click();
      const progress = panel.getByRole('status').filter({ hasText: 'Revising: 0 of 1 section' });
      await progress.waitFor();
      expect(
        await panel
          .getByRole('progressbar', { name: 'Revision progress' })
          .getAttribute('aria-valuenow'),
      ).toBe('0');
      await expect
        .poll(() => env.fake.log.some((entry) => entry.sectionTitle === 'Mission Statement'))
        .toBe(true);
      await panel.getByRole('button', { name: 'Stop revision' }).click();
      await progress.waitFor({ state: 'detached' });
      // Stopped: the text before it is back, and the page offers the revision again.
      const section = async () =>
        (await getStrategy(env.server.url, strategyId)).sections['mission-statement'];
      await expect.poll(async () => (await section())?.status).toBe('done');
      expect((await section())?.content).toContain('[Company Name]');
      await expect
        .poll(() => panel.getByRole('button', { name: 'Revise flagged sections' }).count())
        .toBe(1);
      expect(await panel.textContent()).toContain('[Company Name]');
      await page.context().close();
    } finally {
      env.fake.configure({ perTokenMs: 5 });
    }
  });
});
