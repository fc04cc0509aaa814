import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { ChatMessage } from '../../domain/prompt.ts';
import type { SectionUsage } from '../../domain/strategy.ts';
import type { ProviderConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { nodeHttpFetch } from '../net/node-http-fetch.ts';
import { readChatCompletion } from './chat-stream.ts';
import {
  hostOf,
  ProviderError,
  plainConnectionFailure,
  plainStatus,
  RETRYABLE_STATUS,
} from './provider-error.ts';
import {
  adaptProfile,
  answerTokenLimit,
  initialProfile,
  type ReasoningEffort,
  type RequestProfile,
  refusedParameter,
  requestParameters,
} from './request-parameters.ts';

export { ProviderError } from './provider-error.ts';
export { MAX_OUTPUT_TOKENS, TEMPERATURE } from './request-parameters.ts';

/** Spec section 7: 600 s per call. */
export const CALL_TIMEOUT_MS = 600_000;
/** Parameter refusals one call may adapt to before it counts as failed. */
const MAX_ADAPTATIONS = 4;

/**
 * How an answer ended. Its text went to `onDelta` as it came, and is kept by the caller alone:
 * a copy here as well held every token of a section for its whole answer (decision 0121).
 */
export interface CompletionResult {
  usage?: SectionUsage;
  /** The model stopped at the token limit: the text is kept but marked. */
  truncated: boolean;
}

/** Structured output: the answer must be JSON matching `schema` (providers that support it). */
export interface JsonSchemaFormat {
  name: string;
  schema: Record<string, unknown>;
}

export interface ModelProvider {
  readonly model: string;
  /** The model's context window in tokens, when the deployment says (LLM_CONTEXT_TOKENS). */
  readonly contextTokens: number | undefined;
  /** Tokens the answer may take (visible text and any reasoning), as the next call asks. */
  answerTokenLimit(): number;
  stream(options: {
    messages: ChatMessage[];
    signal: AbortSignal;
    onDelta(text: string): void;
    /** Ask for JSON matching a schema (`response_format: json_schema`); a 400 means unsupported. */
    jsonSchema?: JsonSchemaFormat;
  }): Promise<CompletionResult>;
}

export function parseRetryAfter(headers: Headers | undefined): number | undefined {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}

function classify(error: unknown, signal: AbortSignal, config: ProviderConfig): unknown {
  if (signal.aborted) return signal.reason ?? error;
  const withoutKey = (text: string) =>
    config.apiKey.length >= MIN_KEY_LENGTH_TO_REDACT
      ? text.replaceAll(config.apiKey, '[key]')
      : text;
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const retryAfterMs = parseRetryAfter(error.headers);
    const said = (error.error as { message?: unknown } | undefined)?.message;
    return new ProviderError(`HTTP ${error.status}: ${withoutKey(error.message)}`, {
      plain: plainStatus(error.status, error.message, config.model),
      status: error.status,
      retryable: RETRYABLE_STATUS(error.status),
      ...(typeof said === 'string' ? { detail: withoutKey(said) } : {}),
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      cause: error,
    });
  }
  // Connection refused or reset, timeouts, and a stream dropped mid-answer ("terminated").
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(`Connection failed: ${withoutKey(message)}`, {
    plain: plainConnectionFailure(error, hostOf(config.baseURL)),
    retryable: true,
    cause: error,
  });
}

/** A key as short as the placeholder `none` is not looked for in the provider's words. */
const MIN_KEY_LENGTH_TO_REDACT = 8;

/**
 * What each model was found to accept, learned from its 400 answers. Per process and in memory:
 * a restart relearns it with one refused request per model.
 */
const learnedProfiles = new Map<string, RequestProfile>();
/**
 * The first call to a model whose parameters are not yet confirmed goes alone; the others wait
 * for its answer's headers, so a refusal is met once, not once per concurrent section.
 */
const firstCalls = new Map<string, Promise<void>>();
const confirmedModels = new Set<string>();

/** For tests: forget what was learned, as a restart would. */
export function forgetLearnedParameters(): void {
  learnedProfiles.clear();
  firstCalls.clear();
  confirmedModels.clear();
}

/** A first call slower than this to answer no longer holds the others back. */
const FIRST_CALL_WAIT_MS = 20_000;

/**
 * Waits while another call is the first to a model not yet confirmed; returns the release
 * function when this call becomes the first, undefined when it may go without.
 */
