import { Fragment, type ResolvedPos, Slice } from 'prosemirror-model';
import { markdownSchema as schema } from './markdown-schema.ts';
import { markdownToDocument } from './markdown-to-document.ts';

/**
 * Pasted plain text (from a text editor, a chat, the Markdown mode) is read as Markdown through
 * the same parser, so `**bold**` arrives bold and a refused address arrives empty; "paste as
 * plain text" (`plain`) keeps it literal, one paragraph per blank-line-separated part.
 */
export function parsePastedText(text: string, _context: ResolvedPos, plain: boolean): Slice {
  if (plain) {
    const paragraphs = text
      .replace(/\r\n?/g, '\n')
      .split(/\n{2,}/)
      .map((part) => schema.node('paragraph', null, part ? schema.text(part) : []));
    return Slice.maxOpen(Fragment.from(paragraphs));
  }
  return Slice.maxOpen(markdownToDocument(text).doc.content);
}
