import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import { DRAFT_FIRST_LINE } from '../../domain/financial/draft-prompt.ts';
import { EXAMPLE_ASSUMPTIONS } from '../../domain/financial/example-assumptions.ts';
import { DRAFT_INVALID_JSON, nextMonth } from '../financial-draft.ts';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let fake: FakeLlm;
let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ perTokenMs: 0 });
  [server, unconfigured] = await Promise.all([
    startTestServer({
      provider: { baseURL: fake.url, apiKey: 'sk-secret-key-1234', model: 'fake' },
    }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), unconfigured?.close()]);
  await fake?.close();
});
beforeEach(() => {
  fake.configure({ rules: [] });
  fake.reset();
});

async function createStrategy(on: TestServer = server) {
  const strategy = await answer(
    on.api.strategies.$post({
      json: {
        overview: 'A small coffee roaster in Lyon',
        metadata: { companyName: 'Torréfaction' },
      },
    }),
    201,
  );
  for (const [key, content] of Object.entries({
    'mission-statement': 'Fresh coffee for every office in Lyon.',
    'pricing-strategy': 'Bags of beans at 12 euros; an office plan at 30 euros a month.',
  })) {
    await writeSection(on, strategy.id, key, content);
  }
  return strategy;
}

function draft(id: string, on: TestServer = server) {
  return on.api.strategies[':id'].financials.draft.$post({ param: { id } });
}

async function storedVersion(id: string): Promise<number> {
  return (await answer(server.api.strategies[':id'].financials.$get({ param: { id } }), 200))
    .version;
}

describe(`drafting the assumptions with the model on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('proposes a valid set from the overview and the written sections, with JSON-schema output, and stores nothing', async () => {
    const strategy = await createStrategy();
    const { assumptions } = await answer(draft(strategy.id), 200);
    expect(parseAssumptions(assumptions)).toEqual({ success: true, assumptions });
    expect(assumptions).toEqual({ ...EXAMPLE_ASSUMPTIONS, startMonth: nextMonth(new Date()) });
    expect(assumptions.revenueStreams[0]!.rationale).toBeTruthy();

    expect(fake.log).toHaveLength(1);
    const request = fake.log[0]!;
    expect(request.responseFormat).toBe('json_schema');
    const prompt = request.messages.at(-1)!.content;
    expect(prompt.startsWith(DRAFT_FIRST_LINE)).toBe(true);
    expect(prompt).toContain('A small coffee roaster in Lyon');
    // Money sections first, then the rest.
    expect(prompt.indexOf('Pricing Strategy:')).toBeGreaterThan(0);
    expect(prompt.indexOf('Pricing Strategy:')).toBeLessThan(prompt.indexOf('Mission Statement:'));
    expect(await storedVersion(strategy.id)).toBe(0);

    // Accepting the proposal is a PUT like any edit.
    const accepted = await server.api.strategies[':id'].financials.$put({
      param: { id: strategy.id },
      json: { assumptions, version: 0 },
    });
    expect(accepted.status).toBe(200);
    expect(await storedVersion(strategy.id)).toBe(1);
  });

  it('repairs one invalid answer by asking again with its problems', async () => {
    const strategy = await createStrategy();
    fake.configure({
      rules: [{ match: DRAFT_FIRST_LINE, content: '{"currency": "EUR", "years": 4}', times: 1 }],
    });
    const response = await draft(strategy.id);
    expect(response.status).toBe(200);
    expect(fake.log).toHaveLength(2);
    const repair = fake.log[1]!.messages.at(-1)!.content;
    expect(repair).toContain('Your previous answer was not valid');
    expect(repair).toContain('years: must be 3 or 5');
    expect(repair).toContain('{"currency": "EUR", "years": 4}');
  });

  it('answers 502 with a clear error after two answers that are not JSON, and stores nothing', async () => {
    const strategy = await createStrategy();
    fake.configure({
      rules: [{ match: DRAFT_FIRST_LINE, content: 'Sure! Here are my thoughts.' }],
    });
    expect((await answer(draft(strategy.id), 502)).error).toBe(DRAFT_INVALID_JSON);
    expect(fake.log).toHaveLength(2);
    expect(await storedVersion(strategy.id)).toBe(0);
  });

  it('answers 502 without the provider message (no key) when the model fails', async () => {
    const strategy = await createStrategy();
    fake.configure({ rules: [{ match: DRAFT_FIRST_LINE, behaviour: 'fail500' }] });
    const response = await draft(strategy.id);
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).toContain('HTTP 500');
    expect(text).not.toContain('sk-secret');
    expect(await storedVersion(strategy.id)).toBe(0);
  });

  it('answers 503 without a provider, 404 for no strategy, 403 through a share', async () => {
    const local = await createStrategy(unconfigured);
    const none = await answer(draft(local.id, unconfigured), 503);
    expect(none.error).toMatch(/No AI provider configured/);
    expect((await draft('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const strategy = await createStrategy();
    const share = await createShare(server, strategy.id, 'edit');
    // No such route for a link: the share's catch-all refuses it by name.
    const shared = await server.request(`/api/shares/${share.id}/financials/draft`, {
      method: 'POST',
    });
    expect(shared.status).toBe(403);
    expect(fake.log).toHaveLength(0);
  });
});
