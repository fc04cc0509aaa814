import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Intake } from '../src/domain/intake.ts';
import { EXAMPLE_BRIEF, EXAMPLE_QUESTIONS } from '../tools/fake-llm/intake-draft.ts';
import type { BrowserApp } from './support/app-environment.ts';
import { animationsSettled, seriousViolations } from './support/axe.ts';
import { savedDownload } from './support/downloads.ts';
import { EditorPage } from './support/editor-page.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let env: BrowserApp;

beforeAll(async () => {
  env = await connectSharedApp();
});
afterAll(async () => {
  await env?.close();
});

/** Clicks, then "Export anyway" to each question (stale, unwritten sections) until the file comes. */
async function goOnUntilDownload(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  let done = false;
  void download.then(() => {
    done = true;
  });
  await click();
  const anyway = page.getByRole('button', { name: 'Export anyway' });
  while (!done) {
    await Promise.race([
      download,
      anyway
        .waitFor({ timeout: 5_000 })
        .then(() => anyway.click())
        .catch(() => {}),
    ]);
  }
  return download;
}

async function savedIntake(strategyId: string): Promise<Intake> {
  const response = await fetch(`${env.server.url}/api/strategies/${strategyId}/intake`);
  return (await response.json()) as Intake;
}

describe('the Questions and Brief step (issue 29)', () => {
  for (const width of [1280, 390]) {
    it(`drafts, edits, orders and answers the questions and accepts a drafted brief at ${width} px`, async () => {
      const strategyId = await seedStrategy(env.server.url, {
        sections: { 'mission-statement': 'Good coffee for offices.' },
      });
      const editor = new EditorPage(await env.newPage({ width }));
      const { page } = editor;
      await editor.goto(strategyId);
      await editor.openTab('Questions & Brief');
      const questions = page.getByRole('region', { name: 'Questions' });

      // The model drafts the questions; they are stored at once.
      await questions.getByRole('button', { name: 'Draft questions with the model' }).click();
      const question = (number: number) =>
        questions.getByRole('textbox', { name: `Question ${number}`, exact: true });
      await expect.poll(() => question(1).inputValue()).toBe(EXAMPLE_QUESTIONS[0]?.text);
      expect(await questions.getByRole('listitem').count()).toBe(EXAMPLE_QUESTIONS.length);
      expect((await savedIntake(strategyId)).questions).toHaveLength(EXAMPLE_QUESTIONS.length);

      // "Send to the client" opens the share dialog.
      await questions.getByRole('button', { name: 'Send to the client' }).click();
      const share = page.getByRole('dialog', { name: 'Share Strategy' });
      await share.getByRole('button', { name: /Generate .*link/i }).waitFor();
      // ...with the questionnaire already chosen as the link's access.
      expect(
        await share
          .getByRole('radio', { name: /^Questionnaire for the client/ })
          .getAttribute('aria-checked'),
      ).toBe('true');
      await share.getByRole('button', { name: 'Close' }).click();
      await share.waitFor({ state: 'hidden' });

      // Edit a question's text and why.
      await question(2).fill('What do you charge for a 250 g bag?');
      await questions
        .getByRole('textbox', { name: 'Why it matters, question 2' })
        .fill('The pricing section quotes it.');
      await expect
        .poll(async () => (await savedIntake(strategyId)).questions[1])
        .toMatchObject({
          text: 'What do you charge for a 250 g bag?',
          why: 'The pricing section quotes it.',
        });

      // Reorder with the keyboard: question 3 up one place.
      const third = EXAMPLE_QUESTIONS[2]?.text;
      await questions.getByRole('button', { name: 'Move question 3 up' }).focus();
      await page.keyboard.press('Enter');
      expect(await question(2).inputValue()).toBe(third);
      await expect.poll(async () => (await savedIntake(strategyId)).questions[1]?.text).toBe(third);

      // Remove the last, add one of the consultant's own.
      const last = EXAMPLE_QUESTIONS.length;
      await questions.getByRole('button', { name: `Remove question ${last}` }).click();
      await questions.getByRole('button', { name: 'Add a question' }).click();
      await question(last).fill('Who roasts on Saturdays?');
      await expect
        .poll(async () => (await savedIntake(strategyId)).questions.map((item) => item.text))
        .toContain('Who roasts on Saturdays?');
      expect((await savedIntake(strategyId)).questions).toHaveLength(last);

      // Answer the first directly: saved as the consultant's, and said so.
      await questions
        .getByRole('textbox', { name: 'Answer to question 1' })
        .fill('Two investors, deciding on a second roaster.');
      await expect
        .poll(async () => (await savedIntake(strategyId)).answers)
        .toEqual([
          expect.objectContaining({
            text: 'Two investors, deciding on a second roaster.',
            answeredBy: 'consultant',
          }),
        ]);
      await questions.getByText(/^Answered by you on /).waitFor();
      await questions.getByText(`${last - 1} of ${last} questions unanswered.`).waitFor();

      // The brief: a drafted proposal changes nothing until accepted.
      const brief = page.getByRole('region', { name: 'Brief' });
      await brief.getByRole('button', { name: 'Draft with the model' }).click();
      const proposal = brief.getByText('The model proposes this brief').locator('..');
      await proposal.getByText(EXAMPLE_BRIEF.focus).waitFor();
      expect((await savedIntake(strategyId)).brief.focus).toBe('');
      await brief.getByRole('button', { name: 'Accept the draft' }).click();
      await expect
        .poll(async () => (await savedIntake(strategyId)).brief)
        .toMatchObject({ audience: 'Investors', focus: EXAMPLE_BRIEF.focus });
      expect(await brief.getByRole('combobox', { name: 'Audience' }).inputValue()).toBe(
        'Investors',
      );
      expect(await brief.getByRole('textbox', { name: 'Focus' }).inputValue()).toBe(
        EXAMPLE_BRIEF.focus,
      );
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'All changes saved' }).count())
        .toBe(1);

      await animationsSettled(page);
      await saveScreenshot(page, `intake-step-${width}`, true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await pageOverflow(page), 'nothing wider than the screen').toBeLessThanOrEqual(0);

      // The generate panel says what is unanswered, leads to the step, and lets Generate go on.
      await editor.openTab('Generate Strategy');
      const generate = page.getByRole('tabpanel', { name: 'Generate Strategy' });
      await generate.getByText(`${last - 1} questions unanswered`).waitFor();
      await saveScreenshot(page, `intake-generate-notice-${width}`);
      expect(await editor.generateCompleteButton.isEnabled()).toBe(true);
      expect(await pageOverflow(page), 'nothing wider than the screen').toBeLessThanOrEqual(0);
      await generate.getByRole('button', { name: 'Answer the questions' }).click();
      await page.getByRole('tabpanel', { name: 'Questions & Brief' }).waitFor();

      if (width === 1280) {
        // The downloads: "About this report" when ticked, with the answer as the file's text.
        await editor.openTab('View Strategy');
        const toolbar = page.getByRole('toolbar', { name: 'Strategy actions' });
        await toolbar
          .getByRole('checkbox', { name: 'Include “About this report” (brief and answers)' })
          .click();
        const download = await goOnUntilDownload(page, () =>
          toolbar.getByRole('button', { name: 'Download Markdown' }).click(),
        );
        const markdown = fs.readFileSync(await savedDownload(download), 'utf8');
        expect(markdown).toContain('Appendix: About this report');
        expect(markdown).toContain('Two investors, deciding on a second roaster.');
        expect(markdown).toContain(EXAMPLE_BRIEF.focus);
      }
      await page.context().close();
    });
  }
});
