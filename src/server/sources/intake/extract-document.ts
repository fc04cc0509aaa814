import { DOCUMENT_TYPE_NAMES, type DocumentType } from '../../../domain/sources/document-type.ts';
import type { Passage } from '../../../domain/sources/passage.ts';
import { splitIntoPassages, tablePassages } from '../../../domain/sources/passages.ts';
import { detectDocument } from './detect-document.ts';
import { DocumentError } from './document-error.ts';
import { formatBytes, MAX_DOCUMENT_BYTES } from './intake-limits.ts';
import { TextBudget } from './text-budget.ts';
import { csvTable, textBlocks } from './text-document.ts';

export interface ExtractedDocument {
  /** What the document is, recognised from its content. */
  type: DocumentType;
  /** PDF pages, slides, or sheets; a Word document's saved page count; null for text files. */
  pages: number | null;
  passages: Passage[];
  /** Things the consultant should know: pages without text, parts left out at a limit. */
  warnings: string[];
}

/** Refuses an empty or too large file before any work is spent on it. */
export function checkDocumentSize(byteLength: number): void {
  if (byteLength === 0) throw new DocumentError('empty', 'The file is empty.');
  if (byteLength > MAX_DOCUMENT_BYTES) {
    throw new DocumentError(
      'too-large',
      `The file is ${formatBytes(byteLength)}; the limit is ${formatBytes(MAX_DOCUMENT_BYTES)} a file.`,
    );
  }
}

/**
 * Recognises a document from its bytes and extracts its text as passages that keep their page,
 * slide or rows. Runs on a worker thread (`source-pool.ts`): untrusted files are parsed there,
 * under a time and memory limit, never on the server's event loop. Each format's reader (and
 * its library: pdf.js is large) is loaded the first time a worker needs it.
 */
export async function extractDocument(bytes: Uint8Array): Promise<ExtractedDocument> {
  checkDocumentSize(bytes.byteLength);
  const detected = await detectDocument(bytes);
  const budget = new TextBudget();
  let result: ExtractedDocument;
  switch (detected.type) {
    case 'pdf': {
      const { readPdf } = await import('./pdf-text.ts');
      const pdf = await readPdf(bytes, budget);
      result = {
        type: 'pdf',
        pages: pdf.pages,
        passages: splitIntoPassages(pdf.blocks),
        warnings: pdf.warnings,
      };
      break;
    }
    case 'docx': {
      const { readDocx } = await import('./docx-text.ts');
      const docx = await readDocx(detected.archive, budget);
      result = {
        type: 'docx',
        pages: docx.pages,
        passages: splitIntoPassages(docx.blocks),
        warnings: [],
      };
      break;
    }
    case 'pptx': {
      const { readPptx } = await import('./pptx-text.ts');
      const pptx = await readPptx(detected.archive, detected.mainPart, budget);
      result = {
        type: 'pptx',
        pages: pptx.slides,
        passages: splitIntoPassages(pptx.blocks),
        warnings: [],
      };
      break;
    }
    case 'xlsx': {
      const { readXlsx } = await import('./xlsx-tables.ts');
      const xlsx = await readXlsx(detected.archive, detected.mainPart, budget);
      result = {
        type: 'xlsx',
        pages: xlsx.sheets,
        passages: xlsx.tables.flatMap(tablePassages),
        warnings: xlsx.warnings,
      };
      break;
    }
    case 'csv': {
      const csv = csvTable(detected.text, detected.delimiter, budget);
      result = {
        type: 'csv',
        pages: null,
        passages: tablePassages(csv.table),
        warnings: csv.warnings,
      };
      break;
    }
    case 'markdown':
    case 'text': {
      const blocks = textBlocks(detected.text, detected.type, budget);
      result = {
        type: detected.type,
        pages: null,
        passages: splitIntoPassages(blocks),
        warnings: [],
      };
      break;
    }
  }
  const kept = keepWithin(result.passages, budget.limit);
  const cut = kept.length < result.passages.length;
  result.passages = kept;
  if (result.passages.length === 0) {
    throw new DocumentError(
      'no-text',
      `This ${DOCUMENT_TYPE_NAMES[result.type]} contains no text.`,
    );
  }
  if (
    (budget.exhausted || cut) &&
    !result.warnings.some((warning) => warning.includes('text limit'))
  ) {
    result.warnings.push(
      `Only the first ${budget.limit.toLocaleString('en')} characters were read (the text limit); the rest was left out.`,
    );
  }
  return result;
}

/**
 * Readers stop at the budget, but passages add paragraph breaks and a table's column names to
 * every row: the passages themselves are held to the limit too.
 */
function keepWithin(passages: Passage[], limit: number): Passage[] {
  let total = 0;
  const kept: Passage[] = [];
  for (const passage of passages) {
    total += passage.text.length;
    if (total > limit) break;
    kept.push(passage);
  }
  return kept;
}
