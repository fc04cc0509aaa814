import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { findPrice, microsToAmount, usageCostMicros } from '../../domain/cost.ts';
import { parseJsonAnswer } from '../../domain/financial/draft-prompt.ts';
import { outlineSections } from '../../domain/outline.ts';
import {
  buildCoveragePrompt,
  COVERAGE_ANSWER_TOKENS,
  COVERAGE_OVERHEAD_TOKENS,
  type CoverageEstimate,
  coverageAnswerSchema,
  parseCoverageAnswer,
} from '../../domain/quality/coverage.ts';
import { EXECUTIVE_SUMMARY_BRIEF } from '../../domain/section-briefs/index.ts';
import { outlineWithBriefsOf } from '../../domain/standard-outline.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';
import { estimateTokens } from '../../domain/token-estimate.ts';
import type { Pricing } from '../costs/strategy-cost.ts';
import type { Database } from '../db/client.ts';
import { sections, strategies } from '../db/schema.ts';
import { AppError, NO_PROVIDER_CONFIGURED } from '../errors.ts';
import { jsonAsker } from '../generation/json-answer.ts';
import type { JsonSchemaFormat, ModelProvider } from '../generation/provider.ts';
import type { Logger } from '../logger.ts';
import { fingerprintText } from '../store/fingerprints.ts';
import { touchStrategy } from '../store/strategies.ts';

/** How many sections are checked at once: a provider's rate limit is shared with generation. */
const CONCURRENCY = 4;

const ANSWER_SCHEMA: JsonSchemaFormat = {
  name: 'coverage',
  schema: z.toJSONSchema(coverageAnswerSchema) as Record<string, unknown>,
};

interface SectionToCheck {
  key: string;
  title: string;
  content: string;
  mustCover: string[];
}

/** The written sections with a brief whose text has no coverage check yet. */
async function sectionsToCheck(db: Database, strategyId: string): Promise<SectionToCheck[]> {
  const [strategy] = await db
    .select({ outline: strategies.outline, language: strategies.language })
    .from(strategies)
    .where(eq(strategies.id, strategyId));
  if (!strategy) throw new AppError('NOT_FOUND', 'Strategy not found');
  const briefs = new Map(
    outlineSections(outlineWithBriefsOf(strategy)).map((section) => [section.key, section]),
  );
  const rows = await db
    .select({ key: sections.key, content: sections.content, coverage: sections.coverage })
    .from(sections)
    .where(and(eq(sections.strategyId, strategyId), eq(sections.status, 'done')));
  return rows.flatMap((row) => {
    const definition = briefs.get(row.key);
    const brief = row.key === EXECUTIVE_SUMMARY_KEY ? EXECUTIVE_SUMMARY_BRIEF : definition?.brief;
    const mustCover = brief?.mustCover.filter((item) => item.trim()) ?? [];
    if (!row.content.trim() || mustCover.length === 0) return [];
    if (row.coverage?.fingerprint === fingerprintText(row.content)) return [];
    const title = definition?.title ?? 'Executive Summary';
    return [{ key: row.key, title, content: row.content, mustCover }];
  });
}

/** What checking would cost, before it runs: one request per unchecked section. */
export async function estimateCoverage(
  db: Database,
  strategyId: string,
  pricing: Pricing,
): Promise<CoverageEstimate> {
  const pending = await sectionsToCheck(db, strategyId);
  const price = findPrice(pricing.prices, pricing.fallbackModel);
  const micros = price
    ? pending.reduce(
        (sum, section) =>
          sum +
          usageCostMicros(
            {
              promptTokens: estimateTokens(section.content) + COVERAGE_OVERHEAD_TOKENS,
              completionTokens: COVERAGE_ANSWER_TOKENS,
            },
            price,
          ),
        0,
      )
    : undefined;
  return {
    sections: pending.length,
    estimatedCost:
      micros === undefined ? null : { amount: microsToAmount(micros), currency: pricing.currency },
  };
}

/**
 * Asks the model, section by section, which points of its brief the text covers, and stores the
 * missing ones with the text's fingerprint (the quality review shows them while the text is the
 * same). A section whose answer is not valid twice is left unchecked and counted.
 */
export async function checkCoverage(options: {
  db: Database;
  provider: ModelProvider | undefined;
  strategyId: string;
  language: Parameters<typeof buildCoveragePrompt>[0]['language'];
  signal: AbortSignal;
  logger: Logger;
}): Promise<{ checked: number; unanswered: number }> {
  const { db, provider, strategyId, signal, logger } = options;
  if (!provider) throw new AppError('UNAVAILABLE', NO_PROVIDER_CONFIGURED);
  const pending = await sectionsToCheck(db, strategyId);
  const ask = jsonAsker(provider, signal, ANSWER_SCHEMA);
  let checked = 0;
  let unanswered = 0;
  const checkOne = async (section: SectionToCheck) => {
    const prompt = buildCoveragePrompt({ ...section, language: options.language });
    let covered: boolean[] | undefined;
    for (let attempt = 0; attempt < 2 && !covered; attempt += 1) {
      try {
        covered = parseCoverageAnswer(parseJsonAnswer(await ask(prompt)), section.mustCover.length);
      } catch (error) {
        if (signal.aborted) throw error;
        logger.warn({ key: section.key }, 'coverage: no valid answer');
      }
    }
    if (!covered) {
      unanswered += 1;
      return;
    }
    const missing = section.mustCover.filter((_, index) => !covered[index]);
    await db
      .update(sections)
      .set({ coverage: { fingerprint: fingerprintText(section.content), missing } })
      .where(and(eq(sections.strategyId, strategyId), eq(sections.key, section.key)));
    checked += 1;
  };
  const queue = [...pending];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await checkOne(next);
    }),
  );
  // The review's cache is keyed by the strategy's content version.
  if (checked > 0) await touchStrategy(db, strategyId);
  return { checked, unanswered };
}

/** The findings stored for a text, when they are for this very text. */
export function storedMissing(
  coverage: { fingerprint: string; missing: string[] } | null | undefined,
  content: string,
): string[] {
  return coverage && coverage.fingerprint === fingerprintText(content) ? coverage.missing : [];
}
