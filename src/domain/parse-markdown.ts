import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfm } from 'micromark-extension-gfm';
import { gfmTable } from 'micromark-extension-gfm-table';

/**
 * GitHub Flavored Markdown (tables, strikethrough, task lists, autolinks, footnotes) as an mdast
 * tree: the one parser on the server (exports, citations, facts to check) and the same grammar
 * the page reads with (`web/lib/remark-gfm-parse.ts`).
 */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

const proseExtensions = [gfmTable()];
const proseMdastExtensions = [gfmTableFromMarkdown()];

/**
 * The same parser with only GFM's tables, for reading prose (the quality review's paragraphs):
 * a table is still not a paragraph, while a bare URL, a footnote mark or `~~struck~~` text stays
 * in the paragraph's words, which the review's checks already allow for. Autolink literals scan
 * every character of the text: without them (and the rest) a 125-section review parses in about
 * half the time.
 */
export function parseProse(markdown: string): Root {
  return fromMarkdown(markdown, {
    extensions: proseExtensions,
    mdastExtensions: proseMdastExtensions,
  });
}
