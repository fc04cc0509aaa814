import { type StoredSectionTitles, titleEntries } from '../domain/section-titles.ts';
import {
  buildTitlesPrompt,
  parseTitlesAnswer,
  titlesJsonSchema,
} from '../domain/section-titles-prompt.ts';
import type { Database } from './db/client.ts';
import { AppError, NO_PROVIDER_CONFIGURED } from './errors.ts';
import { jsonAsker } from './generation/json-answer.ts';
import { type ModelProvider, ProviderError } from './generation/provider.ts';
import type { Logger } from './logger.ts';
import { findStrategyTitles, saveModelTitles } from './store/section-titles.ts';

export const ENGLISH_NEEDS_NO_TITLES =
  'This strategy is in English: its headings are the outline’s own titles. Choose another output language to translate them.';

/**
 * Asks the model, in one request, for every section and group title of the strategy's outline in
 * its language (decision 0053), and stores the usable ones. A title the model could not give
 * stays English; a provider that cannot be reached is a 502 and nothing changes.
 */
export async function translateTitles(options: {
  db: Database;
  provider: ModelProvider | undefined;
  strategyId: string;
  signal: AbortSignal;
  logger: Logger;
}): Promise<StoredSectionTitles | undefined> {
  const { db, provider, strategyId, signal, logger } = options;
  const { language, outline } = await findStrategyTitles(db, strategyId);
  if (language === 'English') throw new AppError('BAD_REQUEST', ENGLISH_NEEDS_NO_TITLES);
  if (!provider) throw new AppError('UNAVAILABLE', NO_PROVIDER_CONFIGURED);
  const entries = titleEntries(outline);
  let answer: string;
  try {
    answer = await jsonAsker(
      provider,
      signal,
      titlesJsonSchema(entries),
    )(buildTitlesPrompt(language, entries));
  } catch (error) {
    if (signal.aborted) throw error;
    // Never the provider's own message: it may quote part of the key.
    const status = error instanceof ProviderError ? error.status : undefined;
    logger.warn({ status }, 'translate titles: the model could not be reached');
    throw new AppError(
      'BAD_GATEWAY',
      status === undefined
        ? 'The model could not be reached. The titles are unchanged: try again.'
        : `The model answered with an error (HTTP ${status}). The titles are unchanged: try again.`,
      { cause: error },
    );
  }
  const parsed = parseTitlesAnswer(answer, entries);
  if (parsed.fallbacks.length > 0) {
    logger.info(
      { fallbacks: parsed.fallbacks.length, of: entries.length },
      'translate titles: some titles stay English',
    );
  }
  return saveModelTitles(db, strategyId, {
    language,
    titles: parsed.titles,
    asked: entries.map((entry) => entry.key),
  });
}

const inFlight = new Set<string>();

/**
 * When a run starts: translate the titles in the background if the strategy is not in English
 * and its titles were never asked for in its language (or its outline gained a section since).
 * Never fails or delays the run: errors are logged and the headings stay as they are.
 */
export function translateTitlesInBackground(options: {
  db: Database;
  provider: ModelProvider | undefined;
  strategyId: string;
  logger: Logger;
}): void {
  const { db, provider, strategyId, logger } = options;
  if (!provider || inFlight.has(strategyId)) return;
  inFlight.add(strategyId);
  void (async () => {
    const { language, outline, stored } = await findStrategyTitles(db, strategyId);
    if (language === 'English') return;
    const asked = stored?.language === language ? new Set(stored.asked) : new Set<string>();
    if (titleEntries(outline).every((entry) => asked.has(entry.key))) return;
    await translateTitles({
      db,
      provider,
      strategyId,
      signal: AbortSignal.timeout(120_000),
      logger,
    });
  })()
    .catch((error: unknown) =>
      logger.warn(
        { err: error instanceof AppError ? error.message : error },
        'translate titles in the background',
      ),
    )
    .finally(() => inFlight.delete(strategyId));
}
