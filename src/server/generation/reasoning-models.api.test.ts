import { afterEach, describe, expect, it } from 'vitest';
import { buildAnswerTokens } from '../../../tools/fake-llm/answer.ts';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { Strategy } from '../../domain/strategy.ts';
import {
  createStrategy,
  sectionsSettled,
  statusCounts,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';
import { forgetLearnedParameters } from './provider.ts';

const SECTIONS = [
  'mission-statement',
  'vision-statement',
  'value-proposition',
  'business-description',
  'business-goals',
  'brand-name',
];
/** More than a 2000-token budget leaves after 1,500 reasoning tokens. */
const ANSWER_TOKENS = 600;
const REASONING_TOKENS = 1500;

let fake: FakeLlm | undefined;
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  await fake?.close();
  server = undefined;
  fake = undefined;
  // A restart forgets what was learned; each test starts as a new process would.
  forgetLearnedParameters();
});

async function startReasoningModel(model: string) {
  fake = await startFakeLlm({
    tokens: ANSWER_TOKENS,
    reasoningTokens: REASONING_TOKENS,
    refuseParameters: ['max_tokens', 'temperature'],
  });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model, reasoningEffort: 'low' },
    generationConcurrency: 4,
  });
  return { fake, server };
}

async function generate(target: TestServer, keys: string[]): Promise<Strategy> {
  const strategy = await createStrategy(target);
  const response = await target.api.strategies[':id'].runs.$post({
    param: { id: strategy.id },
    json: { sections: keys },
  });
  expect(response.status).toBe(202);
  return waitForStrategy(target, strategy.id, sectionsSettled(keys));
}

function expectWrittenInFull(strategy: Strategy) {
  expect(statusCounts(strategy)).toEqual({ done: SECTIONS.length });
  for (const section of Object.values(strategy.sections)) {
    expect(section.truncated, section.title).toBeUndefined();
    expect(section.content).toBe(buildAnswerTokens(section.title, ANSWER_TOKENS).join(''));
    expect(section.usage).toMatchObject({
      completionTokens: ANSWER_TOKENS + REASONING_TOKENS,
      reasoningTokens: REASONING_TOKENS,
    });
  }
}

describe(`reasoning models on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('sends gpt-5* max_completion_tokens with reasoning headroom, no temperature and the effort: nothing refused', async () => {
    const { fake, server } = await startReasoningModel('gpt-5-mini');
    expectWrittenInFull(await generate(server, SECTIONS));
    expect(fake.log.filter((entry) => entry.outcome === 'refused')).toEqual([]);
    for (const entry of fake.log) {
      expect(entry.parameters).toEqual({
        max_completion_tokens: 10_000,
        reasoning_effort: 'low',
        stream_options: true,
      });
    }
  });

  it('learns from the first refusal when the name says nothing (an Azure deployment): one request refused, then all accepted', async () => {
    const { fake, server } = await startReasoningModel('strategy-writer-prod');
    expectWrittenInFull(await generate(server, SECTIONS));
    const refused = fake.log.filter((entry) => entry.outcome === 'refused');
    expect(refused).toHaveLength(1);
    expect(fake.log[0]).toMatchObject({ outcome: 'refused', status: 400 });
    expect(fake.log.slice(1).every((entry) => entry.outcome === 'ok')).toBe(true);
    expect(fake.log).toHaveLength(SECTIONS.length + 1);
    for (const entry of fake.log.slice(1)) {
      expect(entry.parameters).toEqual({ max_completion_tokens: 10_000, stream_options: true });
    }

    // The model keeps what was learned: a second run is refused nothing.
    fake.reset();
    expectWrittenInFull(await generate(server, SECTIONS));
    expect(fake.log.filter((entry) => entry.outcome === 'refused')).toEqual([]);
  });

  it("does not spend a section's retries on a refused parameter", async () => {
    const { fake, server } = await startReasoningModel('strategy-writer-prod');
    fake.configure({ rules: [{ match: '"Mission Statement"', behaviour: 'fail500', times: 2 }] });
    const done = await generate(server, ['mission-statement']);
    expect(done.sections['mission-statement']).toMatchObject({ status: 'done' });
    expect(fake.log.map((entry) => entry.outcome)).toEqual(['refused', '500', '500', 'ok']);
  });

  it('drops stream_options for a server that refuses it, and still writes the section', async () => {
    fake = await startFakeLlm({ tokens: 40, refuseParameters: ['stream_options'] });
    server = await startTestServer({
      provider: { baseURL: fake.url, apiKey: 'test', model: 'local-model' },
    });
    const done = await generate(server, ['mission-statement', 'vision-statement']);
    expect(statusCounts(done)).toEqual({ done: 2 });
    expect(fake.log.map((entry) => entry.outcome)).toEqual(['refused', 'ok', 'ok']);
    expect(fake.log[1]?.parameters).toEqual({ max_tokens: 2000, temperature: 0.7 });
  });

  it('"Test connection" asks as generation does, and what it learns generation keeps', async () => {
    const { fake, server } = await startReasoningModel('strategy-writer-prod');
    const probe = await server.api.settings.test.$post({ json: {} });
    expect(await probe.json()).toMatchObject({ ok: true });
    expect(fake.log.map((entry) => entry.outcome)).toEqual(['refused', 'ok']);
    const asked = fake.log[1]!;

    fake.reset();
    await generate(server, ['mission-statement']);
    // No second refusal: the section went out with what the test learned, the same request.
    expect(fake.log.map((entry) => entry.outcome)).toEqual(['ok']);
    expect(fake.log[0]).toMatchObject({ stream: asked.stream, parameters: asked.parameters });
  });

  it('names the model in health once a provider is configured', async () => {
    const { server } = await startReasoningModel('gpt-5-mini');
    const health = await answer(server.api.health.$get(), 200);
    expect(health.provider).toEqual({ configured: true, model: 'gpt-5-mini' });
  });
});
