import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { NOTHING_STALE } from '../../domain/events.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/export-selection.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import { createShare, readSharedStrategy, writeSection } from '../testing/api-steps.ts';
import { COFFEE_ROASTER, LOSS_THEN_PROFIT } from '../testing/financial-fixtures.ts';
import {
  createStrategy,
  readStrategy,
  sectionsSettled,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 30, perTokenMs: 0 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.configure({ tokens: 30 });
  fake.reset();
});

const SUMMARY = EXECUTIVE_SUMMARY_KEY;
const PRICING = 'pricing-strategy';
const VC = 'why-a-vc-would-want-to-invest';
const MISSION = 'mission-statement';
// "Top Client Analysis" draws on "Target Audience" (the catalogue's prerequisites).
const AUDIENCE = 'target-audience';
const TOP_CLIENTS = 'top-client-analysis';

type Assumptions = Parameters<
  TestServer['api']['strategies'][':id']['financials']['$put']
>[0]['json']['assumptions'];

function startRun(id: string, sections: string[] | 'stale') {
  return server.api.strategies[':id'].runs.$post({ param: { id }, json: { sections } });
}

async function generate(id: string, sections: string[] | 'stale') {
  const run = await answer(startRun(id, sections), 202);
  await waitForStrategy(server, id, sectionsSettled(run.sections));
  return run;
}

/** Writes over whatever the section holds now. */
function write(id: string, key: string, content: string) {
  return writeSection(server, id, key, content, { version: 'current' });
}

async function saveModel(id: string, assumptions: Assumptions) {
  const financials = server.api.strategies[':id'].financials;
  const current = await financials.$get({ param: { id } });
  const version = current.status === 200 ? (await current.json()).version : 0;
  await answer(financials.$put({ param: { id }, json: { assumptions, version } }), 200);
}

/** The stale sections and why, by key. */
async function staleness(id: string) {
  const strategy = await readStrategy(server, id);
  return Object.fromEntries(
    Object.values(strategy.sections)
      .filter((section) => section.stale)
      .map((section) => [section.key, section.staleReasons]),
  );
}

