import { and, eq, ne } from 'drizzle-orm';
import { fitSummaryPrompt, type WrittenSection } from '../../domain/executive-summary.ts';
import { factsPromptBlock } from '../../domain/facts-prompt.ts';
import { clientAnswersOf, engagementBriefText } from '../../domain/intake.ts';
import { findOutlineSection, outlineOf } from '../../domain/outline.ts';
import type { FittedPrompt } from '../../domain/prompt.ts';
import type { SectionRevision } from '../../domain/revision-prompt.ts';
import { EXECUTIVE_SUMMARY_BRIEF } from '../../domain/section-briefs/index.ts';
import { sectionInputs, type WrittenFrom } from '../../domain/staleness.ts';
import type { Language, Metadata } from '../../domain/strategy.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sections, strategies } from '../db/schema.ts';
import { modelCurrency } from '../store/financials.ts';
import { fingerprintIntake, fingerprintText } from '../store/fingerprints.ts';

/**
 * The executive summary's prompt: digests of every written section (`domain/executive-summary.ts`),
 * fitted to the context window, and what it is written from (those sections' texts). Undefined
 * when the strategy is gone.
 */
export async function readSummaryPrompt(
  database: DatabaseHandle,
  strategyId: string,
  limits: { contextTokens: number | undefined; answerTokens: number },
  /** A revision of the summary (decision 0093): its text and findings. */
  revision?: SectionRevision,
): Promise<(FittedPrompt & { writtenFrom: WrittenFrom }) | undefined> {
  const [strategy] = await database.db
    .select({
      overview: strategies.overview,
      language: strategies.language,
      metadata: strategies.metadata,
      outline: strategies.outline,
      facts: strategies.facts,
      intake: strategies.intake,
    })
    .from(strategies)
    .where(eq(strategies.id, strategyId));
  if (!strategy) return undefined;
  const outline = outlineOf(strategy);
  const rows = await database.db
    .select({ key: sections.key, content: sections.content })
    .from(sections)
    .where(
      and(
        eq(sections.strategyId, strategyId),
        eq(sections.status, 'done'),
        ne(sections.key, EXECUTIVE_SUMMARY_KEY),
      ),
    );
  const written: (WrittenSection & { index: number })[] = rows.flatMap((row) => {
    const definition = findOutlineSection(outline, row.key);
    return definition && row.content.trim() !== ''
      ? [
          {
            ...row,
            title: definition.title,
            groupTitle: definition.groupTitle,
            index: definition.index,
          },
        ]
      : [];
  });
  written.sort((a, b) => a.index - b.index);
  const writtenFrom = sectionInputs(
    { key: EXECUTIVE_SUMMARY_KEY },
    {
      sectionTexts: Object.fromEntries(
        written.map((section) => [section.key, fingerprintText(section.content)]),
      ),
      financials: null,
      ...fingerprintIntake(strategy.intake),
    },
  );
  const prompt = fitSummaryPrompt(
    {
      companyName: (strategy.metadata as Metadata).companyName ?? '',
      overview: strategy.overview,
      sections: written,
      language: strategy.language as Language,
      brief: EXECUTIVE_SUMMARY_BRIEF,
      facts: factsPromptBlock(strategy.facts, await modelCurrency(database.db, strategyId)),
      engagementBrief: engagementBriefText(strategy.intake?.brief),
      clientAnswers: clientAnswersOf(strategy.intake),
      ...(revision ? { revision } : {}),
    },
    limits,
  );
  return { ...prompt, writtenFrom };
}
