import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExportFormat } from '../../domain/export-formats.ts';
import { sections } from '../db/schema.ts';
import { createExportPool, type ExportPool } from '../exports/export-pool.ts';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { RICH_SECTION, run, TINY_PNG, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { syntheticStrategy } from '../testing/synthetic-strategy.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;
let strategy: Awaited<ReturnType<typeof create>>;
let viewShare: Awaited<ReturnType<typeof createShare>>;

type NewStrategy = Parameters<TestServer['api']['strategies']['$post']>[0]['json'];

function create(json: NewStrategy, on: TestServer = server) {
  return answer(on.api.strategies.$post({ json }), 201);
}

function exportOf(id: string, format: ExportFormat, on: TestServer = server) {
  return on.api.strategies[':id'].export[':format'].$get({ param: { id, format } });
}

beforeAll(async () => {
  server = await startTestServer();
  strategy = await create({
    overview: 'An artisan bakery',
    metadata: {
      companyName: 'Acme Bakery',
      clientName: 'Jane Doe',
      preparedBy: 'Maker',
      preparedDate: '2026-03-01',
    },
  });
  await writeSection(server, strategy.id, 'target-audience', RICH_SECTION);
  await writeSection(
    server,
    strategy.id,
    'mission-statement',
    'Bread for everyone, every morning.',
  );
  // The image bytes themselves: a body hc does not type.
  await server.request(`/api/strategies/${strategy.id}/logo`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: TINY_PNG,
  });
  viewShare = await createShare(server, strategy.id, 'view', { expiresInDays: null });
});
afterAll(async () => {
  await server?.close();
});

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

