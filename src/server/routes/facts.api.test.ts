import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLE_FACTS } from '../../../tools/fake-llm/facts-draft.ts';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { Facts } from '../../domain/facts.ts';
import { FACTS_DRAFT_FIRST_LINE, FACTS_HEADING } from '../../domain/facts-prompt.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { FACTS_DRAFT_INVALID } from '../facts-draft.ts';
import { writeSection } from '../testing/api-steps.ts';
import {
  createStrategy,
  readStrategy,
  sectionsSettled,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** The fact sheet (issue 27): stored with a version, drafted by the model, in every prompt. */

let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ perTokenMs: 0 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'sk-secret-key-1234', model: 'fake' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.configure({ rules: [] });
  fake.reset();
});

const SHEET: Facts = {
  ...EXAMPLE_FACTS,
  companyName: 'Acme Bakery',
  offerings: [
    { name: 'Sourdough loaf', price: 6.5, unit: 'per loaf' },
    { name: 'Bread subscription', price: 24, unit: 'per month' },
  ],
};

type FactsInput = Parameters<TestServer['api']['strategies'][':id']['facts']['$put']>[0]['json'];

function readFacts(id: string) {
  return answer(server.api.strategies[':id'].facts.$get({ param: { id } }), 200);
}

function putFacts(id: string, facts: FactsInput['facts'], version: number) {
  return server.api.strategies[':id'].facts.$put({ param: { id }, json: { facts, version } });
}

function draftFacts(id: string) {
  return server.api.strategies[':id'].facts.draft.$post({ param: { id } });
}

function startRun(id: string, sections: string[] | 'stale') {
  return server.api.strategies[':id'].runs.$post({ param: { id }, json: { sections } });
}

