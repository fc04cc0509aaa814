import type { Nodes, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { stripLeadingTitle } from '../../domain/section-title.ts';
import { emptyDocument, RICH_EXPORTED, richDocument } from '../testing/export-fixtures.ts';
import { buildExportModel } from './export-document.ts';

function nodesOf(root: Root): Nodes[] {
  const nodes: Nodes[] = [];
  const visit = (node: Nodes) => {
    nodes.push(node);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(root);
  return nodes;
}

function sectionContent(markdown: string): Root {
  const document = { ...emptyDocument(), sections: { 'target-audience': { content: markdown } } };
  const section = buildExportModel(document).groups[0]?.sections[0];
  if (!section) throw new Error('section not exported');
  return section.content;
}

describe('buildExportModel', () => {
  it('keeps sections with content, in catalogue order, grouped by catalogue group', () => {
    const model = buildExportModel(richDocument());
    const exported = model.groups.flatMap((group) =>
      group.sections.map((section) => ({ group: group.title, section: section.title })),
    );
    expect(exported).toEqual(RICH_EXPORTED);
    expect(model.groups.map((group) => group.title)).toEqual([
      'Customer Profile',
      'Business Plan',
      'Market Research',
      'Brand Identity',
    ]);
  });

  it('exports nothing but the cover data for a strategy without content', () => {
    expect(buildExportModel(emptyDocument()).groups).toEqual([]);
  });

  it('empties unsafe link and definition URLs and keeps the link text', () => {
    const root = sectionContent(
      '[bad](javascript:alert(1)) [good](https://example.com) [ref][r] <mailto:a@example.com>\n\n[r]: vbscript:x',
    );
    const links = nodesOf(root).filter((node) => node.type === 'link');
    expect(links.map((link) => link.url)).toEqual([
      '',
      'https://example.com',
      '',
      'mailto:a@example.com',
    ]);
    expect(
      nodesOf(root).some((node) => node.type === 'definition' || node.type === 'linkReference'),
    ).toBe(false);
  });

  it('turns raw HTML into text and images into their alt text', () => {
    const root = sectionContent(
      '<div onclick="x()">hi</div>\n\nInline <b>bold</b> ![logo](https://t.example/p.png)',
    );
    const types = nodesOf(root).map((node) => node.type);
    expect(types).not.toContain('html');
    expect(types).not.toContain('image');
    const texts = nodesOf(root).flatMap((node) => (node.type === 'text' ? [node.value] : []));
    expect(texts).toEqual([
      '<div onclick="x()">hi</div>',
      'Inline ',
      '<b>',
      'bold',
      '</b>',
      ' ',
      'logo',
    ]);
  });

  it('drops a heading that repeats the section title and nests the rest below it', () => {
    const root = sectionContent('# Target Audience\n\n## Who\n\ntext\n\n### Detail');
    const headings = root.children.flatMap((node) => (node.type === 'heading' ? [node.depth] : []));
    expect(headings).toEqual([3, 4]);
  });

  it('leaves out a repeated title by the page’s rule: `## Mission Statement:` too', () => {
    // The page strips the same heading from the same text (domain/section-title.ts).
    for (const heading of [
      '## Mission Statement:',
      '# MISSION  statement',
      '### Mission-Statement',
    ]) {
      const markdown = `${heading}\n\nWe roast coffee.`;
      expect(stripLeadingTitle(markdown, 'Mission Statement')).toBe('We roast coffee.');
      const model = buildExportModel({
        ...emptyDocument(),
        sections: { 'mission-statement': { content: markdown } },
      });
      const content = model.groups[0]?.sections[0]?.content;
      expect(content?.children.map((node) => node.type)).toEqual(['paragraph']);
    }
  });
});
