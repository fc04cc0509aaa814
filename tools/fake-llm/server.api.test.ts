import OpenAI from 'openai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeLlm, type FakeLlmOptions, startFakeLlm } from './server.ts';

let fake: FakeLlm;
let client: OpenAI;

async function start(options: FakeLlmOptions = {}): Promise<void> {
  fake = await startFakeLlm(options);
  client = new OpenAI({ baseURL: fake.url, apiKey: 'test', maxRetries: 0 });
}

beforeEach(() => start());
afterEach(() => fake.close());

function sectionPrompt(title: string): string {
  return `Create a detailed and professional "${title}" section for the business strategy.\n\nBusiness Overview: a bakery`;
}

function ask(title: string, signal?: AbortSignal) {
  return client.chat.completions.create(
    { model: 'fake', messages: [{ role: 'user', content: sectionPrompt(title) }] },
    signal ? { signal } : {},
  );
}

function askStreaming(title: string, signal?: AbortSignal) {
  return client.chat.completions.create(
    {
      model: 'fake',
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: 'You are an expert business strategy consultant.' },
        { role: 'user', content: sectionPrompt(title) },
      ],
    },
    signal ? { signal } : {},
  );
}

async function readStream(title: string) {
  const stream = await askStreaming(title);
  let content = '';
  let contentChunks = 0;
  const finishReasons: (string | null)[] = [];
  let usage: OpenAI.CompletionUsage | undefined;
  for await (const chunk of stream) {
    const choice = chunk.choices[0];
    if (choice?.delta.content) {
      content += choice.delta.content;
      contentChunks += 1;
    }
    if (choice) finishReasons.push(choice.finish_reason);
    if (chunk.usage) usage = chunk.usage;
  }
  return { content, contentChunks, finishReason: finishReasons.at(-1), usage };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  );
}

