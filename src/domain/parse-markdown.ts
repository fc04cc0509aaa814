import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * GitHub Flavored Markdown (tables, strikethrough, task lists, autolinks, footnotes) as an mdast
 * tree: the one parser on the server (exports, citations, facts to check) and the same grammar
 * the page reads with (`web/lib/remark-gfm-parse.ts`).
 */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}
