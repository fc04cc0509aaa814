import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { StrategyEvent } from '../../domain/events.ts';
import { SECTION_CHANGED_CODE, SECTION_CHANGED_MESSAGE } from '../../domain/section-edit.ts';
import type { SectionState } from '../../domain/strategy.ts';
import { createShare, readSharedStrategy } from '../testing/api-steps.ts';
import {
  createStrategy,
  readStrategy,
  runEnded,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { openEventStream } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** A stale edit (through a share link or another tab) must not overwrite newer text. */
let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 20, perTokenMs: 1 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

type Edit = Parameters<
  TestServer['api']['strategies'][':id']['sections'][':key']['$put']
>[0]['json'];

/** The status and the body, for assertions on both at once. */
async function seen(call: Promise<{ status: number; json(): Promise<unknown> }>) {
  const response = await call;
  return { status: response.status, body: await response.json() };
}

/** The owner's edit of a section. */
function put(id: string, key: string, json: Edit) {
  return seen(server.api.strategies[':id'].sections[':key'].$put({ param: { id, key }, json }));
}

/** An edit through an edit link. */
function putThroughLink(shareId: string, key: string, json: Edit) {
  return seen(
    server.api.shares[':shareId'].sections[':key'].$put({ param: { shareId, key }, json }),
  );
}

describe(`section versions on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('refuses a stale share edit with 409 and the owner’s newer text, which stays', async () => {
    const strategy = await createStrategy(server);
    const owner = (json: Edit) => put(strategy.id, 'mission-statement', json);
    const first = await owner({ content: 'Bread for everyone.', version: 0 });
    expect(first).toMatchObject({ status: 200, body: { version: 1 } });

    const share = await createShare(server, strategy.id, 'edit');
    const shared = await readSharedStrategy(server, share.id);
    expect(shared.strategy.sections['mission-statement']?.version).toBe(1);

    // The owner saves newer text while the client still has version 1 open.
    const newer = await owner({ content: 'Bread and coffee for everyone.', version: 1 });
    expect(newer).toMatchObject({ status: 200, body: { version: 2 } });
    expect((await readStrategy(server, strategy.id)).sections['mission-statement']?.version).toBe(
      2,
    );

    const stale = await putThroughLink(share.id, 'mission-statement', {
      content: 'The client’s older edit',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: SECTION_CHANGED_MESSAGE,
      code: SECTION_CHANGED_CODE,
      section: { key: 'mission-statement', content: 'Bread and coffee for everyone.', version: 2 },
    });
    const after = await readStrategy(server, strategy.id);
    expect(after.sections['mission-statement']).toMatchObject({
      content: 'Bread and coffee for everyone.',
      version: 2,
    });

    const fresh = await putThroughLink(share.id, 'mission-statement', {
      content: 'The client’s edit of the newer text',
      version: 2,
    });
    expect(fresh).toMatchObject({ status: 200, body: { version: 3 } });
  });

  it('refuses a second “first” edit of a section and an edit without a version', async () => {
    const strategy = await createStrategy(server);
    const path = `/api/strategies/${strategy.id}/sections/vision-statement`;
    const vision = (json: Edit) => put(strategy.id, 'vision-statement', json);
    expect((await vision({ content: 'One', version: 0 })).status).toBe(200);
    const again = await vision({ content: 'Two', version: 0 });
    expect(again).toMatchObject({
      status: 409,
      body: { code: SECTION_CHANGED_CODE, section: { content: 'One', version: 1 } },
    });
    // Without a version: a body the typed client would not send.
    const missing = await seen(server.request(path, { method: 'PUT', json: { content: 'Three' } }));
    expect(missing).toEqual({
      status: 400,
      body: {
        error: 'Version: must be the section version you edited',
        issues: [{ path: 'version', message: 'Version: must be the section version you edited' }],
      },
    });
    const unwritten = await put(strategy.id, 'dream-state', {
      content: 'Never written before',
      version: 4,
    });
    expect(unwritten).toMatchObject({
      status: 409,
      body: { section: { key: 'dream-state', content: '', version: 0 } },
    });
    expect((await readStrategy(server, strategy.id)).sections['vision-statement']?.content).toBe(
      'One',
    );
  });

  it('bumps the version when generation ends, and says so in the event, so an edit from before is stale', async () => {
    const strategy = await createStrategy(server);
    const mission = (json: Edit) => put(strategy.id, 'mission-statement', json);
    await mission({ content: 'Written by hand', version: 0 });
    const events = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
    await events.waitFor((event) => event.event === 'snapshot');
    const run = await server.api.strategies[':id'].runs.$post({
      param: { id: strategy.id },
      json: { sections: ['mission-statement'] },
    });
    expect(run.status).toBe(202);
    const done = await waitForStrategy(server, strategy.id, runEnded);
    const generated = done.sections['mission-statement'] as SectionState;
    expect(generated.status).toBe('done');
    expect(generated.version).toBeGreaterThan(1);
    const end = await events.waitFor((event) => event.event === 'section-end');
    expect((end.data as Extract<StrategyEvent, { type: 'section-end' }>['data']).version).toBe(
      generated.version,
    );
    await events.close();

    const stale = await mission({ content: 'My edit of the old text', version: 1 });
    expect(stale.status).toBe(409);
    const current = await mission({ content: 'My edit', version: generated.version });
    expect(current).toMatchObject({ status: 200, body: { version: generated.version + 1 } });
  });
});
