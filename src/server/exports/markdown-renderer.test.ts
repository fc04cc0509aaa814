import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../domain/url-policy.ts';
import { buildExportModel, parseMarkdown } from './export-document.ts';
import {
  emptyDocument,
  RICH_EXPORTED,
  richDocument,
  TABLE_CELL_TEXT,
} from './export-test-fixtures.ts';
import { renderMarkdown } from './markdown-renderer.ts';

async function exportMarkdown(document = richDocument()): Promise<string> {
  return new TextDecoder().decode(await renderMarkdown(buildExportModel(document)));
}

function nodesOf(node: Nodes): Nodes[] {
  return [node, ...('children' in node ? node.children.flatMap(nodesOf) : [])];
}

describe('renderMarkdown', () => {
  it('opens with the title block and the executive summary', async () => {
    const markdown = await exportMarkdown();
    expect(markdown.split('\n').slice(0, 14)).toEqual([
      '# Business Strategy Report',
      '',
      '**Northwind Makers**',
      '',
      'Client: Contoso Holdings\\',
      'Prepared By: Ana Consultant\\',
      'Date: 2025-03-14',
      '',
      'Digital Version: <https://example.com/strategy>',
      '',
      '## Executive Summary',
      '',
      'We build tools for makers.',
      '',
    ]);
  });

  it('lists groups and sections in catalogue order with their Markdown', async () => {
    const root = parseMarkdown(await exportMarkdown());
    const headings = root.children.flatMap((node) =>
      node.type === 'heading' && node.depth <= 2 && node.children[0]?.type === 'text'
        ? [`${node.depth} ${node.children[0].value}`]
        : [],
    );
    const expected = ['1 Business Strategy Report', '2 Executive Summary'];
    for (const entry of RICH_EXPORTED) {
      if (!expected.includes(`1 ${entry.group}`)) expected.push(`1 ${entry.group}`);
      expected.push(`2 ${entry.section}`);
    }
    expect(headings).toEqual(expected);
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
      '# Business Strategy Report\n\n**Company Strategy**\n\nClient: N/A\\\nPrepared By: N/A\\\nDate: N/A\n\n## Executive Summary\n',
    );
  });
});
