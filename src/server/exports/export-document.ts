import type { Root } from 'mdast';
import { type BrandKit, fillTemplate, resolveBrand } from '../../domain/brand.ts';
import { type CoverContent, coverContent, templateValues } from '../../domain/cover.ts';
import type { DeckKind } from '../../domain/deck/deck-types.ts';
import { deliverableLabels } from '../../domain/deliverable-catalogue.ts';
import { type DeliverableLabels, formatLabel } from '../../domain/deliverable-labels.ts';
import type { UnwrittenSection } from '../../domain/export-formats.ts';
import {
  type DeliverableOutline,
  partsOf,
  selectExportSections,
} from '../../domain/export-selection.ts';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import type { ForecastChart } from '../../domain/financial/chart-data.ts';
import type { ScenarioInput } from '../../domain/financial/scenarios.ts';
import type { IntakeContent } from '../../domain/intake.ts';
import { type LanguageLocale, localeOf } from '../../domain/locale.ts';
import { parseMarkdown } from '../../domain/parse-markdown.ts';
import type { ReviewComment } from '../../domain/review.ts';
import type { Metadata } from '../../domain/strategy.ts';
import type { Language, SectionStatus } from '../../domain/strategy-limits.ts';
import { aboutReportAppendix } from './about-report.ts';
import { financialAppendix } from './financial-appendix.ts';
import {
  type ReviewNotesSection,
  reviewNotesAppendix,
  reviewNotesBySection,
} from './review-notes.ts';
import { sanitiseMarkdown } from './sanitise-markdown.ts';

export interface ExportImage {
  bytes: Uint8Array;
  mimeType: string;
}

/** What an export is made from: the strategy as the server holds it, and how to dress it. */
export interface ExportDocument {
  overview: string;
  metadata: Metadata;
  /** The strategy's output language: dates and (later) labels. English when unset. */
  language?: Language;
  /** The client's logo: the strategy's. */
  logo?: ExportImage;
  /** The consultant's brand kit; missing fields take the neutral defaults. */
  brand?: Partial<BrandKit>;
  firmLogo?: ExportImage;
  /** By section key; sections missing or blank are left out of the export. */
  sections: Record<string, { content: string; status?: SectionStatus }>;
  /** The sections chosen, in order (a report profile). Unset: the strategy's outline. */
  selection?: readonly string[];
  outline?: DeliverableOutline;
  /** Whether the file lists the chosen sections that are not written (the person went on). */
  includeUnwrittenNote?: boolean;
  /** Which deck PowerPoint and the slides PDF draw (`?deck=`); unset: `presentation`. */
  deck?: DeckKind;
  /** The strategy's financial model, when it has one (the spreadsheet's live sheets). */
  financials?: FinancialAssumptions;
  /** The model's scenarios (issue 30), in order; none or unset: the base alone. */
  scenarios?: readonly ScenarioInput[];
  /**
   * The strategy's comments, when the person asked for review notes: the open ones on the
   * file's sections become the "Review notes" appendix (issue 14).
   */
  reviewComments?: readonly ReviewComment[];
  /** The cover's title when the file is not the report itself (the change memo). */
  title?: string;
  /** What its file name says after the company (`business-strategy` by default). */
  fileEnding?: string;
  /**
   * The engagement brief and the client's answers, when the consultant asked for them: the
   * "About this report" appendix, first of the appendices (issue 29).
   */
  intake?: IntakeContent;
  /** The firm's Word template (issue 31): the Word export wears it. */
  wordTemplate?: WordTemplateInput;
}

export interface WordTemplateInput {
  bytes: Uint8Array;
  /** Whether it has a table style: the export's tables then take it instead of their own look. */
  hasTableStyle: boolean;
  /** Its page's width less its side margins, in twips: tables and the contents fit it. */
  contentWidth?: number;
}

export interface ExportSection {
  key: string;
  title: string;
  /** Sanitised: safe URLs only, no raw HTML, no images, headings at depth 3 to 6. */
  content: Root;
}

export interface ExportGroup {
  title: string;
  sections: ExportSection[];
}

/**
 * Blocks a renderer draws beyond a section's Markdown. Every renderer switches over `kind`
 * exhaustively, so a new kind (issue 13's charts, 15's sources) fails `tsc` where it is missing.
 */
export type ExportBlock =
  | { kind: 'markdown'; content: Root }
  /** Text a person typed (the overview): paragraphs at blank lines, never read as Markdown. */
  | { kind: 'text'; paragraphs: string[] }
  | {
      kind: 'table';
      header: string[];
      rows: string[][];
      /** Per column; null: the text's own side (right in a right-to-left report). */
      align: ('left' | 'center' | 'right' | null)[];
      /** Per row: a total, set in bold. */
      totals?: boolean[];
    }
  /** A short notice: a title, a sentence and a list. */
  | { kind: 'note'; title: string; intro: string; items: string[] }
  /** A forecast chart: vector graphics where the format draws them, else its description. */
  | { kind: 'chart'; chart: ForecastChart };

/** An appendix or a notice: a titled list of blocks. */
export interface ExportPart {
  title: string;
  blocks: ExportBlock[];
}

/** The cover's content, from `domain/cover.ts` like every other format's. */
export type ReportCover = CoverContent;