describe('the fact sheet', () => {
  it('is empty at version 0, saved with its version, and refuses a stale version with 409', async () => {
    const { id } = await createStrategy(server);
    const empty = await readFacts(id);
    expect(empty.version).toBe(0);
    expect(empty.facts.companyName).toBe('');
    expect(empty.facts.offerings).toEqual([]);

    const saved = await answer(putFacts(id, SHEET, 0), 200);
    expect(saved.version).toBe(1);
    expect(await readFacts(id)).toEqual({ facts: SHEET, version: 1 });

    // A second page still on version 0 loses nothing of the first save.
    const stale = await answer(putFacts(id, { ...SHEET, companyName: 'Other' }, 0), 409);
    expect(stale.error).toMatch(/changed elsewhere/);
    expect((await readFacts(id)).facts.companyName).toBe('Acme Bakery');
  });

  it('refuses a bad sheet with the field named, storing nothing', async () => {
    const { id } = await createStrategy(server);
    const bad = await answer(
      putFacts(id, { ...SHEET, offerings: [{ name: 'Loaf', price: -3, unit: '' }] }, 0),
      400,
    );
    expect(JSON.stringify(bad)).toMatch(/must not be negative/);
    expect((await readFacts(id)).version).toBe(0);
    const missing = await server.api.strategies[':id'].facts.$get({
      param: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });

  it('is drafted by the model from the overview and documents, and only proposed', async () => {
    const { id } = await createStrategy(server, 'Company: Northwind Roasters\nA coffee roaster.');
    // A plain-text upload: its bytes are the body, which hc does not type.
    await server.request(`/api/strategies/${id}/documents`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-filename': 'notes.txt' },
      body: 'We supply 14 cafés in Utrecht. Beans sell at 12 euros a bag.',
    });
    const { facts } = await answer(draftFacts(id), 200);
    expect(facts.companyName).toBe('Northwind Roasters');
    expect(facts.offerings[0]).toEqual({ name: 'Beans', price: 12, unit: 'per 250 g bag' });
    const request = fake.log.find((entry) =>
      entry.messages.at(-1)?.content.startsWith(FACTS_DRAFT_FIRST_LINE),
    );
    expect(request?.messages.at(-1)?.content).toContain('We supply 14 cafés in Utrecht');
    expect(request?.responseFormat).toBe('json_schema');
    // Nothing stored until the person saves.
    expect((await readFacts(id)).version).toBe(0);
  });

  it('answers 502 and stores nothing when the model gives no valid sheet twice', async () => {
    const { id } = await createStrategy(server);
    fake.configure({
      rules: [{ match: FACTS_DRAFT_FIRST_LINE, content: '{"offerings": "many"}' }],
    });
    const response = await answer(draftFacts(id), 502);
    expect(response.error).toBe(FACTS_DRAFT_INVALID);
    const drafts = fake.log.filter((entry) =>
      entry.messages.at(-1)?.content.startsWith(FACTS_DRAFT_FIRST_LINE),
    );
    expect(drafts).toHaveLength(2);
    expect(drafts[1]!.messages.at(-1)!.content).toContain('Your previous answer was not valid');
    expect((await readFacts(id)).version).toBe(0);
  });

  it('goes in every section prompt as a Facts block, the summary’s too', async () => {
    const { id } = await createStrategy(server);
    expect((await putFacts(id, SHEET, 0)).status).toBe(200);
    const keys = ['mission-statement', 'pricing-strategy', 'executive-summary'];
    const started = await startRun(id, keys);
    expect(started.status).toBe(202);
    await waitForStrategy(server, id, sectionsSettled(keys));
    const prompts = fake.log.map((entry) => entry.messages.at(-1)!.content);
    expect(prompts).toHaveLength(3);
    for (const prompt of prompts) {
      const block = prompt.split('\n\n').find((part) => part.startsWith('Facts'));
      expect(block?.split('\n')[0]).toBe(FACTS_HEADING);
      expect(block).toContain('Company: Acme Bakery');
      expect(block).toContain('- Sourdough loaf: 6.5 per loaf');
    }
  });
});

describe('a change of the fact sheet', () => {
  it('marks stale only the sections that state a changed fact, and says which', async () => {
    const { id } = await createStrategy(server);
    expect((await putFacts(id, SHEET, 0)).status).toBe(200);
    await writeSection(
      server,
      id,
      'pricing-strategy',
      'The Sourdough loaf sells at €6.50 per loaf.',
    );
    await writeSection(server, id, 'mission-statement', 'Good bread for the whole neighbourhood.');
    await writeSection(
      server,
      id,
      'vision-statement',
      'Bread subscriptions in every street by 2030.',
    );
    const before = await readStrategy(server, id);
    expect(Object.values(before.sections).filter((section) => section.stale)).toEqual([]);

    const cheaper = {
      ...SHEET,
      offerings: [{ ...SHEET.offerings[0]!, price: 5.9 }, SHEET.offerings[1]!],
    };
    expect((await putFacts(id, cheaper, 1)).status).toBe(200);
    const after = await readStrategy(server, id);
    const stale = (strategy: Strategy) =>
      Object.values(strategy.sections)
        .filter((section) => section.stale)
        .map((section) => section.key);
    expect(stale(after)).toEqual(['pricing-strategy']);
    expect(after.sections['pricing-strategy']!.staleReasons).toEqual([
      { input: 'facts', key: 'offering:Sourdough loaf', change: 'changed' },
    ]);

    // `{sections: "stale"}` regenerates it; the new text is current again.
    const rerun = await answer(startRun(id, 'stale'), 202);
    expect(rerun.sections).toEqual(['pricing-strategy']);
    const regenerated = await waitForStrategy(server, id, sectionsSettled(['pricing-strategy']));
    expect(stale(regenerated)).toEqual([]);
  });

  it('goes with a duplicate, whose sections stay current', async () => {
    const { id } = await createStrategy(server);
    expect((await putFacts(id, SHEET, 0)).status).toBe(200);
    await writeSection(
      server,
      id,
      'pricing-strategy',
      'The Sourdough loaf sells at €6.50 per loaf.',
    );
    const copy = await answer(server.api.strategies[':id'].duplicate.$post({ param: { id } }), 201);
    expect((await readFacts(copy.id)).facts).toEqual(SHEET);
    expect(copy.sections['pricing-strategy']?.stale).toBeUndefined();
  });

  it('marks a generated section that names the company stale when the company is renamed', async () => {
    const { id } = await createStrategy(server);
    expect((await putFacts(id, SHEET, 0)).status).toBe(200);
    fake.configure({
      rules: [{ match: '"Mission Statement"', content: 'Acme Bakery bakes for its street.' }],
    });
    const keys = ['mission-statement', 'vision-statement'];
    await startRun(id, keys);
    await waitForStrategy(server, id, sectionsSettled(keys));
    expect((await putFacts(id, { ...SHEET, companyName: 'Acme & Daughters' }, 1)).status).toBe(200);
    const after = await readStrategy(server, id);
    expect(after.sections['mission-statement']!.staleReasons).toEqual([
      { input: 'facts', key: 'company', change: 'changed' },
    ]);
    expect(after.sections['vision-statement']!.stale).toBeUndefined();
  });
});

describe('the quality review', () => {
  it('finds the fact sheet contradicted, on the section that does it', async () => {
    const { id } = await createStrategy(server);
    await writeSection(
      server,
      id,
      'pricing-strategy',
      'The Sourdough loaf sells at €7.50 per loaf.',
    );
    await writeSection(server, id, 'mission-statement', 'Good bread for the whole neighbourhood.');
    const review = () => answer(server.api.strategies[':id'].quality.$get({ param: { id } }), 200);
    const checksOf = (quality: Awaited<ReturnType<typeof review>>, key: string) =>
      (quality.sections[key]?.findings ?? []).map((finding) => finding.check);
    // Without a sheet there is nothing to contradict.
    expect(checksOf(await review(), 'pricing-strategy')).not.toContain('fact');
    expect((await putFacts(id, SHEET, 0)).status).toBe(200);
    const quality = await review();
    const fact = quality.sections['pricing-strategy']!.findings.find((f) => f.check === 'fact');
    expect(fact?.message).toContain('"Sourdough loaf" costs 6.50 per loaf in the fact sheet');
    expect(checksOf(quality, 'mission-statement')).not.toContain('fact');
  });
});
