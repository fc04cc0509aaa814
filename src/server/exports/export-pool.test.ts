import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { createExportPool } from './export-pool.ts';
import { richDocument } from './export-test-fixtures.ts';
import { syntheticStrategy } from './synthetic-strategy.ts';

const MILLISECONDS = 1e6;

describe('createExportPool', () => {
  const pool = createExportPool({ size: 2 });
  afterAll(() => pool.close());

  it('renders through a worker and names the download', async () => {
    const result = await pool.render('pdf', richDocument());
    expect(result.fileName).toBe('business-strategy.pdf');
    expect(result.contentType).toBe('application/pdf');
    expect(Buffer.from(result.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  }, 30_000);

  it('runs two renders at once and queues the rest', async () => {
    const formats = ['pdf', 'docx', 'xlsx', 'csv', 'md'] as const;
    const results = await Promise.all(formats.map((format) => pool.render(format, richDocument())));
    expect(results.map((result) => result.fileName)).toEqual(
      formats.map((format) => `business-strategy.${format}`),
    );
    expect(results.every((result) => result.bytes.byteLength > 0)).toBe(true);
  }, 30_000);

  it('rejects one failed render with the renderer’s message and keeps working', async () => {
    const broken = { ...richDocument(), overview: 42 as unknown as string };
    await expect(pool.render('pdf', broken)).rejects.toThrow('Failed to generate PDF');
    const result = await pool.render('md', richDocument());
    expect(new TextDecoder().decode(result.bytes)).toContain('# Business Strategy Report');
  }, 30_000);

  it('rejects a document that cannot be sent to a worker and keeps working', async () => {
    const uncloneable = { ...richDocument(), overview: (() => 'x') as unknown as string };
    await expect(pool.render('md', uncloneable)).rejects.toThrow(/could not be cloned/);
    const result = await pool.render('csv', richDocument());
    expect(result.fileName).toBe('business-strategy.csv');
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
