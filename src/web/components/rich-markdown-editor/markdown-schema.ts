import { type DOMOutputSpec, type MarkSpec, type NodeSpec, Schema } from 'prosemirror-model';
import { tableNodes } from 'prosemirror-tables';
import { safeUrl } from '../../../domain/url-policy.ts';

/**
 * The editor's document: the GFM subset sections use, nothing more. Every `toDOM` builds elements
 * and text nodes only (no markup string ever reaches `innerHTML`), every address goes through the
 * URL rule, and `parseDOM` (used for pasted HTML) knows only these elements, so a paste is reduced
 * to this subset: unknown elements keep their text, attributes other than the ones read here are
 * dropped, `<script>`/`<style>` are ignored by ProseMirror.
 *
 * Attributes such as `bullet`, `marker` or `setext` remember how the source was written, so a block
 * the person edits is written back in the same style (see docs/decisions, rich-markdown-editor).
 */

const headingLevels = [1, 2, 3, 4, 5, 6] as const;

const cellAlignment = {
  default: null,
  getFromDOM: (dom: HTMLElement) => {
    const align = dom.style.textAlign || dom.getAttribute('align');
    return align === 'left' || align === 'center' || align === 'right' ? align : null;
  },
  setDOMAttr: (value: unknown, attrs: Record<string, unknown>) => {
    if (value) attrs.style = `text-align: ${String(value)}`;
  },
};

const tables = tableNodes({
  tableGroup: 'block',
  cellContent: 'inline*',
  cellAttributes: { align: cellAlignment },
});

const nodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: {
    group: 'block',
    content: 'inline*',
    parseDOM: [{ tag: 'p' }],
    toDOM: () => ['p', 0],
  },
  heading: {
    group: 'block',
    content: 'inline*',
    defining: true,
    attrs: { level: { default: 2 }, setext: { default: false }, closed: { default: false } },
    parseDOM: headingLevels.map((level) => ({ tag: `h${level}`, attrs: { level } })),
    toDOM: (node) => [`h${node.attrs.level}`, 0],
  },
  blockquote: {
    group: 'block',
    content: 'block+',
    defining: true,
    parseDOM: [{ tag: 'blockquote' }],
    toDOM: () => ['blockquote', 0],
  },
  bullet_list: {
    group: 'block',
    content: 'list_item+',
    attrs: { bullet: { default: '-' }, spread: { default: false } },
    parseDOM: [{ tag: 'ul' }],
    toDOM: () => ['ul', 0],
  },
  ordered_list: {
    group: 'block',
    content: 'list_item+',
    attrs: {
      start: { default: 1 },
      delimiter: { default: '.' },
      increment: { default: true },
      spread: { default: false },
    },
    parseDOM: [
      {
        tag: 'ol',
        getAttrs: (dom) => {
          const start = Number.parseInt((dom as HTMLElement).getAttribute('start') ?? '1', 10);
          return { start: Number.isSafeInteger(start) && start >= 0 ? start : 1 };
        },
      },
    ],
    toDOM: (node) => ['ol', node.attrs.start === 1 ? {} : { start: String(node.attrs.start) }, 0],
  },
  list_item: {
    content: 'block+',
    defining: true,
    attrs: { checked: { default: null }, spread: { default: false } },
    parseDOM: [{ tag: 'li' }],
    toDOM: (node): DOMOutputSpec =>
      node.attrs.checked === null
        ? ['li', 0]
        : ['li', { 'data-checked': String(node.attrs.checked), class: 'task-item' }, 0],
  },
  code_block: {
    group: 'block',
    content: 'text*',
    marks: '',
    code: true,
    defining: true,
    attrs: { language: { default: '' }, meta: { default: '' }, fence: { default: '`' } },
    parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' }],
    toDOM: () => ['pre', ['code', 0]],
  },
  horizontal_rule: {
    group: 'block',
    attrs: { markup: { default: '---' } },
    parseDOM: [{ tag: 'hr' }],
    toDOM: () => ['hr'],
  },
  // Raw HTML from the model: kept as editable plain text, shown as text, never parsed as HTML.
  html_block: {
    group: 'block',
    content: 'text*',
    marks: '',
    code: true,
    parseDOM: [{ tag: 'pre[data-markdown="html"]', preserveWhitespace: 'full', priority: 60 }],
    toDOM: () => ['pre', { class: 'markdown-raw', 'data-markdown': 'html' }, ['code', 0]],
  },
  // Constructs the toolbar does not edit (footnote definitions, reference definitions): their
  // Markdown source, shown as text and written back as it was.
  raw_block: {
    group: 'block',
    atom: true,
    attrs: { source: { default: '' } },
    // Copy and paste inside the editor; the source is only ever text.
    parseDOM: [
      {
        tag: 'pre[data-markdown="raw"]',
        priority: 60,
        getAttrs: (dom) => ({ source: (dom as HTMLElement).textContent ?? '' }),
      },
    ],
    toDOM: (node) => ['pre', { class: 'markdown-raw', 'data-markdown': 'raw' }, node.attrs.source],
  },
  ...tables,
  text: { group: 'inline' },
  hard_break: {
    group: 'inline',
    inline: true,
    selectable: false,
    attrs: { style: { default: 'backslash' } },
    parseDOM: [{ tag: 'br' }],
    toDOM: () => ['br'],
  },
  // Inline HTML, images, footnote and reference links: their source as text.
  inline_raw: {
    group: 'inline',
    inline: true,
    atom: true,
    attrs: { source: { default: '' } },
    parseDOM: [
      {
        tag: 'code[data-markdown="raw"]',
        priority: 60,
        getAttrs: (dom) => ({ source: (dom as HTMLElement).textContent ?? '' }),
      },
    ],
    toDOM: (node) => [
      'code',
      { class: 'markdown-raw', 'data-markdown': 'raw' },
      node.attrs.source as string,
    ],
  },
};

// Rank matters: marks are nested link > strong > em > strike > code when written back.
const marks: Record<string, MarkSpec> = {
  link: {
    attrs: { href: { default: '' }, title: { default: null } },
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => ({
          href: safeUrl((dom as HTMLElement).getAttribute('href') ?? ''),
          title: (dom as HTMLElement).getAttribute('title'),
        }),
      },
    ],
    toDOM: (mark) => [
      'a',
      {
        // An empty (refused) address is left out: the text shows, nothing to follow.
        href: safeUrl(mark.attrs.href as string) || null,
        title: mark.attrs.title as string | null,
        rel: 'noopener noreferrer nofollow',
      },
      0,
    ],
  },
  strong: {
    attrs: { marker: { default: '*' } },
    parseDOM: [
      { tag: 'strong' },
      {
        tag: 'b',
        // Google Docs wraps whole pastes in <b style="font-weight:normal">.
        getAttrs: (dom) => ((dom as HTMLElement).style.fontWeight !== 'normal' ? null : false),
      },
      {
        style: 'font-weight',
        getAttrs: (value) => (/^(bold(er)?|[6-9]\d{2})$/.test(value as string) ? null : false),
      },
    ],
    toDOM: () => ['strong', 0],
  },
  em: {
    attrs: { marker: { default: '*' } },
    parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }],
    toDOM: () => ['em', 0],
  },
  strike: {
    parseDOM: [{ tag: 's' }, { tag: 'del' }, { style: 'text-decoration=line-through' }],
    toDOM: () => ['s', 0],
  },
  code: {
    parseDOM: [{ tag: 'code' }],
    toDOM: () => ['code', 0],
  },
};

export const markdownSchema = new Schema({ nodes, marks });
