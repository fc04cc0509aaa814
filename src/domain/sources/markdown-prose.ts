import type { Nodes, Root } from 'mdast';

/** Nodes whose text is not prose: code, links and their targets, images, raw HTML. */
const OPAQUE_TYPES = new Set([
  'code',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'definition',
  'html',
  'footnoteReference',
  'footnoteDefinition',
  'yaml',
]);

export interface SourceRange {
  start: number;
  end: number;
}

/** A label that is only a number: `[3]` written as a link reference is still a citation. */
export const NUMBER_LABEL = /^\s*\d{1,3}\s*$/;

/**
 * Offsets in the Markdown of prose text: text that is not inside code, a link, an image or a
 * definition. Touching ranges are merged, so `[1][2]` is scanned as one stretch. A bare `[3]`
 * that a `[3]: url` definition turned into a link counts as prose: it is a citation the model
 * made a link of, and must be judged like any other.
 */
export function proseRanges(tree: Root): SourceRange[] {
  const ranges: SourceRange[] = [];
  const add = (node: Nodes) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    const previous = ranges.at(-1);
    if (previous && previous.end === start) previous.end = end;
    else ranges.push({ start, end });
  };
  const visit = (node: Nodes) => {
    if (
      node.type === 'linkReference' &&
      node.referenceType !== 'full' &&
      NUMBER_LABEL.test(node.label ?? '')
    ) {
      add(node);
      return;
    }
    if (OPAQUE_TYPES.has(node.type)) return;
    if (node.type === 'text') {
      add(node);
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return ranges;
}

/** A paragraph, heading or table row as plain text: link text kept, code and images left out. */
export interface ProseUnit {
  kind: 'paragraph' | 'heading' | 'table-header' | 'table-row';
  text: string;
}

export function proseUnits(tree: Root): ProseUnit[] {
  const units: ProseUnit[] = [];
  const visit = (node: Nodes) => {
    switch (node.type) {
      case 'paragraph':
        units.push({ kind: 'paragraph', text: inlineText(node) });
        return;
      case 'heading':
        units.push({ kind: 'heading', text: inlineText(node) });
        return;
      case 'table':
        node.children.forEach((row, index) => {
          const text = row.children.map(inlineText).join(' | ');
          units.push({ kind: index === 0 ? 'table-header' : 'table-row', text });
        });
        return;
      case 'code':
      case 'html':
      case 'definition':
      case 'footnoteDefinition':
        return;
      default:
        if ('children' in node) for (const child of node.children) visit(child as Nodes);
    }
  };
  visit(tree);
  return units.filter((unit) => unit.text.trim() !== '');
}

function inlineText(node: Nodes): string {
  if (node.type === 'linkReference' && NUMBER_LABEL.test(node.label ?? '')) {
    return `[${(node.label ?? '').trim()}]`;
  }
  switch (node.type) {
    case 'text':
      return node.value;
    case 'break':
      return ' ';
    case 'inlineCode':
    case 'image':
    case 'imageReference':
    case 'html':
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node
        ? node.children.map((child) => inlineText(child as Nodes)).join('')
        : '';
  }
}

/** Offsets of link definitions whose label is a number (`[9]: https://...`), line and all. */
export function numberDefinitionRanges(tree: Root, markdown: string): SourceRange[] {
  const ranges: SourceRange[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && NUMBER_LABEL.test(node.label ?? '')) {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start !== undefined && end !== undefined) {
        ranges.push({ start, end: markdown[end] === '\n' ? end + 1 : end });
      }
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return ranges;
}
