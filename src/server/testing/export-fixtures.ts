import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExportDocument } from '../exports/export-document.ts';

/** Test support: documents that exercise every Markdown feature an export must carry. */

export const TABLE_CELL_TEXT = 'Ελληνικά, Русский → €1 200';

export const RICH_SECTION = [
  '# Target Audience',
  '',
  'Our buyers are **busy founders**, _first-time_ makers and ~~hobbyists~~ `pros`. ' +
    'Read [the guide](https://example.com/guide) but never [click me](javascript:alert(1)).',
  '',
  '## Segments',
  '',
  '- Founders',
  '  - Solo founders',
  '  - Teams',
  '- Makers',
  '',
  '1. Discover',
  '2. Decide',
  '',
  '| Segment | Notes |',
  '|---|---|',
  `| Europe | ${TABLE_CELL_TEXT} |`,
  '| Asia | "quoted", with comma |',
  '',
  '> Customers said: “naïve café façade” ← → ↑',
  '',
  '<script>alert("x")</script>',
  '',
  '![Tracking pixel](https://tracker.example/pixel.png)',
].join('\n');

export const RICH_SECTION_PLAIN_TEXT = [
  'Our buyers are busy founders, first-time makers and hobbyists pros. ' +
    'Read the guide (https://example.com/guide) but never click me.',
  '',
  'Segments',
  '',
  '- Founders',
  '  - Solo founders',
  '  - Teams',
  '- Makers',
  '',
  '1. Discover',
  '2. Decide',
  '',
  'Segment | Notes',
  `Europe | ${TABLE_CELL_TEXT}`,
  'Asia | "quoted", with comma',
  '',
  '> Customers said: “naïve café façade” ← → ↑',
  '',
  '<script>alert("x")</script>',
  '',
  'Tracking pixel',
].join('\n');

/** Sections given out of catalogue order, one of them blank, one that looks like a formula. */
export function richDocument(): ExportDocument {
  return {
    overview: 'We build tools for makers.\n\nThis plan covers the next three years.',
    metadata: {
      companyName: 'Northwind Makers',
      clientName: 'Contoso Holdings',
      preparedBy: 'Ana Consultant',
      preparedDate: '2025-03-14',
      digitalLink: 'https://example.com/strategy',
    },
    sections: {
      'mission-statement': { content: '=HYPERLINK("https://evil.example","Click")' },
      'target-audience': { content: RICH_SECTION },
      'dream-state': { content: '   \n  ' },
      'voice-and-tone': { content: '- Warm\n- Direct' },
      'needs-analysis': { content: '@SUM(A1:A2) and +1, "quoted" text\nsecond line' },
    },
  };
}

/** Exported titles in catalogue order, as richDocument() gives them. */
export const RICH_EXPORTED = [
  { group: 'Customer Profile', section: 'Target Audience' },
  { group: 'Business Plan', section: 'Mission Statement' },
  { group: 'Market Research', section: 'Needs Analysis' },
  { group: 'Brand Identity', section: 'Voice and Tone' },
];

export function emptyDocument(): ExportDocument {
  return {
    overview: '',
    metadata: { companyName: '', clientName: '', preparedBy: '', preparedDate: '' },
    sections: {},
  };
}

/** A 1 x 1 PNG. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export function writeTemporaryFile(name: string, bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'export-test-')), name);
  writeFileSync(path, bytes);
  return path;
}

export function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

export function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A file converted by LibreOffice (`--convert-to pdf`, `docx`...) in a fresh profile, as the
 * converted file's path: it opens, or this throws.
 */
export function convertWithLibreOffice(bytes: Uint8Array, name: string, to: string): string {
  const path = writeTemporaryFile(name, bytes);
  const profile = pathToFileURL(mkdtempSync(join(tmpdir(), 'lo-profile-'))).href;
  run('soffice', [
    `-env:UserInstallation=${profile}`,
    '--headless',
    '--convert-to',
    to,
    '--outdir',
    dirname(path),
    path,
  ]);
  const converted = join(dirname(path), `${basename(name, extname(name))}.${to.split(':')[0]}`);
  if (!existsSync(converted)) throw new Error(`LibreOffice did not convert ${name} to ${to}`);
  return converted;
}

/**
 * Whether LibreOffice is here. Under CI (`CI=true`) it must be: a missing one fails the suite
 * instead of skipping the checks that need it.
 */
export function libreOfficeInstalled(purpose: string): boolean {
  if (hasCommand('soffice')) return true;
  const message = `\`soffice\` is not installed (apt-get install libreoffice-writer-nogui): ${purpose}`;
  if (process.env.CI) throw new Error(`CI needs LibreOffice. ${message}`);
  console.warn(`Skipping: ${message}`);
  return false;
}
