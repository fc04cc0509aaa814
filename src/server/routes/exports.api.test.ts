import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { sections } from '../db/schema.ts';
import { createExportPool, type ExportPool } from '../exports/export-pool.ts';
import { RICH_SECTION, run, TINY_PNG, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { syntheticStrategy } from '../testing/synthetic-strategy.ts';
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
      metadata: {
        companyName: 'Acme Bakery',
        clientName: 'Jane Doe',
        preparedBy: 'Maker',
        preparedDate: '2026-03-01',
      },
    },
  });
  strategy = (await created.json()) as Strategy;
  await server.request(`/api/strategies/${strategy.id}/sections/target-audience`, {
    method: 'PUT',
    json: { content: RICH_SECTION, version: 0 },
  });
  await server.request(`/api/strategies/${strategy.id}/sections/mission-statement`, {
    method: 'PUT',
    json: { content: 'Bread for everyone, every morning.', version: 0 },
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
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    startsWith: [0x50, 0x4b, 0x03, 0x04],
  },
  'slides-pdf': { contentType: 'application/pdf', startsWith: [...Buffer.from('%PDF-')] },
};

const FILE_NAMES: Record<string, string> = {
  pdf: 'Acme-Bakery-business-strategy-2026-03-01.pdf',
  docx: 'Acme-Bakery-business-strategy-2026-03-01.docx',
  xlsx: 'Acme-Bakery-business-strategy-2026-03-01.xlsx',
  csv: 'Acme-Bakery-business-strategy-2026-03-01.csv',
  md: 'Acme-Bakery-business-strategy-2026-03-01.md',
  pptx: 'Acme-Bakery-business-strategy-2026-03-01.pptx',
  'slides-pdf': 'Acme-Bakery-business-strategy-slides-2026-03-01.pdf',
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
        `attachment; filename="${FILE_NAMES[format]}"`,
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
      expect(await errorOf(response)).toBe(
        'Format: must be one of pdf, docx, pptx, slides-pdf, xlsx, csv, md',
      );
    }
  });

  it('answers 404 to an unknown strategy or share, 400 to a malformed id', async () => {
    const response = await server.request(
      '/api/strategies/00000000-0000-4000-8000-000000000000/export/pdf',
    );
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe('Strategy not found');
    const malformedId = await server.request('/api/strategies/abc/export/pdf');
    expect(malformedId.status).toBe(400);
    expect(await errorOf(malformedId)).toBe('ID: must be a strategy id (a UUID)');
    const unknownShare = await server.request(
      '/api/shares/00000000-0000-4000-8000-000000000000/export/pdf',
    );
    expect(unknownShare.status).toBe(404);
    expect(await errorOf(unknownShare)).toBe('This share link has expired or is invalid');
    const malformed = await server.request('/api/shares/nope/export/pdf');
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe('Invalid share link');
  });

  it('names the file from the company in any script, with a plain ASCII fallback', async () => {
    const created = await server.request('/api/strategies', {
      method: 'POST',
      json: {
        overview: 'A café',
        metadata: { companyName: 'Café Zürich / Ost', preparedDate: '2026-11-02' },
      },
    });
    const cafe = (await created.json()) as Strategy;
    const response = await server.request(`/api/strategies/${cafe.id}/export/docx`);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Cafe-Zurich-Ost-business-strategy-2026-11-02.docx"; ' +
        "filename*=UTF-8''Caf%C3%A9-Z%C3%BCrich-Ost-business-strategy-2026-11-02.docx",
    );
  });

  it('answers 409 listing the sections that are not written, and goes on with a note when asked', async () => {
    const created = await server.request('/api/strategies', {
      method: 'POST',
      json: { overview: 'A bakery', metadata: { companyName: 'Crumb' } },
    });
    const crumb = (await created.json()) as Strategy;
    for (const key of ['mission-statement', 'vision-statement', 'target-audience']) {
      await server.request(`/api/strategies/${crumb.id}/sections/${key}`, {
        method: 'PUT',
        json: { content: `Text of ${key}.`, version: 0 },
      });
    }
    // Two sections a run was asked for: one failed, one still queued.
    await server.database.db
      .update(sections)
      .set({ status: 'failed', content: '', error: 'Failed to generate content' })
      .where(and(eq(sections.strategyId, crumb.id), eq(sections.key, 'vision-statement')));
    await server.database.db
      .update(sections)
      .set({ status: 'queued', content: '' })
      .where(and(eq(sections.strategyId, crumb.id), eq(sections.key, 'target-audience')));
    const shared = await server.request(`/api/strategies/${crumb.id}/shares`, {
      method: 'POST',
      json: { accessType: 'view', expiresInDays: null },
    });
    const share = (await shared.json()) as ShareLink;

    for (const base of [`/api/strategies/${crumb.id}/export`, `/api/shares/${share.id}/export`]) {
      const refused = await server.request(`${base}/pdf`);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: '2 sections are not written: Target Audience, Vision Statement',
        code: 'SECTIONS_NOT_WRITTEN',
        unwritten: [
          { key: 'target-audience', title: 'Target Audience', status: 'queued' },
          { key: 'vision-statement', title: 'Vision Statement', status: 'failed' },
        ],
      });
      const anyway = await server.request(`${base}/md?unwritten=include-note`);
      expect(anyway.status).toBe(200);
      const markdown = await anyway.text();
      expect(markdown).toContain('Text of mission-statement.');
      expect(markdown).toContain(
        '2 sections chosen for this report are not written yet and are left out:',
      );
      expect(markdown).toContain('- Vision Statement (failed)');
      expect(markdown).toContain('- Target Audience (still being written)');
    }
  });

  it('prints a Japanese strategy’s translated headings in the PDF (decision 0053)', async () => {
    const created = await server.request('/api/strategies', {
      method: 'POST',
      json: { overview: '東京の焙煎所', language: 'Japanese' },
    });
    const japanese = (await created.json()) as Strategy;
    await server.request(`/api/strategies/${japanese.id}/sections/mission-statement`, {
      method: 'PUT',
      json: { content: 'すべてのオフィスに新鮮なコーヒーを。', version: 0 },
    });
    const titled = await server.request(`/api/strategies/${japanese.id}/titles`, {
      method: 'PUT',
      json: { titles: { 'mission-statement': '企業の使命', 'group:business-plan': '事業計画' } },
    });
    expect(titled.status).toBe(200);
    const response = await server.request(`/api/strategies/${japanese.id}/export/pdf`);
    expect(response.status).toBe(200);
    const text = run('pdftotext', [
      writeTemporaryFile('japanese-titles.pdf', Buffer.from(await response.arrayBuffer())),
      '-',
    ]);
    expect(text).toContain('企業の使命');
    expect(text).toContain('事業計画');
    expect(text).not.toContain('Mission Statement');
    expect(text).not.toContain('Business Plan');
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

describe('a busy export queue', () => {
  let busy: TestServer;
  let pool: ExportPool;
  beforeAll(async () => {
    pool = createExportPool({ size: 1, maxQueued: 0 });
    busy = await startTestServer({}, { exportPool: pool });
  });
  afterAll(async () => {
    await busy?.close();
    await pool?.close();
  });

  async function largeStrategy(): Promise<string> {
    const created = await busy.request('/api/strategies', {
      method: 'POST',
      json: { overview: 'A large strategy', metadata: { companyName: 'Large' } },
    });
    const { id } = (await created.json()) as Strategy;
    const written = syntheticStrategy({ wordsPerSection: 400 }).sections;
    for (const key of Object.keys(written).slice(0, 40)) {
      await busy.request(`/api/strategies/${id}/sections/${key}`, {
        method: 'PUT',
        json: { content: written[key]?.content, version: 0 },
      });
    }
    return id;
  }

  it('answers 503 with Retry-After when it is full, and drops a render its client abandoned', async () => {
    const id = await largeStrategy();
    const abandoned = new AbortController();
    const first = busy.request(`/api/strategies/${id}/export/pdf`, { signal: abandoned.signal });
    await vi.waitFor(() => expect(pool.load().running).toBe(1), { timeout: 30_000 });
    const refused = await busy.request(`/api/strategies/${id}/export/md`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await errorOf(refused)).toBe(
      'Too many exports are being made right now; try again shortly',
    );
    abandoned.abort();
    await expect(first).rejects.toThrow();
    // The abandoned PDF is stopped, not finished for nobody: the queue is free at once.
    await vi.waitFor(() => expect(pool.load()).toEqual({ running: 0, queued: 0 }), {
      timeout: 10_000,
    });
    const next = await busy.request(`/api/strategies/${id}/export/md`);
    expect(next.status).toBe(200);
  }, 120_000);
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
