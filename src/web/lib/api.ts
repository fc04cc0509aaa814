/**
 * The page's one way to call the server: JSON in and out, errors as `ApiError` carrying the
 * server's `{error}` message (shown to the person as is) and optional `code`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
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

type ApiInit = Omit<RequestInit, 'body'> & {
  json?: unknown;
  body?: BodyInit;
  /** Answer a 401 as an error without asking for the token (signing in itself). */
  skipTokenPrompt?: boolean;
};

export function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  return request<T>(path, init, !init.skipTokenPrompt);
}

async function request<T>(path: string, init: ApiInit, mayAskForToken: boolean): Promise<T> {
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
    );
  }
  return body as T;
}

/** Downloads a file from the server; the name comes from Content-Disposition. */
export async function download(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new ApiError(response.status, body?.error ?? `The server answered ${response.status}`);
  }
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
