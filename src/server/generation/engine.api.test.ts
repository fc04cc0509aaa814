import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { SECTIONS } from '../../domain/catalogue.ts';
import type { SectionBrief } from '../../domain/section-brief.ts';
import { EXECUTIVE_SUMMARY_BRIEF, STANDARD_BRIEFS } from '../../domain/section-briefs/index.ts';
import { writeSection } from '../testing/api-steps.ts';
import {
  createStrategy,
  readStrategy,
  runEnded,
  statusCounts,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

const CONCURRENCY = 4;
/** "all": the 124 sections of the catalogue and the executive summary, last. */
const ALL_SECTIONS = 125;

let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 30, perTokenMs: 1, retryAfterSeconds: 0.05 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
    generationConcurrency: CONCURRENCY,
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
afterEach(() => {
  fake.configure({ rules: [], failureRates: {}, maxConcurrent: undefined, perTokenMs: 1 });
  server.context.engine.limiter.onSuccess();
  fake.reset();
});

type RunRequest = Parameters<TestServer['api']['strategies'][':id']['runs']['$post']>[0]['json'];

function startRun(id: string, json: RunRequest, on: TestServer = server) {
  return on.api.strategies[':id'].runs.$post({ param: { id }, json });
}

function cancelRun(id: string, runId: string) {
  return server.api.strategies[':id'].runs[':runId'].$delete({ param: { id, runId } });
}

/** A brief as the prompt writes it: the objective, then the numbered must-cover items. */
const briefLines = (brief: SectionBrief) =>
  [
    `Objective: ${brief.objective}`,
    'Must cover:',
    ...brief.mustCover.map((item, index) => `${index + 1}. ${item}`),
  ].join('\n');

const edges = SECTIONS.flatMap((section) =>
  section.prerequisites.map((prerequisite) => ({ dependent: section, prerequisite })),
);

describe('a complete run', () => {
  it('generates all 124 sections, each dependent after and with its prerequisites, at the configured concurrency, then the executive summary from their digests', async () => {
    const strategy = await createStrategy(server);
    const { runId, sections } = await answer(startRun(strategy.id, { sections: 'all' }), 202);
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sections).toHaveLength(ALL_SECTIONS);
    expect(sections.at(-1)).toBe('executive-summary');

    const done = await waitForStrategy(server, strategy.id, runEnded, 90_000);
    expect(statusCounts(done)).toEqual({ done: ALL_SECTIONS });
    for (const section of Object.values(done.sections)) {
      expect(section.content).toContain(`Fingerprint: ${section.title}`);
      expect(section.usage?.totalTokens).toBeGreaterThan(0);
    }

    const requests = fake.log.filter((entry) => entry.outcome === 'ok');
    expect(requests).toHaveLength(ALL_SECTIONS);
    for (const { dependent, prerequisite } of edges) {
      const request = requests.find((entry) => entry.sectionTitle === dependent.title)!;
      const prompt = request.messages.at(-1)!.content;
      expect(prompt, `${dependent.title} gets ${prerequisite.title}`).toContain(
        `${prerequisite.title} (${prerequisite.context}):\n## ${prerequisite.title}`,
      );
      expect(prompt).toContain(`Fingerprint: ${prerequisite.title}`);
    }
    // Every section is written to its own brief (issue 27).
    for (const section of SECTIONS) {
      const request = requests.find((entry) => entry.sectionTitle === section.title)!;
      expect(request.messages.at(-1)!.content, section.title).toContain(
        briefLines(STANDARD_BRIEFS.get(section.key)!),
      );
    }
    // The summary starts once every other section has ended, and reads digests of all of them.
    const summary = requests.find((entry) => entry.sectionTitle === 'Executive Summary')!;
    const lastOtherEnd = Math.max(
      ...requests.filter((entry) => entry !== summary).map((entry) => entry.endedAt ?? 0),
    );
    expect(summary.startedAt).toBeGreaterThanOrEqual(lastOtherEnd);
    const summaryPrompt = summary.messages.at(-1)!.content;
    expect(summaryPrompt).toContain('Digests of the 124 written sections');
    for (const section of SECTIONS) expect(summaryPrompt).toContain(`### ${section.title}\n`);
    expect(summaryPrompt).toContain('third person');
    expect(summaryPrompt).toContain(briefLines(EXECUTIVE_SUMMARY_BRIEF));
    expect(done.sections['executive-summary']?.stale).toBeUndefined();
    expect(fake.peakConcurrent).toBe(CONCURRENCY);
  });

  it('asks before replacing content: 409 with REPLACE_REQUIRED, then replace: true starts over', async () => {
    const strategy = await createStrategy(server);
    await writeSection(server, strategy.id, 'mission-statement', 'Our mission');
    expect(await answer(startRun(strategy.id, { sections: 'all' }), 409)).toEqual({
      error: 'Generate Complete Strategy replaces the 1 section already written.',
      code: 'REPLACE_REQUIRED',
    });
    expect(fake.log).toHaveLength(0);
    const accepted = await answer(startRun(strategy.id, { sections: 'all', replace: true }), 202);
    await cancelRun(strategy.id, accepted.runId);
  });
});

