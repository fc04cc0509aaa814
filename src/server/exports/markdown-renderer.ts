import type { Heading, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { type Options, toMarkdown } from 'mdast-util-to-markdown';
import type { ExportBlock, ExportModel } from './export-document.ts';

const WRITE_OPTIONS: Options = {
  extensions: [gfmToMarkdown()],
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
};

/**
 * One Markdown file built as a tree from the sanitised sections and serialised once, so stripped
 * URLs stay stripped and metadata or overview text is escaped rather than read as Markdown.
 */
export async function renderMarkdown(model: ExportModel): Promise<Uint8Array> {
  const root: Root = { type: 'root', children: [...titleBlock(model), ...body(model)] };
  return new TextEncoder().encode(toMarkdown(root, WRITE_OPTIONS));
}

function titleBlock(model: ExportModel): RootContent[] {
  const { cover } = model;
  const lines: PhrasingContent[] = cover.lines.flatMap((line, index) => [
    ...(index > 0 ? [{ type: 'break' } as const] : []),
    text(`${line.label}: ${line.value}`),
  ]);
  const blocks: RootContent[] = [
    heading(1, cover.title),
    { type: 'paragraph', children: [{ type: 'strong', children: [text(cover.companyName)] }] },
    { type: 'paragraph', children: lines },
  ];
  if (cover.digitalLink) {
    blocks.push({
      type: 'paragraph',
      children: [
        text(`${model.labels.digitalVersion}: `),
        { type: 'link', url: cover.digitalLink, children: [text(cover.digitalLink)] },
      ],
    });
  }
  if (cover.disclaimer) {
    blocks.push({
      type: 'paragraph',
      children: [{ type: 'emphasis', children: [text(cover.disclaimer)] }],
    });
  }
  if (model.notice) blocks.push(...model.notice.blocks.flatMap(exportBlock));
  return blocks;
}

function body(model: ExportModel): RootContent[] {
  return [
    ...(model.summary ? [heading(1, model.summary.title), ...model.summary.content.children] : []),
    ...model.groups.flatMap((group) => [
      heading(1, group.title),
      ...group.sections.flatMap((section) => [
        heading(2, section.title),
        ...section.content.children,
      ]),
    ]),
    ...model.appendices.flatMap((part) => [
      heading(1, `${model.labels.appendix}: ${part.title}`),
      ...part.blocks.flatMap(exportBlock),
    ]),
  ];
}

/** The blocks beyond Markdown as Markdown; a new kind fails `tsc` here until it is written. */
function exportBlock(block: ExportBlock): RootContent[] {
  switch (block.kind) {
    case 'chart':
      // Markdown has no drawing: the chart's title and its text alternative.
      return [
        {
          type: 'paragraph',
          children: [
            { type: 'strong', children: [text(`${block.chart.title}.`)] },
            text(` ${block.chart.description}`),
          ],
        },
      ];
    case 'markdown':
      return block.content.children;
    case 'text':
      return block.paragraphs.map(plainParagraph);
    case 'table':
      return [
        {
          type: 'table',
          align: block.align,
          children: [block.header, ...block.rows].map((row) => ({
            type: 'tableRow',
            children: row.map((cell) => ({ type: 'tableCell', children: [text(cell)] })),
          })),
        },
      ];
    case 'note':
      return [
        {
          type: 'blockquote',
          children: [
            { type: 'paragraph', children: [{ type: 'strong', children: [text(block.title)] }] },
            { type: 'paragraph', children: [text(block.intro)] },
            {
              type: 'list',
              ordered: false,
              spread: false,
              children: block.items.map((item) => ({
                type: 'listItem',
                spread: false,
                children: [{ type: 'paragraph', children: [text(item)] }],
              })),
            },
          ],
        },
      ];
  }
}

function heading(depth: Heading['depth'], value: string): Heading {
  return { type: 'heading', depth, children: [text(value)] };
}

function plainParagraph(value: string): Paragraph {
  const children = value
    .split(/\r?\n/)
    .flatMap((line, index): PhrasingContent[] =>
      index > 0 ? [{ type: 'break' }, text(line)] : [text(line)],
    );
  return { type: 'paragraph', children };
}

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}
