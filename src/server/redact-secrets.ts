/**
 * Provider error text is stored on sections, shown in the page and logged, and a provider (or a
 * proxy) may echo the request's credentials in it. Anything shaped like a key is replaced before
 * the text goes anywhere.
 */
const REDACTED = '[redacted]';

const SECRET_PATTERNS: readonly [RegExp, string][] = [
  // Authorization headers echoed back: "Bearer sk-...", "Basic dXNlcjpw...".
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`],
  // OpenAI, Anthropic, OpenRouter and similar keys: sk-..., sk-proj-..., sk-ant-..., sk-or-v1-...
  [/\bsk-[A-Za-z0-9_*-]{6,}/g, `sk-${REDACTED}`],
  // Google API keys.
  [/\bAIza[0-9A-Za-z_-]{20,}/g, REDACTED],
  // key=..., api_key=..., api-key: ..., "apiKey": "...", token=..., password=... in URLs, JSON, headers.
  [
    /\b((?:api[_-]?)?key|apikey|access[_-]?token|token|secret|password|authorization)("?\s*[:=]\s*"?)(?!\[redacted\]|Bearer\b|Basic\b)[^\s"'&,;}]+/gi,
    `$1$2${REDACTED}`,
  ],
];

export function redactSecrets(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) {
    redacted = redacted.replace(pattern, replacement);
  }
  return redacted;
}

/** A URL for logs: user name and password replaced, secrets in the query redacted. */
export function redactUrl(address: string): string {
  try {
    const url = new URL(address);
    if (url.username || url.password) {
      url.username = url.username ? REDACTED : '';
      url.password = url.password ? REDACTED : '';
    }
    return redactSecrets(url.toString());
  } catch {
    return redactSecrets(address);
  }
}