export interface ExportModel {
  /** The business overview as the person typed it. */
  overview: string;
  /** The deck PowerPoint and the slides PDF draw. */
  deck: DeckKind;
  labels: DeliverableLabels;
  language: Language;
  locale: LanguageLocale;
  brand: BrandKit;
  logos: { client?: ExportImage; firm?: ExportImage };
  metadata: Metadata;
  cover: ReportCover;
  /** The running header and footer, filled but for `{page}` and `{pages}`. */
  header: string;
  footer: string;
  /** The executive summary, shown first, when written. */
  summary?: ExportSection;
  groups: ExportGroup[];
  /** Chosen sections without text, always known; said in the file only through `notice`. */
  unwritten: UnwrittenSection[];
  /** The note listing `unwritten`, when the person went on without them. */
  notice?: ExportPart;
  appendices: ExportPart[];
  /** The financial model's assumptions, when the strategy has one. */
  financials?: FinancialAssumptions;
  /** Its scenarios, in order (empty: none). */
  scenarios: readonly ScenarioInput[];
  /** Open comments by section, when asked for (also the last appendix; the sheets' rows). */
  reviewNotes?: ReviewNotesSection[];
  wordTemplate?: WordTemplateInput;
}

/** Every renderer reads this model, so each section's Markdown is parsed and sanitised once. */
export function buildExportModel(
  document: ExportDocument,
  reportLabels: DeliverableLabels = deliverableLabels(document.language),
): ExportModel {
  const labels = document.title ? { ...reportLabels, reportTitle: document.title } : reportLabels;
  const language = document.language ?? 'English';
  const brand = resolveBrand(document.brand);
  const selection = selectExportSections({
    sections: document.sections,
    ...(document.selection ? { keys: document.selection } : {}),
    ...(document.outline ? { outline: document.outline } : {}),
    summaryTitle: labels.executiveSummary,
  });
  const { summary, groups } = partsOf(
    selection.written,
    (section): ExportSection => ({
      key: section.key,
      title: section.title,
      content: sanitiseMarkdown(parseMarkdown(section.content), { sectionTitle: section.title }),
    }),
  );
  const cover = coverContent({ metadata: document.metadata, brand, language, labels });
  const values = templateValues(document.metadata, cover);
  const overview = overviewParagraphs(document.overview);
  const about = document.intake ? aboutReportAppendix(document.intake, labels) : null;
  const reviewNotes = document.reviewComments
    ? reviewNotesBySection(
        document.reviewComments,
        [...selection.written, ...selection.unwritten],
        language,
      )
    : [];
  return {
    overview: document.overview,
    deck: document.deck ?? 'presentation',
    labels,
    language,
    locale: localeOf(language),
    brand,
    logos: {
      ...(document.logo ? { client: document.logo } : {}),
      ...(document.firmLogo ? { firm: document.firmLogo } : {}),
    },
    metadata: document.metadata,
    cover,
    header: fillTemplate(brand.headerText || labels.defaultHeader, values),
    footer: fillTemplate(brand.footerText || labels.defaultFooter, values),
    ...(summary ? { summary } : {}),
    groups,
    unwritten: selection.unwritten,
    ...(document.includeUnwrittenNote && selection.unwritten.length > 0
      ? { notice: unwrittenNotice(selection.unwritten, labels) }
      : {}),
    appendices: [
      ...(about ? [about] : []),
      ...(overview.length > 0
        ? [
            {
              title: labels.businessOverview,
              blocks: [{ kind: 'text' as const, paragraphs: overview }],
            },
          ]
        : []),
      ...(document.financials
        ? [financialAppendix(document.financials, language, document.scenarios)]
        : []),
      ...(reviewNotes.length > 0 ? [reviewNotesAppendix(reviewNotes, labels)] : []),
    ],
    ...(reviewNotes.length > 0 ? { reviewNotes } : {}),
    ...(document.financials ? { financials: document.financials } : {}),
    scenarios: document.financials ? (document.scenarios ?? []) : [],
    ...(document.wordTemplate ? { wordTemplate: document.wordTemplate } : {}),
  };
}

function unwrittenNotice(
  unwritten: readonly UnwrittenSection[],
  labels: DeliverableLabels,
): ExportPart {
  const state = (status: UnwrittenSection['status']) =>
    status === 'failed'
      ? labels.sectionFailed
      : status === 'queued' || status === 'generating'
        ? labels.sectionInProgress
        : labels.sectionNotWritten;
  return {
    title: labels.unwrittenTitle,
    blocks: [
      {
        kind: 'note',
        title: labels.unwrittenTitle,
        intro:
          unwritten.length === 1
            ? labels.unwrittenIntroOne
            : formatLabel(labels.unwrittenIntroOther, { count: unwritten.length }),
        items: unwritten.map((section) => `${section.title} (${state(section.status)})`),
      },
    ],
  };
}

/** The overview is plain text typed by a person: blank lines separate its paragraphs. */
export function overviewParagraphs(overview: string): string[] {
  return overview
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Every written section in the order the deliverable shows them, the summary first. */
export function orderedSections(
  model: ExportModel,
): { section: ExportSection; groupTitle: string }[] {
  return [
    ...(model.summary ? [{ section: model.summary, groupTitle: '' }] : []),
    ...model.groups.flatMap((group) =>
      group.sections.map((section) => ({ section, groupTitle: group.title })),
    ),
  ];
}
