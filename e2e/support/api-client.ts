import { hc } from 'hono/client';
import type { AppType } from '../../src/server/app.ts';
import type { SuccessBody } from '../../src/web/lib/api.ts';

export function authHeaders(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * The server's `/api` as `hc<AppType>` calls it (decision 0112), for the browser tests' seeds: a
 * renamed route or field fails `npm run typecheck` here instead of a browser test at run time.
 */
export function apiClient(baseUrl: string, token?: string) {
  return hc<AppType>(baseUrl, { headers: authHeaders(token) }).api;
}

/**
 * A call's JSON when it succeeded, typed by the route as the page reads it (`answer` in
 * `web/lib/api.ts`); otherwise an error naming the call and the server's answer.
 */
export async function answer<Answer>(call: Promise<Answer>): Promise<SuccessBody<Answer>>;
export async function answer(call: Promise<Response>): Promise<unknown> {
  const response = await call;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}
