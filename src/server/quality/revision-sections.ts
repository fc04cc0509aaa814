import { NOTHING_FLAGGED } from '../../domain/events.ts';
import { findOutlineSection } from '../../domain/outline.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findStrategyOutline, getStrategy } from '../store/strategies.ts';
import { strategyQuality } from './strategy-quality.ts';

const list = (keys: readonly string[]) => keys.map((key) => `"${key}"`).join(', ');

/**
 * The sections a revision rewrites (issue 27, decision 0093): `flagged`, the written sections
 * with findings in the quality review; or the keys given, each a written section of the
 * strategy. A 400 names the keys that are unknown or not written; 409 when nothing is flagged.
 */
export async function revisionSections(
  db: Database,
  strategyId: string,
  sections: 'flagged' | readonly string[],
): Promise<string[]> {
  if (sections === 'flagged') {
    const review = await strategyQuality(db, strategyId);
    const flagged = Object.entries(review.sections)
      .filter(([, section]) => section.findings.length > 0)
      .map(([key]) => key);
    if (flagged.length === 0) {
      throw new AppError(
        'CONFLICT',
        'No written section has a finding in the quality review: nothing to revise.',
        { code: NOTHING_FLAGGED },
      );
    }
    return flagged;
  }
  const outline = await findStrategyOutline(db, strategyId);
  const keys = [...new Set(sections)];
  const unknown = keys.filter(
    (key) => key !== EXECUTIVE_SUMMARY_KEY && !findOutlineSection(outline, key),
  );
  if (unknown.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `sections: ${unknown.length === 1 ? 'no such section' : 'no such sections'} in this strategy: ${list(unknown)}`,
    );
  }
  const strategy = await getStrategy(db, strategyId);
  const unwritten = keys.filter((key) => {
    const section = strategy.sections[key];
    return section?.status !== 'done' || !section.content.trim();
  });
  if (unwritten.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `sections: only written sections can be revised; not written: ${list(unwritten)}`,
    );
  }
  return keys;
}
