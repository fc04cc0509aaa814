import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYBOOK_LIMITS } from '../../domain/playbook.ts';
import { playbooks } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Issue 32 item 5: a playbook's size is capped on every way in, with the limit in words. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** `groups` groups of `perGroup` sections, each as small as a request allows. */
function groupsOf(groups: number, perGroup: number) {
  return Array.from({ length: groups }, (_, g) => ({
    title: `G${g}`,
    sections: Array.from({ length: perGroup }, (_, s) => ({ title: `S${g}.${s}` })),
  }));
}

type Groups = Parameters<
  TestServer['api']['playbooks'][':playbookId']['$put']
>[0]['json']['groups'];

function newPlaybook() {
  return answer(server.api.playbooks.$post({ json: { name: 'Limits' } }), 201);
}

/** Saves the playbook's groups under its name. */
function saveGroups(playbookId: string, groups: Groups, name = 'Limits') {
  return server.api.playbooks[':playbookId'].$put({
    param: { playbookId },
    json: { name, groups },
  });
}

async function refusal(call: ReturnType<typeof saveGroups>): Promise<string> {
  return (await answer(call, 400)).error;
}

describe(`playbook limits on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('refuses the 24,000-section playbook on update and on import, and keeps the one saved', async () => {
    const playbook = await newPlaybook();
    const huge = groupsOf(60, 400);
    expect(await refusal(saveGroups(playbook.id, huge, 'Huge'))).toMatch(
      /^Group 1 “G0”, sections: A playbook can have at most 300 sections/,
    );
    const imported = await answer(
      server.api.playbooks.import.$post({ json: { version: 1, name: 'Huge', groups: huge } }),
      400,
    );
    expect(imported.error).toContain('A playbook can have at most 300 sections');
    const stored = await answer(
      server.api.playbooks[':playbookId'].$get({ param: { playbookId: playbook.id } }),
      200,
    );
    expect(stored.name).toBe('Limits');
    expect(stored.groups).toHaveLength(20);
  });

  it('counts the sections of all groups together, and takes a playbook at the limit', async () => {
    const playbook = await newPlaybook();
    const save = (groups: Groups) => saveGroups(playbook.id, groups);
    expect(await refusal(save(groupsOf(7, 43)))).toBe(
      'Groups: A playbook can have at most 300 sections; this one has 301',
    );
    const atLimit = await answer(save(groupsOf(6, PLAYBOOK_LIMITS.sections / 6)), 200);
    expect(atLimit.outline.flatMap((g) => g.sections)).toHaveLength(300);
  });

  it('refuses too many groups and too many prerequisites, naming the limit', async () => {
    const playbook = await newPlaybook();
    const save = (groups: Groups) => saveGroups(playbook.id, groups);
    expect(await refusal(save(groupsOf(61, 1)))).toBe(
      'Groups: A playbook can have at most 60 groups',
    );
    const many = groupsOf(1, 22);
    const last = many[0]!.sections[21] as Record<string, unknown>;
    last.prerequisites = many[0]!.sections.slice(0, 21).map((_, s) => ({
      key: `s0-${s}`,
      context: 'x',
    }));
    expect(await refusal(save(many))).toBe(
      'Group 1 “G0”, section 22 “S0.21”, prerequisites: A section can have at most 20 prerequisites',
    );
  });

  it('refuses to copy a playbook saved before the limits, as a playbook or a strategy', async () => {
    const [legacy] = await server.database.db
      .insert(playbooks)
      .values({
        name: 'Legacy',
        groups: groupsOf(1, 400).map((group) => ({
          ...group,
          sections: group.sections.map((section, s) => ({
            ...section,
            key: `legacy-${s}`,
            prerequisites: [],
          })),
        })),
      })
      .returning({ id: playbooks.id });
    const copy = await answer(
      server.api.playbooks.$post({ json: { name: 'Copy', basedOn: legacy!.id } }),
      400,
    );
    expect(copy.error).toBe('Based on: A playbook can have at most 300 sections; this one has 400');
    const strategy = await answer(
      server.api.strategies.$post({ json: { overview: 'A bakery', playbookId: legacy!.id } }),
      400,
    );
    expect(strategy.error).toBe(
      'Playbook id: A playbook can have at most 300 sections; this one has 400',
    );
  });
});
