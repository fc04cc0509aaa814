import { z } from 'zod';

export type FakeLlmBehaviour =
  | 'ok'
  | 'fail500'
  | 'fail429'
  | 'drop'
  | 'empty'
  | 'length'
  | 'hang'
  | 'error';

/** Parameters a reasoning model refuses, answered with OpenAI's own 400 messages. */
export type FakeLlmRefusableParameter = 'max_tokens' | 'temperature' | 'stream_options';

/** `test`: exact token counts and `Fingerprint:` lines; `demo`: a readable, labelled sample. */
export type FakeLlmAnswerStyle = 'test' | 'demo' | 'eval';

export interface FakeLlmRule {
  /** Tested against the last user message: a substring, or a regular expression. */
  match: string | RegExp;
  /** What a matching request gets; default 'ok' (useful with `content`). */
  behaviour?: FakeLlmBehaviour;
  /** Apply only to the first N matching requests; default every one. */
  times?: number;
  /** Answer text instead of the generated one; for 'error', the error message. */
  content?: string;
  /** For 'error': the HTTP status (default 400). */
  status?: number;
  /** Send `content` this many times, each as one chunk, without holding it all (huge answers). */
  repeat?: number;
}

export interface FakeLlmFailureRates {
  status500?: number;
  status429?: number;
  drop?: number;
  empty?: number;
}

export interface FakeLlmOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  timeToFirstTokenMs?: number;
  /** Delay between streamed chunks. */
  perTokenMs?: number;
  /** Words per generated answer. */
  tokens?: number;
  /** Above this many in-flight requests, answer 429 with Retry-After. */
  maxConcurrent?: number;
  /** Retry-After on 429s; may be fractional (also sent as `retry-after-ms`). */
  retryAfterSeconds?: number;
  /** Probabilities 0..1, rolled once per request that no rule matched. */
  failureRates?: FakeLlmFailureRates;
  /** Seeds the randomness behind `failureRates`. */
  seed?: number;
  rules?: FakeLlmRule[];
  /** Every successful answer ends with finish_reason 'length'. */
  finishReasonLength?: boolean;
  /** When set, a request without `Authorization: Bearer <apiKey>` gets a 401. */
  apiKey?: string;
  /** When set, the models `/v1/models` lists; a chat naming another gets a 404. */
  models?: string[];
  /**
   * Hidden reasoning tokens spent before any text, counted in `max_completion_tokens` /
   * `max_tokens` and reported in usage (`completion_tokens_details.reasoning_tokens`), as
   * OpenAI's reasoning models do: a budget that does not cover them ends with no text.
   */
  reasoningTokens?: number;
  /**
   * Refused with a 400, in OpenAI's words: `max_tokens` whenever sent, `temperature` when not 1,
   * `stream_options` whenever sent. A reasoning model refuses the first two.
   */
  refuseParameters?: FakeLlmRefusableParameter[];
  answerStyle?: FakeLlmAnswerStyle;
  /** `eval` style: the defect to plant in each named section (`eval-answer.ts`). */
  plants?: Record<string, string>;
}

export type ResolvedOptions = Required<
  Omit<FakeLlmOptions, 'maxConcurrent' | 'apiKey' | 'models'>
> & {
  maxConcurrent: number | undefined;
  apiKey: string | undefined;
  models: string[] | undefined;
};

export const defaultOptions: ResolvedOptions = {
  port: 0,
  host: '127.0.0.1',
  timeToFirstTokenMs: 0,
  perTokenMs: 0,
  tokens: 40,
  maxConcurrent: undefined,
  retryAfterSeconds: 1,
  failureRates: {},
  seed: 1,
  rules: [],
  finishReasonLength: false,
  apiKey: undefined,
  models: undefined,
  reasoningTokens: 0,
  refuseParameters: [],
  answerStyle: 'test',
  plants: {},
};

const probability = z.number().min(0).max(1);
const behaviours = [
  'ok',
  'fail500',
  'fail429',
  'drop',
  'empty',
  'length',
  'hang',
  'error',
] as const;

/** A string `/source/flags` becomes a RegExp; any other string matches as a substring. */
function toMatcher(match: string): string | RegExp {
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(match);
  return literal ? new RegExp(literal[1]!, literal[2]) : match;
}

/** The JSON body of `POST /__fake/configure`: a patch of the options (port and host excluded). */
export const optionsPatchSchema = z.strictObject({
  timeToFirstTokenMs: z.number().min(0).optional(),
  perTokenMs: z.number().min(0).optional(),
  tokens: z.number().int().min(1).optional(),
  maxConcurrent: z.number().int().min(1).nullable().optional(),
  retryAfterSeconds: z.number().min(0).optional(),
  failureRates: z
    .strictObject({
      status500: probability.optional(),
      status429: probability.optional(),
      drop: probability.optional(),
      empty: probability.optional(),
    })
    .optional(),
  seed: z.number().int().optional(),
  rules: z
    .array(
      z.strictObject({
        match: z.string().transform(toMatcher),
        behaviour: z.enum(behaviours).optional(),
        times: z.number().int().min(1).optional(),
        content: z.string().optional(),
        status: z.number().int().min(400).max(599).optional(),
        repeat: z.number().int().min(1).optional(),
      }),
    )
    .optional(),
  finishReasonLength: z.boolean().optional(),
  apiKey: z.string().nullable().optional(),
  models: z.array(z.string()).nullable().optional(),
  reasoningTokens: z.number().int().min(0).optional(),
  refuseParameters: z.array(z.enum(['max_tokens', 'temperature', 'stream_options'])).optional(),
  answerStyle: z.enum(['test', 'demo', 'eval']).optional(),
  plants: z.record(z.string(), z.string()).optional(),
});

export type OptionsPatch = Partial<FakeLlmOptions> | z.infer<typeof optionsPatchSchema>;

/**
 * Applies a patch. Port and host are fixed once listening, so they are ignored here. An explicit
 * `maxConcurrent: undefined` (or `null` from JSON) lifts the limit.
 */
export function applyPatch(options: ResolvedOptions, patch: OptionsPatch): ResolvedOptions {
  const next = { ...options };
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'port' || key === 'host') continue;
    if (key === 'maxConcurrent') next.maxConcurrent = typeof value === 'number' ? value : undefined;
    else if (key === 'apiKey') next.apiKey = typeof value === 'string' ? value : undefined;
    else if (key === 'models') next.models = Array.isArray(value) ? (value as string[]) : undefined;
    else if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}
