import { findSection, isSectionKey } from './catalogue.ts';
import { EXECUTIVE_SUMMARY_KEY } from './export-selection.ts';
import { findOutlineSection, type Outline } from './outline.ts';

/**
 * The executive summary is one more section of every strategy (key `executive-summary`), not
 * in the spec's catalogue of 124: written last, from the others, and stale when they change
 * after it (`staleness.ts`). Zod-free so the page can use it.
 */
export { EXECUTIVE_SUMMARY_KEY };
export const EXECUTIVE_SUMMARY_SECTION_TITLE = 'Executive Summary';

/** A catalogue section or the executive summary. */
export function isStrategySectionKey(key: string): boolean {
  return key === EXECUTIVE_SUMMARY_KEY || isSectionKey(key);
}

export const SECTION_KEY_UNKNOWN = 'must be a section of the catalogue';

/**
 * Shaped like a section key (a catalogue key or a playbook's slug): what the edge can check
 * before the strategy's own outline says whether it has the section (issue 16).
 */
export function isSectionKeyShape(key: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key);
}

export function strategySectionTitle(key: string): string | undefined {
  return key === EXECUTIVE_SUMMARY_KEY ? EXECUTIVE_SUMMARY_SECTION_TITLE : findSection(key)?.title;
}

/**
 * A section's title in a strategy's outline (a playbook's sections too, or an outline localised
 * by `localizeOutline`), the executive summary's as `summaryTitle` says.
 */
export function titleInOutline(
  outline: Outline,
  key: string,
  summaryTitle = EXECUTIVE_SUMMARY_SECTION_TITLE,
): string {
  if (key === EXECUTIVE_SUMMARY_KEY) return summaryTitle;
  return findOutlineSection(outline, key)?.title ?? findSection(key)?.title ?? key;
}