describe('fake model server', () => {
  it('streams a Markdown answer for the section title, one chunk per token, then usage', async () => {
    const result = await readStream('Market Analysis');

    expect(result.content).toMatch(/^## Market Analysis\n\nFingerprint: Market Analysis\n/);
    expect(result.contentChunks).toBe(40);
    expect(result.finishReason).toBe('stop');
    expect(result.usage?.completion_tokens).toBe(40);
    expect(result.usage?.total_tokens).toBe(
      (result.usage?.prompt_tokens ?? 0) + (result.usage?.completion_tokens ?? 0),
    );
    expect(result.usage?.prompt_tokens).toBeGreaterThan(10);
    expect(fake.log).toMatchObject([
      { sectionTitle: 'Market Analysis', stream: true, outcome: 'ok', tokensSent: 40 },
    ]);
    expect(fake.log[0]?.messages[0]?.role).toBe('system');
  });

  it('answers without streaming as a chat.completion with usage', async () => {
    fake.configure({ tokens: 12 });
    const answer = await ask('SWOT Analysis');

    expect(answer.object).toBe('chat.completion');
    expect(answer.model).toBe('fake');
    expect(answer.choices[0]?.finish_reason).toBe('stop');
    expect(answer.choices[0]?.message.content).toContain('Fingerprint: SWOT Analysis');
    expect(answer.usage?.completion_tokens).toBe(12);
    expect(fake.log).toMatchObject([{ stream: false, outcome: 'ok', tokensSent: 12 }]);
  });

  it('behaves as an OpenAI reasoning model: refuses max_tokens and temperature in its words, spends reasoning first', async () => {
    fake.configure({ refuseParameters: ['max_tokens', 'temperature'], reasoningTokens: 1500 });
    const user = { role: 'user' as const, content: sectionPrompt('Vision') };
    const maxTokens = await rejection(
      client.chat.completions.create({ model: 'o3', messages: [user], max_tokens: 2000 }),
    );
    expect(maxTokens).toBeInstanceOf(OpenAI.BadRequestError);
    expect((maxTokens as InstanceType<typeof OpenAI.BadRequestError>).message).toBe(
      "400 Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
    );
    expect((maxTokens as InstanceType<typeof OpenAI.BadRequestError>).param).toBe('max_tokens');
    const temperature = await rejection(
      client.chat.completions.create({ model: 'o3', messages: [user], temperature: 0.7 }),
    );
    expect((temperature as Error).message).toMatch(/Only the default \(1\) value is supported\.$/);

    const starved = await client.chat.completions.create({
      model: 'o3',
      messages: [user],
      temperature: 1,
      max_completion_tokens: 1500,
    });
    expect(starved.choices[0]).toMatchObject({ finish_reason: 'length', message: { content: '' } });
    expect(starved.usage).toMatchObject({
      completion_tokens: 1500,
      completion_tokens_details: { reasoning_tokens: 1500 },
    });

    const answered = await client.chat.completions.create({
      model: 'o3',
      messages: [user],
      max_completion_tokens: 2000,
    });
    expect(answered.choices[0]?.finish_reason).toBe('stop');
    expect(answered.usage).toMatchObject({
      completion_tokens: 1540,
      completion_tokens_details: { reasoning_tokens: 1500 },
    });
    expect(fake.log.map((entry) => entry.outcome)).toEqual(['refused', 'refused', 'length', 'ok']);
    expect(fake.log[3]?.parameters).toEqual({ max_completion_tokens: 2000 });
  });

  it('answers an error rule with its status and message', async () => {
    fake.configure({
      rules: [{ match: 'Vision', behaviour: 'error', status: 401, content: 'Incorrect API key' }],
    });
    const error = await rejection(ask('Vision'));
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((error as Error).message).toBe('401 Incorrect API key');
    expect(fake.log[0]).toMatchObject({ outcome: 'refused', status: 401 });
  });

  it('writes a readable, labelled sample in demo style, with whole sentences and no fingerprint', async () => {
    fake.configure({ answerStyle: 'demo' });
    const { content, finishReason } = await readStream('Target Audience');
    expect(content).toMatch(/^## Target Audience\n\n> \*Sample text from the bundled demo model/);
    expect(content).not.toContain('Fingerprint');
    expect(content).toContain('### Key findings');
    expect(content.trimEnd()).toMatch(/[.!?*]$/);
    expect(finishReason).toBe('stop');
    expect((await readStream('Target Audience')).content).toBe(content);
    expect((await readStream('Brand Name')).content).not.toBe(content);
  });

  it('answers 429 with Retry-After above maxConcurrent and counts only accepted requests', async () => {
    fake.configure({ maxConcurrent: 2, retryAfterSeconds: 0.2, perTokenMs: 20, tokens: 20 });
    const results = await Promise.allSettled(
      ['A', 'B', 'C', 'D', 'E'].map((title) => ask(`Section ${title}`)),
    );

    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toBeInstanceOf(OpenAI.RateLimitError);
      const rateLimit = error as InstanceType<typeof OpenAI.RateLimitError>;
      expect(rateLimit.headers.get('retry-after')).toBe('0.2');
      expect(rateLimit.headers.get('retry-after-ms')).toBe('200');
      expect(rateLimit.code).toBe('rate_limit_exceeded');
    }
    expect(fake.peakConcurrent).toBe(2);
    expect(fake.log.filter((entry) => entry.outcome === '429')).toHaveLength(3);
    expect(fake.inFlight()).toBe(0);
  });

  it('fails one section with 500 by rule, only as many times as asked', async () => {
    fake.configure({ rules: [{ match: '"Market Analysis"', behaviour: 'fail500', times: 1 }] });

    const error = await rejection(ask('Market Analysis'));
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect((await ask('SWOT Analysis')).choices[0]?.message.content).toContain('SWOT');
    expect((await ask('Market Analysis')).choices[0]?.message.content).toContain('Market');
    expect(fake.log.map((entry) => entry.outcome)).toEqual(['500', 'ok', 'ok']);
  });

  it('drops the connection mid-stream, which the SDK surfaces as an error', async () => {
    fake.configure({ rules: [{ match: /Market/, behaviour: 'drop' }] });
    const stream = await askStreaming('Market Analysis');
    let received = '';

    const error = await rejection(
      (async () => {
        for await (const chunk of stream) received += chunk.choices[0]?.delta.content ?? '';
      })(),
    );

    expect(error).toBeInstanceOf(Error);
    expect(received).toContain('## Market Analysis');
    expect(fake.log[0]?.outcome).toBe('drop');
    expect(fake.log[0]?.clientClosed).toBeUndefined();
    expect(fake.log[0]?.tokensSent).toBe(20);
  });

  it('gives an empty but successful answer for the empty behaviour', async () => {
    fake.configure({ rules: [{ match: 'Market', behaviour: 'empty' }] });

    const streamed = await readStream('Market Analysis');
    const whole = await ask('Market Analysis');

    expect(streamed.content).toBe('');
    expect(streamed.finishReason).toBe('stop');
    expect(streamed.usage?.completion_tokens).toBe(0);
    expect(whole.choices[0]?.message.content).toBe('');
    expect(fake.log.map((entry) => entry.outcome)).toEqual(['empty', 'empty']);
  });

  it('ends with finish_reason length by rule, by option, and past max_tokens', async () => {
    fake.configure({ rules: [{ match: 'Market', behaviour: 'length', content: 'Cut short' }] });
    const byRule = await readStream('Market Analysis');
    expect(byRule).toMatchObject({ content: 'Cut short', finishReason: 'length' });

    fake.configure({ rules: [], finishReasonLength: true });
    expect((await readStream('SWOT Analysis')).finishReason).toBe('length');

    fake.configure({ finishReasonLength: false });
    const limited = await client.chat.completions.create({
      model: 'fake',
      max_tokens: 5,
      messages: [{ role: 'user', content: sectionPrompt('Vision') }],
    });
    expect(limited.choices[0]?.finish_reason).toBe('length');
    expect(limited.usage?.completion_tokens).toBe(5);
    expect(fake.log.map((entry) => entry.outcome)).toEqual(['length', 'length', 'length']);
  });

  it('marks a request the client aborts mid-stream as clientClosed and frees its slot', async () => {
    fake.configure({ perTokenMs: 50, tokens: 200 });
    const controller = new AbortController();
    const stream = await askStreaming('Market Analysis', controller.signal);
    let contentChunks = 0;

    // The SDK ends the iteration quietly, without an error, when its signal aborts.
    for await (const chunk of stream) {
      if (chunk.choices[0]?.delta.content) {
        contentChunks += 1;
        controller.abort();
      }
    }

    expect(contentChunks).toBe(1);
    await vi.waitFor(() =>
      expect(fake.log[0]).toMatchObject({ outcome: 'aborted', clientClosed: true }),
    );
    expect(fake.inFlight()).toBe(0);
    expect(fake.log[0]?.tokensSent).toBeLessThan(5);
  });

  it('keeps a hanging request open until the client aborts it', async () => {
    fake.configure({ rules: [{ match: 'Market', behaviour: 'hang' }] });
    const controller = new AbortController();
    const pending = ask('Market Analysis', controller.signal);

    await vi.waitFor(() => expect(fake.inFlight()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.log[0]?.outcome).toBeUndefined();
    controller.abort();

    expect(await rejection(pending)).toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() =>
      expect(fake.log[0]).toMatchObject({ outcome: 'aborted', clientClosed: true }),
    );
    expect(fake.inFlight()).toBe(0);
  });

  it('tracks the peak of concurrent requests, and reset clears it with the log', async () => {
    fake.configure({ perTokenMs: 20, tokens: 10 });
    await Promise.all([ask('A'), ask('B'), ask('C')]);
    await ask('D');
    expect(fake.peakConcurrent).toBe(3);

    fake.reset();
    expect(fake.peakConcurrent).toBe(0);
    expect(fake.log).toHaveLength(0);
    await ask('D');
    await ask('E');
    expect(fake.peakConcurrent).toBe(1);
    expect(fake.log).toHaveLength(2);
  });

  it('replays the same failures for the same seed', async () => {
    fake.configure({ failureRates: { status500: 0.5 }, seed: 7 });
    const outcomes = async () => {
      for (let index = 0; index < 16; index += 1) await ask(`S${index}`).catch(() => undefined);
      return fake.log.map((entry) => entry.outcome);
    };

    const first = await outcomes();
    fake.reset();
    const second = await outcomes();

    expect(first).toContain('500');
    expect(first).toContain('ok');
    expect(second).toEqual(first);
  });

  it('is controlled over HTTP by another process', async () => {
    const admin = fake.url.replace(/\/v1$/, '/__fake');
    const configured = await fetch(`${admin}/configure`, {
      method: 'POST',
      body: JSON.stringify({ rules: [{ match: '/market/i', behaviour: 'fail429' }] }),
    });
    expect(configured.status).toBe(200);
    expect(await rejection(ask('Market Analysis'))).toBeInstanceOf(OpenAI.RateLimitError);

    const log = (await (await fetch(`${admin}/log`)).json()) as { log: { outcome: string }[] };
    expect(log.log.map((entry) => entry.outcome)).toEqual(['429']);
    await fetch(`${admin}/reset`, { method: 'POST' });
    expect(fake.log).toHaveLength(0);

    const invalid = await fetch(`${admin}/configure`, {
      method: 'POST',
      body: JSON.stringify({ tokens: -1 }),
    });
    expect(invalid.status).toBe(400);
    const models = await client.models.list();
    expect(models.data.map((model) => model.id)).toEqual(['fake']);
    expect((await fetch(fake.url.replace(/\/v1$/, '/health'))).status).toBe(200);
  });

  it('ends open connections quickly on close', async () => {
    fake.configure({ rules: [{ match: 'Market', behaviour: 'hang' }] });
    const pending = rejection(ask('Market Analysis'));
    await vi.waitFor(() => expect(fake.inFlight()).toBe(1));

    const startedAt = Date.now();
    await fake.close();

    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(Error);
    expect(fake.log[0]).toMatchObject({ outcome: 'aborted', clientClosed: false });
  });
});
