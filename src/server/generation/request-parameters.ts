/**
 * Which sampling and length parameters a chat completion request carries, per model
 * (docs/decisions/0016). OpenAI's reasoning families refuse `max_tokens` and any temperature but 1,
 * and spend hidden reasoning tokens from the completion budget; other servers take the spec's
 * `temperature` and `max_tokens`. Names do not always reveal the family (Azure deployments, proxy
 * slugs), so a 400 that names a parameter as unsupported teaches the provider what to send instead.
 */

/** Spec section 7: temperature 0.7, at most 2000 output tokens. */
export const TEMPERATURE = 0.7;
export const MAX_OUTPUT_TOKENS = 2000;

export const REASONING_EFFORTS = ['none', 'minimal', 'low', 'medium', 'high'] as const;
export type ReasoningEffort = (typeof REASONING_EFFORTS)[number];

/**
 * Reasoning tokens allowed on top of the section's ~2000 visible tokens. A limit, not a price: only
 * the tokens used are paid for, and a limit too small ends the answer with no text at all.
 */
export const REASONING_HEADROOM: Record<ReasoningEffort, number> = {
  none: 1000,
  minimal: 2000,
  low: 8000,
  medium: 16_000,
  high: 32_000,
};

export interface RequestProfile {
  /** Which name the length limit travels under. */
  tokenLimit: 'max_tokens' | 'max_completion_tokens';
  /** The limit includes reasoning headroom (a reasoning model). */
  reasoningBudget: boolean;
  temperature: boolean;
  /** `stream_options: {include_usage: true}`, which OpenAI needs to report usage on streams. */
  streamOptions: boolean;
  reasoningEffort: boolean;
}

export type AdaptableParameter =
  | 'max_tokens'
  | 'max_completion_tokens'
  | 'temperature'
  | 'stream_options'
  | 'reasoning_effort';

const ADAPTABLE: readonly AdaptableParameter[] = [
  'max_completion_tokens',
  'max_tokens',
  'temperature',
  'stream_options',
  'reasoning_effort',
];

/** gpt-5*, o1*, o3*, o4*, also behind a provider prefix ("openai/o3-mini" on OpenRouter). */
const REASONING_FAMILY = /^(?:[\w.-]+\/)*(?:gpt-5|o1|o3|o4)(?:$|[-.:_])/i;

export function isReasoningModel(model: string): boolean {
  return REASONING_FAMILY.test(model.trim());
}

const REASONING_PROFILE: RequestProfile = {
  tokenLimit: 'max_completion_tokens',
  reasoningBudget: true,
  temperature: false,
  streamOptions: true,
  reasoningEffort: true,
};

const CLASSIC_PROFILE: RequestProfile = {
  tokenLimit: 'max_tokens',
  reasoningBudget: false,
  temperature: true,
  streamOptions: true,
  reasoningEffort: false,
};

export function initialProfile(model: string): RequestProfile {
  return isReasoningModel(model) ? { ...REASONING_PROFILE } : { ...CLASSIC_PROFILE };
}

export function answerTokenLimit(profile: RequestProfile, effort: ReasoningEffort): number {
  return MAX_OUTPUT_TOKENS + (profile.reasoningBudget ? REASONING_HEADROOM[effort] : 0);
}

export interface RequestParameters {
  max_tokens?: number;
  max_completion_tokens?: number;
  temperature?: number;
  stream_options?: { include_usage: boolean };
  reasoning_effort?: ReasoningEffort;
}

export function requestParameters(
  profile: RequestProfile,
  effort: ReasoningEffort,
): RequestParameters {
  return {
    [profile.tokenLimit]: answerTokenLimit(profile, effort),
    ...(profile.temperature ? { temperature: TEMPERATURE } : {}),
    ...(profile.streamOptions ? { stream_options: { include_usage: true } } : {}),
    ...(profile.reasoningEffort ? { reasoning_effort: effort } : {}),
  };
}

const UNSUPPORTED_WORDING =
  /unsupported|not supported|does not support|not allowed|unrecognized|unknown (?:parameter|field|argument)|extra (?:inputs|fields)|not permitted|invalid parameter/i;

/**
 * The parameter a 400 answer refuses, when it names one we can adapt: OpenAI sets `param`; other
 * servers only name it in the message, where the first one named is the one refused ("'max_tokens'
 * is not supported with this model. Use 'max_completion_tokens' instead.").
 */
export function refusedParameter(refusal: {
  status: number | undefined;
  message: string;
  param?: string | null | undefined;
}): AdaptableParameter | undefined {
  if (refusal.status !== 400 && refusal.status !== 422) return undefined;
  if (!UNSUPPORTED_WORDING.test(refusal.message)) return undefined;
  const named = ADAPTABLE.find((parameter) => parameter === refusal.param);
  if (named) return named;
  let first: { parameter: AdaptableParameter; at: number } | undefined;
  for (const parameter of ADAPTABLE) {
    const at = refusal.message.search(new RegExp(`\\b${parameter}\\b`));
    if (at !== -1 && (!first || at < first.at)) first = { parameter, at };
  }
  return first?.parameter;
}

/**
 * The profile to try next after a refusal, or undefined when the request already does without
 * that parameter (then the refusal is a real failure). A refused `max_tokens` or temperature is
 * the signature of a reasoning model, so both change at once: one refusal, not two.
 */
export function adaptProfile(
  profile: RequestProfile,
  parameter: AdaptableParameter,
): RequestProfile | undefined {
  switch (parameter) {
    case 'max_tokens':
      if (profile.tokenLimit !== 'max_tokens') return undefined;
      return {
        ...profile,
        tokenLimit: 'max_completion_tokens',
        reasoningBudget: true,
        temperature: false,
      };
    case 'temperature':
      if (!profile.temperature) return undefined;
      return {
        ...profile,
        temperature: false,
        reasoningBudget: true,
        // Keeps max_tokens when that was learned already (a server refusing the newer name).
        tokenLimit: profile.reasoningBudget ? profile.tokenLimit : 'max_completion_tokens',
      };
    case 'max_completion_tokens':
      return profile.tokenLimit === 'max_completion_tokens'
        ? { ...profile, tokenLimit: 'max_tokens' }
        : undefined;
    case 'stream_options':
      return profile.streamOptions ? { ...profile, streamOptions: false } : undefined;
    case 'reasoning_effort':
      return profile.reasoningEffort ? { ...profile, reasoningEffort: false } : undefined;
  }
}
