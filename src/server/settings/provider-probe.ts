import type { ConnectionTestResult, ModelList } from '../../domain/settings-presets.ts';

/** The provider a probe talks to: only ever `baseURL` (redirects are not followed). */
export interface ProbeTarget {
  baseURL: string;
  model: string;
  apiKey: string | undefined;
}

export const PROBE_TIMEOUT_MS = 10_000;
const MAX_MODELS = 500;
const MAX_BODY_CHARACTERS = 2_000_000;

function endpoint(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${path}`;
}

function headers(target: ProbeTarget): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}),
  };
}

/** The provider's own words, without the key should it echo it, and short. */
function providerMessage(body: string, apiKey: string | undefined): string {
  let message = body;
  try {
    const parsed = JSON.parse(body) as {
      error?: { message?: unknown } | string;
      message?: unknown;
    };
    const error = parsed.error;
    const text =
      typeof error === 'string'
        ? error
        : typeof error?.message === 'string'
          ? error.message
          : typeof parsed.message === 'string'
            ? parsed.message
            : undefined;
    if (text) message = text;
  } catch {}
  if (apiKey) message = message.replaceAll(apiKey, '[key]');
  // Providers echo a masked key ("sk-ab***4f2a"): drop anything key-like.
  message = message.replace(/\b(sk|key|api)[-_][\w*.-]{6,}/gi, '[key]');
  return message.replace(/\s+/g, ' ').trim().slice(0, 200);
}

function describeNetworkFailure(error: unknown, baseURL: string, timeoutMs: number): string {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `Timed out: no answer from ${baseURL} within ${Math.round(timeoutMs / 1000)} s.`;
  }
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') {
    return `Nothing is listening at ${baseURL}: check the address and that the server is running.`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `No server by that name: ${new URL(baseURL).hostname} does not resolve.`;
  }
  if (code && /CERT|SSL|TLS/.test(code)) {
    return `The secure connection to ${baseURL} failed (${code}).`;
  }
  return `Could not reach ${baseURL}${code ? ` (${code})` : ''}.`;
}

function describeStatus(status: number, target: ProbeTarget, detail: string): string {
  if (status === 401 || status === 403) {
    return target.apiKey
      ? `The provider refused the key (HTTP ${status}): check the API key.`
      : `The provider wants an API key (HTTP ${status}): enter one.`;
  }
  if (status === 404) {
    return `Model not found: the provider does not know "${target.model}" at this address (HTTP 404). Check the model name and the base URL.`;
  }
  if (status === 429) {
    return `The provider is busy or the key's quota is used up (HTTP 429)${detail ? `: ${detail}` : '.'}`;
  }
  if (status >= 500) return `The provider had an error (HTTP ${status}); try again shortly.`;
  return `The provider refused the request (HTTP ${status})${detail ? `: ${detail}` : '.'}`;
}

async function post(target: ProbeTarget, body: unknown, signal: AbortSignal) {
  const response = await fetch(endpoint(target.baseURL, 'chat/completions'), {
    method: 'POST',
    headers: headers(target),
    body: JSON.stringify(body),
    redirect: 'manual',
    signal,
  });
  const text = (await response.text()).slice(0, MAX_BODY_CHARACTERS);
  return { status: response.status, text };
}

/**
 * "Test connection": one tiny request, answered in plain words. Reasoning models refuse
 * `max_tokens`, so a 400 naming it is asked once more with `max_completion_tokens`.
 */
export async function testConnection(
  target: ProbeTarget,
  options: { timeoutMs?: number } = {},
): Promise<ConnectionTestResult> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  if (!target.baseURL) return { ok: false, message: 'Enter the base URL first.', latencyMs: null };
  if (!target.model) return { ok: false, message: 'Enter a model first.', latencyMs: null };
  const signal = AbortSignal.timeout(timeoutMs);
  const messages = [{ role: 'user', content: 'Reply with the word OK.' }];
  const started = performance.now();
  try {
    let answer = await post(target, { model: target.model, messages, max_tokens: 5 }, signal);
    if (answer.status === 400 && answer.text.includes('max_tokens')) {
      answer = await post(
        target,
        { model: target.model, messages, max_completion_tokens: 64 },
        signal,
      );
    }
    const latencyMs = Math.round(performance.now() - started);
    if (answer.status >= 300 && answer.status < 400) {
      return {
        ok: false,
        message: `The address answered with a redirect (HTTP ${answer.status}): use the final address as the base URL.`,
        latencyMs,
      };
    }
    if (answer.status !== 200) {
      const detail = providerMessage(answer.text, target.apiKey);
      return { ok: false, message: describeStatus(answer.status, target, detail), latencyMs };
    }
    return {
      ok: true,
      message: `OK: ${target.model} answered in ${latencyMs.toLocaleString('en')} ms.`,
      latencyMs,
    };
  } catch (error) {
    return {
      ok: false,
      message: describeNetworkFailure(error, target.baseURL, timeoutMs),
      latencyMs: null,
    };
  }
}

/** The provider's `/models`, or `available: false` (then the model's name is typed). */
export async function listModels(
  target: Omit<ProbeTarget, 'model'>,
  options: { timeoutMs?: number } = {},
): Promise<ModelList> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  if (!target.baseURL)
    return { available: false, models: [], message: 'Enter the base URL first.' };
  try {
    const response = await fetch(endpoint(target.baseURL, 'models'), {
      headers: headers({ ...target, model: '' }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = (await response.text()).slice(0, MAX_BODY_CHARACTERS);
    if (response.status !== 200) {
      const detail = providerMessage(text, target.apiKey);
      return {
        available: false,
        models: [],
        message: `No model list (HTTP ${response.status})${detail ? `: ${detail}` : ''}. Type the model's name.`,
      };
    }
    const parsed = JSON.parse(text) as { data?: unknown };
    const ids = Array.isArray(parsed.data)
      ? parsed.data
          .map((entry) => (entry as { id?: unknown })?.id)
          .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200)
      : [];
    const models = [...new Set(ids)].sort().slice(0, MAX_MODELS);
    return models.length > 0
      ? { available: true, models }
      : {
          available: false,
          models: [],
          message: "The provider listed no models: type the model's name.",
        };
  } catch (error) {
    const message =
      error instanceof SyntaxError
        ? "The model list was not JSON: type the model's name."
        : describeNetworkFailure(error, target.baseURL, timeoutMs);
    return { available: false, models: [], message };
  }
}
