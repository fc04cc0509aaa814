import { createHash } from 'node:crypto';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import type { ScenarioInput } from '../../domain/financial/scenarios.ts';
import { answeredQuestions, engagementBriefText, type IntakeContent } from '../../domain/intake.ts';
import { findOutlineSection, type Outline } from '../../domain/outline.ts';
import type { Fingerprint, StrategyInputs } from '../../domain/staleness.ts';
import type { SectionStatus } from '../../domain/strategy-limits.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';

/**
 * The fingerprints staleness compares (`domain/staleness.ts`): of a section's text, of the
 * financial model's assumptions. 96 bits of SHA-256: a collision is not a risk worth a column.
 */
export function fingerprintText(text: string): Fingerprint {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/** The intake as staleness compares it: the brief's prompt lines and each answered question. */
export function fingerprintIntake(
  intake: IntakeContent | null | undefined,
): Required<Pick<StrategyInputs, 'brief' | 'answers'>> {
  return {
    brief: fingerprintText(engagementBriefText(intake?.brief)),
    answers: answeredQuestions(intake).map(({ text, ...question }) => ({
      ...question,
      fingerprint: fingerprintText(text),
    })),
  };
}

/**
 * Of the assumptions and the scenarios' names and adjustments (in order; their ids are not the
 * text's business), whatever order the database gives their keys in. Without scenarios, the
 * assumptions' alone, as before scenarios existed: a text written then is not made stale.
 */
export function fingerprintModel(
  assumptions: FinancialAssumptions,
  scenarios: readonly ScenarioInput[] = [],
): Fingerprint {
  if (scenarios.length === 0) return fingerprintText(canonicalJson(assumptions));
  return fingerprintText(
    canonicalJson({
      assumptions,
      scenarios: scenarios.map(({ name, adjustments }) => ({ name, adjustments })),
    }),
  );
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A section's row as far as its written text goes. */
export interface WrittenTextRow {
  key: string;
  status: SectionStatus;
  content: string;
  previousContent: string | null;
}

/** The text a section offers others: while it is rewritten, the one it had (`writtenText`). */
export function writtenTextOf(row: WrittenTextRow): string {
  return row.status === 'generating' ? (row.previousContent ?? '') : row.content;
}

/** The fingerprints of the sections with text, of the outline (and the summary). */
export function sectionTextFingerprints(
  rows: readonly WrittenTextRow[],
  outline: Outline,
): Record<string, Fingerprint> {
  return Object.fromEntries(
    rows.flatMap((row) => {
      const text = writtenTextOf(row);
      const inOutline =
        row.key === EXECUTIVE_SUMMARY_KEY || findOutlineSection(outline, row.key) !== undefined;
      return inOutline && text.trim() !== '' ? [[row.key, fingerprintText(text)]] : [];
    }),
  );
}
