import { DOCUMENT_TYPE_NAMES } from '../../../domain/sources/document-type.ts';
import type { TableInput } from '../../../domain/sources/passages.ts';
import { MAX_ROWS_PER_SHEET } from './intake-limits.ts';
import { readRelationships, readText } from './package-parts.ts';
import type { TextBudget } from './text-budget.ts';
import { columnIndex, formatNumber, type NumberKind, numberKind } from './xlsx-cell-values.ts';
import { parseXml, parseXmlStream, prefixedAttribute } from './xml-events.ts';
import type { ZipArchive } from './zip-archive.ts';

export interface XlsxTables {
  sheets: number;
  tables: TableInput[];
  warnings: string[];
}

const LABEL = DOCUMENT_TYPE_NAMES.xlsx;
/** Cells beyond this column are not read (a stray value in column XFD would pad every row). */
const MAX_COLUMNS = 500;
/** The text of shared strings kept in memory while the sheets are read. */
const MAX_SHARED_STRING_CHARACTERS = 50_000_000;

interface SharedStrings {
  strings: string[];
  /** True when the cap was reached and later strings were left out. */
  cut: boolean;
}

interface Workbook {
  sheets: { name: string; part: string }[];
  date1904: boolean;
  sharedStrings: SharedStrings;
  styleKinds: NumberKind[];
}

/**
 * The rows of every sheet, with cell values as the spreadsheet shows them (shared strings
 * looked up, dates and percentages formatted from their styles). Sheets are streamed, so a
 * large workbook costs memory for its shared strings only, and reading stops at the text limit.
 */
export async function readXlsx(
  archive: ZipArchive,
  mainPart: string,
  budget: TextBudget,
): Promise<XlsxTables> {
  archive.checkLimits(LABEL);
  const workbook = await readWorkbook(archive, mainPart);
  const tables: TableInput[] = [];
  const warnings: string[] = [];
  const unread: string[] = [];
  for (const sheet of workbook.sheets) {
    if (budget.spent) {
      unread.push(sheet.name);
      continue;
    }
    const { rows, cut } = await readSheet(archive, sheet.part, workbook, budget);
    tables.push({ sheet: sheet.name, rows });
    if (cut === 'rows') {
      warnings.push(
        `Sheet "${sheet.name}": only the first ${MAX_ROWS_PER_SHEET.toLocaleString('en')} rows were read.`,
      );
    }
    if (cut === 'columns') {
      warnings.push(`Sheet "${sheet.name}": columns after the ${MAX_COLUMNS}th were not read.`);
    }
  }
  if (workbook.sharedStrings.cut) {
    warnings.push(
      'The workbook holds more text than can be read at once; some text cells were read as empty.',
    );
  }
  if (unread.length > 0) {
    warnings.push(
      `The text limit of ${budget.limit.toLocaleString('en')} characters was reached; these sheets were not read: ${unread.map((name) => `"${name}"`).join(', ')}.`,
    );
  }
  return { sheets: workbook.sheets.length, tables, warnings };
}

async function readWorkbook(archive: ZipArchive, mainPart: string): Promise<Workbook> {
  const relationships = await readRelationships(archive, mainPart);
  const sheets: Workbook['sheets'] = [];
  let date1904 = false;
  parseXml(await readText(archive, mainPart), {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      if (name !== 'sheet') return;
      const relationship = relationships.get(prefixedAttribute(attributes, 'id') ?? '');
      if (relationship?.type === 'worksheet' && archive.has(relationship.part)) {
        sheets.push({
          name: attributes.name ?? `Sheet${sheets.length + 1}`,
          part: relationship.part,
        });
      }
    },
  });
  const partOfType = (type: string) =>
    [...relationships.values()].find((relationship) => relationship.type === type)?.part;
  const sharedStringsPart = partOfType('sharedStrings');
  const stylesPart = partOfType('styles');
  return {
    sheets,
    date1904,
    sharedStrings:
      sharedStringsPart && archive.has(sharedStringsPart)
        ? await readSharedStrings(archive, sharedStringsPart)
        : { strings: [], cut: false },
    styleKinds:
      stylesPart && archive.has(stylesPart)
        ? readStyleKinds(await readText(archive, stylesPart))
        : [],
  };
}

