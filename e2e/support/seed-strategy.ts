import type { Strategy } from '../../src/domain/strategy.ts';
import { SAMPLE_METADATA, SAMPLE_OVERVIEW, SAMPLE_SECTIONS } from './sample-strategy.ts';

export interface SeedOptions {
  /** The server's APP_ACCESS_TOKEN, when it has one. */
  token?: string;
  overview?: string;
  /** The strategy's output language (English when unset). */
  language?: string;
  metadata?: Partial<typeof SAMPLE_METADATA>;
  /** Section key -> Markdown, written as a person's edits (no generation needed). */
  sections?: Record<string, string>;
}

export interface ShareLinkBody {
  id: string;
  url: string;
  accessType: 'view' | 'comment' | 'edit';
  createdAt: string;
  expiresAt: string | null;
}

export function authHeaders(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function call<T>(
  url: string,
  init: RequestInit & { token?: string | undefined },
): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: { 'content-type': 'application/json', ...authHeaders(token), ...rest.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Creates a strategy through the API and writes its sections with PUT section edits. */
export async function seedStrategy(baseUrl: string, options: SeedOptions = {}): Promise<string> {
  const { token } = options;
  const strategy = await call<{ id: string }>(`${baseUrl}/api/strategies`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      overview: options.overview ?? SAMPLE_OVERVIEW,
      ...(options.language ? { language: options.language } : {}),
      metadata: { ...SAMPLE_METADATA, ...options.metadata },
    }),
  });
  for (const [key, content] of Object.entries(options.sections ?? SAMPLE_SECTIONS)) {
    await call(`${baseUrl}/api/strategies/${strategy.id}/sections/${key}`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ content, version: 0 }),
    });
  }
  return strategy.id;
}

export function createShare(
  baseUrl: string,
  strategyId: string,
  input: { accessType: 'view' | 'comment' | 'edit'; expiresInDays: null | 1 | 7 | 30 },
  token?: string,
): Promise<ShareLinkBody> {
  return call<ShareLinkBody>(`${baseUrl}/api/strategies/${strategyId}/shares`, {
    method: 'POST',
    token,
    body: JSON.stringify(input),
  });
}

export function getStrategy(
  baseUrl: string,
  strategyId: string,
  token?: string,
): Promise<Strategy> {
  return call(`${baseUrl}/api/strategies/${strategyId}`, { token });
}

export function listShares(
  baseUrl: string,
  strategyId: string,
  token?: string,
): Promise<ShareLinkBody[]> {
  return call(`${baseUrl}/api/strategies/${strategyId}/shares`, { token });
}
