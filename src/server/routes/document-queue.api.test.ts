import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { SourceDocument } from '../../domain/sources/section-source.ts';
import { createSourcePool } from '../sources/source-pool.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { makePdfBomb } from '../testing/pdf-bomb.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const DB = process.env.TEST_DATABASE ?? 'pglite';
let server: TestServer;

beforeAll(async () => {
  // One file read at a time and two waiting: small enough to fill in a test.
  server = await startTestServer({}, { sourcePool: createSourcePool({ size: 1, maxQueued: 2 }) });
}, 240_000);
afterAll(async () => {
  await server?.close();
});

function upload(strategyId: string, body: Uint8Array | string, signal?: AbortSignal) {
  return fetch(`${server.url}/api/strategies/${strategyId}/documents`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-filename': 'notes' },
    body: body as Uint8Array<ArrayBuffer>,
    ...(signal ? { signal } : {}),
  });
}

it(`refuses uploads past a full queue with 503, and drops those whose client left, on ${DB}`, async () => {
  const { id } = await createStrategy(server, 'A bakery whose consultant uploads and gives up');
  const pool = server.context.sourcePool;
  // A PDF that keeps a worker busy for many seconds: slow to read, so the others wait.
  const slow = await makePdfBomb(2048);
  const clients = Array.from({ length: 3 }, () => new AbortController());
  const abandoned = clients.map((client) =>
    upload(id, slow, client.signal).then(
      (response) => response.status,
      () => 'aborted',
    ),
  );
  await vi.waitFor(() => expect(pool.load()).toEqual({ running: 1, queued: 2 }), {
    timeout: 60_000,
  });

  const refused = await upload(id, 'Evening bookings make up 38 percent of the market.');
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('10');
  expect(await refused.json()).toEqual({
    code: 'DOCUMENT_QUEUE_FULL',
    error: 'The server is reading too many files right now; try again in 10 seconds.',
  });

  // The consultants give up: the waiting files are dropped, the one being read is stopped.
  for (const client of clients) client.abort();
  expect(await Promise.all(abandoned)).toEqual(['aborted', 'aborted', 'aborted']);
  await vi.waitFor(() => expect(pool.load()).toEqual({ running: 0, queued: 0 }), {
    timeout: 10_000,
  });

  const startedAt = Date.now();
  const next = await upload(id, 'Evening bookings make up 38 percent of the market.');
  console.info(`the upload after three abandoned ones took ${Date.now() - startedAt} ms`);
  expect(next.status).toBe(201);
  const listed = (await (
    await fetch(`${server.url}/api/strategies/${id}/documents`)
  ).json()) as SourceDocument[];
  expect(listed.map((document) => document.type)).toEqual(['text']);
}, 240_000);
