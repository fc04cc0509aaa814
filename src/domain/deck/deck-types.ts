import type { ForecastChart } from '../financial/chart-data.ts';
import type { ColourToken, StyleToken } from './deck-styles.ts';

/**
 * A slide deck as data: every slide's boxes, text, pictures, charts and tables at their places
 * (inches), its notes and what it shows. PowerPoint, the slides PDF and the page's Presentation
 * paint exactly these elements; none of them decides a place or a size of its own.
 */

/** A stretch of text in one style: the page, PowerPoint and the PDF each draw it as a run. */
export interface DeckRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** Only safe, absolute addresses. */
  link?: string;
}

export type DeckAlignment = 'left' | 'center' | 'right';

/** What a section's Markdown gives a slide (`key-points.ts`), before it is fitted and placed. */
export type DeckBlock =
  | { kind: 'heading'; runs: DeckRun[] }
  | {
      kind: 'point';
      runs: DeckRun[];
      level: 0 | 1;
      marker: 'bullet' | 'number' | 'none';
      number?: number;
    }
  | { kind: 'quote'; runs: DeckRun[] }
  | TableBlock;

export interface TableBlock {
  kind: 'table';
  header: string[];
  rows: string[][];
  align: DeckAlignment[];
  /** Rows set in bold (a statement's totals). */
  bold?: boolean[];
}

/** Inches from the slide's top-left corner. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextElement {
  kind: 'text';
  box: Box;
  style: StyleToken;
  /** Points: the style's size, or smaller when the text was fitted to its box. */
  size: number;
  runs: DeckRun[];
  align: DeckAlignment;
  valign: 'top' | 'middle' | 'bottom';
}

export interface RectElement {
  kind: 'rect';
  box: Box;
  fill: ColourToken;
}

/** A horizontal or vertical rule: `box.h` or `box.w` is 0; `weight` in points. */
export interface LineElement {
  kind: 'line';
  box: Box;
  colour: ColourToken;
  weight: number;
}

/** A logo scaled to fit its box, kept in proportion, against one side. */
export interface ImageElement {
  kind: 'image';
  box: Box;
  image: 'client-logo' | 'firm-logo';
  align: 'left' | 'right';
}

export interface ChartElement {
  kind: 'chart';
  box: Box;
  chart: ForecastChart;
  /** Points: the axis and legend text. */
  fontSize: number;
}

/** A table whose columns and rows were sized so every word fits its cell whole. */
export interface TableElement {
  kind: 'table';
  box: Box;
  /** Points. */
  size: number;
  header: string[];
  rows: string[][];
  bold: boolean[];
  align: DeckAlignment[];
  /** Inches, summing to `box.w`. */
  columns: number[];
  /** Inches, the header's first, summing to `box.h`. */
  rowHeights: number[];
}

export type LayoutElement =
  | TextElement
  | RectElement
  | LineElement
  | ImageElement
  | ChartElement
  | TableElement;

export type SlideKind =
  | 'cover'
  | 'contents'
  | 'unwritten'
  | 'summary'
  | 'group'
  | 'section'
  | 'figures'
  | 'chart'
  | 'statement'
  | 'closing';

export interface DeckSlide {
  /** Stable across edits (the page keeps its place by it): `section-target-audience`. */
  id: string;
  kind: SlideKind;
  /** The slide's title, for the page's position line and notes panel. */
  title: string;
  /** The group it belongs to; empty for the front and back matter. */
  groupTitle: string;
  /** The sections this slide shows (the page's notes render their Markdown). */
  sectionKeys: string[];
  /** Plain text for the speaker: the whole of everything the slide shortens or leaves out. */
  notes: string;
  elements: LayoutElement[];
}

/** `presentation`: a consultant's deck (a slide per group); `sections`: a slide per section. */
export const DECK_KINDS = ['presentation', 'sections'] as const;
export type DeckKind = (typeof DECK_KINDS)[number];

/** The export query that chooses the deck: `?deck=sections`. */
export const DECK_QUERY = 'deck';

export function isDeckKind(value: unknown): value is DeckKind {
  return (DECK_KINDS as readonly unknown[]).includes(value);
}

export interface Deck {
  kind: DeckKind;
  direction: 'ltr' | 'rtl';
  slides: DeckSlide[];
}
