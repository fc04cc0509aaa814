import type { ChatMessage } from '../../domain/prompt.ts';
import type { SectionUsage } from '../../domain/strategy.ts';
import { redactSecrets } from '../redact-secrets.ts';
import type { ModelProvider } from './provider.ts';
import { ProviderError, retryReason } from './provider-error.ts';

/** Spec: two retries after the first call. */
export const MAX_ATTEMPTS = 3;
/** 429s re-queue the section without spending its retries, up to this many times. */
export const MAX_RATE_LIMITED = 8;
/**
 * The most text a section keeps (UTF-8 bytes). A model that does not stop (or a hostile server)
 * would otherwise fill memory, the database and every export; the stream ends here and the text
 * is flagged like an answer cut at its token limit.
 */
export const MAX_SECTION_TEXT_BYTES = 200 * 1024;
const BASE_BACKOFF_MS = 500;

/** What went wrong, in plain words (`message`) and as the provider said it (`detail`). */
export interface SectionFailure {
  message: string;
  detail: string;
}

export type SectionTextOutcome =
  | { kind: 'written'; content: string; usage?: SectionUsage; truncated: boolean }
  /** The model answered with no text (spec: "Failed to generate content"). */
  | { kind: 'empty'; detail: string }
  /** A 429: the section goes back to the queue (its retries are not spent). */
  | { kind: 'rate-limited'; retryAfterMs: number; failure: SectionFailure }
  | { kind: 'failed'; failure: SectionFailure }
  /** The signal aborted (cancel, take-over, shutdown). */
  | { kind: 'stopped'; reason: unknown };

export interface GenerateSectionTextOptions {
  messages: ChatMessage[];
  /** The model call, injected: the real provider, or a fake in unit tests. */
  stream: ModelProvider['stream'];
  signal: AbortSignal;
  /** Times this section was already re-queued after a 429 in its run. */
  rateLimitedBefore: number;
  /** A new attempt starts: the text so far is discarded. */
  onAttemptStart(attempt: number): void;
  /** New text at `offset`; `attemptText` is the attempt's whole text so far, kept once here. */
  onDelta(text: string, offset: number, attemptText: string): void;
  onRetry(retry: { attempt: number; reason: string; detail: string }): void;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  maxTextBytes?: number;
}

class TextLimitReached extends Error {}

function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function backoff(attempt: number, retryAfterMs: number | undefined, random: () => number): number {
  const exponential = BASE_BACKOFF_MS * 2 ** (attempt - 1);
  return Math.max(retryAfterMs ?? 0, exponential + random() * exponential);
}

/** A failure that is not a classified provider error (a bug, say) still reads plainly. */
export function describeFailure(error: unknown): SectionFailure {
  if (error instanceof ProviderError) return { message: error.plain, detail: error.message };
  const detail = redactSecrets(error instanceof Error ? error.message : String(error));
  return { message: 'Something went wrong while writing it', detail };
}

/** The longest start of `text` that fits in `bytes` UTF-8 bytes, never splitting a character. */
function cutToBytes(text: string, bytes: number): string {
  if (bytes <= 0) return '';
  const { read } = new TextEncoder().encodeInto(text, new Uint8Array(bytes));
  return text.slice(0, read);
}

/**
 * One section's model call with its retry policy, free of the database and the clock: streams
 * the answer through `onDelta`, retries transient failures (5xx, 408, 409, dropped connections)
 * up to MAX_ATTEMPTS with backoff (Retry-After honoured), hands a 429 back to be re-queued, and
 * stops the stream at MAX_SECTION_TEXT_BYTES. Never throws.
 */
export async function generateSectionText(
  options: GenerateSectionTextOptions,
): Promise<SectionTextOutcome> {
  const wait = options.wait ?? abortableWait;
  const random = options.random ?? Math.random;
  const maxBytes = options.maxTextBytes ?? MAX_SECTION_TEXT_BYTES;
  const { signal } = options;

  for (let attempt = 1; ; attempt++) {
    let text = '';
    let bytes = 0;
    const limit = new AbortController();
    options.onAttemptStart(attempt);
    try {
      const result = await options.stream({
        messages: options.messages,
        signal: AbortSignal.any([signal, limit.signal]),
        onDelta: (delta) => {
          if (limit.signal.aborted) return;
          let accepted = delta;
          let acceptedBytes = Buffer.byteLength(delta);
          if (bytes + acceptedBytes > maxBytes) {
            accepted = cutToBytes(delta, maxBytes - bytes);
            acceptedBytes = Buffer.byteLength(accepted);
            limit.abort(new TextLimitReached());
          }
          bytes += acceptedBytes;
          const offset = text.length;
          text += accepted;
          if (accepted) options.onDelta(accepted, offset, text);
        },
      });
      if (!text.trim()) {
        const reasoning = result.usage?.reasoningTokens;
        return {
          kind: 'empty',
          detail: result.truncated
            ? `The model stopped at its token limit before writing any text${
                reasoning ? ` (${reasoning} tokens spent on reasoning)` : ''
              }`
            : 'The model answered with no text',
        };
      }
      return {
        kind: 'written',
        content: text,
        ...(result.usage ? { usage: result.usage } : {}),
        truncated: result.truncated,
      };
    } catch (error) {
      if (signal.aborted) return { kind: 'stopped', reason: signal.reason };
      if (limit.signal.aborted) return { kind: 'written', content: text, truncated: true };
      const failure = describeFailure(error);
      if (!(error instanceof ProviderError)) return { kind: 'failed', failure };
      if (error.rateLimited && options.rateLimitedBefore < MAX_RATE_LIMITED) {
        return {
          kind: 'rate-limited',
          retryAfterMs: error.retryAfterMs ?? 1000 + random() * 1000,
          failure,
        };
      }
      if (!error.retryable || attempt >= MAX_ATTEMPTS) return { kind: 'failed', failure };
      const delay = backoff(attempt, error.retryAfterMs, random);
      options.onRetry({
        attempt: attempt + 1,
        reason: retryReason(failure.message, delay),
        detail: failure.detail,
      });
      try {
        await wait(delay, signal);
      } catch {
        return { kind: 'stopped', reason: signal.reason };
      }
    }
  }
}
