import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { StrategyTitlesResponse } from '../../domain/section-titles.ts';
import { TITLES_FIRST_LINE } from '../../domain/section-titles-prompt.ts';
import type { SharedStrategyResponse, ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let fake: FakeLlm;
let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ perTokenMs: 0 });
  [server, unconfigured] = await Promise.all([
    startTestServer({ provider: { baseURL: fake.url, apiKey: 'sk-test', model: 'fake' } }),
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

async function createStrategy(language: string, on: TestServer = server): Promise<Strategy> {
  const response = await on.request('/api/strategies', {
    method: 'POST',
    json: { overview: '東京の小さなコーヒー焙煎所', language },
  });
  expect(response.status).toBe(201);
  const strategy = (await response.json()) as Strategy;
  const written = await on.request(`/api/strategies/${strategy.id}/sections/market-size-analysis`, {
    method: 'PUT',
    json: { content: '東京のコーヒー市場は大きい。', version: 0 },
  });
  expect(written.status).toBe(200);
  return strategy;
}

async function titlesOf(id: string): Promise<StrategyTitlesResponse> {
  const response = await server.request(`/api/strategies/${id}/titles`);
  expect(response.status).toBe(200);
  return (await response.json()) as StrategyTitlesResponse;
}

const titleOf = (titles: StrategyTitlesResponse, key: string) =>
  titles.titles.find((entry) => entry.key === key);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}

describe(`section and group titles on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('translates a Japanese strategy’s titles when a run starts, keeps an edit, and shows it in the Markdown export and the share', async () => {
    const strategy = await createStrategy('Japanese');
    const before = await titlesOf(strategy.id);
    expect(before.titles).toHaveLength(20 + 124);
    expect(titleOf(before, 'market-size-analysis')).toEqual({
      key: 'market-size-analysis',
      kind: 'section',
      english: 'Market Size Analysis',
      translated: 'Market Size Analysis',
      source: 'english',
    });

    const run = await server.request(`/api/strategies/${strategy.id}/runs`, {
      method: 'POST',
      json: { sections: ['mission-statement'] },
    });
    expect(run.status).toBe(202);
    const translated = await until(
      () => titlesOf(strategy.id),
      (titles) => titleOf(titles, 'market-size-analysis')?.source === 'model',
    );
    expect(titleOf(translated, 'market-size-analysis')?.translated).toBe('市場規模分析');
    expect(titleOf(translated, 'group:market-research')).toMatchObject({
      kind: 'group',
      english: 'Market Research',
      translated: '市場調査',
    });
    // One request for every title, with the JSON schema.
    const asked = fake.log.filter((entry) =>
      entry.messages.some((message) => message.content.startsWith(TITLES_FIRST_LINE)),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.responseFormat).toBe('json_schema');

    const edited = await server.request(`/api/strategies/${strategy.id}/titles`, {
      method: 'PUT',
      json: { titles: { 'market-size-analysis': '  東京の市場規模\n' } },
    });
    expect(edited.status).toBe(200);
    expect(
      titleOf((await edited.json()) as StrategyTitlesResponse, 'market-size-analysis'),
    ).toMatchObject({ translated: '東京の市場規模', source: 'edited' });

    const read = (await (
      await server.request(`/api/strategies/${strategy.id}`)
    ).json()) as Strategy;
    expect(read.titles?.['market-size-analysis']).toBe('東京の市場規模');

    const markdown = await (
      await server.request(`/api/strategies/${strategy.id}/export/md`)
    ).text();
    expect(markdown).toContain('# 市場調査');
    expect(markdown).toContain('## 東京の市場規模');
    expect(markdown).not.toContain('Market Size Analysis');

    const share = (await (
      await server.request(`/api/strategies/${strategy.id}/shares`, {
        method: 'POST',
        json: { accessType: 'edit' },
      })
    ).json()) as ShareLink;
    const shared = (await (
      await server.request(`/api/shares/${share.id}`)
    ).json()) as SharedStrategyResponse;
    expect(shared.strategy.sections['market-size-analysis']?.title).toBe('東京の市場規模');
    expect(shared.strategy.outline?.find((group) => group.title === '市場調査')).toBeDefined();
    // The owner's route only: a link holder cannot change titles.
    const refused = await server.request(`/api/shares/${share.id}/titles`, {
      method: 'PUT',
      json: { titles: { 'market-size-analysis': 'x' } },
    });
    expect(refused.status).toBe(403);

    // An empty title resets it to the model's.
    const reset = await server.request(`/api/strategies/${strategy.id}/titles`, {
      method: 'PUT',
      json: { titles: { 'market-size-analysis': '' } },
    });
    expect(
      titleOf((await reset.json()) as StrategyTitlesResponse, 'market-size-analysis'),
    ).toMatchObject({ translated: '市場規模分析', source: 'model' });
  });

  it('keeps English where the model gives no usable answer', async () => {
    const strategy = await createStrategy('Japanese');
    fake.configure({ rules: [{ match: TITLES_FIRST_LINE, content: 'Désolé, pas de JSON.' }] });
    const response = await server.request(`/api/strategies/${strategy.id}/titles/translate`, {
      method: 'POST',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const titles = (await response.json()) as StrategyTitlesResponse;
    expect(titles.titles.every((entry) => entry.translated === entry.english)).toBe(true);
    const markdown = await (
      await server.request(`/api/strategies/${strategy.id}/export/md`)
    ).text();
    expect(markdown).toContain('## Market Size Analysis');

    // A good answer later, then a bad one: the good titles stay.
    fake.configure({ rules: [] });
    await server.request(`/api/strategies/${strategy.id}/titles/translate`, { method: 'POST' });
    fake.configure({
      rules: [{ match: TITLES_FIRST_LINE, content: '{"market-size-analysis": ""}' }],
    });
    await server.request(`/api/strategies/${strategy.id}/titles/translate`, { method: 'POST' });
    expect(titleOf(await titlesOf(strategy.id), 'market-size-analysis')?.translated).toBe(
      '市場規模分析',
    );
  });

  it('refuses what makes no sense: English, an unknown key, no provider', async () => {
    const english = await createStrategy('English');
    const englishEdit = await server.request(`/api/strategies/${english.id}/titles`, {
      method: 'PUT',
      json: { titles: { 'market-size-analysis': 'x' } },
    });
    expect(englishEdit.status).toBe(400);
    const japanese = await createStrategy('Japanese');
    const unknown = await server.request(`/api/strategies/${japanese.id}/titles`, {
      method: 'PUT',
      json: { titles: { 'no-such-section': 'x' } },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(
      /^Titles, no such section: /,
    );

    const elsewhere = await createStrategy('Japanese', unconfigured);
    const noProvider = await unconfigured.request(
      `/api/strategies/${elsewhere.id}/titles/translate`,
      { method: 'POST' },
    );
    expect(noProvider.status).toBe(503);
  });
});
