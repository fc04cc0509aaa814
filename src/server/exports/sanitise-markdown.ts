import type { Definition, Heading, Nodes, Paragraph, Root, Text } from 'mdast';
import { inlineText } from '../../domain/markdown-plain-text.ts';
import { repeatsTitle } from '../../domain/section-title.ts';
import { safeUrl } from '../../domain/url-policy.ts';

/** Parents whose children are blocks: raw HTML there must become a paragraph, not bare text. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

const FIRST_SECTION_HEADING_DEPTH = 3;
const DEEPEST_HEADING = 6;

/**
 * Makes model-written Markdown safe and uniform for every export: URLs pass the spec's policy,
 * raw HTML is shown as text (never interpreted), images become their alt text (exports never
 * fetch remote images), references become plain links, and headings sit below the section title.
 * Mutates and returns the tree it is given.
 */
export function sanitiseMarkdown(root: Root, options: { sectionTitle?: string } = {}): Root {
  const definitions = new Map<string, Definition>();
  collectDefinitions(root, definitions);
  sanitiseChildren(root, definitions);
  if (options.sectionTitle !== undefined) dropRepeatedTitle(root, options.sectionTitle);
  nestHeadings(root);
  return root;
}

function collectDefinitions(node: Nodes, definitions: Map<string, Definition>): void {
  if (node.type === 'definition') {
    // CommonMark: the first definition of an identifier wins.
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, node);
    return;
  }
  if ('children' in node) {
    for (const child of node.children) collectDefinitions(child, definitions);
  }
}

function sanitiseChildren(parent: Nodes, definitions: Map<string, Definition>): void {
  if (!('children' in parent)) return;
  const children: Nodes[] = [];
  for (const child of parent.children) {
    children.push(...sanitiseNode(child, parent, definitions));
  }
  (parent as { children: Nodes[] }).children = children;
}

function sanitiseNode(node: Nodes, parent: Nodes, definitions: Map<string, Definition>): Nodes[] {
  switch (node.type) {
    case 'definition':
      return [];
    case 'html':
      return [asBlockIfNeeded(text(node.value), parent)];
    case 'image':
    case 'imageReference':
      return node.alt ? [asBlockIfNeeded(text(node.alt), parent)] : [];
    case 'link':
      node.url = safeUrl(node.url);
      break;
    case 'linkReference': {
      const definition = definitions.get(node.identifier);
      sanitiseChildren(node, definitions);
      if (!definition) return node.children;
      return [
        {
          type: 'link',
          url: safeUrl(definition.url),
          ...(definition.title ? { title: definition.title } : {}),
          children: node.children,
        },
      ];
    }
  }
  sanitiseChildren(node, definitions);
  return [node];
}

function text(value: string): Text {
  return { type: 'text', value };
}

function asBlockIfNeeded(node: Text, parent: Nodes): Text | Paragraph {
  return FLOW_PARENTS.has(parent.type) ? { type: 'paragraph', children: [node] } : node;
}

/**
 * Models often open a section with its own title; the export already prints it. The page's
 * rule (`domain/section-title.ts`), so `## Mission Statement:` is left out everywhere alike.
 */
function dropRepeatedTitle(root: Root, sectionTitle: string): void {
  const first = root.children[0];
  if (first?.type === 'heading' && repeatsTitle(inlineText(first), sectionTitle)) {
    root.children.shift();
  }
}

/** Keeps the section's own heading levels relative to each other, starting under the section title. */
function nestHeadings(root: Root): void {
  const headings: Heading[] = [];
  collectHeadings(root, headings);
  if (headings.length === 0) return;
  const shallowest = Math.min(...headings.map((heading) => heading.depth));
  for (const heading of headings) {
    const depth = FIRST_SECTION_HEADING_DEPTH + heading.depth - shallowest;
    heading.depth = Math.min(DEEPEST_HEADING, depth) as Heading['depth'];
  }
}

function collectHeadings(node: Nodes, headings: Heading[]): void {
  if (node.type === 'heading') {
    headings.push(node);
    return;
  }
  if ('children' in node) {
    for (const child of node.children) collectHeadings(child, headings);
  }
}
