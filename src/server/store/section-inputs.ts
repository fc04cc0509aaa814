import { and, eq, inArray } from 'drizzle-orm';
import { statedFacts } from '../../domain/facts-stated.ts';
import { isMoneySection } from '../../domain/financial/money-sections.ts';
import { findOutlineSection, type Outline } from '../../domain/outline.ts';
import { type StrategyInputs, sectionInputs, type WrittenFrom } from '../../domain/staleness.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';
import type { Database } from '../db/client.ts';
import { sections } from '../db/schema.ts';
import { findFacts } from './facts.ts';
import { findFinancials } from './financials.ts';
import { fingerprintIntake, fingerprintModel, sectionTextFingerprints } from './fingerprints.ts';
import { findIntake } from './intake.ts';

/**
 * What a section would be written from now, for a person's save of it: their text stands for
 * the inputs as they are (as a save after the model changed cleared the mark before).
 */
export async function readSectionInputs(
  db: Database,
  options: { strategyId: string; key: string; outline: Outline; content: string },
): Promise<WrittenFrom> {
  const { strategyId, key, outline, content } = options;
  const prerequisites =
    key === EXECUTIVE_SUMMARY_KEY ? [] : (findOutlineSection(outline, key)?.prerequisites ?? []);
  const drawsOn = prerequisites.map((prerequisite) => prerequisite.key);
  const rows =
    key !== EXECUTIVE_SUMMARY_KEY && drawsOn.length === 0
      ? []
      : await db
          .select({
            key: sections.key,
            status: sections.status,
            content: sections.content,
            previousContent: sections.previousContent,
          })
          .from(sections)
          .where(
            and(
              eq(sections.strategyId, strategyId),
              ...(key === EXECUTIVE_SUMMARY_KEY ? [] : [inArray(sections.key, drawsOn)]),
            ),
          );
  const model = isMoneySection(key) ? await findFinancials(db, strategyId) : undefined;
  const inputs: StrategyInputs = {
    sectionTexts: sectionTextFingerprints(rows, outline),
    financials: model ? fingerprintModel(model.assumptions, model.scenarios) : null,
    ...fingerprintIntake(await findIntake(db, strategyId)),
  };
  // The facts the person's text states, as the sheet has them now.
  const facts = statedFacts(content, await findFacts(db, strategyId));
  return { ...sectionInputs({ key, prerequisites }, inputs), facts };
}
