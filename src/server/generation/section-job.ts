import { and, eq, inArray } from 'drizzle-orm';
import { hasFacts } from '../../domain/facts.ts';
import { factsPromptBlock } from '../../domain/facts-prompt.ts';
import { statedFacts } from '../../domain/facts-stated.ts';
import { isMoneySection, sectionTitleWithModel } from '../../domain/financial/money-sections.ts';
import { clientAnswersOf, engagementBriefText } from '../../domain/intake.ts';
import { findOutlineSection } from '../../domain/outline.ts';
import { fitSectionPrompt, type SectionPromptInput } from '../../domain/prompt.ts';
import { findingInWords, type SectionRevision } from '../../domain/revision-prompt.ts';
import { checkCitations } from '../../domain/sources/citations.ts';
import {
  needsMarketFacts,
  promptSources,
  searchWords,
} from '../../domain/sources/prompt-sources.ts';
import type { SectionSource } from '../../domain/sources/section-source.ts';
import { sectionInputs, type WrittenFrom } from '../../domain/staleness.ts';
import { outlineWithBriefsOf } from '../../domain/standard-outline.ts';
import type { RunKind } from '../../domain/strategy-limits.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sections } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { sectionFindings } from '../quality/strategy-quality.ts';
import { findPromptModel, modelCurrency } from '../store/financials.ts';
import { fingerprintIntake, fingerprintText } from '../store/fingerprints.ts';
import { readSection } from '../store/sections.ts';
import { searchPassages } from '../store/sources.ts';
import type { AdaptiveLimiter } from './adaptive-limiter.ts';
import { DeltaBatcher } from './delta-batch.ts';
import type { StrategyEventBus } from './event-bus.ts';
import { generateSectionText, type SectionFailure } from './generate-section-text.ts';
import type { ModelProvider } from './provider.ts';
import type { SectionFlusher } from './section-flusher.ts';
import {
  type ClaimedStrategy,
  completeSection,
  failSection,
  finishRunIfDone,
  requeueSection,
  type SectionRow,
} from './section-queue.ts';
import { readSummaryPrompt } from './summary-prompt.ts';

export { MAX_ATTEMPTS, MAX_RATE_LIMITED } from './generate-section-text.ts';

/** The spec's texts: an empty answer, and the prefix of every failed call. */
export const EMPTY_CONTENT_ERROR = 'Failed to generate content';
export const CALL_FAILED_ERROR = 'Failed to generate strategy section';

export interface RunningSection {
  row: SectionRow;
  controller: AbortController;
  /** Text of the current attempt so far. */
  text: string;
  done: Promise<void>;
}

interface SectionJobOptions {
  row: SectionRow;
  /** Its strategy as of the claim. */
  strategy: ClaimedStrategy;
  owner: string;
  database: DatabaseHandle;
  provider: ModelProvider;
  bus: StrategyEventBus;
  logger: Logger;
  limiter: AdaptiveLimiter;
  /** Saves the text of this process's streaming sections every second, in one statement. */
  flusher: SectionFlusher;
  /** A revision rewrites the text the claim set aside from its findings (decision 0093). */
  runKind?: RunKind;
  /**
   * Called once, when the section has settled: false while another section of its run still
   * generates in this process (the run has not ended; that one checks when it settles).
   */
  leaveRun: () => boolean;
}

/**
 * Saving a finished section must survive a short database outage: the text has been paid for.
 * Retries for up to 30 s; after that the lease lapses and the section is generated again.
 */
async function persist<T>(write: () => Promise<T>, log: Logger): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      log.warn({ err: (error as Error).message, attempt }, 'saving the section failed: retrying');
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * attempt)));
    }
  }
}

/**
 * The strategy's passages most relevant to the section (its title, its group, the overview),
 * numbered for the prompt; only this strategy's (issue 15).
 */
