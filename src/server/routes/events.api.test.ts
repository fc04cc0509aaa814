import http from 'node:http';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { writeSection } from '../testing/api-steps.ts';
import {
  createStrategy,
  readStrategy,
  runEnded,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { openEventStream, type ReceivedEvent } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 40, perTokenMs: 5 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
    generationConcurrency: 2,
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

function startRun(id: string, sections: string[]) {
  return server.api.strategies[':id'].runs.$post({ param: { id }, json: { sections } });
}

/** Rebuilds each section's text from events the way the page does. */
function replay(events: ReceivedEvent[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const { event, data } of events) {
    const payload = data as { key: string; text: string; offset: number; content: string };
    if (event === 'snapshot') {
      const { sections } = data as { sections: Record<string, { content: string }> };
      for (const [key, section] of Object.entries(sections)) texts.set(key, section.content);
    } else if (event === 'section-start' || event === 'section-retry') {
      texts.set(payload.key, '');
    } else if (event === 'section-delta') {
      const current = texts.get(payload.key) ?? '';
      if (payload.offset + payload.text.length > current.length) {
        texts.set(
          payload.key,
          current + payload.text.slice(Math.max(0, current.length - payload.offset)),
        );
      }
    } else if (event === 'section-end') {
      texts.set(payload.key, payload.content);
    }
  }
  return texts;
}

it('streams snapshot, run-start, queued, start, deltas, end with usage and run-end', async () => {
  const strategy = await createStrategy(server);
  const stream = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
  await stream.waitFor((event) => event.event === 'snapshot');
  expect(stream.events[0]).toEqual({
    event: 'snapshot',
    data: { sections: {}, activeRunId: null, lastRun: null },
  });

  const { runId } = await answer(
    startRun(strategy.id, ['mission-statement', 'vision-statement']),
    202,
  );
  await stream.waitFor((event) => event.event === 'run-end');
  await stream.close();

  const names = stream.events.map((event) => event.event);
  expect(names.slice(0, 3)).toEqual(['snapshot', 'run-start', 'section-queued']);
  expect(names.filter((name) => name === 'section-start')).toHaveLength(2);
  // Deltas go out per section every 50 ms (decision 0056): each text still arrives in pieces.
  for (const key of ['mission-statement', 'vision-statement']) {
    const deltas = stream.events.filter(
      (event) => event.event === 'section-delta' && (event.data as { key: string }).key === key,
    );
    expect(deltas.length, key).toBeGreaterThan(1);
  }
  expect(names.at(-1)).toBe('run-end');
  expect(stream.events.at(-1)?.data).toEqual({ runId, status: 'done' });
  const end = stream.events.find(
    (event) =>
      event.event === 'section-end' && (event.data as { key: string }).key === 'mission-statement',
  )!.data as { content: string; usage: { totalTokens: number }; truncated: boolean };
  expect(end.usage.totalTokens).toBeGreaterThan(0);
  expect(end.truncated).toBe(false);
  expect(replay(stream.events).get('mission-statement')).toBe(end.content);
});

it('a page connecting mid-run gets the text so far, then the rest, and ends with the full text', async () => {
  fake.configure({ perTokenMs: 20 });
  const strategy = await createStrategy(server);
  // Another page, there from the start, says when the first words are written.
  const earlier = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
  await earlier.waitFor((event) => event.event === 'snapshot');
  await startRun(strategy.id, ['mission-statement']);
  await earlier.waitFor((event) => event.event === 'section-delta');
  await earlier.close();
  const stream = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
  const snapshot = (await stream.waitFor((event) => event.event === 'snapshot')).data as {
    sections: Record<string, { status: string; content: string }>;
    activeRunId: string | null;
    lastRun: { id: string; status: string; sections: string[] } | null;
  };
  expect(snapshot.activeRunId).not.toBeNull();
  // The whole run, not only its sections still to write: the page's progress counts against it.
  expect(snapshot.lastRun).toMatchObject({
    id: snapshot.activeRunId,
    status: 'running',
    sections: ['mission-statement'],
    written: 0,
  });
  expect(snapshot.sections['mission-statement']?.status).toBe('generating');
  expect(snapshot.sections['mission-statement']?.content.length).toBeGreaterThan(0);
  await stream.waitFor((event) => event.event === 'run-end');
  await stream.close();
  const done = await waitForStrategy(server, strategy.id, runEnded);
  expect(replay(stream.events).get('mission-statement')).toBe(
    done.sections['mission-statement']?.content,
  );
  fake.configure({ perTokenMs: 5 });
});

it('tells the page to discard partial text when a dropped stream is retried', async () => {
  fake.configure({ rules: [{ match: '"Brand Name"', behaviour: 'drop', times: 1 }] });
  const strategy = await createStrategy(server);
  const stream = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
  await stream.waitFor((event) => event.event === 'snapshot');
  await startRun(strategy.id, ['brand-name']);
  const retry = await stream.waitFor((event) => event.event === 'section-retry');
  expect(retry.data).toMatchObject({ key: 'brand-name', attempt: 2 });
  await stream.waitFor((event) => event.event === 'run-end');
  await stream.close();
  const text = replay(stream.events).get('brand-name')!;
  expect(text.match(/Fingerprint: Brand Name/g)).toHaveLength(1);
  fake.configure({ rules: [] });
});

it('sends section-update for a person’s edit and 404 for an unknown strategy', async () => {
  const strategy = await createStrategy(server);
  const stream = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
  await stream.waitFor((event) => event.event === 'snapshot');
  await writeSection(server, strategy.id, 'tag-line', 'Bread, better.');
  const update = await stream.waitFor((event) => event.event === 'section-update');
  expect(update.data).toMatchObject({
    section: { key: 'tag-line', content: 'Bread, better.', status: 'done' },
  });
  await stream.close();
  const missing = await server.api.strategies[':id'].events.$get({
    param: { id: '00000000-0000-4000-8000-000000000000' },
  });
  expect(missing.status).toBe(404);
});

it('keeps an idle stream alive with heartbeat comments', async () => {
  const quiet = await startTestServer({}, { heartbeatMs: 100 });
  try {
    const strategy = await createStrategy(quiet);
    const stream = openEventStream(`${quiet.url}/api/strategies/${strategy.id}/events`);
    await stream.waitFor((event) => event.event === 'snapshot');
    await vi.waitFor(() => expect(stream.comments()).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    await stream.close();
  } finally {
    await quiet.close();
  }
});

it('sends what was published during a slow write at once, not at the next heartbeat', async () => {
  const quiet = await startTestServer({}, { heartbeatMs: 60_000 });
  try {
    const strategy = await createStrategy(quiet);
    // A page that stops reading (a slow phone): the server's writes wait on the connection.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${quiet.url}/api/strategies/${strategy.id}/events`, resolve).on('error', reject),
    );
    response.setEncoding('utf8');
    // Only the last few bytes are kept between chunks: the page reads 13 MB here, and searching
    // all of it on every chunk took seconds on a busy machine.
    let tail = '';
    let sawSnapshot = false;
    let sawRunEnd = false;
    const snapshot = new Promise<void>((resolve) =>
      response.on('data', (chunk: string) => {
        const window = tail + chunk;
        if (window.includes('event: snapshot')) sawSnapshot = true;
        if (window.includes('event: run-end')) sawRunEnd = true;
        tail = window.slice(-32);
        if (sawSnapshot) resolve();
      }),
    );
    await snapshot;
    response.pause();
    const text = 'x'.repeat(64 * 1024);
    for (let index = 0; index < 200; index += 1) {
      quiet.context.bus.publish(strategy.id, {
        type: 'section-delta',
        data: { key: 'mission-statement', text, offset: index * text.length },
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    quiet.context.bus.publish(strategy.id, {
      type: 'run-end',
      data: { runId: 'r1', status: 'done' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    response.resume();
    const deadline = Date.now() + 5_000;
    while (!sawRunEnd && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sawRunEnd, 'run-end within 5 s of reading again').toBe(true);
    response.destroy();
  } finally {
    await quiet.close();
  }
});

it('the strategy names its newest run, all of its sections, and how it ended', async () => {
  fake.configure({ perTokenMs: 50 });
  const strategy = await createStrategy(server);
  const started = startRun(strategy.id, [
    'mission-statement',
    'vision-statement',
    'business-goals',
  ]);
  const { runId, sections } = await answer(started, 202);
  const running = await readStrategy(server, strategy.id);
  expect(running.lastRun).toMatchObject({ id: runId, status: 'running', sections, written: 0 });
  expect(sections).toHaveLength(3);

  const stopped = await server.api.strategies[':id'].runs[':runId'].$delete({
    param: { id: strategy.id, runId },
  });
  expect(stopped.status).toBe(204);
  const after = await readStrategy(server, strategy.id);
  expect(after.activeRunId).toBeNull();
  expect(after.lastRun).toMatchObject({
    id: runId,
    status: 'cancelled',
    sections,
    written: 0,
    stoppedAtBudget: false,
  });
  // What Continue writes: every section of the stopped run, none of them written.
  expect([...after.lastRun!.unwritten].sort()).toEqual([...sections].sort());
  fake.configure({ perTokenMs: 5 });
});

it('a person’s edit of a generated section drops the model’s token count', async () => {
  const strategy = await createStrategy(server);
  await startRun(strategy.id, ['mission-statement']);
  const generated = await waitForStrategy(server, strategy.id, runEnded);
  expect(generated.sections['mission-statement']?.usage?.totalTokens).toBeGreaterThan(0);
  const edited = await writeSection(server, strategy.id, 'mission-statement', 'Our own words.', {
    version: generated.sections['mission-statement']!.version,
  });
  expect(edited).not.toHaveProperty('usage');
  const read = await readStrategy(server, strategy.id);
  expect(read.sections['mission-statement']).not.toHaveProperty('usage');
});
