import type { ForecastChart } from '../financial/chart-data.ts';

/** A slide deck as data: what the PowerPoint file, the deck PDF and the page's slides show. */
export interface DeckRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** Only safe, absolute addresses (the Markdown was sanitised). */
  link?: string;
}

export type DeckAlignment = 'left' | 'center' | 'right';

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
  | { kind: 'table'; header: string[]; rows: string[][]; align: DeckAlignment[] };

export interface CoverSlide {
  kind: 'cover';
}

export interface SectionSlide {
  kind: 'section';
  key: string;
  title: string;
  groupTitle: string;
  /** 0 on a section's first slide, 1, 2... on the slides that carry it on. */
  continuation: number;
  blocks: DeckBlock[];
  /** The section's full text for the speaker, on its first slide. */
  notes: string;
}

/** A slide listing the sections left out, only when the person chose to go on without them. */
export interface UnwrittenSlide {
  kind: 'unwritten';
  sections: { title: string; status: string }[];
}

/** A forecast chart on a slide of its own (the financial model's, `chart-data.ts`). */
export interface ChartSlide {
  kind: 'chart';
  title: string;
  groupTitle: string;
  chart: ForecastChart;
}

export type Slide = CoverSlide | SectionSlide | UnwrittenSlide | ChartSlide;

export interface Deck {
  slides: Slide[];
}
