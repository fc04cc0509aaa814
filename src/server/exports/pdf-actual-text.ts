import { createRequire } from 'node:module';

/**
 * Shaped Devanagari is drawn in visual order: a vowel sign before its consonant, conjuncts as
 * one glyph. A text extractor (copy and paste, `pdftotext`, screen readers) that reads the glyphs
 * would get the letters out of order, so every line with such text is wrapped in a marked-content
 * span whose `/ActualText` is the line in logical order (PDF 32000-1, 14.9.4). A span per line,
 * not per word: poppler places a span's text over the span's box, and word spans drift apart.
 * pdfmake gives no hook for it: its `Renderer.renderLine` is wrapped once per thread.
 */
const NEEDS_ACTUAL_TEXT = /[\u0900-\u0dff]/;

let installed = false;

interface PdfKitDocument {
  markContent(tag: string, options: { actual: string }): unknown;
  endMarkedContent(): unknown;
}

interface RendererLike {
  pdfDocument: PdfKitDocument;
}

type RenderLine = (
  this: RendererLike,
  line: { inlines: { text: string }[] },
  ...rest: unknown[]
) => unknown;

export function installActualText(): void {
  if (installed) return;
  installed = true;
  const pdfmakeRequire = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
  const loaded = pdfmakeRequire('./Renderer.js') as {
    default: { prototype: { renderLine: RenderLine } };
  };
  const prototype = loaded.default.prototype;
  const renderLine = prototype.renderLine;
  prototype.renderLine = function (this: RendererLike, line, ...rest) {
    const text = line.inlines.map((inline) => inline.text).join('');
    if (!NEEDS_ACTUAL_TEXT.test(text)) return renderLine.call(this, line, ...rest);
    this.pdfDocument.markContent('Span', { actual: text.trimEnd() });
    const result = renderLine.call(this, line, ...rest);
    this.pdfDocument.endMarkedContent();
    return result;
  };
}
