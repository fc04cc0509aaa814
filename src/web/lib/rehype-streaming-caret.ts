import type { Element, ElementContent, Root } from 'hast';

/**
 * The blinking caret after text being written sits at the end of the last line of text, inside
 * the element that holds it (the last list item, table cell, paragraph), never on a line of its
 * own below a list or table. A rehype step: it adds one empty, hidden `span` the CSS draws.
 */
export function rehypeStreamingCaret() {
  return (tree: Root) => {
    const holder = lastTextHolder(tree);
    if (holder) holder.children.push(caretElement());
  };
}

function caretElement(): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['streaming-caret'], ariaHidden: 'true' },
    children: [],
  };
}

/** The element whose last visible text is the document's last; undefined without text. */
function lastTextHolder(node: Root | Element): Element | undefined {
  for (let index = node.children.length - 1; index >= 0; index -= 1) {
    const child = node.children[index] as ElementContent | Root['children'][number];
    if (child.type === 'text' && child.value.trim() !== '') {
      return node.type === 'element' ? node : undefined;
    }
    if (child.type === 'element') {
      const found = lastTextHolder(child);
      if (found) return found;
    }
  }
  return undefined;
}
