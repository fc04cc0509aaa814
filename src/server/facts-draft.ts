import { z } from 'zod';
import { type Facts, factsSchema } from '../domain/facts.ts';
import {
  buildFactsDraftPrompt,
  FACTS_DRAFT_DOCUMENT_BUDGET,
  type FactsDraftDocument,
  parseFacts,
} from '../domain/facts-prompt.ts';
import type { Strategy } from '../domain/strategy.ts';
import type { Database } from './db/client.ts';
import { AppError, NO_PROVIDER_CONFIGURED } from './errors.ts';
import type { JsonSchemaFormat, ModelProvider } from './generation/provider.ts';
import { draftStructured } from './generation/structured-draft.ts';
import type { Logger } from './logger.ts';
import { listPassages, listSources } from './store/sources.ts';

export const FACTS_DRAFT_INVALID =
  'The model did not produce a valid fact sheet, twice. Nothing was saved: try again, or enter the facts yourself.';

const DRAFT_SCHEMA: JsonSchemaFormat = {
  name: 'fact_sheet',
  schema: z.toJSONSchema(factsSchema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >,
};

/** The client's uploaded documents as the draft reads them, oldest first, within its budget. */
export async function readDocuments(
  db: Database,
  strategyId: string,
): Promise<FactsDraftDocument[]> {
  const documents = (await listSources(db, strategyId)).filter(
    (source) => source.kind === 'document',
  );
  const read: FactsDraftDocument[] = [];
  let budget = FACTS_DRAFT_DOCUMENT_BUDGET;
  for (const document of documents) {
    if (budget <= 0) break;
    const passages = await listPassages(db, strategyId, document.id);
    const text = passages
      .map((passage) => passage.text)
      .join('\n\n')
      .slice(0, budget);
    budget -= text.length;
    read.push({ title: document.name, text });
  }
  return read;
}

/**
 * Asks the configured model for the strategy's fact sheet from the overview and the client's
 * documents: structured output checked by the fact sheet's schema, one repair request, then a
 * 502. A proposal only: nothing is stored until the person saves it (as the financial draft).
 */
export async function draftFacts(options: {
  provider: ModelProvider | undefined;
  db: Database;
  strategy: Strategy;
  signal: AbortSignal;
  logger: Logger;
}): Promise<Facts> {
  const { provider, db, strategy, signal, logger } = options;
  if (!provider) throw new AppError('UNAVAILABLE', NO_PROVIDER_CONFIGURED);
  const prompt = buildFactsDraftPrompt({
    overview: strategy.overview,
    documents: await readDocuments(db, strategy.id),
    language: strategy.language,
  });
  return draftStructured({
    provider,
    signal,
    logger,
    what: 'facts',
    schema: DRAFT_SCHEMA,
    prompt,
    parse: (json) => {
      const parsed = parseFacts(json);
      return parsed.success ? { success: true, value: parsed.facts } : parsed;
    },
    invalidMessage: FACTS_DRAFT_INVALID,
  });
}
