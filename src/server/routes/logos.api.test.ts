import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Strategy } from '../../domain/strategy.ts';
import { logos } from '../db/schema.ts';
import { createShare } from '../testing/api-steps.ts';
import { TINY_PNG } from '../testing/export-fixtures.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MB = 1024 * 1024;
const WRONG_TYPE = 'Logo must be a PNG, JPEG, GIF or WebP image';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

function createStrategy() {
  return answer(server.api.strategies.$post({ json: { overview: 'A bakery' } }), 201);
}

/** The owner's read of the strategy's logo. */
function logo(id: string) {
  return server.api.strategies[':id'].logo.$get({ param: { id } });
}

function upload(strategyId: string, body: BodyInit, contentType = 'image/png') {
  return server.request(`/api/strategies/${strategyId}/logo`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body,
  });
}

/** A PNG signature and then `length` bytes in all: the type check reads only the signature. */
function pngOfLength(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

function expectSafeImageHeaders(response: { headers: Headers }, mimeType: string) {
  expect(response.headers.get('content-type')).toBe(mimeType);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
}

describe(`logos API on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('stores a PNG and serves it back byte for byte with its type and safe headers', async () => {
    const strategy = await createStrategy();
    const response = await upload(strategy.id, TINY_PNG);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Strategy;
    expect(updated.logoUrl).toMatch(new RegExp(`^/api/strategies/${strategy.id}/logo\\?v=\\d+$`));

    const served = await server.request(updated.logoUrl!);
    expect(served.status).toBe(200);
    expectSafeImageHeaders(served, 'image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('takes the type from the bytes, not the upload’s Content-Type', async () => {
    const strategy = await createStrategy();
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect((await upload(strategy.id, jpeg, 'application/octet-stream')).status).toBe(200);
    const served = await logo(strategy.id);
    expectSafeImageHeaders(served, 'image/jpeg');

    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x1a, 0, 0, 0]),
      Buffer.from('WEBPVP8L'),
    ]);
    expect((await upload(strategy.id, webp, 'image/png')).status).toBe(200);
    expectSafeImageHeaders(await logo(strategy.id), 'image/webp');

    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0])]);
    expect((await upload(strategy.id, gif, '')).status).toBe(200);
    expectSafeImageHeaders(await logo(strategy.id), 'image/gif');
  });

  it.each([
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    ],
    ['an HTML file sent as a PNG', '<!doctype html><script>alert(1)</script>', 'image/png'],
    ['a PDF', '%PDF-1.7\n', 'image/jpeg'],
  ])('refuses %s with 415 and keeps the logo it had', async (_name, body, contentType) => {
    const strategy = await createStrategy();
    expect((await upload(strategy.id, TINY_PNG)).status).toBe(200);
    const response = await upload(strategy.id, body, contentType);
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toBe(WRONG_TYPE);
    const served = await logo(strategy.id);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('accepts a logo of exactly 2 MB (over the 1 MB JSON limit), refuses one byte more with 413', async () => {
    const strategy = await createStrategy();
    const largest = pngOfLength(2 * MB);
    expect((await upload(strategy.id, largest)).status).toBe(200);
    const served = await logo(strategy.id);
    expect((await served.arrayBuffer()).byteLength).toBe(2 * MB);

    const tooLarge = await upload(strategy.id, pngOfLength(2 * MB + 1));
    expect(tooLarge.status).toBe(413);
    expect(await errorOf(tooLarge)).toBe('Logo must be at most 2 MB');
  });

  it('refuses an oversize logo sent without Content-Length (streamed) with 413', async () => {
    const strategy = await createStrategy();
    const chunk = pngOfLength(512 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 5) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await server.request(`/api/strategies/${strategy.id}/logo`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe('Logo must be at most 2 MB');
  });

  it('stores a PNG signature followed by HTML as a PNG, served so no browser runs it', async () => {
    // It is a PNG by its bytes. Served as image/png with nosniff and `default-src 'none'`, a
    // browser shows it as a (broken) image and never as a page, so refusing it adds nothing.
    const strategy = await createStrategy();
    const polyglot = Buffer.concat([
      Buffer.from(PNG_SIGNATURE),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    expect((await upload(strategy.id, polyglot, 'text/html')).status).toBe(200);
    const served = await logo(strategy.id);
    expectSafeImageHeaders(served, 'image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(polyglot);
  });

  it('refuses an empty body with 400 and an unknown strategy with 404', async () => {
    const strategy = await createStrategy();
    const empty = await upload(strategy.id, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe('Send the logo image as the request body');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await upload(unknown, TINY_PNG);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe('Strategy not found');
    expect((await logo(unknown)).status).toBe(404);
    const malformed = await upload('abc', TINY_PNG);
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe('ID: must be a strategy id (a UUID)');
    const none = await logo(strategy.id);
    expect((await answer(none, 404)).error).toBe('This strategy has no logo');
  });

  it('deletes a logo: 204, then the strategy has no logoUrl and the logo is 404', async () => {
    const strategy = await createStrategy();
    await upload(strategy.id, TINY_PNG);
    const param = { id: strategy.id };
    const removed = await server.api.strategies[':id'].logo.$delete({ param });
    expect(removed.status).toBe(204);
    expect((await logo(strategy.id)).status).toBe(404);
    const read = await answer(server.api.strategies[':id'].$get({ param }), 200);
    expect(read).not.toHaveProperty('logoUrl');
  });

  it('serves the logo through a share with the same headers, until the share is revoked', async () => {
    const strategy = await createStrategy();
    await upload(strategy.id, TINY_PNG);
    const share = await createShare(server, strategy.id, 'view', { expiresInDays: 1 });
    const sharedLogo = () =>
      server.api.shares[':shareId'].logo.$get({ param: { shareId: share.id } });
    const served = await sharedLogo();
    expect(served.status).toBe(200);
    expectSafeImageHeaders(served, 'image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(TINY_PNG);

    await server.api.strategies[':id'].shares[':shareId'].$delete({
      param: { id: strategy.id, shareId: share.id },
    });
    expect((await sharedLogo()).status).toBe(404);
  });

  it('removes the logo with its strategy', async () => {
    const strategy = await createStrategy();
    await upload(strategy.id, TINY_PNG);
    await server.api.strategies[':id'].$delete({ param: { id: strategy.id } });
    const rows = await server.database.db
      .select()
      .from(logos)
      .where(eq(logos.strategyId, strategy.id));
    expect(rows).toEqual([]);
  });
});
