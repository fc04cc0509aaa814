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
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** The one error type the server throws on purpose; `app.onError` turns it into `{error}`. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: (typeof STATUS_BY_CODE)[AppErrorCode];
  /** Sent to the client as `code` beside `error`, for the page to act on (e.g. REPLACE_REQUIRED). */
  readonly clientCode: string | undefined;

  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown; code?: string }) {
    super(message, options);
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.clientCode = options?.code;
  }

  toJSON(): { error: string; code?: string } {
    return { error: this.message, ...(this.clientCode ? { code: this.clientCode } : {}) };
  }
}

export const STRATEGY_NOT_FOUND = 'Strategy not found';
export const INVALID_SHARE_LINK = 'Invalid share link';
export const SHARE_EXPIRED_OR_INVALID = 'This share link has expired or is invalid';
export const NO_PROVIDER_CONFIGURED =
  'No AI provider configured: set OPENAI_API_KEY or LLM_BASE_URL';