async function waitForFirstCall(
  key: string,
  signal: AbortSignal,
): Promise<(() => void) | undefined> {
  const deadline = Date.now() + FIRST_CALL_WAIT_MS;
  for (;;) {
    if (confirmedModels.has(key)) return undefined;
    const pending = firstCalls.get(key);
    if (!pending) break;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return undefined;
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    try {
      await Promise.race([
        pending,
        new Promise((resolve) => {
          timer = setTimeout(resolve, remaining);
        }),
        new Promise((_, reject) => {
          onAbort = () => reject(signal.reason);
          if (signal.aborted) onAbort();
          else signal.addEventListener('abort', onAbort, { once: true });
        }),
      ]);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }
  let settle!: () => void;
  const mine = new Promise<void>((resolve) => (settle = resolve));
  firstCalls.set(key, mine);
  return () => {
    if (firstCalls.get(key) === mine) firstCalls.delete(key);
    settle();
  };
}

/**
 * One OpenAI-compatible client for OpenAI, Azure, Ollama, vLLM, LM Studio, OpenRouter and the
 * compatible endpoints of Anthropic and Gemini. The SDK's own retries are off: its wait honours
 * Retry-After without a cap (it waited 120 s) and an abort does not interrupt its wait, so the
 * engine retries instead (decision 0006). A 400
 * naming a parameter as unsupported is not a failure: the call is made again at once with the
 * parameter adapted (request-parameters.ts), and the model keeps that for later calls.
 */
export function createOpenAiProvider(config: ProviderConfig, logger?: Logger): ModelProvider {
  const client = createClient(config);
  const effort: ReasoningEffort = config.reasoningEffort ?? 'low';
  const key = `${config.baseURL}\n${config.model}`;
  const profile = () => learnedProfiles.get(key) ?? initialProfile(config.model);

  async function open(messages: ChatMessage[], signal: AbortSignal, jsonSchema?: JsonSchemaFormat) {
    for (let adaptations = 0; ; adaptations++) {
      const current = profile();
      const body = {
        model: config.model,
        messages,
        stream: true,
        ...requestParameters(current, effort),
        ...(jsonSchema
          ? {
              response_format: {
                type: 'json_schema',
                json_schema: { name: jsonSchema.name, schema: jsonSchema.schema, strict: false },
              },
            }
          : {}),
      } as ChatCompletionCreateParamsStreaming;
      try {
        // The raw response: its stream is read by `readChatCompletion` (decision 0051). A
        // refusal (non-2xx) is still thrown by the SDK as an APIError before this returns.
        return await client.chat.completions.create(body, { signal }).asResponse();
      } catch (error) {
        if (!(error instanceof OpenAI.APIError) || adaptations >= MAX_ADAPTATIONS) throw error;
        const parameter = refusedParameter(error);
        const next = parameter ? adaptProfile(current, parameter) : undefined;
        if (!parameter || !next) throw error;
        learnedProfiles.set(key, next);
        logger?.warn(
          { model: config.model, parameter, sent: requestParameters(next, effort) },
          'the provider refused a parameter: asking again at once, adapted, for this model from now on',
        );
      }
    }
  }

  return {
    model: config.model,
    contextTokens: config.contextTokens,
    answerTokenLimit: () => answerTokenLimit(profile(), effort),
    async stream({ messages, signal, onDelta, jsonSchema }) {
      // The SDK's timeout covers only the wait for headers; this one covers the whole answer.
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]);
      let usage: SectionUsage | undefined;
      let finishReason: string | null = null;
      let releaseFirstCall: (() => void) | undefined;
      try {
        releaseFirstCall = await waitForFirstCall(key, deadline);
        const response = await open(messages, deadline, jsonSchema);
        confirmedModels.add(key);
        releaseFirstCall?.();
        // The text of one network read goes on in one `onDelta`, not one per token in it.
        let readText = '';
        const handOn = () => {
          if (!readText) return;
          const text = readText;
          readText = '';
          onDelta(text);
        };
        await readChatCompletion(
          response,
          deadline,
          (chunk) => {
            const choice = chunk.choices[0];
            const text = choice?.delta?.content;
            if (text) readText += text;
            if (choice?.finish_reason) finishReason = choice.finish_reason;
            if (chunk.usage) {
              const reasoningTokens = chunk.usage.completion_tokens_details?.reasoning_tokens;
              usage = {
                promptTokens: chunk.usage.prompt_tokens,
                completionTokens: chunk.usage.completion_tokens,
                totalTokens: chunk.usage.total_tokens,
                ...(reasoningTokens ? { reasoningTokens } : {}),
              };
            }
          },
          handOn,
        );
      } catch (error) {
        throw classify(error, signal, config);
      } finally {
        releaseFirstCall?.();
      }
      // An abort can end the SDK's stream quietly, with no error: it is still an abort.
      if (signal.aborted) throw signal.reason;
      if (deadline.aborted) {
        throw new ProviderError('The model did not finish within 600 s', {
          plain: 'The model did not finish within 600 s',
          retryable: true,
        });
      }
      // No finish_reason: the stream was cut (a proxy closing early, say), even with no text yet.
      if (finishReason === null) {
        throw new ProviderError('Connection failed: the answer ended early', {
          plain: 'The connection to the provider was lost',
          retryable: true,
        });
      }
      return { ...(usage ? { usage } : {}), truncated: finishReason === 'length' };
    },
  };
}

function createClient(config: ProviderConfig): OpenAI {
  return new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    maxRetries: 0,
    timeout: CALL_TIMEOUT_MS,
    // Streams read from node:http's events, at about half the CPU per token (decision 0123).
    fetch: nodeHttpFetch,
  });
}

/** The provider's `/models`: the ids it lists, or a ProviderError classified like a call's. */
export async function listProviderModels(
  config: ProviderConfig,
  signal: AbortSignal,
): Promise<string[]> {
  try {
    const page = await createClient(config).models.list({ signal });
    return page.data.map((model) => model.id);
  } catch (error) {
    throw classify(error, signal, config);
  }
}

/**
 * The provider the engine uses, built from the configuration. The one place a provider is made,
 * so a provider from stored settings only has to change what this reads.
 */
export function resolveProvider(
  config: { provider?: ProviderConfig },
  logger?: Logger,
): ModelProvider | undefined {
  return config.provider ? createOpenAiProvider(config.provider, logger) : undefined;
}
