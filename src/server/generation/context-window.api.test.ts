import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { SHORTENED_MARKER } from '../../domain/prompt.ts';
import { estimatePromptTokens } from '../../domain/token-estimate.ts';
import { writeSection } from '../testing/api-steps.ts';
import { createStrategy, sectionsSettled, waitForStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const CONTEXT_TOKENS = 4000;
let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 30 });
  server = await startTestServer({
    provider: {
      baseURL: fake.url,
      apiKey: 'test',
      model: 'llama3.1',
      contextTokens: CONTEXT_TOKENS,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function run(strategyId: string, key: string) {
  const response = await server.api.strategies[':id'].runs.$post({
    param: { id: strategyId },
    json: { sections: [key] },
  });
  expect(response.status).toBe(202);
  return waitForStrategy(server, strategyId, sectionsSettled([key]), 30_000);
}

describe(`a small context window (LLM_CONTEXT_TOKENS) on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('shortens the prerequisite to fit, keeping its opening and the instruction line, and says so', async () => {
    const strategy = await createStrategy(server);
    const long = `VALUE-OPENING ${'Fresh bread delivered before breakfast, every day of the week. '.repeat(600)}`;
    await writeSection(server, strategy.id, 'value-proposition', long);

    const done = await run(strategy.id, 'high-ticket-offer-creation');
    expect(done.sections['high-ticket-offer-creation']).toMatchObject({
      status: 'done',
      contextShortened: true,
    });
    const request = fake.log.at(-1)!;
    const prompt = request.messages.at(-1)!.content;
    expect(prompt.split('\n')[0]).toBe(
      'Create a detailed and professional "High Ticket Offer Creation" section for the business strategy.',
    );
    expect(prompt).toContain('VALUE-OPENING Fresh bread');
    expect(prompt).toContain(SHORTENED_MARKER);
    expect(prompt.length).toBeLessThan(long.length);
    expect(estimatePromptTokens(request.messages as never)).toBeLessThanOrEqual(
      CONTEXT_TOKENS - 2000,
    );

    // Written again with room to spare, the flag goes.
    await writeSection(server, strategy.id, 'value-proposition', 'Fresh bread before breakfast.', {
      version: done.sections['value-proposition']!.version,
    });
    const again = await run(strategy.id, 'high-ticket-offer-creation');
    expect(again.sections['high-ticket-offer-creation']?.contextShortened).toBeUndefined();
  });

  it('never sends a prompt that cannot fit: the section fails in plain words', async () => {
    const strategy = await createStrategy(server, 'A bakery. '.repeat(1500));
    const requests = fake.log.length;
    const done = await run(strategy.id, 'mission-statement');
    expect(done.sections['mission-statement']).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(
        /^Failed to generate strategy section: The prompt does not fit the model's context window of 4000 tokens/,
      ),
      errorDetail: expect.stringMatching(/^Prompt of about \d+ tokens; 2000 left/),
    });
    expect(fake.log.length).toBe(requests);
  });
});
