import type { ShareAccessType, ShareExpiryDays, ShareLink } from '../../src/domain/share-link.ts';
import type { Language } from '../../src/domain/strategy-limits.ts';
import { answer, apiClient } from './api-client.ts';
import { SAMPLE_METADATA, SAMPLE_OVERVIEW, SAMPLE_SECTIONS } from './sample-strategy.ts';

export interface SeedOptions {
  /** The server's APP_ACCESS_TOKEN, when it has one. */
  token?: string;
  overview?: string;
  /** The strategy's output language (English when unset). */
  language?: Language;
  metadata?: Partial<typeof SAMPLE_METADATA>;
  /** Section key -> Markdown, written as a person's edits (no generation needed). */
  sections?: Record<string, string>;
}

/** A share link as its owner gets it (`POST /api/strategies/:id/shares`). */
export type ShareLinkBody = ShareLink;

/** Creates a strategy through the API and writes its sections with PUT section edits. */
export async function seedStrategy(baseUrl: string, options: SeedOptions = {}): Promise<string> {
  const client = apiClient(baseUrl, options.token);
  const { id } = await answer(
    client.strategies.$post({
      json: {
        overview: options.overview ?? SAMPLE_OVERVIEW,
        ...(options.language ? { language: options.language } : {}),
        metadata: { ...SAMPLE_METADATA, ...options.metadata },
      },
    }),
  );
  for (const [key, content] of Object.entries(options.sections ?? SAMPLE_SECTIONS)) {
    await answer(
      client.strategies[':id'].sections[':key'].$put({
        param: { id, key },
        json: { content, version: 0 },
      }),
    );
  }
  return id;
}

export function createShare(
  baseUrl: string,
  strategyId: string,
  input: { accessType: ShareAccessType; expiresInDays: null | ShareExpiryDays },
  token?: string,
): Promise<ShareLink> {
  return answer(
    apiClient(baseUrl, token).strategies[':id'].shares.$post({
      param: { id: strategyId },
      json: input,
    }),
  );
}

export function getStrategy(baseUrl: string, strategyId: string, token?: string) {
  return answer(apiClient(baseUrl, token).strategies[':id'].$get({ param: { id: strategyId } }));
}

export function listShares(baseUrl: string, strategyId: string, token?: string) {
  return answer(
    apiClient(baseUrl, token).strategies[':id'].shares.$get({ param: { id: strategyId } }),
  );
}
