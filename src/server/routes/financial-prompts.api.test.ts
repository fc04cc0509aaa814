import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { keyFiguresBlock } from '../../domain/financial/key-figures.ts';
import { MONEY_SECTION_KEYS } from '../../domain/financial/money-sections.ts';
import { CONSERVATIVE_SCENARIO, type ScenarioInput } from '../../domain/financial/scenarios.ts';
import { COFFEE_ROASTER, LOSS_THEN_PROFIT } from '../testing/financial-fixtures.ts';
import { createStrategy, waitForStrategy } from '../testing/generation-helpers.ts';
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

const PITCH = 'investor-presentation-slides-to-raise-5m-usd';
const MONEY = [
  'explanation-of-business-model',
  'metrics-that-matter-kpis',
  'market-size-analysis',
  'pricing-strategy',
  'why-a-vc-would-decline-to-invest',
  'business-model-risks',
  'why-a-vc-would-want-to-invest',
  PITCH,
];

type Assumptions = Parameters<
  TestServer['api']['strategies'][':id']['financials']['$put']
>[0]['json']['assumptions'];

function saveModel(
  id: string,
  assumptions: Assumptions,
  version: number,
  scenarios?: ScenarioInput[],
) {
  return answer(
    server.api.strategies[':id'].financials.$put({
      param: { id },
      json: { assumptions, version, ...(scenarios ? { scenarios } : {}) },
    }),
    200,
  );
}

function read(id: string) {
  return answer(server.api.strategies[':id'].$get({ param: { id } }), 200);
}

async function generate(id: string, keys: string[]) {
  await answer(
    server.api.strategies[':id'].runs.$post({
      param: { id },
      json: { sections: keys, replace: true },
    }),
    202,
  );
  return waitForStrategy(server, id, (strategy) =>
    keys.every((key) => strategy.sections[key]?.status === 'done'),
  );
}

describe(`the text uses the model's numbers on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('names the money sections of the issue, all of Raising Capital included', () => {
    expect([...MONEY_SECTION_KEYS].sort()).toEqual([...MONEY].sort());
  });

  it("gives the money sections' prompts the Financial model block, and no other section's", async () => {
    const strategy = await createStrategy(server, 'A maker kit shop');
    const model = await saveModel(strategy.id, LOSS_THEN_PROFIT, 0);
    const block = keyFiguresBlock(model.assumptions!, model.forecast!);
    expect(block.startsWith('Financial model (GBP):\n')).toBe(true);
    fake.reset();
    const keys = [...MONEY, 'mission-statement'];
    const done = await generate(strategy.id, keys);

    for (const key of MONEY) {
      const title = done.sections[key]!.title;
      const request = fake.log.find((entry) => entry.sectionTitle === title);
      expect(request, `a request for ${title}`).toBeDefined();
      const prompt = request!.messages.at(-1)!.content;
      expect(prompt, title).toContain(`\n\n${block}\n\n`);
      expect(prompt, title).not.toContain('Scenarios (');
    }
    // The pitch is asked for the model's amount, not the catalogue's $5M.
    expect(done.sections[PITCH]!.title).toMatch(/^Investor Presentation Slides to Raise £[\d.]+K$/);
    expect(fake.log.some((entry) => entry.sectionTitle?.includes('$5M'))).toBe(false);
    const mission = fake.log.find((entry) => entry.sectionTitle === 'Mission Statement')!;
    expect(mission.messages.at(-1)!.content).not.toContain('Financial model (');

    // Written after the model: none is stale. A model change makes the money sections stale.
    expect(Object.values(done.sections).filter((section) => section.stale)).toEqual([]);
    await saveModel(strategy.id, COFFEE_ROASTER, model.version);
    const after = await read(strategy.id);
    expect(
      Object.values(after.sections)
        .filter((section) => section.stale)
        .map((section) => section.key)
        .sort(),
    ).toEqual([...MONEY].sort());

    // Regenerated, they carry the new block (euros now) and are current again.
    fake.reset();
    const regenerated = await generate(strategy.id, ['pricing-strategy']);
    const prompt = fake.log
      .find((entry) => entry.sectionTitle === 'Pricing Strategy')!
      .messages.at(-1)!.content;
    expect(prompt).toContain('Financial model (EUR):');
    expect(regenerated.sections['pricing-strategy']!.stale).toBeUndefined();
    expect(regenerated.sections['why-a-vc-would-want-to-invest']!.stale).toBe(true);
  });

  it("gives the money sections' prompts the Scenarios block, and a change of scenarios alone makes them stale", async () => {
    const strategy = await createStrategy(server, 'A maker kit shop');
    const scenarios: ScenarioInput[] = [
      CONSERVATIVE_SCENARIO,
      { name: 'Price rise', adjustments: { pricePct: 15, volumePct: -5 } },
    ];
    const model = await saveModel(strategy.id, LOSS_THEN_PROFIT, 0, scenarios);
    fake.reset();
    const done = await generate(strategy.id, ['pricing-strategy', 'mission-statement']);
    const promptOf = (title: string) =>
      fake.log.find((entry) => entry.sectionTitle === title)!.messages.at(-1)!.content;

    // Each forecast as the API gives it, the base first.
    const pounds = (amount: number) =>
      `£${Math.round(amount).toLocaleString('en')}`.replace('£-', '-£');
    const pricing = promptOf('Pricing Strategy');
    const block = pricing.slice(pricing.indexOf('Scenarios (GBP):\n'));
    expect(block.length).toBeLessThan(pricing.length);
    const lines = block.split('\n').slice(1, 4);
    const forecasts = [
      { name: 'Base', forecast: model.forecast! },
      ...model.scenarios.map(({ name, forecast }) => ({ name, forecast })),
    ];
    expect(lines.map((line) => line.slice(2, line.indexOf(':')))).toEqual([
      'Base (the model above)',
      'Conservative',
      'Price rise',
    ]);
    for (const [index, { forecast }] of forecasts.entries()) {
      const line = lines[index]!;
      for (const year of forecast.years) {
        expect(line).toContain(`year ${year.year} ${pounds(year.revenue)}`);
        expect(line).toContain(`year ${year.year} ${pounds(year.netIncome)}`);
      }
      expect(line).toContain(
        `funding need ${forecast.fundingNeed > 0 ? pounds(forecast.fundingNeed) : 'none'}`,
      );
    }
    expect(new Set(forecasts.map(({ forecast }) => forecast.years[0]!.revenue)).size).toBe(3);
    // After the model's block, before the context.
    expect(pricing.indexOf('Financial model (GBP):')).toBeLessThan(
      pricing.indexOf('Scenarios (GBP):'),
    );
    expect(promptOf('Mission Statement')).not.toContain('Scenarios (');
    expect(done.sections['pricing-strategy']!.stale).toBeUndefined();

    // The same assumptions, the scenarios sent again unchanged: still current.
    const same = await saveModel(strategy.id, model.assumptions, model.version, scenarios);
    expect((await read(strategy.id)).sections['pricing-strategy']!.stale).toBeUndefined();

    // One scenario's adjustment changed, the assumptions not: the money section is stale.
    await saveModel(strategy.id, model.assumptions, same.version, [
      CONSERVATIVE_SCENARIO,
      { name: 'Price rise', adjustments: { pricePct: 20, volumePct: -5 } },
    ]);
    const after = await read(strategy.id);
    expect(after.sections['pricing-strategy']!.stale).toBe(true);
    expect(after.sections['mission-statement']!.stale).toBeUndefined();
  });
});
