import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { SettingsView } from '../../domain/settings.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { migratedDataDir } from '../testing/migrated-data-dir.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { createPostgresDatabase, testDatabaseKind } from '../testing/test-database.ts';

const KEY = 'sk-round-trip-7a61b2c3d4e5f6a7b8c9-9c1e';
let fake: FakeLlm;
let database: { url: string; drop(): Promise<void> } | undefined;
// The settings' secret key is kept here on both databases; on PGlite, the database too.
const dataDir =
  testDatabaseKind() === 'postgres'
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-settings-'))
    : await migratedDataDir();

beforeAll(async () => {
  fake = await startFakeLlm({ apiKey: KEY, tokens: 30 });
  if (testDatabaseKind() === 'postgres') database = await createPostgresDatabase();
});
afterAll(async () => {
  await fake?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** No provider in the environment; every log line written (trace), to look for the key in. */
const environment = {
  OPENAI_API_KEY: undefined,
  LLM_BASE_URL: undefined,
  LLM_API_KEY: undefined,
  LLM_MODEL: undefined,
  GENERATION_CONCURRENCY: undefined,
  LOG_LEVEL: 'trace',
  DATA_DIR: dataDir,
};

/** Every body the server answered, to look for the key in. */
const bodies: string[] = [];
async function call(
  server: ServerProcess,
  route: string,
  init: { method?: string; json?: unknown } = {},
) {
  const response = await fetch(`${server.url}${route}`, {
    method: init.method ?? 'GET',
    ...(init.json !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.json) }
      : {}),
  });
  const text = await response.text();
  bodies.push(text);
  return { status: response.status, json: () => JSON.parse(text) as unknown };
}

async function generate(server: ServerProcess, id: string, key: string): Promise<Strategy> {
  const started = await call(server, `/api/strategies/${id}/runs`, {
    method: 'POST',
    json: { sections: [key] },
  });
  expect(started.status).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const strategy = (await call(server, `/api/strategies/${id}`)).json() as Strategy;
    if (strategy.activeRunId === null) return strategy;
    if (Date.now() > deadline) throw new Error('The run did not end');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it(`saves a provider in settings and generates with it, no restart, key never shown or logged, and after a restart (${testDatabaseKind()})`, async () => {
  const env = {
    ...environment,
    ...(database
      ? { DATABASE_URL: database.url, SETTINGS_SECRET: 'round trip secret 0123456789' }
      : {}),
  };
  const first = await startServerProcess(env);
  let second: ServerProcess | undefined;
  try {
    const created = await call(first, '/api/strategies', {
      method: 'POST',
      json: { overview: 'A bakery configured from the page' },
    });
    const { id } = created.json() as Strategy;
    const refused = await call(first, `/api/strategies/${id}/runs`, {
      method: 'POST',
      json: { sections: ['target-audience'] },
    });
    expect(refused.status).toBe(400);

    const saved = await call(first, '/api/settings', {
      method: 'PUT',
      json: { provider: { preset: 'custom', baseURL: fake.url, model: 'fake', apiKey: KEY } },
    });
    expect(saved.status).toBe(200);
    expect((saved.json() as SettingsView).provider).toMatchObject({
      apiKeySet: true,
      apiKeyHint: '…9c1e',
    });
    expect(
      (await call(first, '/api/settings/test', { method: 'POST', json: {} })).json(),
    ).toMatchObject({ ok: true });

    const written = await generate(first, id, 'target-audience');
    expect(written.sections['target-audience']?.status).toBe('done');
    // The fake refuses any other key: the section proves the saved key was sent.
    expect(fake.log.filter((entry) => entry.outcome === 'ok').length).toBeGreaterThan(0);

    await first.stop();
    second = await startServerProcess(env);
    const after = (await call(second, '/api/settings')).json() as SettingsView;
    expect(after.provider).toMatchObject({
      baseURL: fake.url,
      model: 'fake',
      apiKeySet: true,
      apiKeyHint: '…9c1e',
      configured: true,
    });
    const again = await generate(second, id, 'dream-state');
    expect(again.sections['dream-state']?.status).toBe('done');

    for (const body of bodies) expect(body).not.toContain(KEY);
    for (const output of [first.output(), second.output()]) {
      expect(output.length).toBeGreaterThan(0);
      expect(output).not.toContain(KEY);
      expect(output).not.toContain(KEY.slice(3, -4));
    }
  } finally {
    await first.stop();
    await second?.stop();
  }
}, 400_000);

it.runIf(testDatabaseKind() === 'postgres')(
  'on PostgreSQL without SETTINGS_SECRET or DATA_DIR, refuses to store a key and says what to set',
  async () => {
    const server = await startServerProcess({
      ...environment,
      DATA_DIR: undefined,
      DATABASE_URL: database!.url,
    });
    try {
      const refused = await call(server, '/api/settings', {
        method: 'PUT',
        json: { provider: { preset: 'openai', apiKey: KEY } },
      });
      expect(refused.status).toBe(400);
      expect((refused.json() as { error: string }).error).toMatch(
        /^provider\.apiKey: Saving an AI key needs SETTINGS_SECRET/,
      );
      expect(((await call(server, '/api/settings')).json() as SettingsView).canStoreKey).toBe(
        false,
      );
      expect(server.output()).not.toContain(KEY);
    } finally {
      await server.stop();
    }
  },
  200_000,
);
