import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
import type { ExportPool } from '../exports/export-pool.ts';
import { RICH_SECTION, TINY_PNG } from '../exports/export-test-fixtures.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let strategy: Strategy;
let viewShare: ShareLink;

beforeAll(async () => {
  server = await startTestServer();
  const created = await server.request('/api/strategies', {
    method: 'POST',
    json: {
      overview: 'An artisan bakery',
      metadata: { companyName: 'Acme Bakery', clientName: 'Jane Doe', preparedBy: 'Maker' },
    },
  });
  strategy = (await created.json()) as Strategy;
  await server.request(`/api/strategies/${strategy.id}/sections/target-audience`, {
    method: 'PUT',
    json: { content: RICH_SECTION },
  });
  await server.request(`/api/strategies/${strategy.id}/sections/mission-statement`, {
    method: 'PUT',
    json: { content: 'Bread for everyone, every morning.' },
  });
  await server.request(`/api/strategies/${strategy.id}/logo`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: TINY_PNG,
  });
  const shared = await server.request(`/api/strategies/${strategy.id}/shares`, {
    method: 'POST',
    json: { accessType: 'view', expiresInDays: null },
  });
  viewShare = (await shared.json()) as ShareLink;
});
afterAll(async () => {
  await server?.close();
});

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

const MAGIC: Record<string, { contentType: string; startsWith: number[] }> = {
  pdf: { contentType: 'application/pdf', startsWith: [...Buffer.from('%PDF-')] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    startsWith: [0x50, 0x4b, 0x03, 0x04],
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    startsWith: [0x50, 0x4b, 0x03, 0x04],
  },
  csv: { contentType: 'text/csv; charset=utf-8', startsWith: [0xef, 0xbb, 0xbf] },
  md: { contentType: 'text/markdown; charset=utf-8', startsWith: [...Buffer.from('# ')] },
};

describe(`exports API on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  const routes = [
    ['the owner’s route', () => `/api/strategies/${strategy.id}/export`],
    ['a view share', () => `/api/shares/${viewShare.id}/export`],
  ] as const;

  for (const [routeName, base] of routes) {
    it.each(Object.entries(MAGIC))(`exports %s through ${routeName}`, async (format, expected) => {
      const response = await server.request(`${base()}/${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(expected.contentType);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="business-strategy.${format}"`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.byteLength).toBeGreaterThan(expected.startsWith.length);
      expect([...bytes.subarray(0, expected.startsWith.length)]).toEqual(expected.startsWith);
    });
  }

  it('exports the sections that have content and their text', async () => {
    const response = await server.request(`/api/strategies/${strategy.id}/export/md`);
    const markdown = await response.text();
    expect(markdown).toContain('Bread for everyone, every morning.');
    expect(markdown).toContain('Mission Statement');
    expect(markdown).not.toContain('Vision Statement');
    expect(markdown).not.toContain('javascript:');
  });

  it('embeds the strategy’s logo in the PDF', async () => {
    const withLogo = await server.request(`/api/strategies/${strategy.id}/export/pdf`);
    expect(Buffer.from(await withLogo.arrayBuffer()).toString('latin1')).toMatch(
      /\/Subtype\s*\/Image/,
    );
    await server.request(`/api/strategies/${strategy.id}/logo`, { method: 'DELETE' });
    try {
      const withoutLogo = await server.request(`/api/strategies/${strategy.id}/export/pdf`);
      expect(Buffer.from(await withoutLogo.arrayBuffer()).toString('latin1')).not.toMatch(
        /\/Subtype\s*\/Image/,
      );
    } finally {
      await server.request(`/api/strategies/${strategy.id}/logo`, {
        method: 'PUT',
        body: TINY_PNG,
      });
    }
  });

  it('answers 400 naming the formats to an unknown format, on both routes', async () => {
    for (const path of [
      `/api/strategies/${strategy.id}/export/exe`,
      `/api/shares/${viewShare.id}/export/PDF`,
    ]) {
      const response = await server.request(path);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe('Export format must be one of pdf, docx, xlsx, csv, md');
    }
  });

  it('answers 404 to an unknown strategy or share, 400 to a malformed share id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const response = await server.request(`/api/strategies/${id}/export/pdf`);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe('Strategy not found');
    }
    const unknownShare = await server.request(
      '/api/shares/00000000-0000-4000-8000-000000000000/export/pdf',
    );
    expect(unknownShare.status).toBe(404);
    expect(await errorOf(unknownShare)).toBe('This share link has expired or is invalid');
    const malformed = await server.request('/api/shares/nope/export/pdf');
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe('Invalid share link');
  });

  it('exports an empty strategy (cover only) without failing', async () => {
    const created = await server.request('/api/strategies', {
      method: 'POST',
      json: { overview: 'Nothing written yet' },
    });
    const empty = (await created.json()) as Strategy;
    const response = await server.request(`/api/strategies/${empty.id}/export/pdf`);
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('a renderer failure', () => {
  let failing: TestServer;
  const failingPool: ExportPool = {
    render: () => Promise.reject(new Error('Failed to generate PDF')),
    load: () => ({ running: 0, queued: 0 }),
    close: async () => {},
  };
  beforeAll(async () => {
    failing = await startTestServer({}, { exportPool: failingPool });
  });
  afterAll(async () => {
    await failing?.close();
  });

  it('answers 500 with the renderer’s message', async () => {
    const created = await failing.request('/api/strategies', {
      method: 'POST',
      json: { overview: 'A bakery' },
    });
    const { id } = (await created.json()) as Strategy;
    const response = await failing.request(`/api/strategies/${id}/export/pdf`);
    expect(response.status).toBe(500);
    expect(await errorOf(response)).toBe('Failed to generate PDF');
  });
});
