/**
 * Rich Markdown editor benchmark. Run with `npm run bench:editor`.
 *
 * - Bundle: builds the editor's test page (e2e/support/rich-markdown-editor-harness) in
 *   production mode and prints each chunk's size, raw and gzip; the chunks the page loads only
 *   when the editor opens (through `LazyRichMarkdownEditor`) are marked "lazy".
 * - Round trip of a 200 KB section (the section size limit), headless, median of 5 runs:
 *   reading it into a document, writing it back untouched, writing it after one edit, and writing
 *   it all anew; each beside the baseline of parsing the same text to mdast alone, measured in
 *   the same run, so the ratios hold on a loaded machine where the times do not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EditorState } from 'prosemirror-state';
import { buildRichEditorHarness } from '../../e2e/support/rich-markdown-editor-page.ts';
import { documentToMarkdown } from '../../src/web/components/rich-markdown-editor/document-to-markdown.ts';
import {
  markdownToDocument,
  parseMarkdownTree,
} from '../../src/web/components/rich-markdown-editor/markdown-to-document.ts';
import { largeSection } from '../../src/web/components/rich-markdown-editor/testing/hostile-markdown.ts';

const RUNS = 5;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(action: () => unknown): number {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    action();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

async function bundle() {
  const built = await buildRichEditorHarness();
  try {
    const assets = path.join(built.outDir, 'assets');
    const entry = fs.readFileSync(path.join(built.outDir, 'index.html'), 'utf8');
    let lazyGzip = 0;
    console.log('Editor test page chunks (production build):');
    for (const file of fs.readdirSync(assets).sort()) {
      const bytes = fs.readFileSync(path.join(assets, file));
      const gzip = gzipSync(bytes).length;
      const lazy = !entry.includes(file);
      if (lazy) lazyGzip += gzip;
      console.log(
        `  ${file.padEnd(44)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip${lazy ? '  lazy' : ''}`,
      );
    }
    console.log(
      `  loaded when the editor opens: ${(lazyGzip / 1024).toFixed(1)} KB gzip (JS + CSS)`,
    );
  } finally {
    await built.close();
  }
}

function roundTrip() {
  const markdown = largeSection();
  const baseline = time(() => parseMarkdownTree(markdown));
  const read = time(() => markdownToDocument(markdown));
  const { doc, source } = markdownToDocument(markdown);
  const untouched = time(() => documentToMarkdown(doc, source));
  const state = EditorState.create({ doc });
  const edited = state.apply(state.tr.insertText(' (edited)', 3)).doc;
  const afterEdit = time(() => documentToMarkdown(edited, source));
  const anew = time(() => documentToMarkdown(doc));
  const line = (name: string, milliseconds: number) =>
    console.log(
      `  ${name.padEnd(34)} ${milliseconds.toFixed(1).padStart(8)} ms  ${(milliseconds / baseline).toFixed(2).padStart(6)}x`,
    );
  console.log(
    `Round trip of a ${(markdown.length / 1000).toFixed(0)} KB section (median of ${RUNS}):`,
  );
  line('baseline: parse to mdast', baseline);
  line('read into the editor', read);
  line('write back, untouched', untouched);
  line('write back after one edit', afterEdit);
  line('write everything anew', anew);
}

await bundle();
roundTrip();
