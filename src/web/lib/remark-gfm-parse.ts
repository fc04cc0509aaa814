import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';

/**
 * GitHub Flavored Markdown (tables, strikethrough, task lists, autolinks, footnotes) for reading
 * only: `remark-gfm` also registers the Markdown serialiser, which the page never runs and which
 * would add ~7 KB (gzip) to the View and Presentation tabs.
 */
export function remarkGfmParse(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), gfm()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), gfmFromMarkdown()];
}
