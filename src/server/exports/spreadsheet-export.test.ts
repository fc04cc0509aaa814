import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  emptyDocument,
  RICH_SECTION_PLAIN_TEXT,
  richDocument,
} from '../testing/export-fixtures.ts';
import { csvField, renderCsv } from './csv-renderer.ts';
import { buildExportModel } from './export-document.ts';
import { neutraliseFormula } from './spreadsheet-rows.ts';
import { EXCEL_CELL_MAX_LENGTH, renderXlsx } from './xlsx-renderer.ts';

/** What a reader of either spreadsheet must find, row by row. */
const EXPECTED_ROWS = [
  ['Group', 'Section', 'Content'],
  ['Customer Profile', 'Target Audience', RICH_SECTION_PLAIN_TEXT],
  ['Business Plan', 'Mission Statement', `'=HYPERLINK("https://evil.example","Click")`],
  ['Market Research', 'Needs Analysis', `'@SUM(A1:A2) and +1, "quoted" text\nsecond line`],
  ['Brand Identity', 'Voice and Tone', "'- Warm\n- Direct"],
];

async function readXlsx(
  bytes: Uint8Array,
): Promise<{ rows: string[][]; sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Strategy');
  if (!sheet) throw new Error('no Strategy sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push([1, 2, 3].map((column) => String(row.getCell(column).value ?? '')));
  });
  return { rows, sheet };
}

function readCsv(bytes: Uint8Array): string[][] {
  return parse(Buffer.from(bytes), { bom: true, relax_column_count: false });
}

describe('Excel export', () => {
  it('has one row per exported section with the full text, formulas neutralised', async () => {
    const { rows, sheet } = await readXlsx(await renderXlsx(buildExportModel(richDocument())));
    expect(rows).toEqual(EXPECTED_ROWS);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect([1, 2, 3].map((column) => sheet.getColumn(column).width)).toEqual([24, 36, 120]);
    expect(sheet.getRow(2).getCell(3).alignment).toMatchObject({ wrapText: true });
  });

  it('stays within Excel’s cell limit for an oversized section', async () => {
    const document = {
      ...emptyDocument(),
      sections: { 'target-audience': { content: 'word '.repeat(10_000) } },
    };
    const { rows } = await readXlsx(await renderXlsx(buildExportModel(document)));
    expect(rows[1]?.[2]).toHaveLength(EXCEL_CELL_MAX_LENGTH);
    expect(rows[1]?.[2]).toMatch(
      /\[Truncated: the full text is in the PDF, Word and CSV exports\.\]$/,
    );
  });

  it('exports only the header for a strategy without content', async () => {
    const { rows } = await readXlsx(await renderXlsx(buildExportModel(emptyDocument())));
    expect(rows).toEqual([['Group', 'Section', 'Content']]);
  });
});

describe('CSV export', () => {
  it('is UTF-8 with a byte-order mark and CRLF line ends', async () => {
    const bytes = await renderCsv(buildExportModel(richDocument()));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFGroup,Section,Content\r\n')).toBe(true);
    expect(text.endsWith('"\'- Warm\n- Direct"\r\n')).toBe(true);
  });

  it('reads back, through a CSV parser, the same rows as the Excel file', async () => {
    const model = buildExportModel(richDocument());
    expect(readCsv(await renderCsv(model))).toEqual(EXPECTED_ROWS);
  });

  it('quotes only the fields that need it and doubles their quotes', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\rtwo')).toBe('"one\rtwo"');
  });

  it('neutralises every formula-looking start', async () => {
    const starts = ['=1+1', '+1', '-1', '@A1'];
    const keys = ['target-audience', 'dream-state', 'persona-1', 'persona-2'];
    const document = {
      ...emptyDocument(),
      sections: Object.fromEntries(
        keys.map((key, index) => [key, { content: `\`${starts[index]}\`` }]),
      ),
    };
    const cells = readCsv(await renderCsv(buildExportModel(document)))
      .slice(1)
      .map((row) => row[2]);
    expect(cells).toEqual(["'=1+1", "'+1", "'-1", "'@A1"]);
    // Markdown cannot start a section's text with these, but a title or future field could.
    expect(neutraliseFormula('\tcmd')).toBe("'\tcmd");
    expect(neutraliseFormula('\rcmd')).toBe("'\rcmd");
    expect(neutraliseFormula('plain = text')).toBe('plain = text');
  });
});
