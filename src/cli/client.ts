import { hc } from 'hono/client';
import { readRefusal } from '../domain/api-refusal.ts';
import type { AppType } from '../server/app.ts';

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

/**
 * The server's `/api` as `hc<AppType>` calls it (decision 0112): paths, inputs and answers typed
 * by the server's routes. `fetch` sends a URL built with a route's `$url`, for options its type
 * does not declare (an export's query).
 */
export function apiClient(target: Target) {
  const headers: Record<string, string> = {};
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const reach = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    try {
      return await fetch(input, init);
    } catch (cause) {
      throw new CliError(
        `Cannot reach ${target.url}: ${(cause as Error).cause ?? (cause as Error).message}`,
        EXIT.unreachable,
      );
    }
  };
  return {
    client: hc<AppType>(target.url, { fetch: reach, headers }).api,
    fetch: (url: URL) => reach(url, { headers }),
  };
}

/** A refused request as the API's own sentence (`{ error }`), else its status. */
export async function refusal(response: {
  status: number;
  json(): Promise<unknown>;
}): Promise<CliError> {
  const body = await response.json().catch(() => undefined);
  return new CliError(readRefusal(body, response.status).error, EXIT.refused);
}
