/** The server the command line talks to: its address and the owner's token. */
export interface Target {
  url: string;
  token: string | undefined;
}

/** Exit codes (README "Command line"). */
export const EXIT = {
  ok: 0,
  /** The server refused or failed the request (its sentence is printed). */
  refused: 1,
  /** Wrong command or options. */
  usage: 2,
  /** The server could not be reached. */
  unreachable: 3,
  /** The run ended with sections that failed. */
  sectionsFailed: 4,
  /** Stopped with Ctrl+C (the run was cancelled). */
  interrupted: 130,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** A request to the server's API; a refusal becomes the API's own sentence. */
export async function request(
  target: Target,
  method: string,
  path: string,
  json?: unknown,
): Promise<Response> {
  const headers = new Headers();
  if (target.token) headers.set('authorization', `Bearer ${target.token}`);
  if (json !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(new URL(path, target.url), {
      method,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch (cause) {
    throw new CliError(
      `Cannot reach ${target.url}: ${(cause as Error).cause ?? (cause as Error).message}`,
      EXIT.unreachable,
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new CliError(body.error ?? `The server answered ${response.status}`, EXIT.refused);
  }
  return response;
}

export async function requestJson<T>(
  target: Target,
  method: string,
  path: string,
  json?: unknown,
): Promise<T> {
  return (await (await request(target, method, path, json)).json()) as T;
}
