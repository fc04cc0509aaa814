/** OpenAI's wire shapes for chat completions, streamed and whole. */

export type FinishReason = 'stop' | 'length';

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  completion_tokens_details?: { reasoning_tokens: number };
}

export interface CompletionIdentity {
  id: string;
  created: number;
  model: string;
}

/** `completionTokens` includes the reasoning tokens, as OpenAI counts them. */
export function usageOf(
  promptTokens: number,
  completionTokens: number,
  reasoningTokens = 0,
): Usage {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
    ...(reasoningTokens > 0
      ? { completion_tokens_details: { reasoning_tokens: reasoningTokens } }
      : {}),
  };
}

export function completionChunk(
  identity: CompletionIdentity,
  delta: { role?: 'assistant'; content?: string },
  finishReason: FinishReason | null = null,
) {
  return {
    ...identity,
    object: 'chat.completion.chunk',
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

export function usageChunk(identity: CompletionIdentity, usage: Usage) {
  return {
    ...identity,
    object: 'chat.completion.chunk',
    system_fingerprint: 'fp_fake',
    choices: [],
    usage,
  };
}

export function completion(
  identity: CompletionIdentity,
  content: string,
  finishReason: FinishReason,
  usage: Usage,
) {
  return {
    ...identity,
    object: 'chat.completion',
    system_fingerprint: 'fp_fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage,
  };
}

export function errorBody(
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
) {
  return { error: { message, type, param, code } };
}

export function sseEvent(data: unknown): string {
  return `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

/**
 * Encodes content chunks of one completion from a template made once, since a stream sends
 * thousands of them and only the content changes.
 */
export function contentEventEncoder(identity: CompletionIdentity): (content: string) => string {
  const placeholder = JSON.stringify('\u0000');
  const [before = '', after = ''] = sseEvent(
    completionChunk(identity, { content: '\u0000' }),
  ).split(placeholder);
  return (content) => `${before}${JSON.stringify(content)}${after}`;
}

export const sseDone = 'data: [DONE]\n\n';
