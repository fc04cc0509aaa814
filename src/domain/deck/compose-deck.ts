import type { Root } from 'mdast';
import type { CoverContent } from '../cover.ts';
import { type DeliverableLabels, formatLabel } from '../deliverable-labels.ts';
import type { ForecastChart } from '../financial/chart-data.ts';
import { toPlainText } from '../markdown-plain-text.ts';
import { CARDS, FRAME } from './deck-geometry.ts';
import type {
  Deck,
  DeckBlock,
  DeckKind,
  DeckSlide,
  LayoutElement,
  TableBlock,
} from './deck-types.ts';
import { keyPoints, sourcesOf, takeaway } from './key-points.ts';
import { closingElements, coverElements, coverNotes, type DeckLogos } from './layout-cover.ts';
import { slideFooter, slideFrame } from './layout-frame.ts';
import { cardElements, contentsElements, type Figure, figureElements } from './layout-grid.ts';
import { placePoints } from './layout-points.ts';
import { placeTable } from './layout-table.ts';
import { fittedText, plain } from './layout-text.ts';
import { mirrored } from './mirror.ts';

export interface DeckSection {
  key: string;
  title: string;
  /** The section's Markdown, parsed (and, on the server, sanitised), its sources list last. */
  content: Root;
}

export interface DeckGroup {
  title: string;
  sections: readonly DeckSection[];
}

/** What the deck shows of the financial model (`financialDeck` builds it from a forecast). */
export interface FinancialDeck {
  title: string;
  figures: readonly Figure[];
  /** The figures as sentences, for the notes. */
  figuresNotes: string;
  charts: readonly ForecastChart[];
  statements: readonly (Omit<TableBlock, 'kind' | 'align'> & { title: string })[];
}

export interface DeckInput {
  kind: DeckKind;
  direction: 'ltr' | 'rtl';
  labels: DeliverableLabels;
  cover: CoverContent;
  /** The business overview: the cover's notes carry it. */
  overview: string;
  logos: DeckLogos;
  /** The running footer, filled but for `{page}` and `{pages}`. */
  footer: string;
  summary?: DeckSection | undefined;
  groups: readonly DeckGroup[];
  /** Chosen sections left out, listed when the person went on without them. */
  unwritten?: { intro: string; items: readonly string[] } | undefined;
  financial?: FinancialDeck | undefined;
}

type Unnumbered = Omit<DeckSlide, 'elements'> & { elements: LayoutElement[]; footer: boolean };

/**
 * The deck of a strategy, laid out. `presentation` (the default): the cover, the executive
 * summary, the contents, a slide per group with each section's takeaway, the model's key
 * figures, charts and statements, a closing slide. `sections`: the same with a slide per section
 * (its key points) in place of the group slides. No section's text runs over two slides; what a
 * slide leaves out is in its notes, which every slide has. Pure: the page's slides, PowerPoint
 * and the slides PDF paint the same deck.
 */
export function composeDeck(input: DeckInput, memo: SlideMemo = new Map()): Deck {
  const { labels } = input;
  const slides: Unnumbered[] = [
    {
      id: 'cover',
      kind: 'cover',
      title: input.cover.companyName,
      groupTitle: '',
      sectionKeys: [],
      notes: coverNotes(input.cover, input.overview),
      elements: coverElements(input.cover, input.logos),
      footer: false,
    },
  ];
  if (input.unwritten && input.unwritten.items.length > 0) {
    slides.push(unwrittenSlide(input.unwritten, labels));
  }
  if (input.summary) {
    slides.push(
      memoised(memo, 'summary', [labels, input.summary.content, input.summary.title], () =>
        sectionSlide(input.summary!, '', labels, 'summary'),
      ),
    );
  }
  if (input.kind === 'presentation' && input.groups.length > 1) {
    slides.push(contentsSlide(input.groups, labels));
  }
  input.groups.forEach((group, index) => {
    if (input.kind === 'sections') {
      for (const section of group.sections) {
        slides.push(
          memoised(
            memo,
            `section-${section.key}`,
            [labels, section.content, section.title, group.title],
            () => sectionSlide(section, group.title, labels, 'section'),
          ),
        );
      }
      return;
    }
    const parts = chunk(group.sections, CARDS.perSlide);
    parts.forEach((sections, part) => {
      const id = `group-${index + 1}${part > 0 ? `-${part + 1}` : ''}`;
      const kicker = formatLabel(labels.part, { number: index + 1 });
      slides.push(
        memoised(
          memo,
          id,
          [labels, group.title, ...sections.flatMap((s) => [s.content, s.title])],
          () => groupSlide(id, kicker, group.title, sections),
        ),
      );
    });
  });
  if (input.financial) slides.push(...financialSlides(input.financial, labels));
  slides.push({
    id: 'closing',
    kind: 'closing',
    title: labels.closingTitle,
    groupTitle: '',
    sectionKeys: [],
    notes: coverNotes(input.cover, ''),
    elements: closingElements(input.cover, labels.closingTitle, input.logos),
    footer: false,
  });
  const pages = slides.length;
  return {
    kind: input.kind,
    direction: input.direction,
    slides: slides.map(({ footer, ...slide }, index) => {
      const elements = footer
        ? [...slide.elements, ...slideFooter(input.footer, index + 1, pages)]
        : slide.elements;
      return { ...slide, elements: input.direction === 'rtl' ? mirrored(elements) : elements };
    }),
  };
}

/** Slides already laid out, by id, with what they were made from: the page recomposes only what changed. */
export type SlideMemo = Map<string, { inputs: readonly unknown[]; slide: Unnumbered }>;

