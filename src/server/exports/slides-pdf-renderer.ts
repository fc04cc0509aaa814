import { SLIDE } from '../../domain/deck/deck-geometry.ts';
import { deckOf } from './deck-from-model.ts';
import type { ExportModel } from './export-document.ts';
import { PdfBlocks } from './pdf-content.ts';
import { loadFontsOf, preparePdfmake } from './pdf-fonts.ts';
import { pdfInfo } from './pdf-info.ts';
import { pdfTheme } from './pdf-theme.ts';
import { slidePalette } from './slide-palette.ts';
import { POINTS, slideContent, slideImages } from './slides-pdf-painter.ts';

/**
 * The deck of the PowerPoint export as a PDF, one 16:9 page per slide: the same `composeDeck`
 * slides painted at the same places (`slides-pdf-painter.ts`), so the two files match.
 */
export async function renderSlidesPdf(model: ExportModel): Promise<Uint8Array> {
  try {
    const pdfmake = preparePdfmake();
    const rtl = model.locale.direction === 'rtl';
    const context = {
      palette: slidePalette(model.brand),
      blocks: new PdfBlocks(pdfTheme(model.brand), SLIDE.width * POINTS, {
        language: model.language,
        rtl: false,
      }),
      rtl,
      logos: model.logos,
    };
    const deck = deckOf(model);
    const content = deck.slides.flatMap((slide, index) => [
      // Every slide is drawn absolutely; one flowing line per slide makes the page.
      { text: ' ', fontSize: 1, ...(index > 0 ? { pageBreak: 'before' as const } : {}) },
      ...slideContent(slide, context),
    ]);
    const definition = {
      pageSize: { width: SLIDE.width * POINTS, height: SLIDE.height * POINTS },
      pageMargins: [0, 0, 0, 0],
      info: pdfInfo(model.cover),
      language: model.locale.tag,
      images: slideImages(model.logos),
      content,
      defaultStyle: { font: model.brand.bodyFont, fontSize: 12 },
    };
    loadFontsOf(definition);
    return await pdfmake.createPdf(definition).getBuffer();
  } catch (cause) {
    throw new Error('Failed to generate the slides PDF', { cause });
  }
}
