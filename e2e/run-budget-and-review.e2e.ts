import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { LibraryPanel } from './support/library-panel.ts';
import { createShare, getStrategy, seedStrategy } from './support/seed-strategy.ts';

/** Issue 33, items 8 and 11: a run budget in the page, Continue after a stop, the review inbox. */
let env: AppEnvironment;

beforeAll(async () => {
  env = await startAppEnvironment({ fake: { tokens: 40 } });
  // A price for the model, so a budget has something to count.
  const saved = await fetch(`${env.server.url}/api/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      currency: 'EUR',
      prices: { fake: { inputPerMillion: 2, outputPerMillion: 8 } },
    }),
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await env?.close();
});

async function post(path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${env.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return response;
}

/** "Stopped: 0 of 4 written" as numbers. */
async function stoppedCount(page: Page): Promise<{ written: number; total: number }> {
  const line = page.getByText(/^Stopped: \d+ of \d+ written$/);
  await line.waitFor({ timeout: 60_000 });
  const [, written, total] = /^Stopped: (\d+) of (\d+) written$/.exec(
    (await line.textContent()) ?? '',
  )!;
  return { written: Number(written), total: Number(total) };
}

async function pickBusinessPlanSections(editor: EditorPage, titles: string[]) {
  await editor.groupToggle('Business Plan').click();
  for (const title of titles) await editor.sectionCheckbox(title).click();
}

describe('runs and review in the page', () => {
  it('at 1280 px: a budget set in the Generate tab stops the run, its message and the progress agree, Continue finishes it', async () => {
    // Two of the sections already have text: the run stopped at its budget did not write them.
    const id = await seedStrategy(env.server.url, {
      metadata: { companyName: 'Budget Bakery' },
      sections: {
        'mission-statement': 'The mission as the consultant wrote it.',
        'vision-statement': 'The vision as the consultant wrote it.',
      },
    });
    const editor = new EditorPage(await env.newPage({ width: 1280, height: 900 }));
    const { page } = editor;
    await editor.goto(id);
    const budget = page.getByLabel('Budget for the run (EUR, optional)');
    await budget.waitFor();
    await page.getByText(/^Estimate: €[\d.,]+ for all 125 sections\./).waitFor();
    await pickBusinessPlanSections(editor, [
      'Mission Statement',
      'Vision Statement',
      'Business Goals',
    ]);
    await page.getByText(/€[\d.,]+ for the 3 selected\./).waitFor();

    await budget.fill('abc');
    await page.getByText('Enter an amount more than 0, or leave it empty for no limit.').waitFor();
    expect(await editor.generateSelectedButton().isDisabled()).toBe(true);

    // Less than any section costs: the run stops before writing one.
    await budget.fill('0.000001');
    env.fake.reset();
    await editor.generateSelectedButton().click();
    const notice = page.getByText(/^Budget reached: \d+ sections? not written$/);
    await notice.waitFor({ timeout: 60_000 });
    const { written, total } = await stoppedCount(page);
    const notWritten = Number(/(\d+)/.exec((await notice.textContent()) ?? '')![1]);
    expect(written).toBe(0);
    expect(notWritten).toBe(total);
    expect(await editor.progress()).toBe(0);
    expect(env.fake.log).toHaveLength(0);
    expect.soft(await seriousViolations(page), 'stopped at the budget').toEqual([]);

    // The page hears "budget reached" before the server marks the run done, which its
    // `stoppedAtBudget` waits for.
    await expect
      .poll(async () => (await getStrategy(env.server.url, id)).lastRun)
      .toMatchObject({
        written: 0,
        stoppedAtBudget: true,
        budget: { amount: 0.000001, currency: 'EUR' },
      });
    const stopped = await getStrategy(env.server.url, id);
    expect(stopped.sections['mission-statement']?.content).toBe(
      'The mission as the consultant wrote it.',
    );

    // A reload says the same.
    await editor.goto(id);
    await page.getByText(`Budget reached: ${total} sections not written`).waitFor();
    expect(await stoppedCount(page)).toEqual({ written: 0, total });

    // Continue, with no limit this time: exactly the sections the stopped run did not write.
    await budget.fill('');
    await page.getByRole('button', { name: `Continue (${total} not written)` }).click();
    await page.getByText(`${total} of ${total} written`).waitFor({ timeout: 60_000 });
    expect(await editor.progress()).toBe(100);
    const continued = await getStrategy(env.server.url, id);
    expect(continued.lastRun).toMatchObject({ written: total, stoppedAtBudget: false });
    expect(continued.sections['mission-statement']?.content).toContain(
      'Fingerprint: Mission Statement',
    );
    await page.getByText(/^Budget reached/).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /^Continue/ }).count()).toBe(0);
  });

  it('at 390 px: Stop, then Continue writes what the stopped run had not', async () => {
    env.fake.configure({ perTokenMs: 80 });
    const id = await seedStrategy(env.server.url, {
      metadata: { companyName: 'Stopped Bakery' },
      sections: {},
    });
    const editor = new EditorPage(await env.newPage({ width: 390, height: 844 }));
    const { page } = editor;
    await editor.goto(id);
    // The budget field fits the phone, its estimate beside it.
    await page.getByLabel('Budget for the run (EUR, optional)').waitFor();
    await page.getByText(/^Estimate: €[\d.,]+ for all 125 sections\./).waitFor();
    await pickBusinessPlanSections(editor, [
      'Mission Statement',
      'Vision Statement',
      'Business Goals',
    ]);
    await editor.generateSelectedButton().click();
    const stop = page.getByRole('button', { name: 'Stop' });
    await stop.click();
    await stop.waitFor({ state: 'detached' });
    const { written, total } = await stoppedCount(page);
    expect(written).toBeLessThan(total);
    env.fake.configure({ perTokenMs: 1 });
    const resume = page.getByRole('button', { name: `Continue (${total - written} not written)` });
    expect.soft(await seriousViolations(page), 'stopped, Continue offered').toEqual([]);
    await resume.click();
    await page
      .getByText(`${total - written} of ${total - written} written`)
      .waitFor({ timeout: 60_000 });
    const strategy = await getStrategy(env.server.url, id);
    for (const key of ['mission-statement', 'vision-statement', 'business-goals']) {
      expect(strategy.sections[key]?.status).toBe('done');
    }
  });

  for (const width of [1280, 390]) {
    it(`at ${width} px: the review inbox lists the client's comments and approvals, each a link to its section`, async () => {
      const id = await seedStrategy(env.server.url, {
        metadata: { companyName: `Reviewed Bakery ${width}` },
        sections: {
          'mission-statement': 'Bread for everyone.',
          'vision-statement': 'A bakery on every corner.',
          'business-goals': 'Three shops by 2028.',
        },
      });
      const link = await createShare(env.server.url, id, {
        accessType: 'comment',
        expiresInDays: null,
      });
      const seeded = await getStrategy(env.server.url, id);
      await post(`/api/shares/${link.id}/sections/vision-statement/approval`, {
        state: 'approved',
        version: seeded.sections['vision-statement']!.version,
        author: 'Jane Client',
      });
      await post(`/api/shares/${link.id}/sections/business-goals/comments`, {
        author: 'Jane Client',
        body: 'Four shops, not three.',
      });

      const editor = new EditorPage(await env.newPage({ width, height: width > 500 ? 900 : 844 }));
      const { page } = editor;
      await editor.goto(id);
      await editor.openTab('View Strategy');
      await editor.actionButton(/^Review inbox/).click();
      const inbox = page.getByRole('dialog', { name: 'Review inbox' });
      const items = inbox
        .getByRole('list', { name: 'Comments and approvals' })
        .getByRole('listitem');
      await expect.poll(() => items.count()).toBe(2);
      // Open first: the comment, then the approval.
      expect(await items.nth(0).textContent()).toContain(
        'Jane Client commented on Business GoalsFour shops, not three.',
      );
      expect(await items.nth(1).textContent()).toContain(
        'Jane Client approved on Vision Statement',
      );
      expect.soft(await seriousViolations(page), 'review inbox').toEqual([]);

      await inbox.getByRole('link', { name: 'Business Goals' }).click();
      await inbox.waitFor({ state: 'detached' });
      const card = editor.card('Business Goals');
      await expect
        .poll(() =>
          card.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return box.top < window.innerHeight && box.bottom > 0;
          }),
        )
        .toBe(true);
    });
  }

  it('at 390 px: a duplicate is "(copy)" in the library only, and the name is changed in the details', async () => {
    const id = await seedStrategy(env.server.url, {
      metadata: { companyName: 'Harbour Bakery' },
      sections: { 'mission-statement': 'Bread for the harbour.' },
    });
    const editor = new EditorPage(await env.newPage({ width: 390, height: 844 }));
    const { page } = editor;
    await editor.goto(id);
    const library = new LibraryPanel(page);
    await library.open();
    await library
      .item('Harbour Bakery')
      .getByRole('button', { name: 'Duplicate Harbour Bakery' })
      .click();
    await editor.toast('Duplicated "Harbour Bakery"').waitFor();
    await expect.poll(() => editor.strategyId()).not.toBe(id);
    const copyId = editor.strategyId()!;
    const copy = await getStrategy(env.server.url, copyId);
    expect(copy.name).toBe('Harbour Bakery (copy)');
    // The cover's company name is untouched.
    expect(copy.metadata.companyName).toBe('Harbour Bakery');

    await editor.openDetails();
    const name = page.getByLabel('Name in your library');
    expect(await name.inputValue()).toBe('Harbour Bakery (copy)');
    await name.fill('Harbour Bakery, second pricing');
    await expect
      .poll(async () => (await getStrategy(env.server.url, copyId)).name)
      .toBe('Harbour Bakery, second pricing');
    expect((await getStrategy(env.server.url, copyId)).metadata.companyName).toBe('Harbour Bakery');
    expect.soft(await seriousViolations(page), 'details with the name').toEqual([]);
    await library.open();
    await expect.poll(() => library.names()).toContain('Harbour Bakery, second pricing');
    expect(await library.names()).toContain('Harbour Bakery');
  });
});
