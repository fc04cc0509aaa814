import { redactSecrets } from '../redact-secrets.ts';

/**
 * A failed model call, classified for the engine's retry policy, in two forms: `plain` says what
 * happened in words a consultant can act on; `message` (the technical detail) is what the provider
 * said, with anything shaped like a key redacted, since both are stored, shown and logged.
 */
export class ProviderError extends Error {
  readonly status: number | undefined;
  readonly retryable: boolean;
  readonly rateLimited: boolean;
  /** From Retry-After / retry-after-ms, when the provider sent one. */
  readonly retryAfterMs: number | undefined;
  readonly plain: string;
  /** The provider's own words about a refusal (redacted), when it said any. */
  readonly detail: string | undefined;

  constructor(
    message: string,
    options: {
      plain: string;
      status?: number;
      retryable: boolean;
      retryAfterMs?: number;
      detail?: string;
      cause?: unknown;
    },
  ) {
    super(redactSecrets(message), { cause: options.cause });
    this.plain = redactSecrets(options.plain);
    this.status = options.status;
    this.retryable = options.retryable;
    this.rateLimited = options.status === 429;
    this.retryAfterMs = options.retryAfterMs;
    this.detail = options.detail === undefined ? undefined : redactSecrets(options.detail);
  }
}

export const RETRYABLE_STATUS = (status: number) =>
  status === 408 || status === 409 || status === 429 || status >= 500;

const CONTEXT_OVERFLOW =
  /context (?:length|window)|maximum context|too many tokens|prompt is too long/i;

/** What an HTTP error answer means for the person reading the section. */
export function plainStatus(status: number, message: string, model: string): string {
  if (status === 401 || status === 403) return 'The AI provider refused the key';
  if (status === 404) return `The model "${model}" was not found at the provider`;
  if (status === 429) return 'The provider is busy';
  if (status === 408) return 'The provider did not answer in time';
  if (status >= 500) return 'The provider had an error';
  if (CONTEXT_OVERFLOW.test(message))
    return "The prompt is too long for the model's context window";
  return `The provider refused the request (HTTP ${status})`;
}

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    const name = (current as { name?: unknown }).name;
    if (typeof name === 'string') codes.push(name);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** A failure before any answer: connection refused, unknown host, timeout, dropped stream. */
export function plainConnectionFailure(error: unknown, host: string): string {
  const codes = errorCodes(error);
  const message = error instanceof Error ? error.message : String(error);
  if (codes.includes('ECONNREFUSED')) return `Nothing is listening at ${host}`;
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) {
    return `The address ${host} could not be found`;
  }
  if (codes.some((code) => /TIMEOUT|ETIMEDOUT/i.test(code)) || /timed? ?out/i.test(message)) {
    return `The provider at ${host} did not answer in time`;
  }
  if (codes.some((code) => /CERT|SSL|TLS/i.test(code))) {
    return `The secure connection to ${host} was refused (certificate)`;
  }
  if (codes.includes('ECONNRESET') || /terminated|socket|ended early|closed/i.test(message)) {
    return 'The connection to the provider was lost';
  }
  return `Could not reach the provider at ${host}`;
}

/** The host of a base URL, without credentials, for messages. */
export function hostOf(baseURL: string): string {
  try {
    return new URL(baseURL).host;
  } catch {
    return 'the configured address';
  }
}

/** "The provider is busy; retrying in 20 s": the reason a `section-retry` event carries. */
export function retryReason(plain: string, delayMs: number): string {
  const seconds =
    delayMs < 1000 ? Math.max(0.1, Math.round(delayMs / 100) / 10) : Math.round(delayMs / 1000);
  return `${plain}; retrying in ${seconds} s`;
}
