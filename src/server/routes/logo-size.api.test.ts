import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Strategy } from '../../domain/strategy.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;
let strategy: Strategy;

beforeAll(async () => {
  server = await startTestServer();
  strategy = await answer(server.api.strategies.$post({ json: { overview: 'A bakery' } }), 201);
});
afterAll(async () => {
  await server?.close();
});

/** A PNG signature and IHDR claiming this size: what a decoder (and an export) would trust. */
function pngClaiming(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(69);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  bytes.set(
    [...'IHDR'].map((c) => c.charCodeAt(0)),
    12,
  );
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

function webpClaiming(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(30);
  bytes.set([...'RIFF'].map((c) => c.charCodeAt(0)));
  bytes.set(
    [...'WEBPVP8X'].map((c) => c.charCodeAt(0)),
    8,
  );
  const view = new DataView(bytes.buffer);
  view.setUint16(24, (width - 1) & 0xffff, true);
  view.setUint8(26, (width - 1) >> 16);
  view.setUint16(27, (height - 1) & 0xffff, true);
  view.setUint8(29, (height - 1) >> 16);
  return bytes;
}

/** Raw bytes: an upload the typed client does not send. */
async function upload(bytes: Uint8Array) {
  const response = await server.request(`/api/strategies/${strategy.id}/logo`, {
    method: 'PUT',
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

it('refuses a logo larger than 4096 pixels a side with a clear message, keeping none', async () => {
  expect(await upload(pngClaiming(100_000, 100_000))).toEqual({
    status: 400,
    body: {
      error:
        'Logo must be at most 4096 pixels on each side (this one is 100000 × 100000); make it smaller and upload it again',
    },
  });
  expect((await upload(pngClaiming(4097, 10))).status).toBe(400);
  expect((await upload(webpClaiming(10, 5000))).status).toBe(400);
  const logo = await server.api.strategies[':id'].logo.$get({ param: { id: strategy.id } });
  expect(logo.status).toBe(404);
});

it('takes logos up to 4096 pixels a side', async () => {
  expect((await upload(pngClaiming(4096, 4096))).status).toBe(200);
  expect((await upload(webpClaiming(4096, 300))).status).toBe(200);
});

it('refuses a firm logo larger than 4096 pixels a side the same way, keeping none', async () => {
  const response = await server.request('/api/settings/brand/logo', {
    method: 'PUT',
    body: pngClaiming(100_000, 100_000) as Uint8Array<ArrayBuffer>,
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: string }).error).toBe(
    'Logo must be at most 4096 pixels on each side (this one is 100000 × 100000); make it smaller and upload it again',
  );
  expect((await server.api.settings.brand.logo.$get()).status).toBe(404);
});
