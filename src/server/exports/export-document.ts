import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { CATALOGUE } from '../../domain/catalogue.ts';
import type { Metadata } from '../../domain/strategy.ts';
import { sanitiseMarkdown } from './sanitise-markdown.ts';

/** What an export is made from: the strategy as the server holds it. */
export interface ExportDocument {
  overview: string;
  metadata: Metadata;
  logo?: { bytes: Uint8Array; mimeType: string };
  /** By section key; sections missing or blank are left out of the export. */
  sections: Record<string, { content: string }>;
}

export interface ExportSection {
  key: string;
  title: string;
  /** Sanitised: safe URLs only, no raw HTML, no images, headings at depth 3 to 6. */
  content: Root;
}

export interface ExportGroup {
  title: string;
  sections: ExportSection[];
}

export interface ExportModel {
  overview: string;
  metadata: Metadata;
  logo?: { bytes: Uint8Array; mimeType: string };
  groups: ExportGroup[];
}

const parser = unified().use(remarkParse).use(remarkGfm);

export function parseMarkdown(markdown: string): Root {
  // remark-gfm only extends the syntax: parsing alone gives the whole tree.
  return parser.parse(markdown);
}

/** Every renderer reads this model, so each section's Markdown is parsed and sanitised once. */
export function buildExportModel(document: ExportDocument): ExportModel {
  const groups: ExportGroup[] = [];
  for (const group of CATALOGUE) {
    const sections: ExportSection[] = [];
    for (const section of group.sections) {
      const markdown = document.sections[section.key]?.content ?? '';
      if (markdown.trim() === '') continue;
      sections.push({
        key: section.key,
        title: section.title,
        content: sanitiseMarkdown(parseMarkdown(markdown), { sectionTitle: section.title }),
      });
    }
    if (sections.length > 0) groups.push({ title: group.title, sections });
  }
  return {
    overview: document.overview,
    metadata: document.metadata,
    ...(document.logo ? { logo: document.logo } : {}),
    groups,
  };
}
