import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../tools/fake-llm/server.ts';
import { startTestServer, type TestServer } from '../server/testing/test-server.ts';
import { answer } from '../server/testing/typed-answer.ts';

const TOKEN = 'cli-test-token';
const BIN = fileURLToPath(new URL('../../bin/maker-business-builder.mjs', import.meta.url));
let fake: FakeLlm;
let server: TestServer;
let dir: string;

/** The command line as a person runs it: its own process, its exit code and both outputs. */
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, MBB_URL: server.url, MBB_TOKEN: TOKEN }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 20, perTokenMs: 2 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
    accessToken: TOKEN,
  });
  dir = await mkdtemp(path.join(tmpdir(), 'mbb-cli-'));
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('creates, generates with progress and exports a PDF against a running server', async () => {
  const created = await cli(
    'create',
    '--overview',
    'A bike repair shop that opens a second workshop near the station.',
    '--company',
    'Spokes',
    '--json',
  );
  expect(created.code, created.stderr).toBe(0);
  const { id } = JSON.parse(created.stdout) as { id: string };

  const listed = await cli('list');
  expect(listed.stdout).toContain(id);
  // A page of the library, searched (issue 32); a bad limit is the server's sentence.
  const found = await cli('list', '--search', 'spokes', '--limit', '1', '--json');
  expect(found.code, found.stderr).toBe(0);
  expect(JSON.parse(found.stdout)).toEqual({
    items: [expect.objectContaining({ id, companyName: 'Spokes' })],
    nextCursor: null,
    total: 1,
  });
  const badLimit = await cli('list', '--limit', '0');
  expect(badLimit.code).toBe(1);
  expect(badLimit.stderr).toContain('Limit: must be a whole number from 1 to 100');

  const catalogue = await answer(server.api.catalogue.$get(), 200);
  const keys = catalogue.groups
    .flatMap((group) => group.sections)
    .filter((section) => section.prerequisites.length === 0)
    .slice(0, 2)
    .map((section) => section.key);
  const generated = await cli('generate', id, '--sections', keys.join(','));
  expect(generated.code, generated.stderr).toBe(0);
  expect(generated.stderr).toMatch(/\] 2\/2 sections/);
  expect(generated.stderr).toContain('Done: 2 written');

  const out = path.join(dir, 'spokes.pdf');
  const exported = await cli('export', id, '--format', 'pdf', '--out', out, '--include-unwritten');
  expect(exported.code, exported.stderr).toBe(0);
  expect((await readFile(out)).subarray(0, 5).toString()).toBe('%PDF-');

  // `--review-notes`: the open comments as an appendix.
  const owner = { headers: { authorization: `Bearer ${TOKEN}` } };
  const commented = await server.api.strategies[':id'].sections[':key'].comments.$post(
    { param: { id, key: keys[0]! }, json: { body: 'Check the rent <figure>.' } },
    owner,
  );
  expect(commented.status).toBe(201);
  const notes = path.join(dir, 'spokes.md');
  const withNotes = await cli(
    'export',
    id,
    '--format',
    'md',
    '--out',
    notes,
    '--include-unwritten',
    '--review-notes',
  );
  expect(withNotes.code, withNotes.stderr).toBe(0);
  expect(await readFile(notes, 'utf8')).toContain('Check the rent \\<figure>.');

  // `--include-intake`: the brief as "About this report".
  const brief = await server.api.strategies[':id'].intake.$put(
    {
      param: { id },
      json: {
        brief: { audience: 'A bank', purpose: '', tone: '', focus: '', constraints: '' },
        version: 0,
      },
    },
    owner,
  );
  expect(brief.status).toBe(200);
  const about = path.join(dir, 'spokes-about.md');
  const withIntake = await cli(
    'export',
    id,
    '--format',
    'md',
    '--out',
    about,
    '--include-unwritten',
    '--include-intake',
  );
  expect(withIntake.code, withIntake.stderr).toBe(0);
  expect(await readFile(about, 'utf8')).toContain('About this report');
  expect(await readFile(notes, 'utf8')).not.toContain('About this report');
}, 300_000);

it('exits 1 with the server’s sentence on a wrong token, 2 on wrong usage', async () => {
  const refused = await cli('list', '--token', 'wrong');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('Access token required');
  expect((await cli('export', 'x')).code).toBe(2);
}, 120_000);
