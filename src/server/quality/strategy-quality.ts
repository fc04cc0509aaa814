import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { modelFigures } from '../../domain/financial/key-figures.ts';
import { computeRatios } from '../../domain/financial/ratios.ts';
import { applyScenario } from '../../domain/financial/scenarios.ts';
import { outlineOf, outlineSections } from '../../domain/outline.ts';
import { coverageFindings } from '../../domain/quality/coverage.ts';
import type { FactsToCheck } from '../../domain/quality/fact-check.ts';
import type { ModelToCheck } from '../../domain/quality/financial-check.ts';
import type {
  QualityFinding,
  SectionQuality,
  StrategyQuality,
} from '../../domain/quality/quality-types.ts';
import { RepetitionIndex } from '../../domain/quality/repetition-check.ts';
import {
  reviewSection,
  type SectionToReview,
  type StrategyToReview,
  sectionScore,
  summarise,
} from '../../domain/quality/review.ts';
import { EXECUTIVE_SUMMARY_BRIEF } from '../../domain/section-briefs/index.ts';
import {
  EXECUTIVE_SUMMARY_KEY,
  EXECUTIVE_SUMMARY_SECTION_TITLE,
} from '../../domain/summary-section.ts';
import { contentVersion } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { sections as sectionRows } from '../db/schema.ts';
import { findFacts } from '../store/facts.ts';
import { findFinancials, type StoredFinancials } from '../store/financials.ts';
import { getStrategy } from '../store/strategies.ts';
import { storedMissing } from './coverage-check.ts';

const CACHED_STRATEGIES = 64;
const cache = new Map<string, { version: string; quality: StrategyQuality }>();

/**
 * What the review reads of a strategy: its written sections in order, its model, its facts.
 * `replaced`: one section read with this text whatever its state (a section under revision has
 * its text set aside while it is rewritten).
 */
async function reviewInput(
  db: Database,
  strategyId: string,
  replaced?: { key: string; content: string },
): Promise<StrategyToReview> {
  const strategy = await getStrategy(db, strategyId);
  const outline = outlineSections(outlineOf(strategy));
  const order = [
    {
      key: EXECUTIVE_SUMMARY_KEY,
      title: EXECUTIVE_SUMMARY_SECTION_TITLE,
      targetWords: EXECUTIVE_SUMMARY_BRIEF.targetWords,
    },
    ...outline.map((section) => ({
      key: section.key,
      title: section.title,
      targetWords: section.brief?.targetWords,
    })),
  ];
  // The model's coverage answers, for the texts they were given (`coverage-check.ts`).
  const coverage = new Map(
    (
      await db
        .select({ key: sectionRows.key, coverage: sectionRows.coverage })
        .from(sectionRows)
        .where(and(eq(sectionRows.strategyId, strategyId), isNotNull(sectionRows.coverage)))
    ).map((row) => [row.key, row.coverage]),
  );
  const sections: SectionToReview[] = order.flatMap(({ key, title, targetWords }) => {
    const state = strategy.sections[key];
    const content = key === replaced?.key ? replaced.content : state?.content;
    if (key !== replaced?.key && state?.status !== 'done') return [];
    if (!state || !content?.trim()) return [];
    const missing = storedMissing(coverage.get(key), content);
    return [
      {
        ...(missing.length > 0 ? { findings: coverageFindings(missing) } : {}),
        key,
        title: strategy.titles?.[key] ?? title,
        content,
        targetWords,
        sourceNumbers: (state.sources ?? []).map((source) => source.n),
        citationsRemoved: state.citationsRemoved,
      },
    ];
  });
  const stored = await findFinancials(db, strategyId);
  let model: ModelToCheck | undefined;
  if (stored) {
    const forecast = computeForecast(stored.assumptions);
    model = {
      currency: stored.assumptions.currency,
      // A text may state a scenario's figures too: the prompt gives them to state the range.
      figures: [stored.assumptions, ...scenarioAssumptions(stored)].flatMap((assumptions) =>
        modelFigures(
          assumptions,
          assumptions === stored.assumptions ? forecast : computeForecast(assumptions),
        ),
      ),
      breakEvenMonth: forecast.breakEvenMonth,
      ratios: computeRatios(stored.assumptions, forecast),
    };
  }
  const sheet = await findFacts(db, strategyId);
  const facts: FactsToCheck | undefined = sheet ?? undefined;
  return { language: strategy.language, sections, model, facts };
}

function scenarioAssumptions(model: StoredFinancials): FinancialAssumptions[] {
  return model.scenarios.map((scenario) => applyScenario(model.assumptions, scenario.adjustments));
}

/**
 * The quality review of a strategy (issue 27), cached until its content changes. The checks run
 * one section per turn of the event loop, so a long strategy never holds up other requests.
 */
export async function strategyQuality(db: Database, strategyId: string): Promise<StrategyQuality> {
  const version = contentVersion(strategyId);
  const cached = cache.get(strategyId);
  if (cached?.version === version) return cached.quality;
  const input = await reviewInput(db, strategyId);
  const sections: Record<string, SectionQuality> = {};
  const repetition = new RepetitionIndex();
  // One section per turn of the event loop: a few milliseconds of work each.
  for (const section of input.sections) {
    const findings = [...reviewSection(section, input), ...repetition.add(section)];
    sections[section.key] = { score: sectionScore(findings), findings };
    await yieldToLoop();
  }
  const quality = summarise(sections);
  cache.delete(strategyId);
  cache.set(strategyId, { version, quality });
  if (cache.size > CACHED_STRATEGIES) cache.delete(cache.keys().next().value!);
  return quality;
}

/**
 * The review's findings on one section read with `content` (the text a revision replaces),
 * against the strategy as it stands: its own checks, and repetition of the sections before it.
 * Asked by each section of a revision run, in whichever process claims it (decision 0093).
 */
export async function sectionFindings(
  db: Database,
  options: { strategyId: string; key: string; content: string },
): Promise<QualityFinding[]> {
  const input = await reviewInput(db, options.strategyId, options);
  const repetition = new RepetitionIndex();
  for (const section of input.sections) {
    if (section.key === options.key) {
      return [...reviewSection(section, input), ...repetition.add(section)];
    }
    repetition.add(section);
    await yieldToLoop();
  }
  return [];
}
