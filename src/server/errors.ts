const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** One problem of an input as a 400 answers it: the API's path, and a sentence in words. */
export interface InputIssue {
  /** The field as the API names it: `groups.2.sections.2.prerequisites.0.key`. */
  path: string;
  /** In words: `Group 3 “Marketing”, section 3 “Pricing Strategy”, prerequisite 1: …`. */
  message: string;
}

/** The one error type the server throws on purpose; `app.onError` turns it into `{error}`. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: (typeof STATUS_BY_CODE)[AppErrorCode];
  /** Sent to the client as `code` beside `error`, for the page to act on (e.g. REPLACE_REQUIRED). */
  readonly clientCode: string | undefined;
  /** More fields of the answer for the page to act on (a 409's current section). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options?: { cause?: unknown; code?: string; details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.clientCode = options?.code;
    this.details = options?.details;
  }

  /** What every refusal answers; an invalid input (400) also lists its `issues`. */
  toJSON(): { error: string; code?: string; issues?: InputIssue[] } {
    return {
      ...this.details,
      error: this.message,
      ...(this.clientCode ? { code: this.clientCode } : {}),
    };
  }
}

export {
  INVALID_SHARE_LINK,
  SHARE_EXPIRED_OR_INVALID,
  STRATEGY_NOT_FOUND,
} from '../domain/api-messages.ts';
/** Shared with the page's notice: one copy, in the domain. */
export { NO_PROVIDER_CONFIGURED } from '../domain/health.ts';
