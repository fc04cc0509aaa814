/** What the server and the page both know about its health answer (issue 11 item 11: one copy). */

/** `GET /api/health`: whether the page can generate and whether it must ask for the token. */
export interface Health {
  ok: boolean;
  /** `model` only when a provider is configured. */
  provider: { configured: boolean; model?: string };
  accessTokenRequired: boolean;
}

/** The server's words when no provider is configured (the page shows the same notice). */
export const NO_PROVIDER_CONFIGURED =
  'No AI provider configured: set OPENAI_API_KEY or LLM_BASE_URL';
