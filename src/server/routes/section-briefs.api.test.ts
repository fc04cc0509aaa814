import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { UpdatePlaybookInput } from '../../domain/playbook.ts';
import { STANDARD_BRIEFS } from '../../domain/section-briefs/index.ts';
import { createShare } from '../testing/api-steps.ts';
import { createStrategy, waitForStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Issue 27: each section's brief, from the playbook through the outline to the model's prompt. */
let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 20, perTokenMs: 0 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

type Brief = UpdatePlaybookInput['groups'][number]['sections'][number]['brief'];

function read(id: string) {
  return answer(server.api.strategies[':id'].$get({ param: { id } }), 200);
}

function newPlaybook(name: string) {
  return answer(server.api.playbooks.$post({ json: { name } }), 201);
}

/** Generates the sections and returns the last prompt the model received for each title. */
async function generate(strategyId: string, keys: string[]): Promise<Map<string, string>> {
  await answer(
    server.api.strategies[':id'].runs.$post({
      param: { id: strategyId },
      json: { sections: keys },
    }),
    202,
  );
  const done = await waitForStrategy(server, strategyId, (s) =>
    keys.every((key) => s.sections[key]?.status === 'done'),
  );
  return new Map(
    keys.map((key) => {
      const title = done.sections[key]!.title;
      const request = fake.log.findLast((entry) => entry.sectionTitle === title);
      return [key, request?.messages.at(-1)?.content ?? ''];
    }),
  );
}

const EDITED = {
  objective: 'Prices a bistro regular will pay without a second thought.',
  mustCover: ['BRIEF-SENTINEL the price of the set lunch', 'The wine mark-up against two rivals'],
  framework: 'Menu engineering',
  targetWords: 400,
};

describe(`section briefs on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('sends a Standard strategy’s outline with every built-in brief, and each section’s prompt its own', async () => {
    const strategy = await createStrategy(server, 'A neighbourhood bistro');
    const sections = (await read(strategy.id)).outline.flatMap((group) => group.sections);
    expect(sections).toHaveLength(124);
    for (const section of sections) {
      const brief = STANDARD_BRIEFS.get(section.key)!;
      expect(section.brief, section.key).toEqual(brief);
    }

    const prompts = await generate(strategy.id, ['pricing-strategy', 'mission-statement']);
    const pricing = prompts.get('pricing-strategy')!;
    const brief = STANDARD_BRIEFS.get('pricing-strategy')!;
    expect(pricing).toContain(
      `Objective: ${brief.objective}\nMust cover:\n1. The price of each offering and the reasoning behind it\n2. Two or three competitors’ prices for comparable offerings\n`,
    );
    expect(pricing).toContain('Framework: Value-based pricing');
    expect(pricing).not.toContain(STANDARD_BRIEFS.get('mission-statement')!.mustCover[0]!);
    expect(prompts.get('mission-statement')).toContain(
      `Must cover:\n1. ${STANDARD_BRIEFS.get('mission-statement')!.mustCover[0]}\n`,
    );
  });

  it('sends a playbook’s edited brief, exports and imports it, and keeps it from the share holder', async () => {
    const copy = await newPlaybook('Bistros');
    const pricing = copy.groups
      .flatMap((g) => g.sections)
      .find((s) => s.key === 'pricing-strategy');
    expect(pricing?.brief).toEqual(STANDARD_BRIEFS.get('pricing-strategy'));
    const groups: UpdatePlaybookInput['groups'] = [
      {
        title: 'Money',
        sections: [
          { key: 'pricing-strategy', title: 'Pricing Strategy', prerequisites: [], brief: EDITED },
          { key: 'sales-channels', title: 'Sales Channels', prerequisites: [] },
        ],
      },
    ];
    const param = { playbookId: copy.id };
    const saved = await answer(
      server.api.playbooks[':playbookId'].$put({ param, json: { name: 'Bistros', groups } }),
      200,
    );
    expect(saved.groups[0]!.sections[0]!.brief).toEqual(EDITED);
    expect(saved.groups[0]!.sections[1]).not.toHaveProperty('brief');

    const file = await answer(server.api.playbooks[':playbookId'].export.$get({ param }), 200);
    expect(file.groups[0]!.sections[0]!.brief).toEqual(EDITED);
    const imported = await answer(server.api.playbooks.import.$post({ json: file }), 201);
    expect(imported.groups).toEqual(saved.groups);

    const strategy = await answer(
      server.api.strategies.$post({
        json: {
          overview: 'A neighbourhood bistro',
          metadata: { companyName: 'Bistro Nine' },
          playbookId: imported.id,
        },
      }),
      201,
    );
    expect((await read(strategy.id)).outline[0]!.sections[0]!.brief).toEqual(EDITED);
    const prompts = await generate(strategy.id, ['pricing-strategy', 'sales-channels']);
    expect(prompts.get('pricing-strategy')).toContain(
      [
        `Objective: ${EDITED.objective}`,
        'Must cover:',
        `1. ${EDITED.mustCover[0]}`,
        `2. ${EDITED.mustCover[1]}`,
        'Framework: Menu engineering',
        'Target length: about 400 words.',
      ].join('\n'),
    );
    expect(prompts.get('pricing-strategy')).not.toContain(
      STANDARD_BRIEFS.get('pricing-strategy')!.objective,
    );
    // A playbook's section without a brief is written without one.
    expect(prompts.get('sales-channels')).not.toContain('Must cover:');

    const share = await createShare(server, strategy.id, 'view');
    const shared = await answer(
      server.api.shares[':shareId'].$get({ param: { shareId: share.id } }),
      200,
    );
    expect(JSON.stringify(shared)).not.toContain('BRIEF-SENTINEL');
  }, 120_000);

  it('refuses a bad brief with a 400 naming the field, and stores nothing', async () => {
    const copy = await newPlaybook('Strict');
    const param = { playbookId: copy.id };
    const save = (brief: Brief) =>
      server.api.playbooks[':playbookId'].$put({
        param,
        json: {
          name: 'Strict',
          groups: [
            { title: 'G', sections: [{ title: 'Pricing Strategy', prerequisites: [], brief }] },
          ],
        },
      });
    const refusals: [Brief, string][] = [
      [
        { ...EDITED, mustCover: [] },
        'Group 1 “G”, section 1 “Pricing Strategy”, brief, must-cover items: must hold at least one must-cover item',
      ],
      [
        { ...EDITED, mustCover: ['ok', '  '] },
        'Group 1 “G”, section 1 “Pricing Strategy”, brief, must-cover item 2: a must-cover item must not be empty',
      ],
      [
        { ...EDITED, objective: 'x'.repeat(401) },
        'Group 1 “G”, section 1 “Pricing Strategy”, brief, objective: must be at most 400 characters',
      ],
    ];
    for (const [brief, message] of refusals) {
      expect((await answer(save(brief), 400)).error).toBe(message);
    }
    const unchanged = await answer(server.api.playbooks[':playbookId'].$get({ param }), 200);
    expect(unchanged.version).toBe(copy.version);
    expect(unchanged.groups).toEqual(copy.groups);
  });
});
