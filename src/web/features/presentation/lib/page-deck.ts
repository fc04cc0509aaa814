import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { type BrandKit, fillTemplate } from '../../../../domain/brand.ts';
import { coverContent, templateValues } from '../../../../domain/cover.ts';
import {
  composeDeck,
  type DeckSection,
  type FinancialDeck,
  type SlideMemo,
} from '../../../../domain/deck/compose-deck.ts';
import type { Deck, DeckKind } from '../../../../domain/deck/deck-types.ts';
import { deliverableLabels } from '../../../../domain/deliverable-catalogue.ts';
import type { DeliverableLabels } from '../../../../domain/deliverable-labels.ts';
import {
  type DeliverableOutline,
  partsOf,
  selectExportSections,
} from '../../../../domain/export-selection.ts';
import { localeOf } from '../../../../domain/locale.ts';
import { stripLeadingTitle } from '../../../../domain/section-title.ts';
import { withSourcesList } from '../../../../domain/sources/citation-links.ts';
import type { SectionSource } from '../../../../domain/sources/section-source.ts';
import type { Metadata } from '../../../../domain/strategy.ts';
import type { Language, SectionStatus } from '../../../../domain/strategy-limits.ts';

export interface PageDeckInput {
  kind: DeckKind;
  language: Language;
  metadata: Metadata;
  overview: string;
  brand: BrandKit;
  logos: { client: boolean; firm: boolean };
  sections: Readonly<
    Record<
      string,
      | { content: string; status?: SectionStatus; sources?: readonly SectionSource[] | undefined }
      | undefined
    >
  >;
  /** The sections chosen, in order (a report profile); unset: the whole outline. */
  selection?: readonly string[] | undefined;
  /** The strategy's outline with its titles in its language; unset: the catalogue. */
  outline?: DeliverableOutline | undefined;
  /** The financial model's figures, charts and statements. */
  financial?: FinancialDeck | undefined;
}

function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/**
 * Builds the page's deck with `composeDeck` from what the exports read: each written section in
 * the deliverable's order, its sources listed after it (`withSourcesList`) and its repeated
 * title left out (`stripLeadingTitle`), the same cover and footer. A section is parsed again only
 * when its text changes, and a slide is laid out again only when a section on it did, so a
 * streamed word costs one slide, not the deck.
 */
export function createPageDeck(): (input: PageDeckInput) => Deck {
  const parsed = new Map<string, { markdown: string; section: DeckSection }>();
  const memo: SlideMemo = new Map();
  // One labels object per language: the slides memo compares it by identity.
  const labelsByLanguage = new Map<Language, DeliverableLabels>();
  return (input) => {
    let labels = labelsByLanguage.get(input.language);
    if (!labels) {
      labels = deliverableLabels(input.language);
      labelsByLanguage.set(input.language, labels);
    }
    const selection = selectExportSections({
      sections: input.sections,
      ...(input.selection ? { keys: input.selection } : {}),
      ...(input.outline ? { outline: input.outline } : {}),
      summaryTitle: labels.executiveSummary,
    });
    const { summary, groups } = partsOf(selection.written, (selected) => {
      const sources = input.sections[selected.key]?.sources ?? [];
      const markdown = stripLeadingTitle(
        withSourcesList(selected.content, [...sources]),
        selected.title,
      );
      const cached = parsed.get(selected.key);
      if (cached && cached.markdown === markdown && cached.section.title === selected.title) {
        return cached.section;
      }
      const section = { key: selected.key, title: selected.title, content: parse(markdown) };
      parsed.set(selected.key, { markdown, section });
      return section;
    });
    const cover = coverContent({
      metadata: input.metadata,
      brand: input.brand,
      language: input.language,
      labels,
    });
    return composeDeck(
      {
        kind: input.kind,
        direction: localeOf(input.language).direction,
        labels,
        cover,
        overview: input.overview,
        logos: input.logos,
        footer: fillTemplate(
          input.brand.footerText || labels.defaultFooter,
          templateValues(input.metadata, cover),
        ),
        summary,
        groups,
        financial: input.financial,
      },
      memo,
    );
  };
}
