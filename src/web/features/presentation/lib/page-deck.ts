import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import {
  FINANCIAL_MODEL_SLIDE_KEY,
  type FinancialDeck,
  financialSlides,
  paginate,
} from '../../../../domain/deck/compose-deck.ts';
import type { SectionSlide } from '../../../../domain/deck/deck-types.ts';
import { keyPoints } from '../../../../domain/deck/key-points.ts';
import { ENGLISH_DELIVERABLE_LABELS } from '../../../../domain/deliverable-labels.ts';
import {
  type DeliverableOutline,
  selectExportSections,
} from '../../../../domain/export-selection.ts';
import type { ForecastChart } from '../../../../domain/financial/chart-data.ts';
import { stripLeadingTitle } from '../../../../domain/section-title.ts';
import type { SectionStatus } from '../../../../domain/strategy-limits.ts';

/** A slide of the page's deck: the cover, or a section's slide with its full text for the notes. */
export type PageSlide =
  | { kind: 'cover'; id: string }
  | (SectionSlide & {
      id: string;
      /** The section's Markdown without its repeated title: the notes panel renders it. */
      markdown: string;
      /** 1-based, over the section's slides ("2 of 3"). */
      part: number;
      parts: number;
      /** A financial model's chart slide. */
      chart?: ForecastChart;
    });

export interface PageDeckInput {
  sections: Readonly<Record<string, { content: string; status?: SectionStatus } | undefined>>;
  /** The sections chosen, in order (a report profile); unset: the whole outline. */
  selection?: readonly string[];
  /** The financial model's charts and statements, after the sections. */
  financial?: FinancialDeck | undefined;
  /** The strategy's outline (a playbook's sections too); unset: the catalogue. */
  outline?: DeliverableOutline;
  /** The executive summary's heading in the strategy's language (decision 0043); unset: English. */
  summaryTitle?: string;
}

function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

interface CachedSection {
  content: string;
  title: string;
  groupTitle: string;
  slides: PageSlide[];
}

/**
 * Builds the page's deck with `composeDeck`'s rules (src/domain/deck): the cover, then each
 * written section in the deliverable's order (the executive summary first) on as many 16:9
 * slides as its key points need. A section is parsed again only when its text changed, so a
 * streamed word re-composes one section, not the strategy.
 */
export function createPageDeck() {
  const cache = new Map<string, CachedSection>();
  return (input: PageDeckInput): PageSlide[] => {
    const selection = selectExportSections({
      sections: input.sections,
      ...(input.selection ? { keys: input.selection } : {}),
      ...(input.outline ? { outline: input.outline } : {}),
      summaryTitle: input.summaryTitle ?? ENGLISH_DELIVERABLE_LABELS.executiveSummary,
    });
    const slides: PageSlide[] = [{ kind: 'cover', id: 'presentation-overview' }];
    const seen = new Set<string>();
    for (const section of selection.written) {
      seen.add(section.key);
      let cached = cache.get(section.key);
      if (
        !cached ||
        cached.content !== section.content ||
        cached.title !== section.title ||
        cached.groupTitle !== section.groupTitle
      ) {
        const markdown = stripLeadingTitle(section.content, section.title);
        // `sectionSlides` without its plain-text notes: the page's notes render the Markdown.
        const pages = paginate(keyPoints(parse(markdown)));
        cached = {
          content: section.content,
          title: section.title,
          groupTitle: section.groupTitle,
          slides: pages.map((blocks, continuation) => ({
            kind: 'section',
            key: section.key,
            title: section.title,
            groupTitle: section.groupTitle,
            continuation,
            blocks,
            notes: '',
            id: slideId(section.key, continuation),
            markdown,
            part: continuation + 1,
            parts: pages.length,
          })),
        };
        cache.set(section.key, cached);
      }
      slides.push(...cached.slides);
    }
    for (const key of cache.keys()) if (!seen.has(key)) cache.delete(key);
    if (input.financial) slides.push(...financialPageSlides(input.financial));
    return slides;
  };
}

/**
 * The model's slides as `composeDeck` makes them; the notes carry each chart's description and
 * the statements as full tables (the slides may cut a statement across two).
 */
function financialPageSlides(financial: FinancialDeck): PageSlide[] {
  const tables = financial.statements
    .map((statement) =>
      [
        `### ${statement.title}`,
        '',
        `| ${statement.header.join(' | ')} |`,
        `| ${statement.header.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
        ...statement.rows.map((row) => `| ${row.join(' | ')} |`),
      ].join('\n'),
    )
    .join('\n\n');
  const slides = financialSlides(financial);
  const tableSlides = slides.filter((slide) => slide.kind === 'section').length;
  return slides.map((slide): PageSlide => {
    if (slide.kind === 'chart') {
      return {
        kind: 'section',
        key: `${FINANCIAL_MODEL_SLIDE_KEY}-${slide.chart.id}`,
        title: slide.title,
        groupTitle: slide.groupTitle,
        continuation: 0,
        blocks: [],
        notes: '',
        id: `presentation-chart-${slide.chart.id}`,
        markdown: `${slide.chart.description}\n\n${tables}`,
        part: 1,
        parts: 1,
        chart: slide.chart,
      };
    }
    return {
      ...slide,
      id: slideId(FINANCIAL_MODEL_SLIDE_KEY, slide.continuation),
      markdown: tables,
      part: slide.continuation + 1,
      parts: tableSlides,
    };
  });
}

export function slideId(sectionKey: string, continuation: number): string {
  return continuation === 0
    ? `presentation-section-${sectionKey}`
    : `presentation-section-${sectionKey}-${continuation + 1}`;
}
