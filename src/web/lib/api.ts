import type { ApiRoute } from '../../domain/api-routes.ts';

/**
 * The page's one way to call the server: JSON in and out, errors as `ApiError` carrying the
 * server's `{error}` message (shown to the person as is) and optional `code`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The whole answer, for errors that carry more (a 409 SECTION_CHANGED's current section). */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
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

type ApiInit<Body> = Omit<RequestInit, 'body' | 'method'> & {
  /** The route's JSON body, typed by the contract (`src/domain/api-routes.ts`). */
  json?: Body;
  /** Raw bytes (an image upload). */
  body?: BodyInit;
  /** Answer a 401 as an error without asking for the token (signing in itself). */
  skipTokenPrompt?: boolean;
};

/**
 * Sends `route` (built from `API` in `src/domain/api-routes.ts`) and resolves to the answer the
 * contract names for it: no hand-built paths, no casts at the call site.
 */
export function api<Response, Body = never>(
  route: ApiRoute<Response, Body>,
  init: ApiInit<Body> = {},
): Promise<Response> {
  return request<Response>(route.path, { ...init, method: route.method }, !init.skipTokenPrompt);
}

type RequestInitWithJson = Omit<ApiInit<unknown>, 'method'> & { method: string };

async function request<T>(
  path: string,
  init: RequestInitWithJson,
  mayAskForToken: boolean,
): Promise<T> {
  const { json, skipTokenPrompt: _skipTokenPrompt, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => undefined)) as
    | { error?: string; code?: string }
    | undefined;
  if (!response.ok) {
    if (response.status === 401 && mayAskForToken && onUnauthorized) {
      if (await onUnauthorized()) return request<T>(path, init, false);
    }
    throw new ApiError(
      response.status,
      body?.error ?? `The server answered ${response.status}`,
      body?.code,
      body,
    );
  }
  return body as T;
}
