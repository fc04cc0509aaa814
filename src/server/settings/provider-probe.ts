import type { ConnectionTestResult, ModelList } from '../../domain/settings-presets.ts';
import type { ProviderConfig } from '../config.ts';
import { createOpenAiProvider, listProviderModels, ProviderError } from '../generation/provider.ts';
import { hostOf } from '../generation/provider-error.ts';
import { formatSeconds, OUTBOUND_LIMITS } from '../net/outbound-limits.ts';

/** The provider a probe talks to: only ever `baseURL`. */
export interface ProbeTarget {
  baseURL: string;
  model: string;
  apiKey: string | undefined;
  /** The reasoning effort and context window the settings give generation. */
  modelSettings?: Pick<ProviderConfig, 'reasoningEffort' | 'contextTokens'>;
}

const MAX_MODELS = 500;

/**
 * "Test connection" asks the model through the provider module itself (`generation/provider.ts`),
 * so it meets what generation meets: the same client, the request parameters that model takes
 * (learned from a refusal and kept for generation), the same errors and redaction. Only the
 * words are its own: what happened, and what to do about it.
 */
export async function testConnection(
  target: ProbeTarget,
  options: { timeoutMs?: number } = {},
): Promise<ConnectionTestResult> {
  const timeoutMs = options.timeoutMs ?? OUTBOUND_LIMITS.providerProbe.totalMs;
  if (!target.baseURL) return { ok: false, message: 'Enter the base URL first.', latencyMs: null };
  if (!target.model) return { ok: false, message: 'Enter a model first.', latencyMs: null };
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    await createOpenAiProvider(providerConfig(target)).stream({
      messages: [{ role: 'user', content: 'Reply with the word OK.' }],
      signal,
      onDelta: () => {},
    });
    const latencyMs = Math.round(performance.now() - started);
    return {
      ok: true,
      message: `OK: ${target.model} answered in ${latencyMs.toLocaleString('en')} ms.`,
      latencyMs,
    };
  } catch (error) {
    const answered = error instanceof ProviderError && error.status !== undefined;
    return {
      ok: false,
      message: describeFailure(error, target, signal, timeoutMs),
      latencyMs: answered ? Math.round(performance.now() - started) : null,
    };
  }
}

/** The provider's `/models`, or `available: false` (then the model's name is typed). */
export async function listModels(
  target: Omit<ProbeTarget, 'model'>,
  options: { timeoutMs?: number } = {},
): Promise<ModelList> {
  const timeoutMs = options.timeoutMs ?? OUTBOUND_LIMITS.providerProbe.totalMs;
  if (!target.baseURL) {
    return { available: false, models: [], message: 'Enter the base URL first.' };
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const ids = await listProviderModels(providerConfig({ ...target, model: '' }), signal);
    const models = [...new Set(ids.filter((id) => id.length > 0 && id.length <= 200))]
      .sort()
      .slice(0, MAX_MODELS);
    return models.length > 0
      ? { available: true, models }
      : {
          available: false,
          models: [],
          message: "The provider listed no models: type the model's name.",
        };
  } catch (error) {
    const message =
      error instanceof ProviderError && error.status !== undefined
        ? `No model list (HTTP ${error.status})${detailOf(error)}. Type the model's name.`
        : describeFailure(error, { ...target, model: '' }, signal, timeoutMs);
    return { available: false, models: [], message };
  }
}

/** What generation would be built with for this target. */
function providerConfig(target: ProbeTarget): ProviderConfig {
  return {
    ...target.modelSettings,
    baseURL: target.baseURL,
    // As generation does: an address that wants no key still gets one to send.
    apiKey: target.apiKey ?? 'none',
    model: target.model,
  };
}

/** The provider error's plain words, the status, and what to do about it. */
function describeFailure(
  error: unknown,
  target: ProbeTarget,
  signal: AbortSignal,
  timeoutMs: number,
): string {
  const host = hostOf(target.baseURL);
  if (signal.aborted)
    return `Timed out: no answer from ${host} within ${formatSeconds(timeoutMs)}.`;
  if (!(error instanceof ProviderError)) return `Could not reach the provider at ${host}.`;
  const { status } = error;
  if (status === undefined) {
    return `${error.plain}: check the base URL and that the server is running.`;
  }
  if ((status === 401 || status === 403) && !target.apiKey) {
    return `The provider wants an API key (HTTP ${status}): enter one.`;
  }
  const advice =
    status === 401 || status === 403
      ? ': check the API key.'
      : status === 404
        ? ': check the model name and the base URL.'
        : status === 429 || status >= 500
          ? `${detailOf(error)}; try again shortly.`
          : `${detailOf(error)}.`;
  return `${error.plain} (HTTP ${status})${advice}`;
}

/** `: <the provider's words>`, short, or nothing. */
function detailOf(error: ProviderError): string {
  const detail = error.detail?.replace(/\s+/g, ' ').trim().slice(0, 200);
  return detail ? `: ${detail}` : '';
}