describe(`stale sections on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('marks the summary stale after any section it draws on changes: edited, regenerated, written, emptied', async () => {
    const { id } = await createStrategy(server);
    await generate(id, [MISSION, AUDIENCE, TOP_CLIENTS, SUMMARY]);
    expect(await staleness(id)).toEqual({});
    const strategy = await readStrategy(server, id);
    expect(strategy.sectionOrder[0]).toBe(SUMMARY);

    await write(id, MISSION, 'Bread for everyone, every morning.');
    expect(await staleness(id)).toEqual({
      [SUMMARY]: [{ input: 'sections', key: MISSION, change: 'changed' }],
    });
    // Through a share link too: the summary first, marked stale.
    const share = await createShare(server, id, 'comment');
    const shared = await readSharedStrategy(server, share.id);
    expect(shared.strategy.sectionOrder[0]).toBe(SUMMARY);
    expect(shared.strategy.sections[SUMMARY]?.stale).toBe(true);
    expect(shared.strategy.sections[MISSION]?.stale).toBeUndefined();

    await generate(id, [SUMMARY]);
    expect(await staleness(id)).toEqual({});

    // A prerequisite regenerated (to a new text): its dependent and the summary are stale.
    fake.configure({ tokens: 45 });
    await generate(id, [AUDIENCE]);
    expect(await staleness(id)).toEqual({
      [TOP_CLIENTS]: [{ input: 'sections', key: AUDIENCE, change: 'changed' }],
      [SUMMARY]: [
        { input: 'sections', key: AUDIENCE, change: 'changed' },
        { input: 'sections', key: TOP_CLIENTS, change: 'out-of-date' },
      ],
    });
    await generate(id, 'stale');
    expect(await staleness(id)).toEqual({});

    await write(id, 'vision-statement', 'A bakery on every street.');
    expect(await staleness(id)).toEqual({
      [SUMMARY]: [{ input: 'sections', key: 'vision-statement', change: 'changed' }],
    });
    await generate(id, [SUMMARY]);
    await write(id, MISSION, '');
    expect(await staleness(id)).toEqual({
      [SUMMARY]: [{ input: 'sections', key: MISSION, change: 'changed' }],
    });
  });

  it('regenerates exactly the stale sections with {sections: "stale"}, the summary last', async () => {
    const { id } = await createStrategy(server);
    await saveModel(id, LOSS_THEN_PROFIT);
    await generate(id, [PRICING, VC, MISSION, SUMMARY]);
    expect(await staleness(id)).toEqual({});

    await saveModel(id, COFFEE_ROASTER);
    const model = [{ input: 'financials', change: 'changed' }];
    expect(await staleness(id)).toEqual({
      [PRICING]: model,
      [VC]: model,
      [SUMMARY]: [
        { input: 'sections', key: PRICING, change: 'out-of-date' },
        { input: 'sections', key: VC, change: 'out-of-date' },
      ],
    });

    fake.reset();
    const run = await generate(id, 'stale');
    expect([...run.sections].sort()).toEqual([PRICING, SUMMARY, VC].sort());
    expect(run.sections.at(-1)).toBe(SUMMARY);
    const strategy = await readStrategy(server, id);
    const titles = (keys: string[]) => keys.map((key) => strategy.sections[key]!.title).sort();
    const asked = fake.log.flatMap((entry) => (entry.sectionTitle ? [entry] : []));
    expect(asked.map((entry) => entry.sectionTitle).sort()).toEqual(titles([PRICING, VC, SUMMARY]));
    const summary = asked.find(
      (entry) => entry.sectionTitle === strategy.sections[SUMMARY]!.title,
    )!;
    for (const entry of asked.filter((other) => other !== summary)) {
      expect(entry.endedAt).toBeLessThanOrEqual(summary.startedAt);
    }
    expect(await staleness(id)).toEqual({});

    const again = await answer(startRun(id, 'stale'), 409);
    expect(again).toMatchObject({ code: NOTHING_STALE });
  });

  it("titles the pitch with the model's amount only over text written from that model", async () => {
    const { id } = await createStrategy(server);
    const pitch = 'investor-presentation-slides-to-raise-5m-usd';
    await write(id, pitch, 'Slide 1: we raise five million dollars.');
    const markdown = async () =>
      (
        await (
          await server.api.strategies[':id'].export[':format'].$get({
            param: { id, format: 'md' },
          })
        ).text()
      ).replace(/\s+/g, ' ');
    expect(await markdown()).toContain('Investor Presentation Slides to Raise $5M USD');

    // The model changed, the text did not: the heading still names what the text asks for.
    await saveModel(id, LOSS_THEN_PROFIT);
    expect(await markdown()).toContain('Investor Presentation Slides to Raise $5M USD');
    expect((await readStrategy(server, id)).sections[pitch]!.title).toBe(
      'Investor Presentation Slides to Raise $5M USD',
    );

    // Regenerated from the model: its amount, in its currency, once.
    await generate(id, 'stale');
    const titled = await markdown();
    const amount = (await readStrategy(server, id)).sections[pitch]!.title.match(
      /Raise (.+)$/,
    )![1]!;
    expect(amount).toMatch(/^£[\d.]+K$/);
    expect(titled).toContain(`Investor Presentation Slides to Raise ${amount}`);
    expect(titled).not.toContain(`${amount} GBP`);
    expect(titled).not.toContain('$5M USD');
  });

  it('keeps the rules of before for text written before what it was written from was recorded', async () => {
    const { id } = await createStrategy(server);
    for (const key of [PRICING, MISSION, AUDIENCE, TOP_CLIENTS, SUMMARY]) {
      await write(id, key, `Text of ${key}.`);
    }
    await server.database.db.execute(
      sql`UPDATE sections SET written_from = NULL WHERE strategy_id = ${id}`,
    );
    strategyContentChanged(id);
    expect(await staleness(id)).toEqual({});

    // A money section written before the model changed; the summary drawing on it with it.
    await saveModel(id, LOSS_THEN_PROFIT);
    expect(await staleness(id)).toEqual({
      [PRICING]: [{ input: 'financials', change: 'changed' }],
      [SUMMARY]: [{ input: 'sections', key: PRICING, change: 'out-of-date' }],
    });
    // The summary written before another section changed; a dependent cannot tell, so is not.
    await write(id, AUDIENCE, 'Families within a mile.');
    const after = await staleness(id);
    expect(Object.keys(after).sort()).toEqual([PRICING, SUMMARY].sort());
    expect(after[SUMMARY]).toContainEqual({ input: 'sections', key: AUDIENCE, change: 'changed' });
  });
});
