import { beforeAll, describe, expect, it } from 'vitest';
import {
  emptyDocument,
  RICH_EXPORTED,
  richDocument,
  run,
  TABLE_CELL_TEXT,
  TINY_PNG,
  writeTemporaryFile,
} from '../testing/export-fixtures.ts';
import { buildExportModel, type ExportDocument } from './export-document.ts';
import { renderPdf } from './pdf-renderer.ts';

async function renderToFile(
  document: ExportDocument,
): Promise<{ path: string; bytes: Uint8Array }> {
  const bytes = await renderPdf(buildExportModel(document));
  return { path: writeTemporaryFile('business-strategy.pdf', bytes), bytes };
}

function pageCount(path: string): number {
  return Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [path]))?.[1]);
}

function pageText(path: string, page: number): string {
  return run('pdftotext', ['-layout', '-f', String(page), '-l', String(page), path, '-']);
}

function imageCount(path: string): number {
  // pdfimages -list prints a line per image, and another for its transparency mask.
  const rows = run('pdfimages', ['-list', path]).trim().split('\n').slice(2);
  return rows.filter((row) => row.trim().split(/\s+/)[2] === 'image').length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Rendering a file takes seconds on a busy machine; no assertion here depends on time.
describe('renderPdf', { timeout: 60_000 }, () => {
  let rich: { path: string; bytes: Uint8Array };
  let richText: string;

  beforeAll(async () => {
    rich = await renderToFile(richDocument());
    richText = run('pdftotext', ['-layout', rich.path, '-']);
  }, 60_000);

  it('is an A4 PDF', () => {
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts \(A4\)/.exec(run('pdfinfo', [rich.path]));
    expect(size?.slice(1).map((points) => Math.round(Number(points)))).toEqual([595, 842]);
  });

  it('prints the cover with the client, preparer and a date in the strategy’s language', () => {
    const cover = pageText(rich.path, 1);
    for (const line of [
      'Business Strategy Report',
      'Northwind Makers',
      'Prepared for Contoso Holdings',
      'Contoso Holdings',
      'Ana Consultant',
      'March 14, 2025',
      'Digital Version: https://example.com/strategy',
    ]) {
      expect(cover).toContain(line);
    }
    expect(cover).toMatch(/CLIENT\s+PREPARED BY\s+DATE/);
    expect(cover).toContain('ANA CONSULTANT');
    expect(cover).not.toMatch(/page \d+ of/);
  });

  it('prints the contents next, then the running header and footer on every page but the cover', () => {
    expect(pageText(rich.path, 2)).toContain('Contents');
    const pages = pageCount(rich.path);
    expect(pageText(rich.path, 2)).toContain(
      `Prepared for Contoso Holdings by Ana Consultant · Confidential · page 2 of ${pages}`,
    );
    expect(pageText(rich.path, 2)).toMatch(/^\s*Northwind Makers\s+Ana Consultant\s*$/m);
  });

  it('lists every exported section in the contents with the page it starts on', () => {
    const contents = pageText(rich.path, 2);
    const titles = [...new Set(RICH_EXPORTED.flatMap((entry) => [entry.group, entry.section]))];
    for (const title of titles) {
      const entry = new RegExp(`^\\s*${escapeRegExp(title)}\\s+(\\d+)\\s*$`, 'm').exec(contents);
      expect(entry, `contents entry for ${title}`).not.toBeNull();
      expect(pageText(rich.path, Number(entry?.[1]))).toContain(title);
    }
    expect(contents).not.toContain('Dream State');
  });

  it('puts the client’s overview in an appendix, never as an executive summary', () => {
    expect(richText).not.toContain('Executive Summary');
    const entry = /^\s*Appendix: Business overview\s+(\d+)\s*$/m.exec(pageText(rich.path, 2));
    expect(entry).not.toBeNull();
    const appendix = pageText(rich.path, Number(entry?.[1]));
    expect(appendix).toContain('Business overview');
    expect(appendix).toContain('This plan covers the next three years.');
  });

  it('shows a written executive summary first, after the contents', async () => {
    const document = richDocument();
    document.sections['executive-summary'] = { content: 'Growth triples **by 2028**.' };
    const summary = await renderToFile(document);
    expect(pageText(summary.path, 2)).toMatch(/^\s*Executive Summary\s+3\s*$/m);
    expect(pageText(summary.path, 3)).toContain('Growth triples by 2028.');
  });

  it('gives each group a divider page without running header or footer', () => {
    const entry = /^\s*Customer Profile\s+(\d+)\s*$/m.exec(pageText(rich.path, 2));
    const divider = pageText(rich.path, Number(entry?.[1]));
    expect(divider).toContain('PART 1');
    expect(divider).toContain('Target Audience');
    expect(divider).not.toContain('Confidential');
    expect(pageText(rich.path, Number(entry?.[1]) + 1)).toContain('Confidential');
  });

  it('carries tables, formatting text and non-Latin characters', () => {
    expect(richText).toMatch(/Segment\s+Notes/);
    expect(richText).toContain(TABLE_CELL_TEXT);
    expect(richText).toContain('“naïve café façade” ← → ↑');
    expect(richText).toContain('Solo founders');
    expect(richText).toContain('1. Discover');
    expect(richText).toContain('<script>alert("x")</script>');
    expect(richText).toContain('Tracking pixel');
  });

  it('keeps safe links clickable and leaves no javascript: address', () => {
    const raw = Buffer.from(rich.bytes).toString('latin1');
    expect(raw).toContain('(https://example.com/guide)');
    expect(raw.toLowerCase()).not.toContain('javascript');
    expect(richText).toContain('never click me.');
    expect(richText.toLowerCase()).not.toContain('javascript:');
  });

  it('uses the fallbacks for missing metadata and still exports an empty strategy', async () => {
    const empty = await renderToFile(emptyDocument());
    const text = run('pdftotext', ['-layout', empty.path, '-']);
    expect(text).toContain('Company Strategy');
    expect(text.match(/N\/A/g)).toHaveLength(3);
    expect(text).not.toContain('Digital Version');
    expect(text).not.toContain('Prepared for');
    expect(pageText(empty.path, 2)).toContain('Contents');
    expect(pageCount(empty.path)).toBe(2);
  });

  it('draws a readable logo and skips one that cannot be decoded', async () => {
    const withLogo = await renderToFile({
      ...richDocument(),
      logo: { bytes: TINY_PNG, mimeType: 'image/png' },
    });
    expect(imageCount(withLogo.path)).toBe(1);

    const corruptPng = Uint8Array.from([
      ...TINY_PNG.subarray(0, 33),
      ...new Uint8Array(64).fill(7),
    ]);
    for (const bytes of [Uint8Array.from([1, 2, 3, 4, 5]), corruptPng]) {
      const garbage = await renderToFile({
        ...richDocument(),
        logo: { bytes, mimeType: 'image/png' },
      });
      expect(pageText(garbage.path, 1)).toContain('Business Strategy Report');
      expect(imageCount(garbage.path)).toBe(0);
    }
  });

  it('loses no text of a paragraph longer than a page, after a title or a heading', async () => {
    const paragraph = Array.from({ length: 2_500 }, (_, index) => `word${index}`).join(' ');
    const long = await renderToFile({
      ...emptyDocument(),
      sections: {
        'target-audience': { content: `${paragraph} END-ONE` },
        'dream-state': { content: `## Heading\n\n${paragraph} END-TWO` },
      },
    });
    const text = run('pdftotext', [long.path, '-']);
    expect(text).toContain('Target Audience');
    expect(text).toContain('END-ONE');
    expect(text).toContain('END-TWO');
    expect(text.match(/word2499/g)).toHaveLength(2);
  }, 30_000);

  it('reports a failure as "Failed to generate PDF"', async () => {
    const broken = { ...buildExportModel(richDocument()), groups: 42 as unknown as [] };
    await expect(renderPdf(broken)).rejects.toThrow('Failed to generate PDF');
  });
});
