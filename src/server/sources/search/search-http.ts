import { SearchError } from './search-provider.ts';

const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
export const DEFAULT_SEARCH_TIMEOUT_MS = 10_000;

export interface JsonRequest {
  provider: string;
  url: URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Calls a search service the owner configured (a SearXNG on the local network is normal, so this
 * is a plain fetch, not `safe-fetch`), with a time limit and a cap on the answer's size, and
 * turns its failures into messages that say what to fix.
 */
export async function requestJson(request: JsonRequest): Promise<unknown> {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal,
      redirect: 'error',
    });
  } catch (cause) {
    if (timeout.aborted) {
      const seconds = Number(((request.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS) / 1000).toFixed(1));
      throw new SearchError(`${request.provider} did not answer within ${seconds} s.`, { cause });
    }
    throw new SearchError(`Could not reach ${request.provider} at ${request.url.origin}.`, {
      cause,
    });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SearchError(statusMessage(request.provider, response.status));
  }
  const text = await readCapped(response, request.provider);
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new SearchError(`${request.provider} answered with something that is not JSON.`, {
      cause,
    });
  }
}

function statusMessage(provider: string, status: number): string {
  if (status === 401 || status === 403) {
    return `${provider} refused the request (${status}): check the API key${provider === 'SearXNG' ? ', and that "json" is among search.formats in its settings.yml' : ''}.`;
  }
  if (status === 429)
    return `${provider} says too many searches (429): wait, or raise the plan's limit.`;
  return `${provider} answered ${status}.`;
}

async function readCapped(response: Response, provider: string): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new SearchError(`${provider} sent more than 2 MB of results.`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** A base URL that relative paths extend instead of replacing its last segment. */
export function withSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}
