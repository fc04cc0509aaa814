import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { richDocument } from '../testing/export-fixtures.ts';
import { syntheticStrategy } from '../testing/synthetic-strategy.ts';
import {
  createExportPool,
  ExportAbortedError,
  ExportQueueFullError,
  ExportTooLargeError,
} from './export-pool.ts';

const MILLISECONDS = 1e6;

describe('createExportPool', () => {
  const pool = createExportPool({ size: 2 });
  afterAll(() => pool.close());

  it('renders through a worker and names the download', async () => {
    const result = await pool.render('pdf', richDocument());
    expect(result.fileName).toEqual({
      fileName: 'Northwind-Makers-business-strategy-2025-03-14.pdf',
      asciiFileName: 'Northwind-Makers-business-strategy-2025-03-14.pdf',
    });
    expect(result.contentType).toBe('application/pdf');
    expect(Buffer.from(result.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  }, 30_000);

  it('runs two renders at once and queues the rest', async () => {
    const formats = ['pdf', 'docx', 'xlsx', 'csv', 'md'] as const;
    const results = await Promise.all(formats.map((format) => pool.render(format, richDocument())));
    expect(results.map((result) => result.fileName.asciiFileName)).toEqual(
      formats.map((format) => `Northwind-Makers-business-strategy-2025-03-14.${format}`),
    );
    expect(results.every((result) => result.bytes.byteLength > 0)).toBe(true);
  }, 30_000);

  it('rejects a document it cannot read and keeps working', async () => {
    const broken = { ...richDocument(), overview: 42 as unknown as string };
    await expect(pool.render('pdf', broken)).rejects.toThrow('Failed to prepare the export');
    const result = await pool.render('md', richDocument());
    expect(new TextDecoder().decode(result.bytes)).toContain('# Business Strategy Report');
  }, 30_000);

  it('rejects a document that cannot be sent to a worker and keeps working', async () => {
    const uncloneable = { ...richDocument(), overview: (() => 'x') as unknown as string };
    await expect(pool.render('md', uncloneable)).rejects.toThrow(/could not be cloned/);
    const result = await pool.render('csv', richDocument());
    expect(result.fileName.asciiFileName).toBe('Northwind-Makers-business-strategy-2025-03-14.csv');
  }, 30_000);

  it('keeps the main event loop responsive while a large PDF renders', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const document = syntheticStrategy({ wordsPerSection: 300 });
    await pool.render('md', richDocument()); // the worker is started before measuring
    delay.enable();
    const started = performance.now();
    const result = await pool.render('pdf', document);
    const elapsed = performance.now() - started;
    delay.disable();
    expect(result.bytes.byteLength).toBeGreaterThan(100_000);
    expect(elapsed).toBeGreaterThan(200);
    expect(delay.percentile(99) / MILLISECONDS).toBeLessThan(200);
  }, 60_000);
});

describe('an export pool with a time limit', () => {
  it('rejects a render that runs past it', async () => {
    const pool = createExportPool({ size: 1, timeoutMs: 1 });
    try {
      await expect(pool.render('pdf', syntheticStrategy({ wordsPerSection: 100 }))).rejects.toThrow(
        'Export timed out',
      );
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('rejects renders after it is closed', async () => {
    const pool = createExportPool({ size: 1 });
    await pool.close();
    await expect(pool.render('md', richDocument())).rejects.toThrow('Export pool closed');
  });
});

describe('an export pool’s queue', () => {
  it('refuses a render beyond its workers and queue, and takes one again when there is room', async () => {
    const pool = createExportPool({ size: 1, maxQueued: 1 });
    try {
      // The third and fourth asks come before the first render can end: a short document will do.
      const big = syntheticStrategy({ wordsPerSection: 10 });
      const running = pool.render('pdf', big);
      const waiting = pool.render('md', big);
      await expect(pool.render('csv', big)).rejects.toBeInstanceOf(ExportQueueFullError);
      await expect(pool.render('csv', big)).rejects.toMatchObject({ retryAfterSeconds: 10 });
      await Promise.all([running, waiting]);
      expect((await pool.render('csv', big)).bytes.byteLength).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('drops a queued render whose client went away, and stops a running one', async () => {
    const pool = createExportPool({ size: 1, maxQueued: 4 });
    try {
      const big = syntheticStrategy({ wordsPerSection: 300 });
      const first = new AbortController();
      const second = new AbortController();
      const running = pool.render('pdf', big, { signal: first.signal });
      const queued = pool.render('pdf', big, { signal: second.signal });
      await vi.waitFor(() => expect(pool.load()).toEqual({ running: 1, queued: 1 }));
      second.abort();
      await expect(queued).rejects.toBeInstanceOf(ExportAbortedError);
      expect(pool.load()).toEqual({ running: 1, queued: 0 });
      first.abort();
      await expect(running).rejects.toBeInstanceOf(ExportAbortedError);
      expect(pool.load()).toEqual({ running: 0, queued: 0 });
      // The stopped worker is replaced: the next export is made as usual.
      const next = await pool.render('md', richDocument());
      expect(new TextDecoder().decode(next.bytes)).toContain('# Business Strategy Report');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('refuses at once a render whose client has already gone', async () => {
    const pool = createExportPool({ size: 1 });
    try {
      await expect(
        pool.render('md', richDocument(), { signal: AbortSignal.abort() }),
      ).rejects.toBeInstanceOf(ExportAbortedError);
    } finally {
      await pool.close();
    }
  });

  it('stops a render that outgrows its memory limit with a clear error and keeps working', async () => {
    const small = createExportPool({ size: 1, memoryLimitMb: 64 });
    try {
      // Far past the limit at once: near it, the collector alone would take half a minute.
      const rendering = small.render('pdf', syntheticStrategy({ wordsPerSection: 4_000 }));
      await expect(rendering).rejects.toBeInstanceOf(ExportTooLargeError);
      await expect(rendering).rejects.toThrow('needed more than the 64 MB an export may use');
      const result = await small.render('md', richDocument());
      expect(new TextDecoder().decode(result.bytes)).toContain('# Business Strategy Report');
    } finally {
      await small.close();
    }
  }, 60_000);
});
