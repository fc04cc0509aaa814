/**
 * Renders a branded sample strategy in every designed format and turns key pages into PNGs, for a
 * person to look at before a change to the deliverable ships: `npm run review:exports`.
 * Writes `test-results/exports/` (not committed): the files, and `*.png` of the PDF's cover,
 * contents, a divider and a content page, the Word file and the deck as LibreOffice shows them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { buildExportModel } from '../src/server/exports/export-document.ts';
import { withExportImages } from '../src/server/exports/export-images.ts';
import { EXPORT_RENDERERS } from '../src/server/exports/registry.ts';
import { syntheticStrategy } from '../src/server/testing/synthetic-strategy.ts';

const out = resolve(import.meta.dirname, '..', 'test-results', 'exports');
mkdirSync(out, { recursive: true });

const wordmark = (text: string, colour: string, width: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="160"><rect y="20" width="120" height="120" rx="24" fill="${colour}"/><text x="145" y="108" font-family="DejaVu Sans" font-weight="bold" font-size="72" fill="#222">${text}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

const document = syntheticStrategy({ wordsPerSection: 400 });
document.logo = { bytes: await wordmark('CONTOSO', '#E4572E', 620), mimeType: 'image/png' };
document.firmLogo = { bytes: await wordmark('H&amp;F', '#1F3A5F', 360), mimeType: 'image/png' };
document.brand = {
  firmName: 'Harbour & Finch Advisory',
  disclaimer:
    'Based on information supplied by the client and public sources believed reliable; for the client’s internal planning, not legal, tax or investment advice.',
};
document.sections['executive-summary'] = {
  content:
    'Northwind can **triple revenue by 2028**.\n\n1. Focus on solo founders.\n2. Raise the Pro price by 12%.\n\n| Metric | 2025 | 2028 |\n|---|---:|---:|\n| Revenue | €1.2m | €3.6m |\n\n> The largest risk is channel concentration.',
};
const model = buildExportModel(await withExportImages(document));

const pngs = (pdf: string, prefix: string, pages: number[]) => {
  for (const page of pages) {
    const target = join(out, `${prefix}-${page}`);
    execFileSync('pdftoppm', [
      '-r',
      '80',
      '-png',
      '-singlefile',
      '-f',
      String(page),
      '-l',
      String(page),
      pdf,
      target,
    ]);
  }
};
const convert = (file: string, folder: string) => {
  mkdirSync(folder, { recursive: true });
  execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', folder, file], {
    stdio: 'ignore',
  });
};

for (const format of ['pdf', 'docx', 'pptx', 'slides-pdf'] as const) {
  const file = join(out, `sample.${format === 'slides-pdf' ? 'slides.pdf' : format}`);
  writeFileSync(file, await EXPORT_RENDERERS[format].render(model));
  console.log(`wrote ${file}`);
}
pngs(join(out, 'sample.pdf'), 'pdf', [1, 2, 4, 5]);
pngs(join(out, 'sample.slides.pdf'), 'slides', [1, 2, 4]);
convert(join(out, 'sample.docx'), join(out, 'word'));
pngs(join(out, 'word', 'sample.pdf'), 'word', [1, 2, 8]);
convert(join(out, 'sample.pptx'), join(out, 'powerpoint'));
pngs(join(out, 'powerpoint', 'sample.pdf'), 'powerpoint', [1, 2, 4]);
console.log(`PNG pages in ${out}`);
