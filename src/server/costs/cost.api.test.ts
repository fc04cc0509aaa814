import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { writeSection } from '../testing/api-steps.ts';
import {
  createStrategy,
  readStrategy,
  runEnded,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { openEventStream } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

const PRICE = { inputPerMillion: 1.23, outputPerMillion: 4.56, reasoningPerMillion: 7.89 };
const SECTIONS = [
  'target-audience',
  'psychographic-segmentation',
  'latent-pain-points',
  'dream-state',
  'steven-reiss-s-16-human-desires',
  'freud-s-psychoanalytic-theory',
  'carl-rogers-humanistic-theory',
  'persona-1',
  'persona-2',
  'persona-3',
];

let server: TestServer;
let fake: FakeLlm;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 60, perTokenMs: 2 });
  // No provider in the environment: everything comes from the settings saved below.
  server = await startTestServer({ settingsSecret: 'a test secret of some length' });
  const saved = await saveSettings({
    provider: { preset: 'custom', baseURL: fake.url, model: 'fake', concurrency: 1 },
    currency: 'EUR',
    prices: { fake: PRICE },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

type RunRequest = Parameters<TestServer['api']['strategies'][':id']['runs']['$post']>[0]['json'];
type Settings = Parameters<TestServer['api']['settings']['$put']>[0]['json'];

function startRun(id: string, json: RunRequest) {
  return server.api.strategies[':id'].runs.$post({ param: { id }, json });
}

function saveSettings(json: Settings) {
  return server.api.settings.$put({ json });
}

/** The price x the usage the section carries, in euros, computed here independently. */
function expectedCost(usage: NonNullable<Strategy['sections'][string]['usage']>): number {
  const reasoning = usage.reasoningTokens ?? 0;
  return (
    (usage.promptTokens * PRICE.inputPerMillion +
      (usage.completionTokens - reasoning) * PRICE.outputPerMillion +
      reasoning * PRICE.reasoningPerMillion) /
    1_000_000
  );
}

describe(`cost in money on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it("gives each section's cost and the strategy's, equal to usage x prices to the cent", async () => {
    const strategy = await createStrategy(server);
    expect((await startRun(strategy.id, { sections: SECTIONS.slice(0, 4) })).status).toBe(202);
    const done = await waitForStrategy(server, strategy.id, runEnded);
    let sum = 0;
    for (const key of SECTIONS.slice(0, 4)) {
      const section = done.sections[key]!;
      expect(section.status).toBe('done');
      expect(section.usage?.model).toBe('fake');
      const expected = expectedCost(section.usage!);
      expect(section.cost).toBeCloseTo(expected, 6);
      sum += expected;
    }
    expect(done.cost?.currency).toBe('EUR');
    expect(Math.abs(done.cost!.amount - sum)).toBeLessThan(0.005);
    expect(done.lastRun).toMatchObject({
      status: 'done',
      written: 4,
      unwritten: [],
      budget: null,
      stoppedAtBudget: false,
    });
    expect(done.cost!.amount).toBeGreaterThan(0);

    const library = (await answer(server.api.strategies.$get({ query: {} }), 200)).items;
    const listed = library.find((summary) => summary.id === strategy.id)!;
    expect(listed.cost?.currency).toBe('EUR');
    expect(Math.abs(listed.cost!.amount - sum)).toBeLessThan(0.005);

    // A new price applies to what is already written: cost is usage x the current table.
    await saveSettings({ prices: { fake: { ...PRICE, inputPerMillion: 0, outputPerMillion: 0 } } });
    expect((await readStrategy(server, strategy.id)).cost?.amount).toBe(0);
    await saveSettings({ prices: { fake: PRICE } });
  });

  it('stops starting sections at the budget and says how many were not written', async () => {
    const strategy = await createStrategy(server);
    // The event stream: read as a stream, not a typed JSON answer.
    const events = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
    try {
      // About three sections' worth (the fake's sections cost alike).
      const probe = await createStrategy(server);
      await startRun(probe.id, { sections: SECTIONS.slice(0, 1) });
      const one = (await waitForStrategy(server, probe.id, runEnded)).cost!.amount;
      const budget = one * 3.5;
      fake.reset();

      const response = await startRun(strategy.id, {
        sections: SECTIONS,
        budget: { amount: budget },
      });
      expect(response.status).toBe(202);
      const stopped = await events.waitFor((event) => event.event === 'run-budget-reached');
      const done = await waitForStrategy(server, strategy.id, runEnded);
      const written = SECTIONS.filter((key) => done.sections[key]?.status === 'done');
      expect(written.length).toBeGreaterThanOrEqual(2);
      expect(written.length).toBeLessThanOrEqual(4);
      expect(stopped.data).toMatchObject({
        message: `Budget reached: ${SECTIONS.length - written.length} sections not written`,
        notWritten: SECTIONS.length - written.length,
      });
      for (const key of SECTIONS.filter((k) => !written.includes(k))) {
        expect(done.sections[key]?.status ?? 'idle').toBe('idle');
      }
      // What the page's progress line and message are made of: the same count.
      expect(done.lastRun).toMatchObject({
        status: 'done',
        written: written.length,
        budget: { amount: budget, currency: 'EUR' },
        stoppedAtBudget: true,
      });
      expect([...done.lastRun!.unwritten].sort()).toEqual(
        SECTIONS.filter((key) => !written.includes(key)).sort(),
      );
      // Nothing was asked of the model beyond the sections written.
      expect(fake.log.filter((entry) => entry.outcome === 'ok')).toHaveLength(written.length);
      expect(done.cost!.amount).toBeLessThanOrEqual(budget * 1.1);
      await events.waitFor((event) => event.event === 'run-end');
    } finally {
      await events.close();
    }
  });

  it('leaves what is already written untouched when the budget stops a run at once', async () => {
    const strategy = await createStrategy(server);
    const kept = '## Kept\n\nWritten by a person.';
    await writeSection(server, strategy.id, 'persona-1', kept);
    fake.reset();
    const response = await startRun(strategy.id, {
      sections: ['persona-1', 'persona-2'],
      budget: { amount: 0.000001 },
    });
    expect(response.status).toBe(202);
    const done = await waitForStrategy(server, strategy.id, runEnded);
    expect(done.sections['persona-1']).toMatchObject({ status: 'done', content: kept });
    expect(done.sections['persona-2']?.status ?? 'idle').toBe('idle');
    expect(fake.log).toHaveLength(0);
    // The text kept from before is not the run's: it wrote nothing (the progress bar's count).
    expect(done.lastRun).toMatchObject({
      written: 0,
      unwritten: ['persona-1', 'persona-2'],
      stoppedAtBudget: true,
    });

    // Continue: a run of exactly what the stopped run did not write.
    const continued = await startRun(strategy.id, { sections: done.lastRun!.unwritten });
    expect(continued.status).toBe(202);
    const after = await waitForStrategy(server, strategy.id, runEnded);
    expect(after.lastRun).toMatchObject({ written: 2, unwritten: [], stoppedAtBudget: false });
    expect(after.sections['persona-1']?.content).not.toBe(kept);
  });

  it('refuses a budget that is not a positive amount, or for a model without a price', async () => {
    const strategy = await createStrategy(server);
    const negative = await answer(
      startRun(strategy.id, { sections: ['persona-1'], budget: { amount: -1 } }),
      400,
    );
    expect(negative.error).toMatch(/^Budget, amount: /);

    await saveSettings({ prices: { fake: null } });
    try {
      const unpriced = await answer(
        startRun(strategy.id, { sections: ['persona-1'], budget: { amount: 1 } }),
        400,
      );
      expect(unpriced.error).toBe(
        'budget: the model "fake" has no price; add it to the price table in Settings first',
      );
    } finally {
      await saveSettings({ prices: { fake: PRICE } });
    }
  });
});
