import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { buildServer } from './build-server.mjs';

// What `npm start` runs: the built server, its workers each from their own bundle, on the
// embedded database. Built beside the real build (two folders below the checkout, as it must).
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'build', `server-test-${process.pid}`);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'built-server-'));
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  await buildServer(outDir);
  // Only what the server needs: no DATABASE_URL, no provider, no access token from this shell.
  server = spawn(process.execPath, [path.join(outDir, 'main.mjs')], {
    cwd: scratch,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: path.join(scratch, 'data'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const listening = /listening on (http:\/\/\S+?)"/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    server.on('exit', (code) => reject(new Error(`The built server stopped (${code}): ${output}`)));
  });
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
});

function request(route: string, init: RequestInit = {}) {
  return fetch(`${base}${route}`, init);
}

it('answers its health check on the embedded database', async () => {
  const response = await request('/api/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, database: 'pglite' });
});

it('reads its version and docs/api.md from the checkout', async () => {
  const document = (await (await request('/api/openapi.json')).json()) as {
    info: { version: string };
    paths: Record<string, Record<string, { description?: string }>>;
  };
  expect(document.info.version).toBe(packageJson.version);
  expect(document.paths['/api/strategies']?.post?.description).toContain('playbook');
});

it('renders a PDF on the export worker and reads a document on the source worker', async () => {
  const created = await request('/api/strategies', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ overview: 'An artisan bakery' }),
  });
  const { id } = (await created.json()) as { id: string };
  await request(`/api/strategies/${id}/sections/mission-statement`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'Bread for everyone, every morning.', version: 0 }),
  });
  const pdf = await request(`/api/strategies/${id}/export/pdf?unwritten=include-note`);
  expect(pdf.status).toBe(200);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const uploaded = await request(`/api/strategies/${id}/documents`, {
    method: 'POST',
    headers: { 'content-type': 'text/markdown', 'x-filename': 'notes.md' },
    body: '# Notes\n\nFlour comes from the mill down the road.',
  });
  expect(uploaded.status).toBe(201);
});
