import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../tools/fake-llm/server.ts';
import { SECTION_KEYS } from '../domain/catalogue.ts';
import { sectionComments } from './db/schema.ts';
import { createShare, writeSection } from './testing/api-steps.ts';
import {
  createStrategy,
  readStrategy,
  runEnded,
  waitForStrategy,
} from './testing/generation-helpers.ts';
import { fillPath, mountedRoutes } from './testing/mounted-routes.ts';
import { sendRaw } from './testing/raw-http.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { answer } from './testing/typed-answer.ts';
import { unstorableTextInDatabase } from './testing/unstorable-text-in-database.ts';
import { textLeaves, type WriteRouteSeed, writeRouteInputs } from './testing/write-route-inputs.ts';

/**
 * Issue 32: NUL and the other control characters in every text field of every write route the
 * app mounts (read from the app, so a new route fails here until it is described in
 * `write-route-inputs.ts`). Never a 5xx; a character no normalising can remove (NUL, a bell, an
 * escape, DEL, C1, a broken surrogate) is a 400 naming the field; nothing of the kind is ever
 * stored; and generation still completes afterwards.
 */

/** Characters that must be refused wherever they sit inside a value. */
const REFUSED = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800'];
/** Vertical tab and form feed: white space to trim and to one-line names, refused elsewhere. */
const WHITE_SPACE_CONTROLS = ['\u000b', '\u000c'];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let server: TestServer;
let fake: FakeLlm;
let seed: WriteRouteSeed & { commentShareId: string };
let pathValues: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 10, perTokenMs: 1 });
  server = await startTestServer(
    { provider: undefined },
    // Thousands of share requests from one address: the per-address limit has its own tests.
    { shareRateLimit: { limit: 1_000_000, windowMs: 60_000 } },
  );
  const strategy = await createStrategy(server);
  const key = SECTION_KEYS[0]!;
  const param = { id: strategy.id };
  const section = server.api.strategies[':id'].sections[':key'];
  await writeSection(server, strategy.id, key, 'Bread for everyone.');
  const french = await server.api.strategies.$post({
    json: { overview: 'Une boulangerie', language: 'French' },
  });
  const share = async (accessType: 'edit' | 'comment' | 'intake') =>
    (await createShare(server, strategy.id, accessType)).id;
  const playbook = await server.api.playbooks.$post({ json: { name: 'Seeded' } });
  const profile = await server.api['report-profiles'].$post({
    json: { name: 'Seeded', sections: [key] },
  });
  const comment = await section.comments.$post({
    param: { ...param, key },
    json: { body: 'Seeded.' },
  });
  // The questionnaire link answers the question the intake's own fuzz body asks.
  const intake = await server.api.strategies[':id'].intake.$put({
    param,
    json: { questions: [{ id: 'reader', text: 'Who reads it?' }], version: 0 },
  });
  expect(intake.status).toBe(200);
  seed = {
    strategyId: strategy.id,
    frenchStrategyId: (await answer(french, 201)).id,
    editShareId: await share('edit'),
    commentShareId: await share('comment'),
    intakeShareId: await share('intake'),
    playbookId: (await answer(playbook, 201)).id,
    profileId: (await answer(profile, 201)).id,
    key,
    sectionVersion: async () =>
      (await readStrategy(server, strategy.id)).sections[key]?.version ?? 0,
    strategyVersion: async () => (await readStrategy(server, strategy.id)).version,
  };
  const unknown = '00000000-0000-4000-8000-000000000000';
  pathValues = {
    id: strategy.id,
    shareId: seed.editShareId,
    key,
    playbookId: seed.playbookId,
    profileId: seed.profileId,
    commentId: (await answer(comment, 201)).id,
    runId: unknown,
    docId: unknown,
    versionId: unknown,
  };
});

afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/**
 * The path for a route; edited titles need a strategy in another language than English, answers
 * a questionnaire link.
 */
function pathOf(route: string): string {
  const [, path = ''] = route.split(' ');
  const values = path.endsWith('/titles')
    ? { ...pathValues, id: seed.frenchStrategyId }
    : path.endsWith('/answers')
      ? { ...pathValues, shareId: seed.intakeShareId }
      : pathValues;
  return fillPath(path, values);
}

/** The field or a list or object holding it, as the start of a 400's message. */
function namesFieldOrHolder(
  answer: { error?: string; issues?: { path: string; message: string }[] },
  field: string,
): boolean {
  const parts = field.split('.');
  const [issue] = answer.issues ?? [];
  if (!issue || !answer.error?.startsWith(issue.message)) return false;
  return parts.some((_, index) => issue.path === parts.slice(0, index + 1).join('.'));
}

