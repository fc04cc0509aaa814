import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { ExportDocument } from '../exports/export-document.ts';
import type { ExportPool } from '../exports/export-pool.ts';
import { type StoredWordTemplate, wordTemplateInput } from '../store/word-template.ts';

const run = promisify(execFile);

export const PREVIEW_UNAVAILABLE =
  'No preview here: LibreOffice is not installed on the server (libreoffice-writer-nogui and poppler-utils draw it). The Word export uses the template all the same.';

/** A short strategy in every style the template restyles: the preview's content. */
const SAMPLE: ExportDocument = {
  overview: 'A sample to show the template.',
  metadata: {
    companyName: 'Sample Company',
    clientName: 'Sample Client',
    preparedBy: 'Your firm',
    preparedDate: '',
    digitalLink: '',
  },
  selection: ['target-audience', 'pricing-strategy'],
  sections: {
    'target-audience': {
      content: [
        'Body text in the template’s own style, with **bold** and _italic_ words.',
        '',
        '### A third-level heading',
        '',
        '- A bulleted list',
        '- Its second item',
        '',
        '| Segment | Share |',
        '|---|---|',
        '| Europe | 40% |',
        '| Asia | 35% |',
      ].join('\n'),
    },
    'pricing-strategy': { content: 'Another section, to show the running header and footer.' },
  },
};

const PREVIEW_PAGES = 3;
const TIMEOUT_MS = 60_000;

let installed: Promise<boolean> | undefined;

/** Whether `soffice` and `pdftoppm` are on this server (asked once). */
export function previewAvailable(): Promise<boolean> {
  installed ??= Promise.all(
    ['soffice', 'pdftoppm'].map((command) =>
      run('sh', ['-c', `command -v ${command}`]).then(
        () => true,
        () => false,
      ),
    ),
  ).then((found) => found.every(Boolean));
  return installed;
}

let cached: { key: string; pages: Promise<string[]> } | undefined;

/**
 * The first pages of a sample Word export wearing the template, drawn by LibreOffice (Word to
 * PDF) and pdftoppm (PDF to PNG), as data URLs. The latest template's pages are kept in memory.
 */
export function previewPages(
  template: StoredWordTemplate,
  exportPool: ExportPool,
): Promise<string[]> {
  const key = `${template.view.uploadedAt}:${template.view.bytes}`;
  if (cached?.key !== key) {
    const pages = drawPreview(template, exportPool);
    cached = { key, pages };
    pages.catch(() => {
      if (cached?.pages === pages) cached = undefined;
    });
  }
  return cached.pages;
}

async function drawPreview(template: StoredWordTemplate, exportPool: ExportPool) {
  const { bytes } = await exportPool.render('docx', {
    ...SAMPLE,
    wordTemplate: wordTemplateInput(template),
  });
  const folder = await mkdtemp(join(tmpdir(), 'word-template-preview-'));
  try {
    await writeFile(join(folder, 'sample.docx'), bytes);
    await run(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(join(folder, 'profile')).href}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        folder,
        join(folder, 'sample.docx'),
      ],
      { timeout: TIMEOUT_MS },
    );
    await run(
      'pdftoppm',
      [
        '-png',
        '-r',
        '40',
        '-f',
        '1',
        '-l',
        String(PREVIEW_PAGES),
        join(folder, 'sample.pdf'),
        join(folder, 'page'),
      ],
      { timeout: TIMEOUT_MS },
    );
    const pages = (await readdir(folder)).filter((name) => /^page-\d+\.png$/.test(name)).sort();
    return Promise.all(
      pages.map(
        async (name) =>
          `data:image/png;base64,${(await readFile(join(folder, name))).toString('base64')}`,
      ),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
