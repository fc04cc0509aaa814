import { describe, expect, it } from 'vitest';
import {
  type GenerateSectionTextOptions,
  generateSectionText,
  MAX_ATTEMPTS,
  MAX_RATE_LIMITED,
  MAX_SECTION_TEXT_BYTES,
} from './generate-section-text.ts';
import type { CompletionResult, ModelProvider } from './provider.ts';
import { ProviderError } from './provider-error.ts';

type Call = Parameters<ModelProvider['stream']>[0];
type Script = (call: Call) => Promise<CompletionResult>;

/** A provider that plays one script per call, in order; the last one repeats. */
function fakeProvider(...scripts: Script[]) {
  const calls: Call[] = [];
  const stream: ModelProvider['stream'] = (call) => {
    calls.push(call);
    const script = scripts[Math.min(calls.length, scripts.length) - 1]!;
    return script(call);
  };
  return { stream, calls };
}

const answer =
  (text: string, extra: Partial<CompletionResult> = {}): Script =>
  async ({ onDelta }) => {
    for (const word of text.split(/(?= )/)) onDelta(word);
    return { truncated: false, ...extra };
  };

const failWith =
  (status: number | undefined, options: { retryAfterMs?: number; plain?: string } = {}): Script =>
  async () => {
    throw new ProviderError(status ? `HTTP ${status}: provider said no` : 'Connection failed: x', {
      plain:
        options.plain ?? (status === 429 ? 'The provider is busy' : 'The provider had an error'),
      ...(status ? { status } : {}),
      retryable: status === undefined || status === 429 || status >= 500,
      ...(options.retryAfterMs === undefined ? {} : { retryAfterMs: options.retryAfterMs }),
    });
  };

function run(stream: ModelProvider['stream'], overrides: Partial<GenerateSectionTextOptions> = {}) {
  const events: string[] = [];
  const waits: number[] = [];
  let text = '';
  const outcome = generateSectionText({
    messages: [{ role: 'user', content: 'Write it' }],
    stream,
    signal: new AbortController().signal,
    rateLimitedBefore: 0,
    onAttemptStart: (attempt) => {
      text = '';
      events.push(`start ${attempt}`);
    },
    onDelta: (delta, offset) => {
      expect(offset).toBe(text.length);
      text += delta;
    },
    onRetry: ({ attempt, reason }) => events.push(`retry ${attempt}: ${reason}`),
    wait: async (ms) => {
      waits.push(ms);
    },
    random: () => 0,
    ...overrides,
  });
  return { outcome, events, waits, text: () => text };
}

