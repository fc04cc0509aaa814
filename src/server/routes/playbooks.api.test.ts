import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { UpdatePlaybookInput } from '../../domain/playbook.ts';
import { createShare, readSharedStrategy, writeSection } from '../testing/api-steps.ts';
import { run, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { readStrategy, waitForStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Issue 16: playbooks, a strategy on one, generation, exports, share, apply and import. */
let fake: FakeLlm;
let server: TestServer;

const SENTINEL = 'ALWAYS-INCLUDE-A-12-WEEK-TIMELINE-7f3a';

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

function newPlaybook(name: string) {
  return answer(server.api.playbooks.$post({ json: { name } }), 201);
}

/** A small playbook: Target Audience, Mission Statement and a custom Supplier Strategy. */
function restaurantGroups(extra: UpdatePlaybookInput['groups'][number]['sections'] = []) {
  const groups: UpdatePlaybookInput['groups'] = [
    {
      title: 'Customers',
      sections: [
        { key: 'target-audience', title: 'Target Audience', prerequisites: [] },
        { key: 'mission-statement', title: 'Mission Statement', prerequisites: [] },
      ],
    },
    {
      title: 'Kitchen',
      sections: [
        {
          title: 'Supplier Strategy',
          instructions: SENTINEL,
          prerequisites: [{ key: 'target-audience', context: 'who the menu serves' }],
        },
        ...extra,
      ],
    },
  ];
  return groups;
}

/** The strategy's item in the library's list (`GET /api/strategies`). */
async function listed(id: string) {
  const list = await answer(server.api.strategies.$get({ query: {} }), 200);
  return list.items.find((item) => item.id === id);
}

function savePlaybook(playbookId: string, name: string, groups: UpdatePlaybookInput['groups']) {
  return server.api.playbooks[':playbookId'].$put({
    param: { playbookId },
    json: { name, groups },
  });
}

describe(`playbooks on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('lists Standard built in and read-only, and starts a new playbook as its copy', async () => {
    const list = await answer(server.api.playbooks.$get(), 200);
    expect(list[0]).toMatchObject({ id: 'standard', builtIn: true, sectionCount: 124 });
    const readOnly = await savePlaybook('standard', 'Mine', restaurantGroups());
    expect(readOnly.status).toBe(403);
    const copy = await newPlaybook('Copy of Standard');
    expect(copy.groups.flatMap((g) => g.sections)).toHaveLength(124);
    expect(copy.outline[0]!.sections[0]).toMatchObject({
      key: 'target-audience',
      groupTitle: 'Customer Profile',
    });
  });

  it('refuses a cycle and a dangling prerequisite with 400 naming them', async () => {
    const playbook = await newPlaybook('Cycles');
    const cycle = [
      {
        title: 'Sales',
        sections: [
          {
            title: 'Pricing Strategy',
            prerequisites: [{ key: 'sales-channels', context: 'where it sells' }],
          },
          {
            title: 'Sales Channels',
            prerequisites: [{ key: 'pricing-strategy', context: 'what it costs' }],
          },
        ],
      },
    ];
    const refused = await answer(savePlaybook(playbook.id, 'Cycles', cycle), 400);
    expect(refused.error).toContain('Pricing Strategy -> Sales Channels -> Pricing Strategy');
    // Named in words, never as a raw path: the group and section by number and title.
    const section = (title: string, prerequisites: { key: string; context: string }[] = []) => ({
      title,
      prerequisites,
    });
    const dangling = savePlaybook(playbook.id, 'Cycles', [
      { title: 'Customers', sections: [section('Target Audience')] },
      { title: 'Product', sections: [section('Menu')] },
      {
        title: 'Marketing',
        sections: [
          section('Brand'),
          section('Channels'),
          section('Pricing Strategy', [{ key: 'market-size', context: 'x' }]),
        ],
      },
    ]);
    const message =
      'Group 3 “Marketing”, section 3 “Pricing Strategy”, prerequisite 1: "Pricing Strategy" has a prerequisite "market-size" that is not a section of this playbook';
    expect(await answer(dangling, 400)).toEqual({
      error: message,
      issues: [{ path: 'groups.2.sections.2.prerequisites.0.key', message }],
    });
  });

  it('exports and imports an equal playbook; a malformed file gets 400 naming the field', async () => {
    const playbook = await newPlaybook('Restaurants');
    await answer(savePlaybook(playbook.id, 'Restaurants', restaurantGroups()), 200);
    const param = { playbookId: playbook.id };
    const exported = await server.api.playbooks[':playbookId'].export.$get({ param });
    expect(exported.headers.get('content-disposition')).toContain('restaurants.playbook.json');
    const file = await answer(exported, 200);
    expect(file.version).toBe(1);
    const imported = await answer(server.api.playbooks.import.$post({ json: file }), 201);
    const saved = await answer(server.api.playbooks[':playbookId'].$get({ param }), 200);
    expect(imported.id).not.toBe(saved.id);
    expect({ name: imported.name, groups: imported.groups }).toEqual({
      name: saved.name,
      groups: saved.groups,
    });
    for (const [bad, path, words] of [
      [{ ...file, version: 7 }, 'version', 'Version: '],
      [
        { ...file, groups: [{ title: 'Kitchen', sections: [{ prerequisites: [] }] }] },
        'groups.0.sections.0.title',
        'Group 1 “Kitchen”, section 1, title: ',
      ],
      [{ version: 1, groups: [] }, 'name', 'Name: '],
    ] as const) {
      // Files the typed client refuses to send.
      const response = await server.request('/api/playbooks/import', { method: 'POST', json: bad });
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        error: string;
        issues: { path: string; message: string }[];
      };
      expect(body.error.startsWith(words), body.error).toBe(true);
      expect(body.issues[0]).toMatchObject({ path });
      expect(body.issues[0]!.message.startsWith(words)).toBe(true);
    }
  });

  it('generates a custom section after its prerequisite with the instructions and the context, in every deliverable', async () => {
    const playbook = await newPlaybook('Restaurants');
    const saved = await answer(savePlaybook(playbook.id, 'Restaurants', restaurantGroups()), 200);
    const supplier = saved.groups[1]!.sections[0]!;
    expect(supplier.key).toBe('supplier-strategy');
    const strategy = await answer(
      server.api.strategies.$post({
        json: {
          overview: 'A neighbourhood bistro',
          metadata: { companyName: 'Bistro Nine' },
          playbookId: playbook.id,
        },
      }),
      201,
    );
    const id = strategy.id;
    expect(strategy.playbookId).toBe(playbook.id);
    expect(strategy.outline.map((g) => g.title)).toEqual(['Customers', 'Kitchen']);
    expect(strategy.outline[1]!.sections[0]).toMatchObject({
      key: 'supplier-strategy',
      title: 'Supplier Strategy',
      groupTitle: 'Kitchen',
      prerequisites: [
        { key: 'target-audience', title: 'Target Audience', context: 'who the menu serves' },
      ],
    });

    const started = await answer(
      server.api.strategies[':id'].runs.$post({
        param: { id },
        json: { sections: ['supplier-strategy', 'target-audience'] },
      }),
      202,
    );
    expect(started.sections).toEqual(['target-audience', 'supplier-strategy']);
    const done = await waitForStrategy(server, strategy.id, (s) =>
      ['target-audience', 'supplier-strategy'].every((key) => s.sections[key]?.status === 'done'),
    );
    const audience = fake.log.find((e) => e.sectionTitle === 'Target Audience' && e.endedAt);
    const custom = fake.log.find((e) => e.sectionTitle === 'Supplier Strategy');
    expect(custom, 'a request for Supplier Strategy').toBeDefined();
    expect(custom!.startedAt).toBeGreaterThanOrEqual(audience!.endedAt!);
    const prompt = custom!.messages.at(-1)!.content;
    expect(prompt).toContain(`Consultant instructions:\n${SENTINEL}`);
    expect(prompt).toContain(
      `Target Audience (who the menu serves):\n${done.sections['target-audience']!.content.trim()}`,
    );
    expect(done.sections['supplier-strategy']!.title).toBe('Supplier Strategy');

    // The PDF, the Word file, the spreadsheet and the shared view carry the custom section.
    const exportAs = server.api.strategies[':id'].export[':format'].$get;
    const pdf = await exportAs({ param: { id, format: 'pdf' } });
    expect(pdf.status).toBe(200);
    const pdfPath = writeTemporaryFile('strategy.pdf', new Uint8Array(await pdf.arrayBuffer()));
    expect(run('pdftotext', [pdfPath, '-'])).toContain('Supplier Strategy');
    const docx = await exportAs({ param: { id, format: 'docx' } });
    const zip = await JSZip.loadAsync(await docx.arrayBuffer());
    expect(await zip.file('word/document.xml')!.async('string')).toContain('Supplier Strategy');
    const xlsx = await exportAs({ param: { id, format: 'xlsx' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const cells: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
    expect(cells.join('\n')).toContain('Supplier Strategy');
    const share = await createShare(server, id, 'view');
    const shared = await readSharedStrategy(server, share.id);
    expect(shared.strategy.sectionOrder).toContain('supplier-strategy');
    expect(shared.strategy.sections['supplier-strategy']!.title).toBe('Supplier Strategy');
    expect(JSON.stringify(shared)).not.toContain(SENTINEL);
  }, 240_000);

  it('leaves a strategy unchanged when its playbook is edited, until applied; removed text is kept aside and restorable', async () => {
    const playbook = await newPlaybook('Growth');
    await answer(savePlaybook(playbook.id, 'Growth', restaurantGroups()), 200);
    const strategy = await answer(
      server.api.strategies.$post({ json: { overview: 'A bakery', playbookId: playbook.id } }),
      201,
    );
    const param = { id: strategy.id };
    await writeSection(server, strategy.id, 'supplier-strategy', 'Local flour mills.');
    // The new version: Supplier Strategy removed, Menu Engineering added, a rename.
    const next = restaurantGroups();
    next[0]!.sections[1]!.title = 'Our Mission';
    next[1]!.sections = [{ title: 'Menu Engineering', prerequisites: [] }];
    await answer(savePlaybook(playbook.id, 'Growth', next), 200);

    const unchanged = await readStrategy(server, strategy.id);
    expect(unchanged.outline).toEqual(strategy.outline);
    expect(unchanged.sections['supplier-strategy']!.content).toBe('Local flour mills.');
    expect(await listed(strategy.id)).toMatchObject({ sectionCount: 3, sectionsDone: 1 });

    const preview = await answer(
      server.api.strategies[':id']['playbook-update'].$get({ param }),
      200,
    );
    expect(preview.changes).toMatchObject({
      added: [{ key: 'menu-engineering', title: 'Menu Engineering' }],
      removed: [{ key: 'supplier-strategy', title: 'Supplier Strategy', written: true }],
      renamed: [{ key: 'mission-statement', from: 'Mission Statement', to: 'Our Mission' }],
    });
    const applied = await answer(
      server.api.strategies[':id']['playbook-update'].$post({ param }),
      200,
    );
    expect(applied.outline.flatMap((g) => g.sections.map((s) => s.key))).toEqual([
      'target-audience',
      'mission-statement',
      'menu-engineering',
    ]);
    expect(applied.sections['supplier-strategy']).toBeUndefined();
    expect(applied.setAside).toEqual([
      { key: 'supplier-strategy', title: 'Supplier Strategy', groupTitle: 'Kitchen' },
    ]);
    // The library counts the strategy's own outline, not the catalogue's 124; set-aside text
    // is not counted as written.
    expect(await listed(strategy.id)).toMatchObject({ sectionCount: 3, sectionsDone: 0 });
    const restored = await answer(
      server.api.strategies[':id']['set-aside'].restore.$post({
        param,
        json: { key: 'supplier-strategy' },
      }),
      200,
    );
    expect(restored.sections['supplier-strategy']!.content).toBe('Local flour mills.');
    expect(restored.setAside).toBeUndefined();
    expect(await listed(strategy.id)).toMatchObject({ sectionCount: 4, sectionsDone: 1 });
  });
});
