import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { createStrategy, sectionsSettled, waitForStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { MAX_SECTION_TEXT_BYTES } from './generate-section-text.ts';

const KEY = 'sk-live-0123456789abcdefSECRET';
let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 30, retryAfterSeconds: 0.05 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: KEY, model: 'writer-model' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
afterEach(() => {
  fake.configure({ rules: [] });
  fake.reset();
});

async function generateOne(key: string, target = server): Promise<Strategy> {
  const strategy = await createStrategy(target);
  const response = await target.api.strategies[':id'].runs.$post({
    param: { id: strategy.id },
    json: { sections: [key] },
  });
  expect(response.status).toBe(202);
  return waitForStrategy(target, strategy.id, sectionsSettled([key]), 30_000);
}

describe(`section failures in plain words on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('says the key was refused, keeps the detail apart, and redacts a key the provider echoes', async () => {
    fake.configure({
      rules: [
        {
          match: '"Mission Statement"',
          behaviour: 'error',
          status: 401,
          content: `Incorrect API key provided. Authorization: Bearer ${KEY} (key=${KEY})`,
        },
      ],
    });
    const done = await generateOne('mission-statement');
    const section = done.sections['mission-statement']!;
    expect(section).toMatchObject({
      status: 'failed',
      error: 'Failed to generate strategy section: The AI provider refused the key',
    });
    expect(section.errorDetail).toMatch(/^HTTP 401: .*Incorrect API key provided/);
    expect(section.errorDetail).toContain('Bearer [redacted]');
    const body = await (await server.api.strategies[':id'].$get({ param: { id: done.id } })).text();
    expect(body).not.toContain('0123456789abcdef');
    // Not retried: a refused key stays refused.
    expect(fake.log).toHaveLength(1);
  });

  it('says the model was not found', async () => {
    fake.configure({
      rules: [
        {
          match: '"Vision Statement"',
          behaviour: 'error',
          status: 404,
          content: 'The model `writer-model` does not exist or you do not have access to it.',
        },
      ],
    });
    const done = await generateOne('vision-statement');
    expect(done.sections['vision-statement']).toMatchObject({
      status: 'failed',
      error:
        'Failed to generate strategy section: The model "writer-model" was not found at the provider',
      errorDetail: expect.stringContaining('does not exist'),
    });
  });

  it('says nothing is listening at the address', async () => {
    const closed = await startFakeLlm();
    const address = new URL(closed.url).host;
    await closed.close();
    const local = await startTestServer({
      provider: { baseURL: `http://${address}/v1`, apiKey: 'test', model: 'm' },
    });
    try {
      const done = await generateOne('brand-name', local);
      expect(done.sections['brand-name']).toMatchObject({
        status: 'failed',
        error: `Failed to generate strategy section: Nothing is listening at ${address}`,
        errorDetail: expect.stringMatching(/^Connection failed: /),
      });
    } finally {
      await local.close();
    }
  });

  it('ends the section failed and the run ended when the error text holds a NUL', async () => {
    fake.configure({
      rules: [
        {
          match: '"Tag Line"',
          behaviour: 'error',
          status: 400,
          content: 'Invalid request\u0000 with a NUL inside',
        },
      ],
    });
    const done = await generateOne('tag-line');
    expect(done.activeRunId).toBeNull();
    expect(done.sections['tag-line']).toMatchObject({
      status: 'failed',
      errorDetail: expect.stringContaining('Invalid request with a NUL inside'),
    });
    expect(fake.log).toHaveLength(1);
  });

  it('stores model output with a NUL in it, without the NUL', async () => {
    fake.configure({
      rules: [{ match: '"Colors"', content: '## Colors\n\nNavy\u0000 and sand.' }],
    });
    const done = await generateOne('colors');
    expect(done.sections.colors).toMatchObject({
      status: 'done',
      content: '## Colors\n\nNavy and sand.',
    });
  });

  it(`stops a 30 MB answer at ${MAX_SECTION_TEXT_BYTES / 1024} KB, flagged truncated, with modest memory`, async () => {
    const kilobyte = `${'Lorem ipsum dolor sit amet. '.repeat(36)}\n`.slice(0, 1024);
    fake.configure({
      rules: [{ match: '"Imagery"', content: kilobyte, repeat: 30 * 1024 }],
    });
    const heapBefore = process.memoryUsage().heapUsed;
    const done = await generateOne('imagery');
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    const section = done.sections.imagery!;
    const summary = JSON.stringify({ ...section, content: section.content.length });
    expect(section, summary).toMatchObject({ status: 'done', truncated: true });
    expect(Buffer.byteLength(section.content)).toBe(MAX_SECTION_TEXT_BYTES);
    // The stream was stopped: the fake sent a small part of its 30 MB before the client left.
    const entry = fake.log[0]!;
    expect(entry).toMatchObject({ outcome: 'aborted', clientClosed: true });
    expect(entry.tokensSent).toBeLessThan(30 * 1024 * 0.1);
    expect(heapGrowth).toBeLessThan(100 * 1024 * 1024);
    console.log(
      `30 MB answer: stopped after ${entry.tokensSent} of ${30 * 1024} KB chunks, heap +${Math.round(heapGrowth / 1024 / 1024)} MB`,
    );
  });
});
