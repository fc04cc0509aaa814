import { describe, expect, it } from 'vitest';
import {
  adaptProfile,
  initialProfile,
  isReasoningModel,
  type RequestProfile,
  refusedParameter,
  requestParameters,
} from './request-parameters.ts';

const OPENAI_MAX_TOKENS =
  "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.";
const OPENAI_TEMPERATURE =
  "Unsupported value: 'temperature' does not support 0.7 with this model. Only the default (1) value is supported.";

describe('reasoning families by name', () => {
  it.each([
    'gpt-5',
    'gpt-5-mini',
    'gpt-5.1',
    'GPT-5-nano',
    'o1',
    'o1-mini',
    'o3-mini',
    'o4-mini',
    'openai/gpt-5-mini',
    'openai/o3',
  ])('%s is a reasoning model', (model) => {
    expect(isReasoningModel(model)).toBe(true);
  });

  it.each(['gpt-4.1-mini', 'gpt-4o', 'llama3.1', 'o1x', 'fake', 'my-o3-deployment', 'gpt-50'])(
    '%s is not',
    (model) => {
      expect(isReasoningModel(model)).toBe(false);
    },
  );
});

describe('request parameters', () => {
  it('sends the spec values to a classic chat model', () => {
    expect(requestParameters(initialProfile('gpt-4.1-mini'), 'low')).toEqual({
      max_tokens: 2000,
      temperature: 0.7,
      stream_options: { include_usage: true },
    });
  });

  it('sends max_completion_tokens with reasoning headroom, no temperature and the effort to a reasoning model', () => {
    expect(requestParameters(initialProfile('gpt-5-mini'), 'low')).toEqual({
      max_completion_tokens: 10_000,
      stream_options: { include_usage: true },
      reasoning_effort: 'low',
    });
    expect(requestParameters(initialProfile('o3'), 'high').max_completion_tokens).toBe(34_000);
  });
});

describe('learning from a refusal', () => {
  it("reads the refused parameter from OpenAI's param field or from the message", () => {
    expect(refusedParameter({ status: 400, message: OPENAI_MAX_TOKENS, param: 'max_tokens' })).toBe(
      'max_tokens',
    );
    expect(refusedParameter({ status: 400, message: `400 ${OPENAI_MAX_TOKENS}` })).toBe(
      'max_tokens',
    );
    expect(refusedParameter({ status: 400, message: OPENAI_TEMPERATURE })).toBe('temperature');
    expect(
      refusedParameter({ status: 400, message: 'stream_options is not supported by this server' }),
    ).toBe('stream_options');
  });

  it('ignores other failures', () => {
    expect(refusedParameter({ status: 500, message: OPENAI_MAX_TOKENS })).toBeUndefined();
    expect(
      refusedParameter({ status: 400, message: 'max_tokens must be at most 4096' }),
    ).toBeUndefined();
    expect(refusedParameter({ status: 400, message: 'Invalid model name' })).toBeUndefined();
  });

  it('turns a classic profile into a reasoning one on either refusal, at once', () => {
    const classic = initialProfile('my-azure-deployment');
    for (const parameter of ['max_tokens', 'temperature'] as const) {
      const adapted = adaptProfile(classic, parameter)!;
      expect(requestParameters(adapted, 'low')).toEqual({
        max_completion_tokens: 10_000,
        stream_options: { include_usage: true },
      });
    }
  });

  it('drops stream_options and reasoning_effort, and falls back to max_tokens, when refused', () => {
    const reasoning = initialProfile('gpt-5');
    expect(adaptProfile(reasoning, 'stream_options')?.streamOptions).toBe(false);
    expect(adaptProfile(reasoning, 'reasoning_effort')?.reasoningEffort).toBe(false);
    const older = adaptProfile(reasoning, 'max_completion_tokens')!;
    expect(requestParameters(older, 'low')).toMatchObject({ max_tokens: 10_000 });
    // A temperature refusal then keeps max_tokens instead of going back.
    expect(adaptProfile({ ...older, temperature: true }, 'temperature')?.tokenLimit).toBe(
      'max_tokens',
    );
  });

  it('has nothing to adapt when the refused parameter is not sent', () => {
    const reasoning: RequestProfile = initialProfile('o3');
    expect(adaptProfile(reasoning, 'temperature')).toBeUndefined();
    expect(adaptProfile(reasoning, 'max_tokens')).toBeUndefined();
    expect(adaptProfile(initialProfile('llama3'), 'reasoning_effort')).toBeUndefined();
  });
});
