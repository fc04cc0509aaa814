import type { Node } from 'prosemirror-model';

/** Attributes that only say how the source was written, not what it says. */
const STYLE_ATTRIBUTES = new Set([
  'bullet',
  'marker',
  'setext',
  'closed',
  'fence',
  'delimiter',
  'increment',
  'markup',
  'style',
]);

type Content = {
  type: string;
  attrs?: Record<string, unknown>;
  text?: string;
  marks?: Content[];
  content?: Content[];
};

function withoutStyle(attrs: Record<string, unknown>): Record<string, unknown> | undefined {
  const kept = Object.entries(attrs).filter(([key]) => !STYLE_ATTRIBUTES.has(key));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/**
 * What a document says, without how its source wrote it: two Markdown texts with the same
 * content read as the same blocks, text, marks, addresses, list numbers and alignments.
 */
export function documentContent(doc: Node): Content {
  const json = doc.toJSON() as Content;
  const strip = (node: Content): Content => ({
    type: node.type,
    ...(node.attrs ? { attrs: withoutStyle(node.attrs) } : {}),
    ...(node.text !== undefined ? { text: node.text } : {}),
    ...(node.marks ? { marks: node.marks.map(strip) } : {}),
    ...(node.content ? { content: node.content.map(strip) } : {}),
  });
  return strip(json);
}