function memoised(
  memo: SlideMemo,
  id: string,
  inputs: readonly unknown[],
  make: () => Unnumbered,
): Unnumbered {
  const cached = memo.get(id);
  if (
    cached &&
    cached.inputs.length === inputs.length &&
    cached.inputs.every((value, index) => value === inputs[index])
  ) {
    return cached.slide;
  }
  const slide = make();
  memo.set(id, { inputs, slide });
  return slide;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let index = 0; index < items.length; index += size) {
    parts.push(items.slice(index, index + size));
  }
  return parts;
}

function sectionNotes(section: DeckSection): string {
  return toPlainText(section.content);
}

/** A section (or the summary) on one slide: its key points, as many as fit. */
function sectionSlide(
  section: DeckSection,
  groupTitle: string,
  labels: DeliverableLabels,
  kind: 'summary' | 'section',
): Unnumbered {
  const body = placePoints(keyPoints(section.content), FRAME.body, {
    sources: sourcesOf(section.content),
    labels,
  });
  return {
    id: `section-${section.key}`,
    kind,
    title: section.title,
    groupTitle,
    sectionKeys: [section.key],
    notes: sectionNotes(section),
    elements: [...slideFrame(groupTitle, section.title), ...body.elements],
    footer: true,
  };
}

/** A group on a slide: each section a card with its takeaway; the notes hold every section. */
function groupSlide(
  id: string,
  kicker: string,
  title: string,
  sections: readonly DeckSection[],
): Unnumbered {
  const cards = cardElements(
    sections.map((section) => ({ title: section.title, runs: takeaway(section.content) })),
  );
  return {
    id,
    kind: 'group',
    title,
    groupTitle: title,
    sectionKeys: sections.map((section) => section.key),
    notes: sections.map((section) => `${section.title}\n\n${sectionNotes(section)}`).join('\n\n\n'),
    elements: [...slideFrame(kicker, title), ...cards.elements],
    footer: true,
  };
}

function contentsSlide(groups: readonly DeckGroup[], labels: DeliverableLabels): Unnumbered {
  const titles = groups.map((group) => group.title);
  return {
    id: 'contents',
    kind: 'contents',
    title: labels.contents,
    groupTitle: '',
    sectionKeys: [],
    notes: titles.map((title, index) => `${index + 1}. ${title}`).join('\n'),
    elements: [...slideFrame('', labels.contents), ...contentsElements(titles)],
    footer: true,
  };
}

function unwrittenSlide(
  unwritten: NonNullable<DeckInput['unwritten']>,
  labels: DeliverableLabels,
): Unnumbered {
  const blocks: DeckBlock[] = [
    { kind: 'point', runs: plain(unwritten.intro), level: 0, marker: 'none' },
    ...unwritten.items.map(
      (item): DeckBlock => ({ kind: 'point', runs: plain(item), level: 0, marker: 'bullet' }),
    ),
  ];
  const body = placePoints(blocks, FRAME.body, { sources: new Map(), labels });
  return {
    id: 'unwritten',
    kind: 'unwritten',
    title: labels.unwrittenTitle,
    groupTitle: '',
    sectionKeys: [],
    notes: [unwritten.intro, ...unwritten.items.map((item) => `- ${item}`)].join('\n'),
    elements: [...slideFrame('', labels.unwrittenTitle), ...body.elements],
    footer: true,
  };
}

/** The model: its key figures, a slide per chart, a slide per statement (never split). */
function financialSlides(financial: FinancialDeck, labels: DeliverableLabels): Unnumbered[] {
  const slides: Unnumbered[] = [];
  const common = { groupTitle: financial.title, sectionKeys: [] as string[], footer: true };
  if (financial.figures.length > 0) {
    slides.push({
      ...common,
      id: 'financial-figures',
      kind: 'figures',
      title: labels.keyFigures,
      notes: financial.figuresNotes,
      elements: [
        ...slideFrame(financial.title, labels.keyFigures),
        ...figureElements(financial.figures),
      ],
    });
  }
  for (const chart of financial.charts) {
    const noteHeight = 0.4;
    const box = { ...FRAME.body, h: FRAME.body.h - noteHeight - 0.05 };
    const note = fittedText(plain(chart.breakEvenNote), 'chartNote', {
      ...FRAME.body,
      y: FRAME.body.y + FRAME.body.h - noteHeight,
      h: noteHeight,
    });
    slides.push({
      ...common,
      id: `chart-${chart.id}`,
      kind: 'chart',
      title: chart.title,
      notes: `${chart.description}\n\n${chart.breakEvenNote}`,
      elements: [
        ...slideFrame(financial.title, chart.title),
        { kind: 'chart', box, chart, fontSize: 12 },
        ...(note ? [note.element] : []),
      ],
    });
  }
  financial.statements.forEach((statement, index) => {
    const table: TableBlock = {
      kind: 'table',
      header: statement.header,
      rows: statement.rows,
      align: statement.header.map((_, column) => (column === 0 ? 'left' : 'right')),
      ...(statement.bold ? { bold: statement.bold } : {}),
    };
    const placed = placeTable(
      table,
      { x: FRAME.body.x, y: FRAME.body.y },
      { width: FRAME.body.w, height: FRAME.body.h },
      { allowFewerRows: true },
    );
    slides.push({
      ...common,
      id: `statement-${index + 1}`,
      kind: 'statement',
      title: statement.title,
      notes: [
        statement.title,
        statement.header.join(' | '),
        ...statement.rows.map((row) => row.join(' | ')),
      ].join('\n'),
      elements: [
        ...slideFrame(financial.title, statement.title),
        ...(placed ? [placed.element] : []),
      ],
    });
  });
  return slides;
}
