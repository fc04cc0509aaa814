import { documentToMarkdown } from './document-to-markdown.ts';
import { markdownToDocument } from './markdown-to-document.ts';

/**
 * Markdown -> editor document -> Markdown, headless, as the editor does it when the person changes
 * nothing: byte-identical but for the documented normalisations (line endings, refused addresses).
 */
export function roundTripMarkdown(markdown: string): string {
  const { doc, source } = markdownToDocument(markdown);
  return documentToMarkdown(doc, source);
}

/** The same trip with every block written anew, as happens to blocks the person edits. */
export function canonicalMarkdown(markdown: string): string {
  return documentToMarkdown(markdownToDocument(markdown).doc);
}
