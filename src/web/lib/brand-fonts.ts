import sourceSansRegular from '@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf?url';
import sourceSansBold from '@expo-google-fonts/source-sans-3/700Bold/SourceSans3_700Bold.ttf?url';
import sourceSerifRegular from '@expo-google-fonts/source-serif-4/400Regular/SourceSerif4_400Regular.ttf?url';
import sourceSerifBold from '@expo-google-fonts/source-serif-4/600SemiBold/SourceSerif4_600SemiBold.ttf?url';
import dejaVuSansRegular from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import dejaVuSansBold from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import dejaVuSerifRegular from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url';
import dejaVuSerifBold from 'dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf?url';
import type { BrandFont } from '../../domain/brand.ts';

/**
 * The bundled brand fonts (the files the exports embed), as addresses of the built page's
 * assets: no font is fetched until a slide uses it, and none from another site. The bold face is
 * the one the exports draw (Source Serif 4's is SemiBold, fonts.ts), registered as the page's 700.
 */
const FILES: Record<BrandFont, { regular: string; bold: string }> = {
  'Source Sans 3': { regular: sourceSansRegular, bold: sourceSansBold },
  'Source Serif 4': { regular: sourceSerifRegular, bold: sourceSerifBold },
  'DejaVu Sans': { regular: dejaVuSansRegular, bold: dejaVuSansBold },
  'DejaVu Serif': { regular: dejaVuSerifRegular, bold: dejaVuSerifBold },
};

const loaded = new Set<BrandFont>();

export function loadBrandFont(font: BrandFont): void {
  if (loaded.has(font) || typeof FontFace === 'undefined') return;
  loaded.add(font);
  const files = FILES[font];
  for (const [weight, url] of [
    ['400', files.regular],
    ['700', files.bold],
  ] as const) {
    const face = new FontFace(font, `url(${url})`, { weight, display: 'swap' });
    document.fonts.add(face);
    void face.load().catch(() => undefined);
  }
}

const SERIF_FALLBACK = 'Georgia, "Times New Roman", serif';
const SANS_FALLBACK = 'ui-sans-serif, system-ui, "Segoe UI", Roboto, Arial, sans-serif';

/** A CSS font stack for a bundled brand font, with a close system fallback. */
export function fontStack(font: string): string {
  return `"${font}", ${/serif/i.test(font) && !/sans/i.test(font) ? SERIF_FALLBACK : SANS_FALLBACK}`;
}
