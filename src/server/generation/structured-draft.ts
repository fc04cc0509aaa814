import { buildRepairPrompt, parseJsonAnswer } from '../../domain/financial/draft-prompt.ts';
import type { ChatMessage } from '../../domain/prompt.ts';
import { AppError, NO_PROVIDER_CONFIGURED } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { jsonAsker } from './json-answer.ts';
import { type JsonSchemaFormat, type ModelProvider, ProviderError } from './provider.ts';

export type DraftCheck<T> =
  | { success: true; value: T }
  | { success: false; problems: { path: string; message: string }[] };

/**
 * One structured draft from the model: the answer checked by `parse`, one repair request with
 * the problems named, then a 502 with `invalidMessage`. A provider's own error is never shown
 * (it may quote part of the key): its status is.
 */
export async function draftStructured<T>(options: {
  provider: ModelProvider | undefined;
  signal: AbortSignal;
  logger: Logger;
  /** What is drafted, for the log: "intake questions". */
  what: string;
  schema: JsonSchemaFormat;
  prompt: ChatMessage[];
  parse: (json: unknown) => DraftCheck<T>;
  invalidMessage: string;
}): Promise<T> {
  const { provider, signal, logger, what, prompt } = options;
  if (!provider) throw new AppError('UNAVAILABLE', NO_PROVIDER_CONFIGURED);
  const ask = jsonAsker(provider, signal, options.schema);
  const check = (answer: string): DraftCheck<T> | { success: false; problems: string } => {
    let json: unknown;
    try {
      json = parseJsonAnswer(answer);
    } catch {
      return { success: false, problems: 'It was not a JSON object.' };
    }
    return options.parse(json);
  };
  try {
    const first = await ask(prompt);
    const firstTry = check(first);
    if (firstTry.success) return firstTry.value;
    logger.info({ problems: firstTry.problems }, `draft ${what}: invalid answer, repairing`);
    const secondTry = check(await ask(buildRepairPrompt(prompt, first, firstTry.problems)));
    if (secondTry.success) return secondTry.value;
    logger.warn({ problems: secondTry.problems }, `draft ${what}: invalid answer twice`);
    throw new AppError('BAD_GATEWAY', options.invalidMessage);
  } catch (error) {
    if (error instanceof AppError || signal.aborted) throw error;
    const status = error instanceof ProviderError ? error.status : undefined;
    logger.warn({ status }, `draft ${what}: the model could not be reached`);
    throw new AppError(
      'BAD_GATEWAY',
      status === undefined
        ? 'The model could not be reached. Nothing was saved: try again.'
        : `The model answered with an error (HTTP ${status}). Nothing was saved: try again.`,
      { cause: error },
    );
  }
}
