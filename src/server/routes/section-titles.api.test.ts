import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { StrategyTitlesResponse } from '../../domain/section-titles.ts';
import { TITLES_FIRST_LINE } from '../../domain/section-titles-prompt.ts';
import type { Language } from '../../domain/strategy-limits.ts';
import { createShare, readSharedStrategy, writeSection } from '../testing/api-steps.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

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

async function createStrategy(language: Language, on: TestServer = server) {
  const strategy = await answer(
    on.api.strategies.$post({ json: { overview: '東京の小さなコーヒー焙煎所', language } }),
    201,
  );
  await writeSection(on, strategy.id, 'market-size-analysis', '東京のコーヒー市場は大きい。');
  return strategy;
}

function titlesOf(id: string): Promise<StrategyTitlesResponse> {
  return answer(server.api.strategies[':id'].titles.$get({ param: { id } }), 200);
}

function editTitles(id: string, titles: Record<string, string>) {
  return server.api.strategies[':id'].titles.$put({ param: { id }, json: { titles } });
}

function translate(id: string, on: TestServer = server) {
  return on.api.strategies[':id'].titles.translate.$post({ param: { id } });
}

function exportMarkdown(id: string) {
  return server.api.strategies[':id'].export[':format'].$get({ param: { id, format: 'md' } });
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

    const run = await server.api.strategies[':id'].runs.$post({
      param: { id: strategy.id },
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

    const edited = await answer(
      editTitles(strategy.id, { 'market-size-analysis': '  東京の市場規模\n' }),
      200,
    );
    expect(titleOf(edited, 'market-size-analysis')).toMatchObject({
      translated: '東京の市場規模',
      source: 'edited',
    });

    const read = await answer(
      server.api.strategies[':id'].$get({ param: { id: strategy.id } }),
      200,
    );
    expect(read.titles?.['market-size-analysis']).toBe('東京の市場規模');

    const markdown = await (await exportMarkdown(strategy.id)).text();
    expect(markdown).toContain('# 市場調査');
    expect(markdown).toContain('## 東京の市場規模');
    expect(markdown).not.toContain('Market Size Analysis');

    const share = await createShare(server, strategy.id, 'edit');
    const shared = await readSharedStrategy(server, share.id);
    expect(shared.strategy.sections['market-size-analysis']?.title).toBe('東京の市場規模');
    expect(shared.strategy.outline?.find((group) => group.title === '市場調査')).toBeDefined();
    // The owner's route only: a link holder cannot change titles (no such route in the types).
    const refused = await server.request(`/api/shares/${share.id}/titles`, {
      method: 'PUT',
      json: { titles: { 'market-size-analysis': 'x' } },
    });
    expect(refused.status).toBe(403);

    // An empty title resets it to the model's.
    const reset = await answer(editTitles(strategy.id, { 'market-size-analysis': '' }), 200);
    expect(titleOf(reset, 'market-size-analysis')).toMatchObject({
      translated: '市場規模分析',
      source: 'model',
    });
  });

  it('keeps English where the model gives no usable answer', async () => {
    const strategy = await createStrategy('Japanese');
    fake.configure({ rules: [{ match: TITLES_FIRST_LINE, content: 'Désolé, pas de JSON.' }] });
    const titles = await answer(translate(strategy.id), 200);
    expect(titles.titles.every((entry) => entry.translated === entry.english)).toBe(true);
    const markdown = await (await exportMarkdown(strategy.id)).text();
    expect(markdown).toContain('## Market Size Analysis');

    // A good answer later, then a bad one: the good titles stay.
    fake.configure({ rules: [] });
    await translate(strategy.id);
    fake.configure({
      rules: [{ match: TITLES_FIRST_LINE, content: '{"market-size-analysis": ""}' }],
    });
    await translate(strategy.id);
    expect(titleOf(await titlesOf(strategy.id), 'market-size-analysis')?.translated).toBe(
      '市場規模分析',
    );
  });

  it('refuses what makes no sense: English, an unknown key, no provider', async () => {
    const english = await createStrategy('English');
    const englishEdit = await editTitles(english.id, { 'market-size-analysis': 'x' });
    expect(englishEdit.status).toBe(400);
    const japanese = await createStrategy('Japanese');
    const unknown = await answer(editTitles(japanese.id, { 'no-such-section': 'x' }), 400);
    expect(unknown.error).toMatch(/^Titles, no such section: /);

    const elsewhere = await createStrategy('Japanese', unconfigured);
    const noProvider = await translate(elsewhere.id, unconfigured);
    expect(noProvider.status).toBe(503);
  });
});
