import type { ChatRequest } from './chat-request.ts';
import type { FakeLlmRefusableParameter } from './options.ts';
import { errorBody } from './sse.ts';

/**
 * The 400 an OpenAI reasoning model (gpt-5*, o1, o3, o4*) answers to parameters it does not take,
 * in OpenAI's exact words, or undefined when the request is acceptable.
 */
export function refusalOf(
  request: ChatRequest,
  refused: readonly FakeLlmRefusableParameter[],
): ReturnType<typeof errorBody> | undefined {
  if (refused.includes('max_tokens') && request.max_tokens != null) {
    return errorBody(
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      'invalid_request_error',
      'unsupported_parameter',
      'max_tokens',
    );
  }
  if (refused.includes('temperature') && request.temperature != null && request.temperature !== 1) {
    return errorBody(
      `Unsupported value: 'temperature' does not support ${request.temperature} with this model. Only the default (1) value is supported.`,
      'invalid_request_error',
      'unsupported_value',
      'temperature',
    );
  }
  if (refused.includes('stream_options') && request.stream_options != null) {
    return errorBody(
      "Unsupported parameter: 'stream_options' is not supported with this model.",
      'invalid_request_error',
      'unsupported_parameter',
      'stream_options',
    );
  }
  return undefined;
}

/** What the request log keeps of a request's parameters. */
export function parametersOf(request: ChatRequest) {
  return {
    ...(request.max_tokens != null ? { max_tokens: request.max_tokens } : {}),
    ...(request.max_completion_tokens != null
      ? { max_completion_tokens: request.max_completion_tokens }
      : {}),
    ...(request.temperature != null ? { temperature: request.temperature } : {}),
    ...(request.reasoning_effort != null ? { reasoning_effort: request.reasoning_effort } : {}),
    ...(request.stream_options != null ? { stream_options: true } : {}),
  };
}
