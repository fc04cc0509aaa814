import JSZip from 'jszip';
import type { Node, Parent } from 'mdast';
import { parseMarkdown } from '../../domain/parse-markdown.ts';
import { run, writeTemporaryFile } from './export-fixtures.ts';

/**
 * Test support: what a reader of an exported file sees, for assertions on its text: a PDF as
 * poppler reads it, a Word document's runs joined, Markdown parsed back.
 */

/** The PDF's text (`pdftotext`), in reading order. */
export function pdfText(bytes: Uint8Array, name = 'export.pdf'): string {
  return run('pdftotext', [writeTemporaryFile(name, bytes), '-']);
}

/** The document's text as Word shows it: runs joined, XML entities read back. */
export async function docxText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return xml
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Markdown read back as a reader would: its text, and every kind of node in it (`url:<url>` for links). */
export function markdownText(markdown: string): { text: string; types: Set<string> } {
  const types = new Set<string>();
  let text = '';
  const walk = (node: Node) => {
    types.add(node.type);
    if ('value' in node && typeof node.value === 'string') text += `${node.value}\n`;
    if ('url' in node) types.add(`url:${String(node.url)}`);
    for (const child of (node as Parent).children ?? []) walk(child);
  };
  walk(parseMarkdown(markdown));
  return { text, types };
}