/**
 * Each `<si>` as one string: plain or rich-text runs, phonetic guides (`<rPh>`) left out. Shared
 * strings are the one part kept whole in memory, so they are capped: cells that point past the
 * cap read as empty, and the workbook gets a warning.
 */
async function readSharedStrings(archive: ZipArchive, part: string): Promise<SharedStrings> {
  const strings: string[] = [];
  let characters = 0;
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  let cut = false;
  try {
    await parseXmlStream(
      await archive.stream(part),
      {
        open(name) {
          if (name === 'si') current = '';
          else if (name === 't') inText = true;
          else if (name === 'rPh') phonetic += 1;
        },
        text(text) {
          if (inText && phonetic === 0 && current !== undefined) current += text;
        },
        close(name) {
          if (name === 't') inText = false;
          else if (name === 'rPh') phonetic -= 1;
          else if (name === 'si') {
            characters += current?.length ?? 0;
            if (characters > MAX_SHARED_STRING_CHARACTERS) cut = true;
            else strings.push(current ?? '');
            current = undefined;
          }
        },
      },
      () => cut,
    );
  } catch (error) {
    throw archive.fail(error);
  }
  return { strings, cut };
}

/** The number kind of each cell style (`s="3"` is the fourth `<xf>` of `<cellXfs>`). */
function readStyleKinds(xml: string): NumberKind[] {
  const formatCodes = new Map<number, string>();
  const kinds: NumberKind[] = [];
  let inCellFormats = false;
  parseXml(xml, {
    open(name, attributes) {
      if (name === 'numFmt')
        formatCodes.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) {
        const id = Number(attributes.numFmtId ?? 0);
        kinds.push(numberKind(id, formatCodes.get(id)));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  return kinds;
}

interface SheetRows {
  rows: TableInput['rows'][number][];
  cut?: 'rows' | 'columns' | 'budget';
}

async function readSheet(
  archive: ZipArchive,
  part: string,
  workbook: Workbook,
  budget: TextBudget,
): Promise<SheetRows> {
  const result: SheetRows = { rows: [] };
  let stop = false;
  let rowNumber = 0;
  let cells: string[] = [];
  let cell: { column: number; type: string; style: number } | undefined;
  let value = '';
  let inValue = false;
  let inInlineText = false;

  const handlers = {
    open(name: string, attributes: Record<string, string>) {
      if (stop) return;
      if (name === 'row') {
        rowNumber = Number(attributes.r) || rowNumber + 1;
        cells = [];
      } else if (name === 'c') {
        const column = columnIndex(attributes.r) ?? cells.length;
        cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0) };
        value = '';
      } else if (name === 'v') {
        inValue = true;
      } else if (name === 't' && cell?.type === 'inlineStr') {
        inInlineText = true;
      }
    },
    text(text: string) {
      if (inValue || inInlineText) value += text;
    },
    close(name: string) {
      if (stop) return;
      if (name === 'v') inValue = false;
      else if (name === 't') inInlineText = false;
      else if (name === 'c' && cell) {
        if (cell.column < MAX_COLUMNS) cells[cell.column] = cellText(cell, value, workbook);
        else result.cut ??= 'columns';
        cell = undefined;
      } else if (name === 'row') {
        const filled = Array.from(cells, (text) => text ?? '');
        if (!filled.some((text) => text.trim() !== '')) return;
        if (result.rows.length >= MAX_ROWS_PER_SHEET) {
          result.cut = 'rows';
          stop = true;
          return;
        }
        if (!budget.spend(filled.reduce((sum, text) => sum + text.length + 2, 0))) {
          result.cut = 'budget';
          stop = true;
          return;
        }
        result.rows.push({ row: rowNumber, cells: filled });
      }
    },
  };
  try {
    await parseXmlStream(await archive.stream(part), handlers, () => stop);
  } catch (error) {
    throw archive.fail(error);
  }
  return result;
}

function cellText(
  cell: { type: string; style: number },
  value: string,
  workbook: Workbook,
): string {
  switch (cell.type) {
    case 's':
      return workbook.sharedStrings.strings[Number(value)] ?? '';
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    case 'inlineStr':
    case 'str':
    case 'e':
    case 'd':
      return value;
    default: {
      const number = Number(value);
      if (value.trim() === '' || Number.isNaN(number)) return value;
      return formatNumber(number, workbook.styleKinds[cell.style] ?? 'number', workbook.date1904);
    }
  }
}