async function findSources(
  database: DatabaseHandle,
  row: SectionRow,
  definition: { title: string; groupTitle: string },
  strategy: { overview: string; language: SectionPromptInput['language'] },
) {
  const ranked = await searchPassages(database.db, {
    strategyId: row.strategyId,
    language: strategy.language,
    titleWords: searchWords(`${definition.title} ${definition.groupTitle}`, 12),
    overviewWords: searchWords(strategy.overview, 30),
    includeWeb: needsMarketFacts(definition.groupTitle),
    ...(needsMarketFacts(definition.groupTitle) ? { fillUpTo: 4 } : {}),
  });
  return promptSources(ranked);
}

async function readPromptInput(
  database: DatabaseHandle,
  row: SectionRow,
  strategy: ClaimedStrategy,
): Promise<
  (SectionPromptInput & { givenSources: SectionSource[]; writtenFrom: WrittenFrom }) | undefined
> {
  // The strategy's own outline: a playbook's section, its brief, instructions and prerequisites.
  const definition = findOutlineSection(outlineWithBriefsOf(strategy), row.key);
  if (!definition) return undefined;
  const prerequisiteKeys = definition.prerequisites.map((p) => p.key);
  const written =
    prerequisiteKeys.length === 0
      ? []
      : await database.db
          .select({ key: sections.key, content: sections.content })
          .from(sections)
          .where(
            and(
              eq(sections.strategyId, row.strategyId),
              inArray(sections.key, prerequisiteKeys),
              eq(sections.status, 'done'),
            ),
          );
  const contentByKey = new Map(written.map((section) => [section.key, section.content]));
  const found = strategy.hasSources
    ? await findSources(database, row, definition, strategy)
    : { block: '', sources: [] };
  // Money sections quote the financial model's figures (and the pitch names its amount).
  const model = isMoneySection(row.key)
    ? await findPromptModel(database.db, row.strategyId)
    : undefined;
  // Every section gets the fact sheet (issue 27), its prices in the model's currency.
  const facts =
    strategy.facts && hasFacts(strategy.facts)
      ? factsPromptBlock(strategy.facts, await modelCurrency(database.db, row.strategyId))
      : '';
  // What the text is written from: the prerequisites' texts and the model this prompt has.
  const writtenFrom = sectionInputs(definition, {
    sectionTexts: Object.fromEntries(
      written
        .filter((section) => section.content.trim() !== '')
        .map((section) => [section.key, fingerprintText(section.content)]),
    ),
    financials: model?.fingerprint ?? null,
    ...fingerprintIntake(strategy.intake),
  });
  // The engagement brief and the client's answers (issue 29), in every section's prompt.
  const engagementBrief = engagementBriefText(strategy.intake?.brief);
  const clientAnswers = clientAnswersOf(strategy.intake);
  return {
    writtenFrom,
    title: sectionTitleWithModel(definition.title, model?.titleFigures),
    overview: strategy.overview,
    ...(engagementBrief ? { engagementBrief } : {}),
    ...(clientAnswers.length > 0 ? { clientAnswers } : {}),
    ...(facts ? { facts } : {}),
    ...(model ? { financialModel: model.block } : {}),
    ...(model?.scenarios ? { scenarios: model.scenarios } : {}),
    ...(found.block ? { sources: found.block } : {}),
    givenSources: found.sources,
    language: strategy.language,
    ...(definition.brief ? { brief: definition.brief } : {}),
    ...(definition.instructions ? { instructions: definition.instructions } : {}),
    context: definition.prerequisites.map((prerequisite) => ({
      title: prerequisite.title,
      context: prerequisite.context,
      content: contentByKey.get(prerequisite.key) ?? '',
    })),
  };
}

/**
 * What a revision rewrites: the text the claim set aside and the review's findings on it, in
 * plain words. Undefined when there is no text (then the section is written as usual).
 */
async function readRevision(
  database: DatabaseHandle,
  row: SectionRow,
): Promise<SectionRevision | undefined> {
  const currentText = row.previousContent ?? '';
  if (!currentText.trim()) return undefined;
  const findings = await sectionFindings(database.db, {
    strategyId: row.strategyId,
    key: row.key,
    content: currentText,
  });
  return { currentText, findings: findings.map(findingInWords) };
}

