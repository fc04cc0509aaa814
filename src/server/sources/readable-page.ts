import { Readability } from '@mozilla/readability';
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
    const article = readableArticle(text);
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

function readableArticle(html: string): { title: string; blocks: TextBlock[] } {
  const { document } = parseHTML(html);
  for (const element of Array.from(
    document.querySelectorAll('script, style, noscript, template'),
  )) {
    element.remove();
  }
  const pageTitle = (document.title ?? '').replace(/\s+/g, ' ').trim();
  try {
    const article = new Readability(document as unknown as Document, {
      maxElemsToParse: MAX_ELEMENTS,
    }).parse();
    if (article?.content) {
      const blocks = htmlBlocks(parseHtmlBody(article.content));
      if (blocks.length > 0) {
        return { title: (article.title ?? '').replace(/\s+/g, ' ').trim() || pageTitle, blocks };
      }
    }
  } catch {
    // Too many elements, or a page Readability cannot read: fall back to the body's text.
  }
  const { document: fresh } = parseHTML(html);
  return { title: pageTitle, blocks: htmlBlocks(fresh.body as unknown as HtmlNode) };
}

/** `<meta charset=...>` or its http-equiv form in the first 2 KB, else UTF-8. */
function sniffCharset(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  return head.match(/<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i)?.[1]?.toLowerCase() ?? 'utf-8';
}

function decode(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
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
