import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { EMPTY_FACTS } from '../../domain/facts.ts';
import { EXAMPLE_ASSUMPTIONS } from '../../domain/financial/example-assumptions.ts';
import type { StrategyQuality } from '../../domain/quality/quality-types.ts';
import { createShare } from '../testing/api-steps.ts';
import {
  readStrategy,
  runEnded,
  sectionsSettled,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/**
 * The revision pass (issue 27 item 5) through the real server and the evaluation model, which
 * plants named defects in named sections (a language, a placeholder and a fact defect: an
 * offering at another price than the fact sheet's) and answers a revision with the section clean.
 */
let fake: FakeLlm;
let server: TestServer;

const LANGUAGE = { key: 'target-audience', title: 'Target Audience' };
const PLACEHOLDER = { key: 'value-proposition', title: 'Value Proposition' };
const FACT = { key: 'sales-channels', title: 'Sales Channels' };
const CLEAN = { key: 'mission-statement', title: 'Mission Statement' };
const KEYS = [CLEAN.key, LANGUAGE.key, PLACEHOLDER.key, FACT.key];
const FLAGGED = [LANGUAGE, PLACEHOLDER, FACT];

beforeAll(async () => {
  fake = await startFakeLlm({ answerStyle: 'eval' });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'eval' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.configure({
    plants: {
      [LANGUAGE.title]: 'language',
      [PLACEHOLDER.title]: 'placeholder',
      [FACT.title]: 'fact',
    },
    rules: [],
    perTokenMs: 0,
  });
});

type Revision = Parameters<TestServer['api']['strategies'][':id']['revisions']['$post']>[0]['json'];

/** A Standard strategy with a fact sheet and four sections written, three with a planted defect. */
async function writtenWithDefects() {
  const created = await answer(
    server.api.strategies.$post({
      json: {
        overview: 'Harbour & Hedge designs and plants small city gardens in Bristol.',
        metadata: { companyName: 'Harbour & Hedge' },
      },
    }),
    201,
  );
  const param = { id: created.id };
  const strategy = server.api.strategies[':id'];
  const model = await strategy.financials.$put({
    param,
    json: { assumptions: { ...EXAMPLE_ASSUMPTIONS, currency: 'GBP' }, version: 0 },
  });
  expect(model.status).toBe(200);
  const facts = await strategy.facts.$put({
    param,
    json: {
      facts: {
        ...EMPTY_FACTS,
        companyName: 'Harbour & Hedge',
        offerings: [{ name: 'Garden design', price: 1800, unit: 'per garden' }],
      },
      version: 0,
    },
  });
  expect(facts.status).toBe(200);
  const started = await strategy.runs.$post({ param, json: { sections: KEYS } });
  expect(started.status).toBe(202);
  return waitForStrategy(server, created.id, sectionsSettled(KEYS));
}

const quality = (id: string) =>
  answer(server.api.strategies[':id'].quality.$get({ param: { id } }), 200);

function revise(id: string, json: Revision) {
  return server.api.strategies[':id'].revisions.$post({ param: { id }, json });
}

function versionsOf(id: string, key: string) {
  return answer(
    server.api.strategies[':id'].sections[':key'].versions.$get({ param: { id, key } }),
    200,
  );
}

describe(`the revision pass on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('rewrites the flagged sections once from their text and findings: the defects go, the score rises, the old text stays a version', async () => {
    const strategy = await writtenWithDefects();
    const before = await quality(strategy.id);
    const findingsOf = (review: StrategyQuality, key: string) =>
      review.sections[key]?.findings ?? [];
    expect(findingsOf(before, LANGUAGE.key).map((finding) => finding.check)).toContain('language');
    expect(findingsOf(before, PLACEHOLDER.key).map((finding) => finding.check)).toContain(
      'placeholder',
    );
    expect(findingsOf(before, FACT.key).map((finding) => finding.check)).toContain('fact');
    expect(findingsOf(before, CLEAN.key)).toEqual([]);
    const oldText = strategy.sections[PLACEHOLDER.key]!.content;
    const oldVersion = strategy.sections[PLACEHOLDER.key]!.version;

    // A client approved the placeholder section as it was.
    const link = await createShare(server, strategy.id, 'comment');
    const approved = await server.api.shares[':shareId'].sections[':key'].approval.$post({
      param: { shareId: link.id, key: PLACEHOLDER.key },
      json: { state: 'approved', version: oldVersion, author: 'Dana' },
    });
    expect(approved.status).toBe(200);

    fake.reset();
    const started = await answer(revise(strategy.id, { sections: 'flagged' }), 202);
    expect(started.runId).toEqual(expect.any(String));
    const flaggedKeys = FLAGGED.map((section) => section.key);
    expect([...started.sections].sort()).toEqual([...flaggedKeys].sort());
    const after = await waitForStrategy(server, strategy.id, sectionsSettled(flaggedKeys));

    // One request per flagged section, none for the clean one: never a loop.
    const users = fake.log.map(
      (entry) => entry.messages.find((message) => message.role === 'user')?.content ?? '',
    );
    expect(users).toHaveLength(FLAGGED.length);
    const placeholderPrompt = users.find((user) =>
      user.startsWith(`Revise the "${PLACEHOLDER.title}" section`),
    );
    expect(placeholderPrompt).toBeDefined();
    expect(placeholderPrompt).toContain(oldText.trim());
    const placeholderFinding = findingsOf(before, PLACEHOLDER.key)[0]!;
    expect(placeholderPrompt).toContain(placeholderFinding.message);
    // The normal prompt's blocks come too: the brief's objective and must-cover points.
    expect(placeholderPrompt).toContain('Objective:');
    expect(placeholderPrompt).toContain('Must cover:');
    const languagePrompt = users.find((user) =>
      user.startsWith(`Revise the "${LANGUAGE.title}" section`),
    );
    expect(languagePrompt).toContain(findingsOf(before, LANGUAGE.key)[0]!.message);

    const factPrompt = users.find((user) => user.startsWith(`Revise the "${FACT.title}" section`));
    expect(factPrompt).toContain(findingsOf(before, FACT.key)[0]!.message);
    // The fact sheet's block, as in the section's normal prompt.
    expect(factPrompt).toMatch(/^Facts[^\n]*:$/m);
    expect(factPrompt).toContain('Garden design');

    const review = await quality(strategy.id);
    for (const section of FLAGGED) expect(findingsOf(review, section.key)).toEqual([]);
    expect(review.score).toBeGreaterThan(before.score);

    const revised = after.sections[PLACEHOLDER.key]!;
    expect(revised.content).not.toContain('[Company Name]');
    expect(revised.version).toBeGreaterThan(oldVersion);
    // Priced like any section: its usage is the revision's.
    expect(revised.usage).toMatchObject({ model: 'eval', completionTokens: expect.any(Number) });
    expect(revised.usage).not.toEqual(strategy.sections[PLACEHOLDER.key]!.usage);
    const versions = await versionsOf(strategy.id, PLACEHOLDER.key);
    expect(versions[0]).toMatchObject({ source: 'revision', content: revised.content });
    expect(versions.some((version) => version.content === oldText)).toBe(true);
    expect(revised.approval).toEqual({
      state: 'approved',
      version: oldVersion,
      changedSince: true,
    });
    // The clean section was left alone.
    expect(after.sections[CLEAN.key]!.version).toBe(strategy.sections[CLEAN.key]!.version);

    // Nothing flagged any more: nothing to revise, in words.
    const again = await answer(revise(strategy.id, { sections: 'flagged' }), 409);
    expect(again.error).toMatch(/nothing to revise/);
  });

  it('revises the sections named, and refuses unknown or unwritten ones by name', async () => {
    const strategy = await writtenWithDefects();
    const { id } = strategy;
    const unknown = await answer(revise(id, { sections: [CLEAN.key, 'no-such-section'] }), 400);
    expect(unknown.error).toContain('"no-such-section"');
    const unwritten = await answer(revise(id, { sections: ['vision-statement', CLEAN.key] }), 400);
    expect(unwritten.error).toContain('not written: "vision-statement"');
    const empty = await revise(id, { sections: [] });
    expect(empty.status).toBe(400);
    // A budget counts against a price, as a generation's does.
    const unpriced = await answer(revise(id, { sections: 'flagged', budget: { amount: 1 } }), 400);
    expect(unpriced.error).toContain('budget: the model "eval" has no price');
    expect((await readStrategy(server, strategy.id)).activeRunId).toBeNull();

    fake.reset();
    const started = await revise(id, { sections: [CLEAN.key] });
    expect(started.status).toBe(202);
    const after = await waitForStrategy(server, strategy.id, sectionsSettled([CLEAN.key]));
    expect(fake.log).toHaveLength(1);
    const user = fake.log[0]!.messages.find((message) => message.role === 'user')!.content;
    expect(user.split('\n')[0]).toBe(
      `Revise the "${CLEAN.title}" section of the business strategy.`,
    );
    expect(user).toContain('Findings of the quality review to fix: none');
    expect(after.sections[CLEAN.key]!.version).toBeGreaterThan(
      strategy.sections[CLEAN.key]!.version,
    );
  });

  it('is cancelled like any run: the text before it comes back', async () => {
    const strategy = await writtenWithDefects();
    const before = strategy.sections[PLACEHOLDER.key]!;
    fake.configure({ perTokenMs: 200 });
    const started = await answer(revise(strategy.id, { sections: [PLACEHOLDER.key] }), 202);
    await expect
      .poll(() => fake.log.some((entry) => entry.sectionTitle === PLACEHOLDER.title), {
        timeout: 10_000,
      })
      .toBe(true);
    const cancelled = await server.api.strategies[':id'].runs[':runId'].$delete({
      param: { id: strategy.id, runId: started.runId },
    });
    expect(cancelled.status).toBe(204);
    const after = await waitForStrategy(server, strategy.id, runEnded);
    await expect
      .poll(async () => (await readStrategy(server, strategy.id)).sections[PLACEHOLDER.key])
      .toMatchObject({ status: 'done', content: before.content });
    expect(after.activeRunId).toBeNull();
    const versions = await versionsOf(strategy.id, PLACEHOLDER.key);
    expect(versions.some((version) => version.source === 'revision')).toBe(false);
  });
});
