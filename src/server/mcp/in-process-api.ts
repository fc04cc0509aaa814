import type { Hono } from 'hono';

/** An answer of the app's own API: the status, and the JSON (or the error sentence). */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  body: unknown;
  response: Response;
}

/**
 * The owner's API called in-process, with the owner's credentials: the MCP tools and the signed
 * downloads go through the same routes, checks and plain error sentences as any client. The
 * caller has already passed `ownerAccess` (or holds a signed link) before it gets here.
 */
export function inProcessApi(app: () => Hono, accessToken: string | undefined) {
  return async (method: string, path: string, json?: unknown): Promise<ApiAnswer> => {
    const headers = new Headers({ host: '127.0.0.1' });
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const response = await app().request(path, {
      method,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const type = response.headers.get('content-type') ?? '';
    const body = type.includes('application/json') ? await response.clone().json() : undefined;
    return { ok: response.ok, status: response.status, body, response };
  };
}

export type InProcessApi = ReturnType<typeof inProcessApi>;

/** The API's own sentence for a refused request. */
export function errorSentence(answer: ApiAnswer): string {
  const error = (answer.body as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' ? error : `The server answered ${answer.status}`;
}
