import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create as createFont, type Font } from 'fontkit';
import type { BrandFont } from '../../domain/brand.ts';
import type { Language } from '../../domain/strategy-limits.ts';
import {
  attachesToPrevious,
  SCRIPT_FAMILIES,
  type ScriptFamily,
  scriptFamilyOf,
  scriptFontPaths,
} from './script-fonts.ts';

/**
 * The bundled open fonts every export draws with, by family and face. Each covers Latin, Greek
 * and Cyrillic in full; DejaVu Sans also draws what another family lacks (arrows, check boxes).
 * The scripts they lack (Japanese, Chinese, Korean, Devanagari, Arabic) are drawn by the Noto
 * families of `script-fonts.ts`: text is split into runs by the family that draws each character.
 */
export type FontFace = 'normal' | 'bold' | 'italics' | 'bolditalics';
export const FONT_FACES: readonly FontFace[] = ['normal', 'bold', 'italics', 'bolditalics'];

export const CODE_FAMILY = 'DejaVu Sans Mono';
export type FontFamily = BrandFont | typeof CODE_FAMILY | ScriptFamily;

const require = createRequire(import.meta.url);
const packageDirectory = (name: string) => dirname(require.resolve(`${name}/package.json`));
const dejaVu = (file: string) => join(packageDirectory('dejavu-fonts-ttf'), 'ttf', file);
const expo = (family: string, file: string, style: string) =>
  join(packageDirectory(`@expo-google-fonts/${family}`), style, `${file}_${style}.ttf`);

const FONT_PATHS: Readonly<Record<FontFamily, Record<FontFace, string>>> = {
  'Source Sans 3': {
    normal: expo('source-sans-3', 'SourceSans3', '400Regular'),
    bold: expo('source-sans-3', 'SourceSans3', '700Bold'),
    italics: expo('source-sans-3', 'SourceSans3', '400Regular_Italic'),
    bolditalics: expo('source-sans-3', 'SourceSans3', '700Bold_Italic'),
  },
  'Source Serif 4': {
    normal: expo('source-serif-4', 'SourceSerif4', '400Regular'),
    bold: expo('source-serif-4', 'SourceSerif4', '600SemiBold'),
    italics: expo('source-serif-4', 'SourceSerif4', '400Regular_Italic'),
    bolditalics: expo('source-serif-4', 'SourceSerif4', '600SemiBold_Italic'),
  },
  'DejaVu Sans': {
    normal: dejaVu('DejaVuSans.ttf'),
    bold: dejaVu('DejaVuSans-Bold.ttf'),
    italics: dejaVu('DejaVuSans-Oblique.ttf'),
    bolditalics: dejaVu('DejaVuSans-BoldOblique.ttf'),
  },
  'DejaVu Serif': {
    normal: dejaVu('DejaVuSerif.ttf'),
    bold: dejaVu('DejaVuSerif-Bold.ttf'),
    italics: dejaVu('DejaVuSerif-Italic.ttf'),
    bolditalics: dejaVu('DejaVuSerif-BoldItalic.ttf'),
  },
  [CODE_FAMILY]: {
    normal: dejaVu('DejaVuSansMono.ttf'),
    bold: dejaVu('DejaVuSansMono-Bold.ttf'),
    italics: dejaVu('DejaVuSansMono-Oblique.ttf'),
    bolditalics: dejaVu('DejaVuSansMono-BoldOblique.ttf'),
  },
  ...(Object.fromEntries(
    SCRIPT_FAMILIES.map((family) => [family, scriptFontPaths(family)]),
  ) as Record<ScriptFamily, Record<FontFace, string>>),
};

/** Tried in order for a character the chosen family has no glyph for. */
export const FALLBACK_FAMILIES: readonly FontFamily[] = ['DejaVu Sans'];

export const ALL_FAMILIES = Object.keys(FONT_PATHS) as FontFamily[];

const files = new Map<string, Buffer>();
const fonts = new Map<string, Font>();

/** A face's file, read once per thread. */
export function fontFile(family: FontFamily, face: FontFace): Buffer {
  const path = FONT_PATHS[family][face];
  let bytes = files.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    files.set(path, bytes);
  }
  return bytes;
}

/** Where the bundled font file is: pdfkit opens it by this name for a chart's SVG text. */
export function fontFilePath(family: FontFamily, face: FontFace): string {
  return FONT_PATHS[family][face];
}

function parsedFont(family: FontFamily, face: FontFace): Font {
  const key = `${family}/${face}`;
  let font = fonts.get(key);
  if (!font) {
    font = createFont(fontFile(family, face));
    fonts.set(key, font);
  }
  return font;
}

const coverage = new Map<FontFamily, Set<number>>();

/** The code points a family draws (its regular face: the other faces follow it closely). */
function covered(family: FontFamily): Set<number> {
  let set = coverage.get(family);
  if (!set) {
    set = new Set(parsedFont(family, 'normal').characterSet);
    coverage.set(family, set);
  }
  return set;
}

