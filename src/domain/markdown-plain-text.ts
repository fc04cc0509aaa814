import type { List, Nodes, Root, RootContent } from 'mdast';

/**
 * Markdown as a person would type it into a spreadsheet cell: no markup characters, but the
 * structure still readable (list markers, one table row a line, quoted lines marked).
 */
export function toPlainText(root: Root): string {
  return blocksText(root.children, '\n\n');
}

/** The text a reader sees in an inline node or heading; links show their address too. */
export function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'footnoteReference':
      return `[${node.label ?? node.identifier}]`;
    case 'link': {
      const label = childrenText(node);
      return node.url && !showsAddress(label, node.url) ? `${label} (${node.url})` : label;
    }
    default:
      return 'children' in node ? childrenText(node) : 'value' in node ? node.value : '';
  }
}

/** An autolink's text already is its address, give or take the scheme and URL encoding. */
function showsAddress(label: string, url: string): boolean {
  let decoded = url;
  try {
    decoded = decodeURI(url);
  } catch {}
  return [url, decoded].some(
    (address) =>
      address === label || address === `mailto:${label}` || address === `http://${label}`,
  );
}

function childrenText(node: { children: Nodes[] }): string {
  return node.children.map(inlineText).join('');
}

function blocksText(blocks: RootContent[], separator: string): string {
  return blocks
    .map(blockText)
    .filter((text) => text !== '')
    .join(separator);
}

function blockText(node: RootContent): string {
  switch (node.type) {
    case 'list':
      return listText(node);
    case 'table':
      return node.children
        .map((row) => row.children.map((cell) => inlineText(cell).trim()).join(' | '))
        .join('\n');
    case 'blockquote':
      return prefixLines(blocksText(node.children, '\n'), '> ', '> ');
    case 'code':
      return node.value;
    case 'thematicBreak':
      return '---';
    case 'footnoteDefinition':
      return `[${node.label ?? node.identifier}] ${blocksText(node.children, '\n')}`;
    case 'definition':
      return '';
    default:
      return inlineText(node).trim();
  }
}

function listText(list: List): string {
  const start = list.start ?? 1;
  return list.children
    .map((item, index) => {
      const marker = list.ordered ? `${start + index}. ` : '- ';
      const task = item.checked === true ? '[x] ' : item.checked === false ? '[ ] ' : '';
      const body = task + blocksText(item.children, '\n');
      return prefixLines(body, marker, ' '.repeat(marker.length));
    })
    .join('\n');
}

function prefixLines(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? first + line : line === '' ? '' : rest + line))
    .join('\n');
}
