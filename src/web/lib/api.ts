import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { readRefusal } from '../../domain/api-refusal.ts';
// Types only: the page gets the routes' inputs and answers, and none of the server's code.
import type { AppType } from '../../server/app.ts';

/**
 * Errors as `ApiError`, carrying the server's `{error}` message (shown to the person as is),
 * optional `code`, and an invalid input's problems in words (`issues`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: readonly string[];
  /** The whole answer, for errors that carry more (a 409 SECTION_CHANGED's current section). */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = readRefusal(body, status).issues;
    this.body = body;
  }
}

/**
 * Set by the access-token prompt: called when the server answers 401 to a normal route. When it
 * resolves `true` (the person entered a token that the server accepted), the request is sent
 * once more.
 */
type UnauthorizedHandler = () => Promise<boolean> | undefined;
let onUnauthorized: UnauthorizedHandler | undefined;
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  onUnauthorized = handler;
}

/** Sends with the session cookie; a network failure becomes an `ApiError` the page can show. */
async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
}

/** `send`, and on a 401 the access-token prompt, then the same request once more. */
async function pageFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await send(input, init);
  if (response.status === 401 && onUnauthorized && (await onUnauthorized())) {
    return send(input, init);
  }
  return response;
}

/**
 * The server's `/api` as `hc<AppType>` calls it (decision 0112): paths, inputs and answers typed
 * by the server's routes. Path parameters are encoded by the caller (`hc` does not).
 */
export const client = hc<AppType>('/', { fetch: pageFetch }).api;

/** A path parameter as one segment, whatever it holds: `hc` puts parameters in as they are. */
export const segment = encodeURIComponent;

/** Per-call options for a route that answers a 401 as an error, without the prompt (signing in). */
export const withoutTokenPrompt = { fetch: send } as const;

/**
 * What a call answers when it succeeds: its JSON, or nothing for a 204. A member of hc's answer
 * union with any ok status counts (a route that answers a status it computes has a wide one).
 */
export type SuccessBody<Response> =
  Response extends ClientResponse<infer Body, infer Status, infer Format>
    ? [Extract<Status, SuccessStatusCode>] extends [never]
      ? never
      : [Status] extends [204]
        ? undefined
        : Format extends 'json'
          ? Body
          : unknown
    : never;

/**
 * Awaits a client call: a refusal becomes `ApiError` with the server's sentence, a success its
 * body as the route declares it (the ok statuses of the answer's union). The body is the JSON the
 * route answered, so its type is hc's, as `res.json()` would give it.
 */
export function answer<Response>(call: Promise<Response>): Promise<SuccessBody<Response>>;
export async function answer(call: Promise<Response>): Promise<unknown> {
  const response = await call;
  if (!response.ok) throw await refusal(response);
  if (response.status === 204) return undefined;
  return response.json().catch(() => undefined);
}

/** A refused answer as `ApiError`: the server's sentence and code, else its status. */
export async function refusal(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const { error, code } = readRefusal(body, response.status);
  return new ApiError(response.status, error, code, body);
}
