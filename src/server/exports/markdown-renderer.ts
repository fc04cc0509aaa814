import type { Heading, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { ExportModel } from './export-document.ts';
import {
  EXECUTIVE_SUMMARY_TITLE,
  overviewParagraphs,
  REPORT_TITLE,
  reportCover,
} from './report-cover.ts';

const stringifier = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
});

/**
 * One Markdown file built as a tree from the sanitised sections and serialised once, so stripped
 * URLs stay stripped and metadata or overview text is escaped rather than read as Markdown.
 */
export async function renderMarkdown(model: ExportModel): Promise<Uint8Array> {
  const root: Root = { type: 'root', children: [...titleBlock(model), ...body(model)] };
  return new TextEncoder().encode(stringifier.stringify(root));
}

function titleBlock(model: ExportModel): RootContent[] {
  const cover = reportCover(model.metadata);
  const lines: PhrasingContent[] = cover.lines.flatMap((line, index) => [
    ...(index > 0 ? [{ type: 'break' } as const] : []),
    text(`${line.label}: ${line.value}`),
  ]);
  const blocks: RootContent[] = [
    heading(1, REPORT_TITLE),
    { type: 'paragraph', children: [{ type: 'strong', children: [text(cover.companyName)] }] },
    { type: 'paragraph', children: lines },
  ];
  if (cover.digitalLink) {
    blocks.push({
      type: 'paragraph',
      children: [
        text('Digital Version: '),
        { type: 'link', url: cover.digitalLink, children: [text(cover.digitalLink)] },
      ],
    });
  }
  blocks.push(
    heading(2, EXECUTIVE_SUMMARY_TITLE),
    ...overviewParagraphs(model.overview).map(plainParagraph),
  );
  return blocks;
}

function body(model: ExportModel): RootContent[] {
  return model.groups.flatMap((group) => [
    heading(1, group.title),
    ...group.sections.flatMap((section) => [
      heading(2, section.title),
      ...section.content.children,
    ]),
  ]);
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