const MAGIC: [ExportFormat, { contentType: string; startsWith: number[] }][] = [
  ['pdf', { contentType: 'application/pdf', startsWith: [...Buffer.from('%PDF-')] }],
  [
    'docx',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      startsWith: [0x50, 0x4b, 0x03, 0x04],
    },
  ],
  [
    'xlsx',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      startsWith: [0x50, 0x4b, 0x03, 0x04],
    },
  ],
  ['csv', { contentType: 'text/csv; charset=utf-8', startsWith: [0xef, 0xbb, 0xbf] }],
  ['md', { contentType: 'text/markdown; charset=utf-8', startsWith: [...Buffer.from('# ')] }],
  [
    'pptx',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      startsWith: [0x50, 0x4b, 0x03, 0x04],
    },
  ],
  ['slides-pdf', { contentType: 'application/pdf', startsWith: [...Buffer.from('%PDF-')] }],
];

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
    ['the owner’s route', (format: ExportFormat) => exportOf(strategy.id, format)],
    [
      'a view share',
      (format: ExportFormat) =>
        server.api.shares[':shareId'].export[':format'].$get({
          param: { shareId: viewShare.id, format },
        }),
    ],
  ] as const;

  for (const [routeName, exportAs] of routes) {
    it.each(MAGIC)(`exports %s through ${routeName}`, async (format, expected) => {
      const response = await exportAs(format);
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
    const response = await exportOf(strategy.id, 'md');
    const markdown = await response.text();
    expect(markdown).toContain('Bread for everyone, every morning.');
    expect(markdown).toContain('Mission Statement');
    expect(markdown).not.toContain('Vision Statement');
    expect(markdown).not.toContain('javascript:');
  });

  it('embeds the strategy’s logo in the PDF', async () => {
    const withLogo = await exportOf(strategy.id, 'pdf');
    expect(Buffer.from(await withLogo.arrayBuffer()).toString('latin1')).toMatch(
      /\/Subtype\s*\/Image/,
    );
    await server.api.strategies[':id'].logo.$delete({ param: { id: strategy.id } });
    try {
      const withoutLogo = await exportOf(strategy.id, 'pdf');
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
    // Formats the typed client refuses to send.
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
    const response = await answer(exportOf('00000000-0000-4000-8000-000000000000', 'pdf'), 404);
    expect(response.error).toBe('Strategy not found');
    // Malformed ids the typed client would not send.
    const malformedId = await server.request('/api/strategies/abc/export/pdf');
    expect(malformedId.status).toBe(400);
    expect(await errorOf(malformedId)).toBe('ID: must be a strategy id (a UUID)');
    const unknownShare = await answer(
      server.api.shares[':shareId'].export[':format'].$get({
        param: { shareId: '00000000-0000-4000-8000-000000000000', format: 'pdf' },
      }),
      404,
    );
    expect(unknownShare.error).toBe('This share link has expired or is invalid');
    const malformed = await server.request('/api/shares/nope/export/pdf');
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe('Invalid share link');
  });

  it('names the file from the company in any script, with a plain ASCII fallback', async () => {
    const cafe = await create({
      overview: 'A café',
      metadata: { companyName: 'Café Zürich / Ost', preparedDate: '2026-11-02' },
    });
    const response = await exportOf(cafe.id, 'docx');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Cafe-Zurich-Ost-business-strategy-2026-11-02.docx"; ' +
        "filename*=UTF-8''Caf%C3%A9-Z%C3%BCrich-Ost-business-strategy-2026-11-02.docx",
    );
  });

  it('answers 409 listing the sections that are not written, and goes on with a note when asked', async () => {
    const crumb = await create({ overview: 'A bakery', metadata: { companyName: 'Crumb' } });
    for (const key of ['mission-statement', 'vision-statement', 'target-audience']) {
      await writeSection(server, crumb.id, key, `Text of ${key}.`);
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
    const share = await createShare(server, crumb.id, 'view', { expiresInDays: null });

    for (const [base, exportPdf] of [
      [`/api/strategies/${crumb.id}/export`, () => exportOf(crumb.id, 'pdf')],
      [
        `/api/shares/${share.id}/export`,
        () =>
          server.api.shares[':shareId'].export[':format'].$get({
            param: { shareId: share.id, format: 'pdf' },
          }),
      ],
    ] as const) {
      expect(await answer(exportPdf(), 409)).toEqual({
        error: '2 sections are not written: Target Audience, Vision Statement',
        code: 'SECTIONS_NOT_WRITTEN',
        unwritten: [
          { key: 'target-audience', title: 'Target Audience', status: 'queued' },
          { key: 'vision-statement', title: 'Vision Statement', status: 'failed' },
        ],
      });
      // The export's options are read by the route, not declared in its type: on the path.
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
    const japanese = await create({ overview: '東京の焙煎所', language: 'Japanese' });
    await writeSection(
      server,
      japanese.id,
      'mission-statement',
      'すべてのオフィスに新鮮なコーヒーを。',
    );
    const titled = await server.api.strategies[':id'].titles.$put({
      param: { id: japanese.id },
      json: { titles: { 'mission-statement': '企業の使命', 'group:business-plan': '事業計画' } },
    });
    expect(titled.status).toBe(200);
    const response = await exportOf(japanese.id, 'pdf');
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
    const empty = await create({ overview: 'Nothing written yet' });
    const response = await exportOf(empty.id, 'pdf');
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
    const { id } = await create(
      { overview: 'A large strategy', metadata: { companyName: 'Large' } },
      busy,
    );
    const written = syntheticStrategy({ wordsPerSection: 400 }).sections;
    for (const [key, section] of Object.entries(written).slice(0, 40)) {
      await writeSection(busy, id, key, section.content);
    }
    return id;
  }

  it('answers 503 with Retry-After when it is full, and drops a render its client abandoned', async () => {
    const id = await largeStrategy();
    const abandoned = new AbortController();
    const first = busy.api.strategies[':id'].export[':format'].$get(
      { param: { id, format: 'pdf' } },
      { init: { signal: abandoned.signal } },
    );
    await vi.waitFor(() => expect(pool.load().running).toBe(1), { timeout: 30_000 });
    const refused = await exportOf(id, 'md', busy);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect((await answer(refused, 503)).error).toBe(
      'Too many exports are being made right now; try again shortly',
    );
    abandoned.abort();
    await expect(first).rejects.toThrow();
    // The abandoned PDF is stopped, not finished for nobody: the queue is free at once.
    await vi.waitFor(() => expect(pool.load()).toEqual({ running: 0, queued: 0 }), {
      timeout: 10_000,
    });
    const next = await exportOf(id, 'md', busy);
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
    const { id } = await create({ overview: 'A bakery' }, failing);
    const response = await answer(exportOf(id, 'pdf', failing), 500);
    expect(response.error).toBe('Failed to generate PDF');
  });
});