describe('runs started at once', () => {
  it('queues a section once when two runs ask for it together, and both runs end', async () => {
    const strategy = await createStrategy(server);
    const [first, second] = await Promise.all([
      startRun(strategy.id, { sections: ['mission-statement', 'vision-statement'] }),
      startRun(strategy.id, { sections: ['mission-statement', 'vision-statement'] }),
    ]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    const done = await waitForStrategy(server, strategy.id, runEnded);
    expect(statusCounts(done)).toEqual({ done: 2 });
    expect(fake.log.filter((entry) => entry.sectionTitle === 'Mission Statement')).toHaveLength(1);
  });

  it('keeps written content when Generate Complete is stopped before reaching it', async () => {
    fake.configure({ perTokenMs: 200 });
    const strategy = await createStrategy(server);
    await writeSection(server, strategy.id, 'advice-from-neil-patel', 'Written by hand');
    const response = await startRun(strategy.id, { sections: 'all', replace: true });
    const { runId } = await answer(response, 202);
    await cancelRun(strategy.id, runId);
    const after = await readStrategy(server, strategy.id);
    expect(after.sections['advice-from-neil-patel']).toMatchObject({
      status: 'done',
      content: 'Written by hand',
    });
  });
});

describe('selected sections', () => {
  it('orders a selection by its prerequisites and leaves absent prerequisites out of the prompt', async () => {
    const strategy = await createStrategy(server);
    const response = await startRun(strategy.id, {
      sections: ['pillar-content-strategy', 'content-calendar-3-months', 'grand-slam-offer'],
    });
    expect((await answer(response, 202)).sections).toEqual([
      'grand-slam-offer',
      'content-calendar-3-months',
      'pillar-content-strategy',
    ]);
    const done = await waitForStrategy(server, strategy.id, runEnded);
    expect(statusCounts(done)).toEqual({ done: 3 });
    const grandSlam = fake.log.find((entry) => entry.sectionTitle === 'Grand Slam Offer')!;
    expect(grandSlam.messages.at(-1)!.content).not.toContain('Relevant Context:');
    const pillar = fake.log.find((entry) => entry.sectionTitle === 'Pillar Content Strategy')!;
    const calendar = fake.log.find(
      (entry) => entry.sectionTitle === 'Content Calendar (3 Months)',
    )!;
    expect(pillar.startedAt).toBeGreaterThanOrEqual(calendar.endedAt!);
  });

  it('refuses unknown sections, an empty list and a missing provider with clear messages', async () => {
    const strategy = await createStrategy(server);
    const unknown = await answer(startRun(strategy.id, { sections: ['../etc/passwd'] }), 400);
    expect(unknown.error).toBe('Section 1: unknown section');
    const empty = await answer(startRun(strategy.id, { sections: [] }), 400);
    expect(empty.error).toBe('Sections: choose at least one section');
    const missing = await startRun('00000000-0000-4000-8000-000000000000', { sections: 'all' });
    expect(missing.status).toBe(404);

    const bare = await startTestServer();
    try {
      const other = await createStrategy(bare);
      const refused = await answer(
        startRun(other.id, { sections: ['mission-statement'] }, bare),
        400,
      );
      expect(refused.error).toBe('No AI provider configured: set OPENAI_API_KEY or LLM_BASE_URL');
    } finally {
      await bare.close();
    }
  });
});

describe('failures', () => {
  it('finishes every section with 10% of streams dropped and 5% answered 500', async () => {
    fake.configure({ failureRates: { drop: 0.1, status500: 0.05 }, seed: 7 });
    const strategy = await createStrategy(server);
    await startRun(strategy.id, { sections: 'all' });
    const done = await waitForStrategy(server, strategy.id, runEnded, 120_000);
    expect(statusCounts(done)).toEqual({ done: ALL_SECTIONS });
    const failedAttempts = fake.log.filter((e) => e.outcome === 'drop' || e.outcome === '500');
    expect(failedAttempts.length).toBeGreaterThan(5);
    for (const section of Object.values(done.sections)) {
      // A retried section holds one clean answer, not the dropped half plus the retry.
      expect(section.content.match(/Fingerprint:/g)).toHaveLength(1);
    }
  });

  it('fails a section that always fails with the spec message; the others finish', async () => {
    fake.configure({ rules: [{ match: '"Brand Name"', behaviour: 'fail500' }] });
    const strategy = await createStrategy(server);
    await startRun(strategy.id, { sections: 'all' });
    const done = await waitForStrategy(server, strategy.id, runEnded, 90_000);
    expect(statusCounts(done)).toEqual({ done: ALL_SECTIONS - 1, failed: 1 });
    expect(done.sections['brand-name']).toMatchObject({
      error: 'Failed to generate strategy section: The provider had an error',
      errorDetail: expect.stringMatching(/^HTTP 500: .*The server had an error/),
    });
    expect(fake.log.filter((e) => e.sectionTitle === 'Brand Name')).toHaveLength(3);

    fake.configure({ rules: [] });
    const retry = await startRun(strategy.id, { sections: ['brand-name'] });
    expect(retry.status).toBe(202);
    const retried = await waitForStrategy(server, strategy.id, runEnded);
    expect(retried.sections['brand-name']).toMatchObject({ status: 'done' });
    expect(retried.sections['brand-name']?.error).toBeUndefined();
    expect(retried.sections['brand-name']?.errorDetail).toBeUndefined();
  });

  it('fails empty content with "Failed to generate content" and keeps a truncated answer, flagged', async () => {
    fake.configure({
      rules: [
        { match: '"Mission Statement"', behaviour: 'empty' },
        { match: '"Vision Statement"', behaviour: 'length' },
      ],
    });
    const strategy = await createStrategy(server);
    await startRun(strategy.id, { sections: ['mission-statement', 'vision-statement'] });
    const done = await waitForStrategy(server, strategy.id, runEnded);
    expect(done.sections['mission-statement']).toMatchObject({
      status: 'failed',
      error: 'Failed to generate content',
      content: '',
    });
    expect(done.sections['vision-statement']).toMatchObject({ status: 'done', truncated: true });
    expect(done.sections['vision-statement']?.content).toContain('Vision Statement');
  });

  it('survives a 429 storm: provider allows 2 at once, engine configured for 8', async () => {
    const storm = await startFakeLlm({
      tokens: 30,
      perTokenMs: 2,
      maxConcurrent: 2,
      retryAfterSeconds: 0.1,
    });
    const local = await startTestServer({
      provider: { baseURL: storm.url, apiKey: 'test', model: 'fake' },
      generationConcurrency: 8,
    });
    try {
      const strategy = await createStrategy(local);
      await startRun(strategy.id, { sections: 'all' }, local);
      const done = await waitForStrategy(local, strategy.id, runEnded, 120_000);
      expect(statusCounts(done)).toEqual({ done: ALL_SECTIONS });
      const refused = storm.log.filter((entry) => entry.outcome === '429').length;
      expect(refused).toBeLessThan(ALL_SECTIONS);
      expect(storm.peakConcurrent).toBeLessThanOrEqual(2);
      console.log(`429 storm: ${refused} answers 429 for ${ALL_SECTIONS} sections`);
    } finally {
      await local.close();
      await storm.close();
    }
  });
});

describe('cancel', () => {
  it('stops every in-flight request within 1 s and returns queued sections to idle', async () => {
    fake.configure({ perTokenMs: 200 });
    const strategy = await createStrategy(server);
    const { runId } = await answer(startRun(strategy.id, { sections: 'all' }), 202);
    await waitForStrategy(server, strategy.id, () => fake.inFlight() === CONCURRENCY);
    const started = Date.now();
    const response = await cancelRun(strategy.id, runId);
    expect(response.status).toBe(204);
    while (fake.inFlight() > 0 && Date.now() - started < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(fake.inFlight()).toBe(0);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.log.filter((entry) => entry.clientClosed)).toHaveLength(CONCURRENCY);

    const after = await readStrategy(server, strategy.id);
    expect(after.activeRunId).toBeNull();
    expect(Object.values(after.sections).every((s) => s.status === 'idle')).toBe(true);
    const again = await cancelRun(strategy.id, runId);
    expect(again.status).toBe(404);
  });

  it('deleting a strategy cancels its run', async () => {
    fake.configure({ perTokenMs: 200 });
    const strategy = await createStrategy(server);
    await startRun(strategy.id, { sections: 'all' });
    await waitForStrategy(server, strategy.id, () => fake.inFlight() > 0);
    await server.api.strategies[':id'].$delete({ param: { id: strategy.id } });
    const started = Date.now();
    while (fake.inFlight() > 0 && Date.now() - started < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(fake.inFlight()).toBe(0);
    const requested = fake.log.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.log.length).toBe(requested);
  });
});