/** Whether `family` draws every character of `text` (white space aside). */
export function familyDraws(family: FontFamily, text: string): boolean {
  const set = covered(family);
  for (const character of text) {
    if (!/\s/.test(character) && !set.has(character.codePointAt(0) as number)) return false;
  }
  return true;
}

/** Characters every family draws: no look-up needed (ASCII). */
const PLAIN = /^[\t\n\r\u0020-\u007e\u00a0-\u00ff]*$/;

export interface FontRun {
  text: string;
  /** Unset: the family asked for. */
  family?: FontFamily;
}

/**
 * Text cut into runs by the family that draws each character: a script family for Japanese,
 * Chinese, Korean, Devanagari and Arabic; else the one asked for where it can, else the first
 * fallback that can. pdfkit has no fallback of its own and prints a blank. Spaces, marks and
 * joiners stay in the run before them, so a word is shaped whole and a sentence stays one run.
 */
export function splitByCoverage(text: string, family: FontFamily, language?: Language): FontRun[] {
  if (PLAIN.test(text)) return [{ text }];
  const primary = covered(family);
  const runs: FontRun[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number;
    const last = runs[runs.length - 1];
    if (last && (attachesToPrevious(character) || (last.family && /\s/.test(character)))) {
      last.text += character;
      continue;
    }
    let chosen: FontFamily | undefined = scriptFamilyOf(codePoint, language);
    if (!chosen && !primary.has(codePoint) && !/\s/.test(character)) {
      chosen = FALLBACK_FAMILIES.find((fallback) => covered(fallback).has(codePoint));
    }
    if (last && last.family === chosen) last.text += character;
    else runs.push(chosen ? { text: character, family: chosen } : { text: character });
  }
  return runs;
}

const widthCache = new Map<string, Map<number, number>>();
const shapedCache = new Map<string, Map<string, number>>();
/** A cap on the shaped widths kept per face: a thread renders many documents. */
const SHAPED_CACHE_LIMIT = 20_000;

/** Text whose letters take contextual forms: its width is its shaped width, not its letters'. */
const SHAPED_SCRIPT = /[\u0600-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * The width of `text` in points as pdfkit sets it (no kerning), for layout decisions. Arabic is
 * measured shaped: its joined forms are about a quarter narrower than its letters measured one
 * by one, which made right-to-left lines break at two thirds of the column.
 */
export function textWidth(text: string, family: FontFamily, face: FontFace, size: number): number {
  const key = `${family}/${face}`;
  const font = parsedFont(family, face);
  if (SHAPED_SCRIPT.test(text)) {
    let shaped = shapedCache.get(key);
    if (!shaped) {
      shaped = new Map();
      shapedCache.set(key, shaped);
    }
    let units = shaped.get(text);
    if (units === undefined) {
      units = font.layout(text).advanceWidth;
      if (shaped.size >= SHAPED_CACHE_LIMIT) shaped.clear();
      shaped.set(text, units);
    }
    return (units / font.unitsPerEm) * size;
  }
  let widths = widthCache.get(key);
  if (!widths) {
    widths = new Map();
    widthCache.set(key, widths);
  }
  let units = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number;
    const known = widths.get(codePoint);
    const width =
      known ??
      (font.hasGlyphForCodePoint(codePoint)
        ? font.glyphForCodePoint(codePoint).advanceWidth
        : font.unitsPerEm * 0.6);
    if (known === undefined) widths.set(codePoint, width);
    units += width;
  }
  return (units / font.unitsPerEm) * size;
}

/**
 * The width of text as the deliverable draws it: cut into runs by the family that draws each
 * character (`splitByCoverage`), each run measured in its own family. A Japanese title measured
 * in the brand font alone came out at 0.6 of its width, and its contents entry wrapped.
 */
export function drawnTextWidth(
  text: string,
  family: FontFamily,
  face: FontFace,
  size: number,
  language?: Language,
): number {
  let width = 0;
  for (const run of splitByCoverage(text, family, language)) {
    width += textWidth(run.text, run.family ?? family, face, size);
  }
  return width;
}

const faceCoverage = new Map<string, Set<number>>();

/**
 * Whether a face has a glyph for every character of `text`. A family's faces differ: DejaVu
 * Sans draws Arabic upright and bold but its oblique has none, so italic Arabic printed empty
 * boxes; a piece its face cannot draw is set in the upright face of the same weight instead.
 */
export function faceCovers(family: FontFamily, face: FontFace, text: string): boolean {
  const key = `${family}/${face}`;
  let set = faceCoverage.get(key);
  if (!set) {
    set = new Set(parsedFont(family, face).characterSet);
    faceCoverage.set(key, set);
  }
  for (const character of text) {
    if (/\s/.test(character)) continue;
    if (!set.has(character.codePointAt(0) as number)) return false;
  }
  return true;
}

/** A face's line height as pdfkit sets it (ascent to descent), per point of size. */
export function lineHeightRatio(family: FontFamily, face: FontFace): number {
  const font = parsedFont(family, face);
  return (font.ascent - font.descent) / font.unitsPerEm;
}
