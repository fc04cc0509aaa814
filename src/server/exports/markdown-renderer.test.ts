import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../domain/parse-markdown.ts';
import { safeUrl } from '../../domain/url-policy.ts';
import {
  emptyDocument,
  RICH_EXPORTED,
  richDocument,
  TABLE_CELL_TEXT,
} from '../testing/export-fixtures.ts';
import { buildExportModel } from './export-document.ts';
import { renderMarkdown } from './markdown-renderer.ts';

async function exportMarkdown(document = richDocument()): Promise<string> {
  return new TextDecoder().decode(await renderMarkdown(buildExportModel(document)));
}

function nodesOf(node: Nodes): Nodes[] {
  return [node, ...('children' in node ? node.children.flatMap(nodesOf) : [])];
}

describe('renderMarkdown', () => {
  it('opens with the title block, and ends with the overview as an appendix', async () => {
    const markdown = await exportMarkdown();
    expect(markdown.split('\n').slice(0, 10)).toEqual([
      '# Business Strategy Report',
      '',
      '**Northwind Makers**',
      '',
      'Client: Contoso Holdings\\',
      'Prepared By: Ana Consultant\\',
      'Date: March 14, 2025',
      '',
      'Digital Version: <https://example.com/strategy>',
      '',
    ]);
    expect(markdown).not.toContain('Executive Summary');
    expect(
      markdown.endsWith(
        '# Appendix: Business overview\n\nWe build tools for makers.\n\nThis plan covers the next three years.\n',
      ),
    ).toBe(true);
  });

  it('lists the sections left out when the person went on without them', async () => {
    const document = richDocument();
    document.sections['vision-statement'] = { content: '', status: 'failed' };
    expect(await exportMarkdown(document)).not.toContain('Vision Statement');
    const markdown = await exportMarkdown({ ...document, includeUnwrittenNote: true });
    expect(markdown).toContain(
      '> **Sections not included**\n>\n> 1 section chosen for this report is not written yet and is left out:\n>\n> - Vision Statement (failed)',
    );
  });

  it('lists groups and sections in catalogue order with their Markdown', async () => {
    const root = parseMarkdown(await exportMarkdown());
    const headings = root.children.flatMap((node) =>
      node.type === 'heading' && node.depth <= 2 && node.children[0]?.type === 'text'
        ? [`${node.depth} ${node.children[0].value}`]
        : [],
    );
    const expected = ['1 Business Strategy Report'];
    for (const entry of RICH_EXPORTED) {
      if (!expected.includes(`1 ${entry.group}`)) expected.push(`1 ${entry.group}`);
      expected.push(`2 ${entry.section}`);
    }
    expect(headings).toEqual([...expected, '1 Appendix: Business overview']);
    const markdown = await exportMarkdown();
    expect(markdown).toContain('| Europe  | Ελληνικά, Русский → €1 200 |');
    expect(markdown).toContain(TABLE_CELL_TEXT);
    expect(markdown).toContain('- Founders\n  - Solo founders');
  });

  it('keeps unsafe addresses stripped and raw HTML inert', async () => {
    const markdown = await exportMarkdown();
    expect(markdown.toLowerCase()).not.toContain('javascript:');
    const nodes = nodesOf(parseMarkdown(markdown));
    expect(nodes.some((node) => node.type === 'html')).toBe(false);
    for (const node of nodes) {
      if (node.type === 'link' || node.type === 'image') expect(safeUrl(node.url)).toBe(node.url);
    }
  });

  it('escapes metadata so it cannot inject Markdown', async () => {
    const document = richDocument();
    document.metadata.companyName = '[Acme](javascript:alert(1)) <img src=x>';
    const nodes = nodesOf(parseMarkdown(await exportMarkdown(document)));
    expect(
      nodes.filter((node) => node.type === 'link').map((node) => node.type === 'link' && node.url),
    ).not.toContain('javascript:alert(1)');
    expect(nodes.some((node) => node.type === 'html')).toBe(false);
  });

  it('exports the title block alone for a strategy without content', async () => {
    const markdown = await exportMarkdown(emptyDocument());
    expect(markdown).toBe(
      '# Business Strategy Report\n\n**Company Strategy**\n\nClient: N/A\\\nPrepared By: N/A\\\nDate: N/A\n',
    );
  });
});