describe('generateSectionText', () => {
  it('streams the answer and returns it with its usage', async () => {
    const usage = {
      promptTokens: 10,
      completionTokens: 1510,
      totalTokens: 1520,
      reasoningTokens: 1500,
    };
    const provider = fakeProvider(answer('## Vision\n\nGrow steadily.', { usage }));
    const result = run(provider.stream);
    expect(await result.outcome).toEqual({
      kind: 'written',
      content: '## Vision\n\nGrow steadily.',
      usage,
      truncated: false,
    });
    expect(result.text()).toBe('## Vision\n\nGrow steadily.');
  });

  it('retries a 500 and a dropped connection with backoff, restarting the text, then succeeds', async () => {
    const partial: Script = async ({ onDelta }) => {
      onDelta('half an ans');
      throw new ProviderError('Connection failed: terminated', {
        plain: 'The connection to the provider was lost',
        retryable: true,
      });
    };
    const provider = fakeProvider(failWith(500), partial, answer('Full answer'));
    const result = run(provider.stream);
    expect(await result.outcome).toMatchObject({ kind: 'written', content: 'Full answer' });
    expect(result.text()).toBe('Full answer');
    expect(result.events).toEqual([
      'start 1',
      'retry 2: The provider had an error; retrying in 0.5 s',
      'start 2',
      'retry 3: The connection to the provider was lost; retrying in 1 s',
      'start 3',
    ]);
    expect(result.waits).toEqual([500, 1000]);
  });

  it('honours Retry-After and says so in plain words', async () => {
    const provider = fakeProvider(failWith(503, { retryAfterMs: 20_000 }), answer('ok'));
    const result = run(provider.stream);
    await result.outcome;
    expect(result.waits).toEqual([20_000]);
    expect(result.events[1]).toBe('retry 2: The provider had an error; retrying in 20 s');
  });

  it(`fails after ${MAX_ATTEMPTS} attempts with the plain reason and the provider's detail`, async () => {
    const provider = fakeProvider(failWith(500));
    const outcome = await run(provider.stream).outcome;
    expect(outcome).toEqual({
      kind: 'failed',
      failure: { message: 'The provider had an error', detail: 'HTTP 500: provider said no' },
    });
    expect(provider.calls).toHaveLength(MAX_ATTEMPTS);
  });

  it('does not retry what retrying cannot fix (a refused key)', async () => {
    const provider = fakeProvider(failWith(401, { plain: 'The AI provider refused the key' }));
    const outcome = await run(provider.stream).outcome;
    expect(outcome).toMatchObject({
      kind: 'failed',
      failure: { message: 'The AI provider refused the key' },
    });
    expect(provider.calls).toHaveLength(1);
  });

  it('hands a 429 back to be re-queued, until the section was re-queued too often', async () => {
    const busy = fakeProvider(failWith(429, { retryAfterMs: 1500 }));
    expect(await run(busy.stream).outcome).toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 1500,
    });
    expect(busy.calls).toHaveLength(1);

    const stillBusy = fakeProvider(failWith(429), answer('finally'));
    const result = run(stillBusy.stream, { rateLimitedBefore: MAX_RATE_LIMITED });
    expect(await result.outcome).toMatchObject({ kind: 'written', content: 'finally' });
    expect(result.events[1]).toMatch(/^retry 2: The provider is busy; retrying in /);
  });

  it('reports an empty answer, and says when reasoning used the whole budget', async () => {
    const empty = fakeProvider(answer(''));
    expect(await run(empty.stream).outcome).toEqual({
      kind: 'empty',
      detail: 'The model answered with no text',
    });
    const reasoned = fakeProvider(async () => ({
      content: '',
      truncated: true,
      usage: { promptTokens: 5, completionTokens: 2000, totalTokens: 2005, reasoningTokens: 2000 },
    }));
    expect(await run(reasoned.stream).outcome).toEqual({
      kind: 'empty',
      detail:
        'The model stopped at its token limit before writing any text (2000 tokens spent on reasoning)',
    });
  });

  it(`stops the stream at ${MAX_SECTION_TEXT_BYTES} bytes and keeps the text, flagged truncated`, async () => {
    const endless: Script = async ({ onDelta, signal }) => {
      for (let chunk = 0; chunk < 10_000; chunk++) {
        if (signal.aborted) throw signal.reason;
        onDelta(`${'é'.repeat(499)} `);
      }
      return { truncated: false };
    };
    const provider = fakeProvider(endless);
    const result = run(provider.stream);
    const outcome = await result.outcome;
    expect(outcome).toMatchObject({ kind: 'written', truncated: true });
    const content = outcome.kind === 'written' ? outcome.content : '';
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(MAX_SECTION_TEXT_BYTES);
    expect(Buffer.byteLength(content)).toBeGreaterThan(MAX_SECTION_TEXT_BYTES - 4);
    expect(content).toBe(result.text());
    expect(provider.calls[0]!.signal.aborted).toBe(true);
  });

  it('stops when the signal aborts, during a call or a backoff, without another call', async () => {
    const controller = new AbortController();
    const hanging: Script = ({ signal }) =>
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const provider = fakeProvider(hanging);
    const pending = run(provider.stream, { signal: controller.signal }).outcome;
    controller.abort(new Error('Cancelled'));
    expect(await pending).toMatchObject({ kind: 'stopped' });

    const later = new AbortController();
    const failing = fakeProvider(failWith(500));
    const outcome = await run(failing.stream, {
      signal: later.signal,
      wait: async () => {
        later.abort(new Error('Cancelled'));
        throw later.signal.reason;
      },
    }).outcome;
    expect(outcome).toMatchObject({ kind: 'stopped' });
    expect(failing.calls).toHaveLength(1);
  });

  it('turns an unexpected error into a failure instead of throwing', async () => {
    const provider = fakeProvider(async () => {
      throw new TypeError('Bearer sk-abcdefghijklmnop is broken');
    });
    expect(await run(provider.stream).outcome).toEqual({
      kind: 'failed',
      failure: {
        message: 'Something went wrong while writing it',
        detail: 'Bearer [redacted] is broken',
      },
    });
  });
});
