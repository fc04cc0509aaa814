import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { buildExportModel } from './src/server/exports/export-document.ts';
import { withExportImages } from './src/server/exports/export-images.ts';
import { EXPORT_RENDERERS } from './src/server/exports/registry.ts';
import { syntheticStrategy } from './src/server/exports/synthetic-strategy.ts';
const svg = (text: string, colour: string, w: number) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="160"><rect x="0" y="20" width="120" height="120" rx="24" fill="${colour}"/><text x="145" y="108" font-family="DejaVu Sans" font-weight="bold" font-size="72" fill="#222">${text}</text></svg>`);
const client = await sharp(svg('CONTOSO', '#E4572E', 620)).png().toBuffer();
const firm = await sharp(svg('H&amp;F', '#1F3A5F', 360)).png().toBuffer();
const doc = syntheticStrategy();
doc.metadata.companyName = 'Northwind Makers Ltd';
doc.logo = { bytes: client, mimeType: 'image/png' };
doc.firmLogo = { bytes: firm, mimeType: 'image/png' };
doc.brand = { firmName: 'Harbour & Finch Advisory', disclaimer: 'This report is based on information supplied by Contoso Holdings and on public sources believed reliable. It is provided for the client’s internal planning and does not constitute legal, tax or investment advice.' };
doc.sections['executive-summary'] = { content: 'Northwind Makers can **triple revenue by 2028** by focusing on founder-led studios.\n\n## Top recommendations\n\n1. Focus acquisition on solo founders (CAC €42 vs €118 for teams).\n2. Raise the Pro tier price by 12%.\n3. Launch the referral programme in Q2.\n\n| Metric | 2025 | 2028 |\n|---|---:|---:|\n| Revenue | €1.2m | €3.6m |\n| Gross margin | 58% | 66% |\n| Customers | 4,100 | 11,500 |\n\n> The largest risk is channel concentration: 61% of sign-ups come from one marketplace.' };
const which = process.argv.slice(2);
const prepared = await withExportImages(doc);
for (const format of which) {
  const t = performance.now();
  const bytes = await EXPORT_RENDERERS[format as 'pdf'].render(buildExportModel(prepared));
  console.log(format, ((performance.now() - t) / 1000).toFixed(1), 's');
  writeFileSync(`/tmp/shots/review.${format === 'slides-pdf' ? 'slides.pdf' : format}`, bytes);
}
