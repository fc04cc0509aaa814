import { and, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import {
  buildChangeSummaryPrompt,
  type ChangeMemo,
  type ChangeMemoEstimate,
  type ChangeMemoSection,
  type ChangeMemoSince,
  changedSection,
  changeSummaryAnswerSchema,
  MEMO_ANSWER_TOKENS,
  MEMO_OVERHEAD_TOKENS,
  MEMO_TEXT_MAX_CHARS,
  memoSectionMarkdown,
  memoSectionsHeading,
  memoTitle,
} from '../domain/change-memo.ts';
import { findPrice, microsToAmount, usageCostMicros } from '../domain/cost.ts';
import { deliverableLabels } from '../domain/deliverable-catalogue.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../domain/export-selection.ts';
import { parseJsonAnswer } from '../domain/financial/draft-prompt.ts';
import { outlineSections } from '../domain/outline.ts';
import { localizeOutline } from '../domain/section-titles.ts';
import type { Strategy } from '../domain/strategy.ts';
import { estimateTokens } from '../domain/token-estimate.ts';
import { strategyContentChanged } from './cache/content-versions.ts';
import type { Pricing } from './costs/strategy-cost.ts';
import type { Database } from './db/client.ts';
import { changeMemos, sectionApprovals, sectionVersions } from './db/schema.ts';
import { AppError, NO_PROVIDER_CONFIGURED } from './errors.ts';
import type { ExportDocument } from './exports/export-document.ts';
import { jsonAsker } from './generation/json-answer.ts';
import type { JsonSchemaFormat, ModelProvider } from './generation/provider.ts';
import type { Logger } from './logger.ts';
import { NEWEST_VERSION_FIRST } from './store/section-versions.ts';

/** How many sections are summarised at once: a provider's rate limit is shared with generation. */
const CONCURRENCY = 4;

const ANSWER_SCHEMA: JsonSchemaFormat = {
  name: 'change_summary',
  schema: z.toJSONSchema(changeSummaryAnswerSchema) as Record<string, unknown>,
};

export const NO_CHANGE_MEMO = 'No change memo has been written for this strategy yet';

interface ChangedText {
  key: string;
  title: string;
  before: string;
  after: string;
}

/** The text of each section then: its newest version saved by `since`, or as it was approved. */
async function textsThen(
  db: Database,
  strategyId: string,
  since: ChangeMemoSince,
): Promise<Map<string, string>> {
  if (typeof since !== 'string') {
    const approvals = await db
      .select({ key: sectionApprovals.sectionKey, content: sectionApprovals.content })
      .from(sectionApprovals)
      .where(
        and(eq(sectionApprovals.strategyId, strategyId), eq(sectionApprovals.state, 'approved')),
      );
    return new Map(approvals.map((row) => [row.key, row.content]));
  }
  const rows = await db
    .selectDistinctOn([sectionVersions.sectionKey], {
      key: sectionVersions.sectionKey,
      content: sectionVersions.content,
    })
    .from(sectionVersions)
    .where(
      and(
        eq(sectionVersions.strategyId, strategyId),
        lte(sectionVersions.createdAt, sinceDate(since)),
      ),
    )
    .orderBy(sectionVersions.sectionKey, ...NEWEST_VERSION_FIRST);
  return new Map(rows.map((row) => [row.key, row.content]));
}

/** A date alone is the end of that day in UTC: "since the 1st of March" includes the 1st. */
function sinceDate(since: string): Date {
  return new Date(since.length === 10 ? `${since}T23:59:59.999Z` : since);
}

/**
 * The sections whose text differs from then, in the outline's order (the executive summary
 * first). Against a date, a section with no version by then counts as new (its text then was
 * empty); against the approvals, only the approved sections are compared.
 */
export async function changedTexts(
  db: Database,
  strategy: Strategy,
  since: ChangeMemoSince,
): Promise<ChangedText[]> {
  const then = await textsThen(db, strategy.id, since);
  const titles = [
    { key: EXECUTIVE_SUMMARY_KEY, title: deliverableLabels(strategy.language).executiveSummary },
    ...outlineSections(localizeOutline(strategy.outline, strategy.titles)),
  ];
  return titles.flatMap(({ key, title }) => {
    const after = strategy.sections[key]?.content ?? '';
    if (typeof since !== 'string' && !then.has(key)) return [];
    const before = then.get(key) ?? '';
    return before.trim() === after.trim() ? [] : [{ key, title, before, after }];
  });
}

/** What writing the memo would cost: one request per changed section. */
export async function estimateChangeMemo(
  db: Database,
  strategy: Strategy,
  since: ChangeMemoSince,
  pricing: Pricing,
): Promise<ChangeMemoEstimate> {
  const changed = await changedTexts(db, strategy, since);
  const price = findPrice(pricing.prices, pricing.fallbackModel);
  const bounded = (text: string) => estimateTokens(text.slice(0, MEMO_TEXT_MAX_CHARS));
  const micros = price
    ? changed.reduce(
        (sum, section) =>
          sum +
          usageCostMicros(
            {
              promptTokens: bounded(section.before) + bounded(section.after) + MEMO_OVERHEAD_TOKENS,
              completionTokens: MEMO_ANSWER_TOKENS,
            },
            price,
          ),
        0,
      )
    : undefined;
  return {
    sections: changed.length,
    estimatedCost:
      micros === undefined ? null : { amount: microsToAmount(micros), currency: pricing.currency },
  };
}

/**
 * Writes the memo: each changed section's diff, and a summary by the model (asked twice at most;
 * a section it gives no usable answer for keeps a count of the words changed, `summarised`
 * false). Stored as the strategy's last memo, replacing the one before.
 */
export async function writeChangeMemo(options: {
  db: Database;
  provider: ModelProvider | undefined;
  strategy: Strategy;
  since: ChangeMemoSince;
  signal: AbortSignal;
  logger: Logger;
}): Promise<ChangeMemo> {
  const { db, provider, strategy, since, signal, logger } = options;
  const changed = await changedTexts(db, strategy, since);
  if (changed.length > 0 && !provider) throw new AppError('UNAVAILABLE', NO_PROVIDER_CONFIGURED);
  const memo: ChangeMemoSection[] = changed.map((section) => changedSection(section));
  const summarise = async (index: number) => {
    const section = changed[index]!;
    const ask = jsonAsker(provider!, signal, ANSWER_SCHEMA);
    const prompt = buildChangeSummaryPrompt({ ...section, language: strategy.language });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const answer = changeSummaryAnswerSchema.safeParse(parseJsonAnswer(await ask(prompt)));
        if (answer.success) {
          memo[index] = { ...memo[index]!, summary: answer.data.summary, summarised: true };
          return;
        }
      } catch (error) {
        if (signal.aborted) throw error;
      }
    }
    logger.warn({ key: section.key }, 'change memo: no usable summary');
  };
  const queue = changed.map((_, index) => index);
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        await summarise(next);
      }
    }),
  );
  const [row] = await db
    .insert(changeMemos)
    .values({ strategyId: strategy.id, since, sections: memo })
    .onConflictDoUpdate({
      target: changeMemos.strategyId,
      set: { since, sections: memo, createdAt: new Date() },
    })
    .returning({ createdAt: changeMemos.createdAt });
  // A memo link's cached read is keyed by the strategy's content version.
  strategyContentChanged(strategy.id);
  return { since, createdAt: row!.createdAt.toISOString(), sections: memo };
}

