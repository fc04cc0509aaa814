import OpenAI from 'openai';
import type { ChatMessage } from '../../domain/prompt.ts';
import type { SectionUsage } from '../../domain/strategy.ts';
import type { ProviderConfig } from '../config.ts';

/** Spec section 7: temperature 0.7, at most 2000 output tokens, 600 s per call. */
export const TEMPERATURE = 0.7;
export const MAX_OUTPUT_TOKENS = 2000;
export const CALL_TIMEOUT_MS = 600_000;

export interface CompletionResult {
  content: string;
  usage?: SectionUsage;
  /** The model stopped at the token limit: the text is kept but marked. */
  truncated: boolean;
}

/** A failed call, classified for the engine's retry policy. */
export class ProviderError extends Error {
  readonly status: number | undefined;
  readonly retryable: boolean;
  readonly rateLimited: boolean;
  /** From Retry-After / retry-after-ms, when the provider sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(
    message: string,
    options: { status?: number; retryable: boolean; retryAfterMs?: number; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.retryable = options.retryable;
    this.rateLimited = options.status === 429;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export interface ModelProvider {
  readonly model: string;
  stream(options: {
    messages: ChatMessage[];
    signal: AbortSignal;
    onDelta(text: string): void;
  }): Promise<CompletionResult>;
}

const RETRYABLE_STATUS = (status: number) =>
  status === 408 || status === 409 || status === 429 || status >= 500;

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

function classify(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason ?? error;
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const retryAfterMs = parseRetryAfter(error.headers);
    return new ProviderError(`HTTP ${error.status}: ${error.message}`, {
      status: error.status,
      retryable: RETRYABLE_STATUS(error.status),
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      cause: error,
    });
  }
  // Connection refused or reset, timeouts, and a stream dropped mid-answer ("terminated").
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(`Connection failed: ${message}`, { retryable: true, cause: error });
}

/**
 * One OpenAI-compatible client for OpenAI, Azure, Ollama, vLLM, LM Studio, OpenRouter and the
 * compatible endpoints of Anthropic and Gemini. The SDK's own retries are off: its wait honours
 * Retry-After without a cap and ignores aborts (FACTS.md), so the engine retries instead.
 */
export function createOpenAiProvider(config: ProviderConfig): ModelProvider {
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    maxRetries: 0,
    timeout: CALL_TIMEOUT_MS,
  });
  return {
    model: config.model,
    async stream({ messages, signal, onDelta }) {
      // The SDK's timeout covers only the wait for headers; this one covers the whole answer.
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]);
      let content = '';
      let usage: SectionUsage | undefined;
      let finishReason: string | null = null;
      try {
        const stream = await client.chat.completions.create(
          {
            model: config.model,
            messages,
            temperature: TEMPERATURE,
            max_tokens: MAX_OUTPUT_TOKENS,
            stream: true,
            stream_options: { include_usage: true },
          },
          { signal: deadline },
        );
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          const text = choice?.delta?.content;
          if (text) {
            content += text;
            onDelta(text);
          }
          if (choice?.finish_reason) finishReason = choice.finish_reason;
          if (chunk.usage) {
            usage = {
              promptTokens: chunk.usage.prompt_tokens,
              completionTokens: chunk.usage.completion_tokens,
              totalTokens: chunk.usage.total_tokens,
            };
          }
        }
      } catch (error) {
        throw classify(error, signal);
      }
      // An abort can end the SDK's stream quietly, with no error: it is still an abort.
      if (signal.aborted) throw signal.reason;
      if (deadline.aborted) {
        throw new ProviderError('The model did not finish within 600 s', { retryable: true });
      }
      // No finish_reason: the stream was cut (a proxy closing early, say), even with no text yet.
      if (finishReason === null) {
        throw new ProviderError('Connection failed: the answer ended early', { retryable: true });
      }
      return { content, ...(usage ? { usage } : {}), truncated: finishReason === 'length' };
    },
  };
}