/**
 * Every `[n]` of the model's text must name a source the section was given: the others are
 * removed and counted. The sources kept are the ones the text cites.
 */
function checkSourceCitations(content: string, given: readonly SectionSource[]) {
  if (!/\[\s*\d/.test(content)) return { content, sources: [], removed: 0 };
  const check = checkCitations(
    content,
    given.map((source) => source.n),
  );
  const cited = new Set(check.cited);
  return {
    content: check.markdown,
    sources: given.filter((source) => cited.has(source.n)),
    removed: check.removed,
  };
}

function promptTooLong(
  estimated: number,
  available: number,
  contextTokens: number,
): SectionFailure {
  return {
    message:
      `The prompt does not fit the model's context window of ${contextTokens} tokens, even ` +
      'with the earlier sections it uses shortened: shorten the business overview or raise ' +
      'the context size (LLM_CONTEXT_TOKENS)',
    detail: `Prompt of about ${estimated} tokens; ${available} left after the answer's budget`,
  };
}

/**
 * Generates one claimed section: streams it (the flusher saves the text every second, which
 * also renews the lease and notices a cancel or take-over), retries transient failures with
 * backoff, re-queues on 429, and stores the result. Never throws.
 */
export function runSection(options: SectionJobOptions): RunningSection {
  const { row, strategy, owner, database, provider, bus, logger, limiter, flusher, leaveRun } =
    options;
  const runKind = options.runKind ?? 'generation';
  const { db } = database;
  const controller = new AbortController();
  const log = logger.child({ strategyId: row.strategyId, section: row.key });
  const publishNow = bus.publish.bind(bus, row.strategyId);
  const deltas = new DeltaBatcher((text, offset) =>
    publishNow({ type: 'section-delta', data: { key: row.key, text, offset } }),
  );
  // Streamed text waiting in the batch goes out before any other event of the section.
  const publish: typeof publishNow = (event) => {
    deltas.flush();
    publishNow(event);
  };
  // The lease's end (done, failed, re-queued) bumps the claimed row's version once.
  const endedVersion = row.version + 1;

  const job: RunningSection = { row, controller, text: '', done: Promise.resolve() };

  const fail = async (
    failure: SectionFailure,
    error = `${CALL_FAILED_ERROR}: ${failure.message}`,
  ) => {
    log.error({ err: failure.detail, reason: failure.message }, 'section failed');
    const stored = await persist(
      () => failSection(db, row, owner, { error, errorDetail: failure.detail }),
      log,
    );
    if (stored) {
      publish({
        type: 'section-error',
        data: {
          key: row.key,
          error: stored.error,
          errorDetail: stored.errorDetail,
          version: endedVersion,
        },
      });
    }
  };

  const execute = async () => {
    const limits = {
      contextTokens: provider.contextTokens,
      answerTokens: provider.answerTokenLimit(),
    };
    // The executive summary is written from digests of every other section (issue 12).
    let givenSources: SectionSource[] = [];
    let writtenFrom: WrittenFrom = {};
    const prompt = await persist(async () => {
      const revision = runKind === 'revision' ? await readRevision(database, row) : undefined;
      if (row.key === EXECUTIVE_SUMMARY_KEY) {
        const summary = await readSummaryPrompt(database, row.strategyId, limits, revision);
        if (summary) writtenFrom = summary.writtenFrom;
        return summary;
      }
      const input = await readPromptInput(database, row, strategy);
      if (!input) return undefined;
      givenSources = input.givenSources;
      writtenFrom = input.writtenFrom;
      return fitSectionPrompt({ ...input, ...(revision ? { revision } : {}) }, limits);
    }, log);
    if (!prompt) return;
    if (!prompt.fits) {
      const failure = promptTooLong(
        prompt.estimatedTokens,
        prompt.availableTokens,
        provider.contextTokens ?? 0,
      );
      await fail(failure);
      return;
    }
    const stopFlushing = flusher.add({
      strategyId: row.strategyId,
      key: row.key,
      owner,
      text: () => job.text,
      lost: () => controller.abort(new Error('The section was cancelled or taken over')),
    });
    // The stream's end, however it ends, stops the flushes and sends the text still batched.
    const outcome = await generateSectionText({
      messages: prompt.messages,
      stream: provider.stream.bind(provider),
      signal: controller.signal,
      rateLimitedBefore: row.rateLimited,
      onAttemptStart: (attempt) => {
        job.text = '';
        if (attempt === 1) {
          publish({ type: 'section-start', data: { key: row.key, attempt: row.attempts } });
        }
      },
      // The attempt's text is kept once, by generateSectionText: the job holds a reference.
      onDelta: (text, offset, attemptText) => {
        job.text = attemptText;
        deltas.add(text, offset);
      },
      onRetry: ({ attempt, reason, detail }) => {
        log.warn({ err: detail, attempt }, 'model call failed: retrying');
        job.text = '';
        publish({ type: 'section-retry', data: { key: row.key, attempt, reason } });
      },
    }).finally(() => {
      stopFlushing();
      deltas.flush();
    });
    switch (outcome.kind) {
      case 'stopped': {
        log.info({ reason: String(outcome.reason) }, 'section stopped');
        // Deltas sent before the abort may reach pages after the cancel's events: the row's
        // state, sent last, settles what they show.
        const current = await readSection(db, row.strategyId, row.key).catch(() => undefined);
        if (current) publish({ type: 'section-update', data: { section: current } });
        return;
      }
      case 'rate-limited':
        limiter.onRateLimited(outcome.retryAfterMs);
        log.warn({ err: outcome.failure.detail }, 'rate limited: section re-queued');
        if (await persist(() => requeueSection(db, row, owner), log)) {
          publish({ type: 'section-queued', data: { keys: [row.key], runId: row.runId ?? '' } });
        }
        return;
      case 'empty':
        await fail({ message: EMPTY_CONTENT_ERROR, detail: outcome.detail }, EMPTY_CONTENT_ERROR);
        break;
      case 'failed':
        await fail(outcome.failure);
        break;
      case 'written': {
        // The model is kept with the usage: its price gives the section's cost.
        const usage = outcome.usage ? { ...outcome.usage, model: provider.model } : undefined;
        const citations = checkSourceCitations(outcome.content, givenSources);
        // The facts the text states, as they are now: a later change to one marks it stale.
        writtenFrom = { ...writtenFrom, facts: statedFacts(citations.content, strategy.facts) };
        const result = {
          ...outcome,
          content: citations.content,
          ...(usage ? { usage } : {}),
          contextShortened: prompt.shortened,
          sources: citations.sources,
          citationsRemoved: citations.removed,
        };
        const stored = await persist(
          () => completeSection(db, row, owner, result, writtenFrom, runKind),
          log,
        );
        if (stored) {
          limiter.onSuccess();
          publish({
            type: 'section-end',
            data: {
              key: row.key,
              content: stored.content,
              ...(result.usage ? { usage: result.usage } : {}),
              truncated: result.truncated,
              ...(result.contextShortened ? { contextShortened: true } : {}),
              ...(result.sources.length ? { sources: result.sources } : {}),
              ...(result.citationsRemoved ? { citationsRemoved: result.citationsRemoved } : {}),
              version: endedVersion,
            },
          });
        }
      }
    }
  };

  // However the job settled (written, failed, stopped, re-queued, crashed), the last of its run in
  // this process asks whether the run has ended: one that skipped the question counted on it.
  const finishRun = async () => {
    if (!row.runId || !leaveRun()) return;
    if (await persist(() => finishRunIfDone(db, row.runId!), log)) {
      publish({ type: 'run-end', data: { runId: row.runId, status: 'done' } });
    }
  };

  job.done = execute()
    .catch((error: unknown) => log.error({ err: error }, 'section job crashed'))
    .then(finishRun)
    .catch((error: unknown) => log.error({ err: error }, 'checking the end of the run failed'));
  return job;
}