export const NO_MEMO_TO_SHARE =
  'Write the "What changed" memo first: a memo link shows the last memo written';

export async function hasChangeMemo(db: Database, strategyId: string): Promise<boolean> {
  const [row] = await db
    .select({ strategyId: changeMemos.strategyId })
    .from(changeMemos)
    .where(eq(changeMemos.strategyId, strategyId));
  return row !== undefined;
}

/** The strategy's last memo; 404 when none was written. */
export async function readChangeMemo(db: Database, strategyId: string): Promise<ChangeMemo> {
  const [row] = await db.select().from(changeMemos).where(eq(changeMemos.strategyId, strategyId));
  if (!row) throw new AppError('NOT_FOUND', NO_CHANGE_MEMO);
  return { since: row.since, createdAt: row.createdAt.toISOString(), sections: row.sections };
}

/**
 * The memo as a file: the strategy's cover, brand and logos, titled by what it compares against,
 * one section per change (its summary, then its words struck through and added), nothing else of
 * the strategy (no overview, model, intake or review notes); the Word file wears the firm's
 * template when one is set.
 */
export function changeMemoDocument(memo: ChangeMemo, strategy: ExportDocument): ExportDocument {
  const {
    financials: _model,
    scenarios: _scenarios,
    reviewComments: _notes,
    intake: _intake,
    selection: _profile,
    ...dressing
  } = strategy;
  return {
    ...dressing,
    overview: '',
    title: memoTitle(memo.since, strategy.language),
    fileEnding: 'what-changed',
    sections: Object.fromEntries(
      memo.sections.map((section) => [section.key, { content: memoSectionMarkdown(section) }]),
    ),
    outline: {
      groups: [
        {
          title: memoSectionsHeading(memo.sections.length, strategy.language),
          sections: memo.sections
            .filter((section) => section.key !== EXECUTIVE_SUMMARY_KEY)
            .map(({ key, title }) => ({ key, title })),
        },
      ],
    },
  };
}
