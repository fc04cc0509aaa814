/**
 * Provider error text is stored on sections, shown in the page and logged, and a provider (or a
 * proxy) may echo the request's credentials in it. Anything shaped like a key is replaced before
 * the text goes anywhere.
 */
const REDACTED = '[redacted]';

const SECRET_PATTERNS: readonly [RegExp, string][] = [
  // A user name and password in an address: "https://user:pass@proxy.example.com/v1".
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi, `$1${REDACTED}@`],
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

/** Query parameters a provider's address carries that are not secrets (Azure's API version). */
const PLAIN_QUERY_PARAMETERS = new Set(['api-version']);

/**
 * An address to show or log: user name and password, and the value of every query parameter
 * but `api-version`, replaced (a key may hide under any name: `key`, `code`, `sig`...). The rest
 * is kept as written, so the owner recognises it (issue 32: `LLM_BASE_URL` is shown in the
 * settings and echoed by Test connection).
 */
export function redactUrl(address: string): string {
  // A fragment never reaches the provider: it is left out.
  const [beforeFragment = ''] = splitOnce(address, '#');
  const [beforeQuery = '', query] = splitOnce(beforeFragment, '?');
  const withoutUser = beforeQuery.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/]*@/i, `$1${REDACTED}@`);
  const redactedQuery =
    query === undefined
      ? ''
      : `?${query
          .split('&')
          .map((pair) => {
            const [name = '', value] = splitOnce(pair, '=');
            return value === undefined || PLAIN_QUERY_PARAMETERS.has(name.toLowerCase())
              ? pair
              : `${name}=${REDACTED}`;
          })
          .join('&')}`;
  return redactSecrets(`${withoutUser}${redactedQuery}`);
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * When the page sends back an address as it was shown (redacted), it means the one saved: the
 * saved one is kept, credentials and all. Any other address is the one typed.
 */
export function unlessRedacted(sent: string, saved: string): string {
  return sent !== saved && sent === redactUrl(saved) ? saved : sent;
}

/** Text that may quote a provider's address (a probe's answer): the address and any key redacted. */
export function redactAddressIn(text: string, address: string): string {
  return redactSecrets(address ? text.replaceAll(address, redactUrl(address)) : text);
}
