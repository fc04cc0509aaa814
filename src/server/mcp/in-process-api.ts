import type { Hono } from 'hono';
import { hc } from 'hono/client';
import { readRefusal } from '../../domain/api-refusal.ts';
import type { AppType } from '../app.ts';

/** The `/api` routes as `hc<AppType>` calls them: paths, inputs and answers typed by the app. */
export type ApiClient = ReturnType<typeof hc<AppType>>['api'];

export interface InProcessApi {
  client: ApiClient;
  /** A route by its URL (from the client's `$url`), for options its type does not declare. */
  fetch(url: URL): Promise<Response>;
}

/**
 * The owner's API called in-process, with the owner's credentials: the MCP tools and the signed
 * downloads go through the same routes, checks and plain error sentences as any client. The
 * caller has already passed `ownerAccess` (or holds a signed link) before it gets here.
 */
export function inProcessApi(app: () => Hono, accessToken: string | undefined): InProcessApi {
  const headers: Record<string, string> = { host: '127.0.0.1' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const request = (input: RequestInfo | URL, init?: RequestInit) => app().request(input, init);
  return {
    client: hc<AppType>('http://localhost', { fetch: request, headers }).api,
    fetch: async (url) => request(url, { headers }),
  };
}

/** The API's own sentence for a refused request (`{ error }`), else its status. */
export async function errorSentence(response: {
  status: number;
  json(): Promise<unknown>;
}): Promise<string> {
  return readRefusal(await response.json().catch(() => undefined), response.status).error;
}
