import { parseHTML } from 'linkedom';
import type { Passage } from '../../domain/sources/passage.ts';
import { splitIntoPassages, type TextBlock } from '../../domain/sources/passages.ts';
import { type HtmlNode, htmlBlocks, parseHtmlBody } from './html-blocks.ts';
import { isPdf } from './intake/binary-signatures.ts';
import { DocumentError } from './intake/document-error.ts';
import { extractDocument } from './intake/extract-document.ts';
import { TextBudget } from './intake/text-budget.ts';
import { textBlocks } from './intake/text-document.ts';
import { SAFE_FETCH_MAX_BYTES } from './safe-fetch.ts';

export interface WebPageInput {
  bytes: Uint8Array;
  /** The media type the server sent (`text/html`), as `safe-fetch` reports it. */
  contentType: string;
  charset?: string;
  url: string;
}

export interface ReadablePage {
  title: string;
  passages: Passage[];
  warnings: string[];
}

/** Text kept from one web page: a long article, not a whole site's worth of navigation. */
export const WEB_PAGE_MAX_CHARACTERS = 300_000;

/** Readability gives up on pages with more elements than this; the plain body text is used then. */
const MAX_ELEMENTS = 50_000;

/**
 * The readable text of a fetched page: for HTML its title and main text (Readability, on a
 * linkedom DOM where no script runs and nothing is fetched), scripts, styles, navigation and
 * markup dropped; a PDF goes through document intake; plain text is kept as it is. Runs on the
 * source worker pool.
 */
export async function readWebPage(input: WebPageInput): Promise<ReadablePage> {
  const bytes = input.bytes.subarray(0, SAFE_FETCH_MAX_BYTES);
  if (isPdf(bytes)) {
    const document = await extractDocument(bytes);
    return {
      title: titleFromUrl(input.url),
      passages: document.passages,
      warnings: document.warnings,
    };
  }
  const budget = new TextBudget(WEB_PAGE_MAX_CHARACTERS);
  const text = decode(bytes, input.charset ?? sniffCharset(bytes));
  let title = titleFromUrl(input.url);
  let blocks: TextBlock[];
  if (input.contentType === 'text/plain') {
    blocks = textBlocks(text, 'text', budget);
  } else {
    const article = await readableArticle(text);
    title = article.title || title;
    blocks = [];
    for (const block of article.blocks) {
      const kept = budget.take(block.text);
      if (kept) blocks.push({ ...block, text: kept });
      if (budget.spent) break;
    }
  }
  const passages = splitIntoPassages(blocks);
  if (passages.length === 0) throw new DocumentError('no-text', 'This page has no readable text.');
  const warnings = budget.exhausted
    ? [
        `Only the first ${WEB_PAGE_MAX_CHARACTERS.toLocaleString('en')} characters of the page were kept.`,
      ]
    : [];
  return { title, passages, warnings };
}

async function readableArticle(html: string): Promise<{ title: string; blocks: TextBlock[] }> {
  const { document } = parseHTML(html);
  const pageTitle = (document.title ?? '').replace(/\s+/g, ' ').trim();
  // Readability's own element limit counts nothing on a linkedom DOM: count here.
  const small = document.querySelectorAll('*').length <= MAX_ELEMENTS;
  if (small) {
    const article = await mainArticle(document);
    if (article && article.blocks.length > 0) {
      return { title: article.title || pageTitle, blocks: article.blocks };
    }
  }
  // Too many elements, or no article found: the body's text. Readability changes the DOM it
  // reads, so after it ran the page is parsed again.
  const body = small ? parseHTML(html).document.body : document.body;
  return { title: pageTitle, blocks: htmlBlocks(body as unknown as HtmlNode) };
}

async function mainArticle(
  document: ReturnType<typeof parseHTML>['document'],
): Promise<{ title: string; blocks: TextBlock[] } | undefined> {
  const { Readability } = await import('@mozilla/readability');
  for (const element of Array.from(
    document.querySelectorAll('script, style, noscript, template'),
  )) {
    element.remove();
  }
  try {
    const article = new Readability(document as unknown as Document).parse();
    if (!article?.content) return undefined;
    return {
      title: (article.title ?? '').replace(/\s+/g, ' ').trim(),
      blocks: htmlBlocks(parseHtmlBody(article.content)),
    };
  } catch {
    return undefined;
  }
}

/** `<meta charset=...>` or its http-equiv form in the first 2 KB, else UTF-8. */
function sniffCharset(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  return head.match(/<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i)?.[1]?.toLowerCase() ?? 'utf-8';
}

function decode(bytes: Uint8Array, charset: string): string {
  if (WINDOWS_1252_LABELS.has(charset)) return decodeWindows1252(bytes);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Labels the web decodes as windows-1252 (WHATWG Encoding): Latin-1 pages included. */
const WINDOWS_1252_LABELS = new Set([
  'windows-1252',
  'cp1252',
  'x-cp1252',
  'latin1',
  'iso-8859-1',
  'iso8859-1',
  'l1',
  'us-ascii',
  'ascii',
]);

/** Characters windows-1252 puts at 0x80-0x9F, where Latin-1 has control codes. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Node 20's TextDecoder decodes "windows-1252" as Latin-1, so `€` and the curly quotes come
 * out as control codes; the 32 characters that differ are mapped here.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (byte) =>
        byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte,
      ),
    );
  }
  return text;
}

function titleFromUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const last = decodeURIComponent(parsed.pathname.split('/').filter(Boolean).pop() ?? '');
    return last || parsed.hostname;
  } catch {
    return url;
  }
}
