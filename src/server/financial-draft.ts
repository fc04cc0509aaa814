import { z } from 'zod';
import type { FinancialAssumptions } from '../domain/financial/assumption-types.ts';
import { financialAssumptionsSchema, parseAssumptions } from '../domain/financial/assumptions.ts';
import { buildDraftPrompt } from '../domain/financial/draft-prompt.ts';
import { isMoneySection } from '../domain/financial/money-sections.ts';
import { outlineOf, outlineSections } from '../domain/outline.ts';
import type { Strategy } from '../domain/strategy.ts';
import { AppError, NO_PROVIDER_CONFIGURED } from './errors.ts';
import type { JsonSchemaFormat, ModelProvider } from './generation/provider.ts';
import { draftStructured } from './generation/structured-draft.ts';
import type { Logger } from './logger.ts';

export const DRAFT_INVALID_JSON =
  'The model did not produce valid assumptions, twice. Nothing was saved: try again, or enter the assumptions yourself.';

/** The schema the provider's structured output is held to (refinements are checked after). */
const DRAFT_SCHEMA: JsonSchemaFormat = {
  name: 'financial_assumptions',
  schema: z.toJSONSchema(financialAssumptionsSchema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>,
};

/** `YYYY-MM` of the month after `now`: a plan starts next month. */
export function nextMonth(now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Asks the configured model for a whole set of assumptions from the overview and the written
 * sections (money sections first). Structured output where the provider has it; a provider that
 * refuses `response_format` (HTTP 400) is asked again for JSON in text. An answer that is not
 * valid gets one repair request; a second invalid answer is a 502 and nothing is stored (this
 * only proposes; the person saves).
 */
export async function draftAssumptions(options: {
  provider: ModelProvider | undefined;
  strategy: Strategy;
  signal: AbortSignal;
  logger: Logger;
  now?: Date;
}): Promise<FinancialAssumptions> {
  const { provider, strategy, signal, logger } = options;
  if (!provider) throw new AppError('UNAVAILABLE', NO_PROVIDER_CONFIGURED);
  // The strategy's own outline (a playbook's sections too, issue 16).
  const written = outlineSections(outlineOf(strategy))
    .map((section) => strategy.sections[section.key])
    .filter((section) => section !== undefined && section.content.trim() !== '')
    .map((section) => ({ key: section!.key, title: section!.title, content: section!.content }));
  const sections = [
    ...written.filter((section) => isMoneySection(section.key)),
    ...written.filter((section) => !isMoneySection(section.key)),
  ];
  const prompt = buildDraftPrompt({
    overview: strategy.overview,
    sections,
    language: strategy.language,
    firstMonth: nextMonth(options.now ?? new Date()),
  });

  return draftStructured({
    provider,
    signal,
    logger,
    what: 'assumptions',
    schema: DRAFT_SCHEMA,
    prompt,
    parse: (json) => {
      const parsed = parseAssumptions(json);
      return parsed.success
        ? { success: true, value: parsed.assumptions }
        : { success: false, problems: parsed.issues };
    },
    invalidMessage: DRAFT_INVALID_JSON,
  });
}
