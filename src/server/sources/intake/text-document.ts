import { parse } from 'csv-parse/sync';
import { DOCUMENT_TYPE_NAMES } from '../../../domain/sources/document-type.ts';
import type { TableInput, TextBlock } from '../../../domain/sources/passages.ts';
import { MAX_ROWS_PER_SHEET } from './intake-limits.ts';
import type { TextBudget } from './text-budget.ts';
import { damaged } from './zip-archive.ts';

/**
 * Paragraphs of a text or Markdown file. In Markdown a heading (`## Market`) becomes a heading
 * block without its marks, and a fenced code block stays one block even with blank lines in it.
 */
export function textBlocks(
  text: string,
  kind: 'markdown' | 'text',
  budget: TextBudget,
): TextBlock[] {
  const blocks: TextBlock[] = [];
  const push = (block: TextBlock) => {
    const kept = budget.take(block.text);
    if (kept.trim()) blocks.push({ ...block, text: kept });
  };
  let paragraph: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (paragraph.length > 0) push({ text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (budget.spent) break;
    if (kind === 'markdown') {
      const fenceMark = line.match(/^\s{0,3}(`{3,}|~{3,})/)?.[1];
      if (fence) {
        paragraph.push(line);
        if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) {
          fence = undefined;
          flush();
        }
        continue;
      }
      if (fenceMark) {
        flush();
        fence = fenceMark;
        paragraph.push(line);
        continue;
      }
      const heading = line.match(/^\s{0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/)?.[1];
      if (heading !== undefined) {
        flush();
        push({ text: heading, kind: 'heading' });
        continue;
      }
    }
    if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

const STOP_PARSING = new Error('enough rows');

export interface CsvTable {
  table: TableInput;
  warnings: string[];
}

/**
 * The rows of a CSV file, numbered as a spreadsheet shows them (the first record is row 1).
 * Each record is taken as the parser makes it and never collected by the parser, so a file of
 * millions of tiny cells costs the rows kept (up to the text limit), not the whole file.
 */
export function csvTable(text: string, delimiter: string, budget: TextBudget): CsvTable {
  const rows: TableInput['rows'][number][] = [];
  let records = 0;
  let stopped = false;
  try {
    parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      bom: true,
      on_record: (cells: string[]) => {
        records += 1;
        if (records > MAX_ROWS_PER_SHEET) stopped = true;
        else if (!budget.spend(cells.reduce((sum, cell) => sum + cell.length + 2, 0)))
          stopped = true;
        else rows.push({ row: records, cells });
        // Thrown to stop the parser: the rest of the file is not even parsed.
        if (stopped) throw STOP_PARSING;
        return null;
      },
    });
  } catch (error) {
    if (!stopped) throw damaged(DOCUMENT_TYPE_NAMES.csv, error);
  }
  const warnings =
    records > MAX_ROWS_PER_SHEET
      ? [
          `Only the first ${MAX_ROWS_PER_SHEET.toLocaleString('en')} rows were read; the rest of the file was left out.`,
        ]
      : [];
  return { table: { rows }, warnings };
}
