import type { Facts } from '../../domain/facts.ts';
import { factFingerprints } from '../../domain/facts-stated.ts';
import {
  type FundingTitleFigures,
  sectionTitleWithModel,
} from '../../domain/financial/money-sections.ts';
import type { IntakeContent } from '../../domain/intake.ts';
import { findOutlineSection, type Outline } from '../../domain/outline.ts';
import {
  type Fingerprint,
  type StaleReason,
  sectionInputs,
  strategyStaleness,
  writtenFromCurrentModel,
} from '../../domain/staleness.ts';
import type { SectionState } from '../../domain/strategy.ts';
import { EXECUTIVE_SUMMARY_KEY, strategySectionTitle } from '../../domain/summary-section.ts';
import type { sections } from '../db/schema.ts';
import { fingerprintIntake, sectionTextFingerprints } from './fingerprints.ts';

export type SectionRow = typeof sections.$inferSelect;

/** What the financial model changes in how sections are shown: titles and staleness. */
export interface ModelOverlay {
  titleFigures: FundingTitleFigures;
  fingerprint: Fingerprint;
  /** When the model last changed: money sections written before `written_from` use it. */
  changedAt: Date;
}

/**
 * A section as the API shows it. `titleFigures`: the model's, for a section written from the
 * model as it is (the pitch's "$5M USD" becomes its amount); `staleReasons`: why it is stale.
 */
export function toSectionState(
  row: SectionRow,
  options: {
    outline?: Outline;
    titleFigures?: FundingTitleFigures;
    staleReasons?: StaleReason[];
  } = {},
): SectionState {
  const { outline, titleFigures, staleReasons } = options;
  return {
    key: row.key,
    title: sectionTitleWithModel(
      (outline && findOutlineSection(outline, row.key)?.title) ??
        strategySectionTitle(row.key) ??
        row.key,
      titleFigures,
    ),
    status: row.status,
    content: row.content,
    ...(row.error ? { error: row.error } : {}),
    ...(row.errorDetail ? { errorDetail: row.errorDetail } : {}),
    ...(row.truncated ? { truncated: true } : {}),
    ...(row.contextShortened ? { contextShortened: true } : {}),
    ...(row.usage ? { usage: row.usage } : {}),
    ...(row.sources?.length ? { sources: row.sources } : {}),
    ...(row.citationsRemoved ? { citationsRemoved: row.citationsRemoved } : {}),
    version: row.version,
    ...(staleReasons?.length ? { stale: true, staleReasons } : {}),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The sections of the strategy's outline and its executive summary, each marked stale with its
 * reasons (`strategyStaleness`, the one answer everything reads) and titled with the model only
 * over text written from it.
 */
export function toSectionStates(
  rows: readonly SectionRow[],
  outline: Outline,
  model: ModelOverlay | undefined,
  facts?: Facts | null,
  intake?: IntakeContent | null,
): Record<string, SectionState> {
  const shown = rows.filter(
    (row) => row.key === EXECUTIVE_SUMMARY_KEY || findOutlineSection(outline, row.key),
  );
  const inputs = {
    sectionTexts: sectionTextFingerprints(shown, outline),
    financials: model?.fingerprint ?? null,
    facts: factFingerprints(facts),
    ...fingerprintIntake(intake),
  };
  const staleness = strategyStaleness({
    sections: shown.map((row) => ({
      key: row.key,
      status: row.status,
      hasText: row.content.trim() !== '',
      writtenFrom: row.writtenFrom,
      now: sectionInputs(
        { key: row.key, prerequisites: findOutlineSection(outline, row.key)?.prerequisites },
        inputs,
      ),
      updatedAt: row.updatedAt,
    })),
    ...(model ? { modelChangedAt: model.changedAt } : {}),
  });
  return Object.fromEntries(
    shown.map((row) => {
      const staleReasons = staleness.get(row.key);
      const titleFigures =
        model && writtenFromCurrentModel({ staleReasons }) ? model.titleFigures : undefined;
      return [
        row.key,
        toSectionState(row, {
          outline,
          ...(titleFigures ? { titleFigures } : {}),
          ...(staleReasons ? { staleReasons } : {}),
        }),
      ];
    }),
  );
}
