import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextBlock } from '../../../domain/sources/passages.ts';
import { answerAndStop } from '../../workers/serve-jobs.ts';
import { refusalReply } from '../source-reply.ts';
import { DocumentError } from './document-error.ts';
import { formatBytes } from './intake-limits.ts';
import {
  DecodeBudgetExceeded,
  MAX_PDF_DECODE_BYTES,
  withDecodeBudget,
} from './pdf-decode-budget.ts';
import type { TextBudget } from './text-budget.ts';
import { damaged } from './zip-archive.ts';

export interface PdfText {
  pages: number;
  blocks: TextBlock[];
  warnings: string[];
}

const PDFJS_DIRECTORY = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Pages without text are looked at for images on at most this many pages (it is slow). */
const PAGES_CHECKED_FOR_IMAGES = 3;

const IMAGE_OPERATORS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
]);

/**
 * The text of each page, as paragraphs that keep their page number (pdf.js, without running
 * any script or font code a PDF carries). A PDF whose pages hold only images was scanned and
 * has no text to read: that is refused with a message that says to run OCR.
 */
export async function readPdf(
  bytes: Uint8Array,
  budget: TextBudget,
  options: { decodeLimitBytes?: number } = {},
): Promise<PdfText> {
  const limit = options.decodeLimitBytes ?? MAX_PDF_DECODE_BYTES;
  try {
    return await withDecodeBudget(
      limit,
      // pdf.js may swallow the refusal and go on decoding: the worker answers now and is stopped.
      () => answerAndStop(refusalReply(tooMuchToUnpack(limit))),
      () => readPdfText(bytes, budget),
    );
  } catch (error) {
    if (error instanceof DecodeBudgetExceeded) throw tooMuchToUnpack(limit);
    throw error;
  }
}

function tooMuchToUnpack(limit: number): DocumentError {
  return new DocumentError(
    'too-complex',
    `Unpacking this PDF needed more than ${formatBytes(limit)} of memory, the limit a document: it packs far more than a real PDF does. If it is genuine, print it to a new PDF or split it, then upload it again.`,
  );
}

async function readPdfText(bytes: Uint8Array, budget: TextBudget): Promise<PdfText> {
  const document = await openPdf(bytes);
  try {
    const blocks: TextBlock[] = [];
    const pagesWithoutText: number[] = [];
    let pagesRead = 0;
    for (let pageNumber = 1; pageNumber <= document.numPages && !budget.spent; pageNumber += 1) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const paragraphs = pageParagraphs(content.items as PdfTextItem[]);
      if (paragraphs.length === 0) pagesWithoutText.push(pageNumber);
      for (const paragraph of paragraphs) {
        const text = budget.take(paragraph);
        if (text) blocks.push({ text, page: pageNumber });
      }
      page.cleanup();
      pagesRead = pageNumber;
    }
    const scannedPages = await pagesWithImages(document, pagesWithoutText);
    if (blocks.length === 0) {
      throw new DocumentError(
        'no-text',
        scannedPages.length > 0 || document.numPages === 0
          ? 'This PDF has no text layer (scanned pages); run OCR first, then upload it again.'
          : 'This PDF contains no text.',
      );
    }
    const warnings: string[] = [];
    if (scannedPages.length > 0) {
      const one = pagesWithoutText.length === 1;
      warnings.push(
        `${listPages(pagesWithoutText)} ${one ? 'has' : 'have'} no text layer (scanned pages); run OCR to include ${one ? 'it' : 'them'}.`,
      );
    }
    if (pagesRead < document.numPages) {
      warnings.push(
        `Only the first ${pagesRead} of ${document.numPages} pages were read: the text limit of ${budget.limit.toLocaleString('en')} characters was reached.`,
      );
    }
    return { pages: document.numPages, blocks, warnings };
  } finally {
    await document.destroy();
  }
}

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({
      // pdf.js may take the buffer over; the caller keeps its own.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      enableXfa: false,
      verbosity: 0,
      cMapUrl: `${join(PDFJS_DIRECTORY, 'cmaps')}/`,
      cMapPacked: true,
      standardFontDataUrl: `${join(PDFJS_DIRECTORY, 'standard_fonts')}/`,
      wasmUrl: `${join(PDFJS_DIRECTORY, 'wasm')}/`,
    }).promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new DocumentError(
        'encrypted',
        'This PDF is password-protected. Remove the password (for example, print it to a new PDF) and upload it again.',
      );
    }
    throw damaged('PDF', error);
  }
}

async function pagesWithImages(document: PDFDocumentProxy, pages: number[]): Promise<number[]> {
  const found: number[] = [];
  for (const pageNumber of pages.slice(0, PAGES_CHECKED_FOR_IMAGES)) {
    const page = await document.getPage(pageNumber);
    const operators = await page.getOperatorList();
    if (operators.fnArray.some((operator) => IMAGE_OPERATORS.has(operator))) found.push(pageNumber);
    page.cleanup();
  }
  return found;
}

interface PdfTextItem {
  str?: string;
  transform?: number[];
  height?: number;
  hasEOL?: boolean;
}

interface Line {
  text: string;
  y: number;
  height: number;
}

/**
 * Rebuilds lines from pdf.js's text runs, then paragraphs: a paragraph ends where the gap to the
 * next line is clearly taller than a line (or the text jumps up, as at a new column). Lines of a
 * paragraph are joined with a space, and a word hyphenated across lines is made whole again.
 */
export function pageParagraphs(items: readonly PdfTextItem[]): string[] {
  const lines: Line[] = [];
  let text = '';
  let y: number | undefined;
  let height = 0;
  const endLine = () => {
    if (text.trim() && y !== undefined) lines.push({ text: text.trim(), y, height });
    text = '';
    height = 0;
  };
  for (const item of items) {
    if (typeof item.str !== 'string' || !item.transform) continue;
    const itemY = item.transform[5] ?? 0;
    const itemHeight = item.height || Math.abs(item.transform[3] ?? 0);
    if (text && y !== undefined && Math.abs(itemY - y) > Math.max(itemHeight, height) * 0.5)
      endLine();
    text += item.str;
    if (item.str.trim()) {
      y = itemY;
      height = Math.max(height, itemHeight);
    }
    if (item.hasEOL) endLine();
  }
  endLine();

  const paragraphs: string[] = [];
  let paragraph = '';
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const gap = previous ? previous.y - line.y : 0;
    if (previous && (gap > previous.height * 1.7 || gap < 0)) {
      paragraphs.push(paragraph);
      paragraph = '';
    }
    if (!paragraph) paragraph = line.text;
    else if (/\p{L}-$/u.test(paragraph) && /^\p{Ll}/u.test(line.text)) {
      paragraph = paragraph.slice(0, -1) + line.text;
    } else paragraph += ` ${line.text}`;
  });
  if (paragraph) paragraphs.push(paragraph);
  return paragraphs.map((value) => value.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

function listPages(pages: readonly number[]): string {
  if (pages.length === 1) return `Page ${pages[0]}`;
  const shown = pages.slice(0, 10);
  const rest = pages.length - shown.length;
  return `Pages ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}${rest > 0 ? ` (and ${rest} more)` : ''}`;
}
