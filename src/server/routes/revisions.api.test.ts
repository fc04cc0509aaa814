import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { StartRunResult } from '../../domain/events.ts';
import { EMPTY_FACTS } from '../../domain/facts.ts';
import { EXAMPLE_ASSUMPTIONS } from '../../domain/financial/example-assumptions.ts';
import type { StrategyQuality } from '../../domain/quality/quality-types.ts';
import type { SectionVersion } from '../../domain/review.ts';
import type { ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
import {
  readStrategy,
  runEnded,
  sectionsSettled,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

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

async function call<T>(method: string, path: string, json?: unknown) {
  const response = await server.request(path, { method, ...(json === undefined ? {} : { json }) });
  return { status: response.status, body: (await response.json()) as T };
}

/** A Standard strategy with a fact sheet and four sections written, three with a planted defect. */
async function writtenWithDefects(): Promise<Strategy> {
  const created = await call<Strategy>('POST', '/api/strategies', {
    overview: 'Harbour & Hedge designs and plants small city gardens in Bristol.',
    metadata: { companyName: 'Harbour & Hedge' },
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const model = await call('PUT', `/api/strategies/${id}/financials`, {
    assumptions: { ...EXAMPLE_ASSUMPTIONS, currency: 'GBP' },
    version: 0,
  });
  expect(model.status).toBe(200);
  const facts = await call('PUT', `/api/strategies/${id}/facts`, {
    facts: {
      ...EMPTY_FACTS,
      companyName: 'Harbour & Hedge',
      offerings: [{ name: 'Garden design', price: 1800, unit: 'per garden' }],
    },
    version: 0,
  });
  expect(facts.status).toBe(200);
  const started = await call('POST', `/api/strategies/${created.body.id}/runs`, { sections: KEYS });
  expect(started.status).toBe(202);
  return waitForStrategy(server, created.body.id, sectionsSettled(KEYS));
}

const quality = async (id: string) =>
  (await call<StrategyQuality>('GET', `/api/strategies/${id}/quality`)).body;

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
    const link = await call<ShareLink>('POST', `/api/strategies/${strategy.id}/shares`, {
      accessType: 'comment',
    });
    const approved = await call(
      'POST',
      `/api/shares/${link.body.id}/sections/${PLACEHOLDER.key}/approval`,
      { state: 'approved', version: oldVersion, author: 'Dana' },
    );
    expect(approved.status).toBe(200);

    fake.reset();
    const started = await call<StartRunResult>('POST', `/api/strategies/${strategy.id}/revisions`, {
      sections: 'flagged',
    });
    expect(started.status).toBe(202);
    expect(started.body.runId).toEqual(expect.any(String));
    const flaggedKeys = FLAGGED.map((section) => section.key);
    expect([...started.body.sections].sort()).toEqual([...flaggedKeys].sort());
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
    const versions = await call<SectionVersion[]>(
      'GET',
      `/api/strategies/${strategy.id}/sections/${PLACEHOLDER.key}/versions`,
    );
    expect(versions.body[0]).toMatchObject({ source: 'revision', content: revised.content });
    expect(versions.body.some((version) => version.content === oldText)).toBe(true);
    expect(revised.approval).toEqual({
      state: 'approved',
      version: oldVersion,
      changedSince: true,
    });
    // The clean section was left alone.
    expect(after.sections[CLEAN.key]!.version).toBe(strategy.sections[CLEAN.key]!.version);

    // Nothing flagged any more: nothing to revise, in words.
    const again = await call<{ error: string; code?: string }>(
      'POST',
      `/api/strategies/${strategy.id}/revisions`,
      { sections: 'flagged' },
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/nothing to revise/);
  });

  it('revises the sections named, and refuses unknown or unwritten ones by name', async () => {
    const strategy = await writtenWithDefects();
    const path = `/api/strategies/${strategy.id}/revisions`;
    const unknown = await call<{ error: string }>('POST', path, {
      sections: [CLEAN.key, 'no-such-section'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('"no-such-section"');
    const unwritten = await call<{ error: string }>('POST', path, {
      sections: ['vision-statement', CLEAN.key],
    });
    expect(unwritten.status).toBe(400);
    expect(unwritten.body.error).toContain('not written: "vision-statement"');
    const empty = await call<{ error: string }>('POST', path, { sections: [] });
    expect(empty.status).toBe(400);
    // A budget counts against a price, as a generation's does.
    const unpriced = await call<{ error: string }>('POST', path, {
      sections: 'flagged',
      budget: { amount: 1 },
    });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.error).toContain('budget: the model "eval" has no price');
    expect((await readStrategy(server, strategy.id)).activeRunId).toBeNull();

    fake.reset();
    const started = await call<StartRunResult>('POST', path, { sections: [CLEAN.key] });
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
    const started = await call<StartRunResult>('POST', `/api/strategies/${strategy.id}/revisions`, {
      sections: [PLACEHOLDER.key],
    });
    expect(started.status).toBe(202);
    await expect
      .poll(() => fake.log.some((entry) => entry.sectionTitle === PLACEHOLDER.title), {
        timeout: 10_000,
      })
      .toBe(true);
    const cancelled = await server.request(
      `/api/strategies/${strategy.id}/runs/${started.body.runId}`,
      { method: 'DELETE' },
    );
    expect(cancelled.status).toBe(204);
    const after = await waitForStrategy(server, strategy.id, runEnded);
    await expect
      .poll(async () => (await readStrategy(server, strategy.id)).sections[PLACEHOLDER.key])
      .toMatchObject({ status: 'done', content: before.content });
    expect(after.activeRunId).toBeNull();
    const versions = await call<SectionVersion[]>(
      'GET',
      `/api/strategies/${strategy.id}/sections/${PLACEHOLDER.key}/versions`,
    );
    expect(versions.body.some((version) => version.source === 'revision')).toBe(false);
  });
});
