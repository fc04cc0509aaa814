import PptxGenJS from 'pptxgenjs';
import { fileProperties } from '../../domain/cover.ts';
import { deckOf } from './deck-from-model.ts';
import type { ExportModel } from './export-document.ts';
import { powerPointLanguage } from './pptx-language.ts';
import { paintPptxSlide } from './pptx-painter.ts';
import { slidePalette } from './slide-palette.ts';

/**
 * The deck as a PowerPoint file: each slide of `composeDeck` painted where the layout placed
 * it (`pptx-painter.ts`), every text a native, editable text box or table, the notes on every
 * slide; file properties name the firm, never the software.
 */
export async function renderPptx(model: ExportModel): Promise<Uint8Array> {
  const { brand, cover } = model;
  const deck = deckOf(model);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  const properties = fileProperties(cover);
  pptx.author = properties.author;
  // pptxgenjs writes the company into docProps/app.xml without escaping it.
  pptx.company = escapeXml(properties.author);
  pptx.title = properties.title;
  pptx.subject = properties.subject;
  pptx.theme = { headFontFace: brand.headingFont, bodyFontFace: brand.bodyFont };
  const context = {
    pptx,
    palette: slidePalette(brand),
    lang: powerPointLanguage(model.locale),
    rtl: model.locale.direction === 'rtl',
    logos: model.logos,
    currency: model.financials?.currency ?? 'USD',
  };
  for (const slide of deck.slides) paintPptxSlide(pptx.addSlide(), slide, context);
  const buffer = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return new Uint8Array(buffer);
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
