import type {
  AlignType,
  BlockContent,
  Data,
  ListItem,
  PhrasingContent,
  RootContent,
  Table,
  TableRow,
} from 'mdast';
import type { Mark, Node } from 'prosemirror-model';

/**
 * The editor's document as mdast, the remembered source style in each node's `data.style` (read by
 * the handlers in markdown-write-options.ts).
 */
/** Editor blocks to mdast; empty paragraphs give nothing (Markdown has none). */
export function blocksOf(node: Node): RootContent[] {
  const blocks: RootContent[] = [];
  node.forEach((child) => {
    blocks.push(...toBlock(child));
  });
  return blocks;
}

function style(value: NonNullable<Data['style']>): { data: Data } {
  return { data: { style: value } };
}

export function toBlock(node: Node): RootContent[] {
  const attrs = node.attrs;
  switch (node.type.name) {
    case 'paragraph':
      // Markdown has no empty paragraph.
      return node.childCount === 0 ? [] : [{ type: 'paragraph', children: toPhrasing(node) }];
    case 'heading':
      return [
        {
          type: 'heading',
          depth: attrs.level as 1 | 2 | 3 | 4 | 5 | 6,
          children: toPhrasing(node),
          ...style({ setext: attrs.setext === true, closeAtx: attrs.closed === true }),
        },
      ];
    case 'blockquote':
      return [{ type: 'blockquote', children: blocksOf(node) as BlockContent[] }];
    case 'bullet_list':
    case 'ordered_list':
      return [toList(node)];
    case 'code_block':
      return [
        {
          type: 'code',
          lang: (attrs.language as string) || null,
          meta: (attrs.meta as string) || null,
          value: node.textContent,
          ...style(
            attrs.fence === 'indented'
              ? { fences: false }
              : { fence: attrs.fence === '~' ? '~' : '`' },
          ),
        },
      ];
    case 'horizontal_rule':
      return [{ type: 'thematicBreak', ...style({ markup: attrs.markup as string }) }];
    case 'html_block':
      return [{ type: 'html', value: node.textContent }];
    case 'raw_block':
      return [{ type: 'rawMarkdown', value: attrs.source as string }];
    case 'table':
      return [toTable(node)];
    default:
      return [];
  }
}

const otherBullet: Record<string, '-' | '*'> = { '-': '*', '*': '-', '+': '-' };

function toList(node: Node): RootContent {
  const ordered = node.type.name === 'ordered_list';
  const attrs = node.attrs;
  const items: ListItem[] = [];
  node.forEach((item) => {
    items.push({
      type: 'listItem',
      spread: item.attrs.spread === true,
      checked: item.attrs.checked as boolean | null,
      children: blocksOf(item) as BlockContent[],
    });
  });
  const bullet = attrs.bullet as '-' | '*' | '+';
  return {
    type: 'list',
    ordered,
    start: ordered ? (attrs.start as number) : null,
    spread: attrs.spread === true,
    children: items,
    ...style(
      ordered
        ? {
            bulletOrdered: attrs.delimiter === ')' ? ')' : '.',
            incrementListMarker: attrs.increment !== false,
          }
        : { bullet, bulletOther: otherBullet[bullet] ?? '*' },
    ),
  };
}

function toTable(node: Node): Table {
  const rows: TableRow[] = [];
  const align: AlignType[] = [];
  node.forEach((row, _offset, rowIndex) => {
    const cells: TableRow['children'] = [];
    row.forEach((cell) => {
      if (rowIndex === 0) align.push((cell.attrs.align as AlignType) ?? null);
      cells.push({ type: 'tableCell', children: toPhrasing(cell) });
      // Markdown tables have no merged cells: a wide cell is followed by empty ones.
      for (let extra = 1; extra < ((cell.attrs.colspan as number) ?? 1); extra++) {
        if (rowIndex === 0) align.push(null);
        cells.push({ type: 'tableCell', children: [] });
      }
    });
    rows.push({ type: 'tableRow', children: cells });
  });
  return { type: 'table', align, children: rows };
}

/** Flat ProseMirror inline content (text with marks) to nested mdast phrasing. */
function toPhrasing(node: Node): PhrasingContent[] {
  const root: PhrasingContent[] = [];
  const stack: { mark: Mark; children: PhrasingContent[] }[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  node.forEach((child) => {
    const marks = child.marks.filter((mark) => mark.type.name !== 'code');
    // Keep open the marks this node continues; close the rest.
    let keep = 0;
    while (keep < stack.length && stack[keep]!.mark.isInSet(marks)) keep += 1;
    stack.length = keep;
    for (const mark of marks) {
      if (stack.some((entry) => entry.mark.eq(mark))) continue;
      const children: PhrasingContent[] = [];
      current().push(toMarkNode(mark, children));
      stack.push({ mark, children });
    }
    current().push(...toInline(child));
  });
  return root;
}

function toMarkNode(mark: Mark, children: PhrasingContent[]): PhrasingContent {
  switch (mark.type.name) {
    case 'link':
      return {
        type: 'link',
        url: mark.attrs.href as string,
        title: (mark.attrs.title as string | null) ?? null,
        children,
      };
    case 'strong':
      return { type: 'strong', children, ...style({ strong: mark.attrs.marker as '*' | '_' }) };
    case 'em':
      return { type: 'emphasis', children, ...style({ emphasis: mark.attrs.marker as '*' | '_' }) };
    default:
      return { type: 'delete', children };
  }
}

function toInline(node: Node): PhrasingContent[] {
  if (node.isText) {
    const text = node.text ?? '';
    return node.marks.some((mark) => mark.type.name === 'code')
      ? [{ type: 'inlineCode', value: text }]
      : [{ type: 'text', value: text }];
  }
  switch (node.type.name) {
    case 'hard_break':
      return [{ type: 'break', ...style({ breakStyle: node.attrs.style as 'backslash' }) }];
    case 'inline_raw':
      return [{ type: 'rawMarkdown', value: node.attrs.source as string }];
    default:
      return [];
  }
}