describe(`control characters in every text field on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('describes every write route the app mounts', () => {
    const inputs = writeRouteInputs(seed);
    const writes = mountedRoutes(server.context)
      .filter((route) => WRITE_METHODS.has(route.method))
      .map((route) => `${route.method} ${route.path}`);
    expect(writes.length).toBeGreaterThan(40);
    expect(writes.filter((route) => !(route in inputs))).toEqual([]);
  });

  it('never answers 5xx, refuses what cannot be normalised with a 400 naming the field, and stores none of it', async () => {
    const inputs = writeRouteInputs(seed);
    let sent = 0;
    const failures: string[] = [];
    for (const route of mountedRoutes(server.context)) {
      if (!WRITE_METHODS.has(route.method)) continue;
      const name = `${route.method} ${route.path}`;
      const input = inputs[name];
      if (!input || input.kind === 'none') continue;
      const path = pathOf(name);
      if (input.kind === 'header') {
        for (const character of [...REFUSED, ...WHITE_SPACE_CONTROLS]) {
          const answer = await sendRaw(server.url, {
            method: route.method,
            path,
            contentType: input.contentType,
            body: new TextEncoder().encode(input.body),
            headers: { [input.header]: input.encode(`notes${character}.md`) },
          });
          sent += 1;
          if (answer.status >= 500) failures.push(`${name} ${input.header} -> ${answer.status}`);
        }
        continue;
      }
      if (input.kind === 'text') {
        // A character inside a column's name, a value or a month: refused by row and column.
        for (const target of input.targets) {
          for (const character of [...REFUSED, ...WHITE_SPACE_CONTROLS]) {
            const middle = Math.floor(target.length / 2);
            const broken = `${target.slice(0, middle)}${character}${target.slice(middle)}`;
            const answer = await sendRaw(server.url, {
              method: route.method,
              path,
              contentType: input.contentType,
              body: new TextEncoder().encode(input.body.replace(target, broken)),
            });
            sent += 1;
            const summary = `${name} "${target}" with ${JSON.stringify(character)} -> ${answer.status} ${answer.body.subarray(0, 200).toString('utf8')}`;
            const refusal =
              answer.status === 400
                ? (JSON.parse(answer.body.toString('utf8')) as { issues?: { path: string }[] })
                : undefined;
            if (!refusal?.issues?.[0]?.path.startsWith('rows.')) failures.push(summary);
          }
        }
        continue;
      }
      for (const leaf of textLeaves(await input.body())) {
        for (const character of [...REFUSED, ...WHITE_SPACE_CONTROLS]) {
          for (const text of [`a${character}b`, character]) {
            const body = leaf.replace(text);
            const answer = await sendRaw(server.url, {
              method: route.method,
              path,
              contentType: 'application/json',
              body: new TextEncoder().encode(JSON.stringify(body)),
              headers: input.headers,
            });
            sent += 1;
            const summary = `${name} ${leaf.isKey ? 'key in' : 'field'} "${leaf.field}" = ${JSON.stringify(text)} -> ${answer.status} ${answer.body.subarray(0, 200).toString('utf8')}`;
            if (answer.status >= 500) {
              failures.push(summary);
              continue;
            }
            const mustRefuse =
              !leaf.isKey &&
              input.namesField !== false &&
              REFUSED.includes(character) &&
              text !== character;
            if (!mustRefuse) continue;
            const refusal = JSON.parse(answer.body.toString('utf8'));
            if (answer.status !== 400 || !namesFieldOrHolder(refusal, leaf.field))
              failures.push(summary);
          }
        }
      }
    }
    console.log(`text fuzz: ${sent} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    expect(await unstorableTextInDatabase(server.database.db)).toEqual([]);
  }, 600_000);

  it('has a database scan that sees a control character however it was stored', async () => {
    const { db } = server.database;
    const [row] = await db
      .insert(sectionComments)
      .values({
        strategyId: seed.strategyId,
        sectionKey: seed.key,
        author: 'Stored directly',
        body: 'A bell\u0007',
      })
      .returning({ id: sectionComments.id });
    expect(await unstorableTextInDatabase(db)).toEqual(['section_comments.body']);
    await db.delete(sectionComments).where(eq(sectionComments.id, row!.id));
  });

  it('still generates afterwards', async () => {
    const settings = await server.api.settings.$put({
      json: { provider: { preset: 'custom', baseURL: fake.url, model: 'fake' }, webhooks: [] },
    });
    expect(settings.status).toBe(200);
    const strategy = await createStrategy(server, 'A bakery after the fuzz');
    const run = await server.api.strategies[':id'].runs.$post({
      param: { id: strategy.id },
      json: { sections: [seed.key] },
    });
    expect(run.status).toBe(202);
    const done = await waitForStrategy(server, strategy.id, runEnded, 30_000);
    expect(done.sections[seed.key]?.status).toBe('done');
  });
});
