import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSection } from '../testing/api-steps.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const metadata = {
  companyName: 'Acme Bakery',
  clientName: 'Jane Doe',
  preparedBy: 'Maker Consulting',
  preparedDate: '2026-11-21',
  digitalLink: 'https://example.com/strategy',
};

type NewStrategy = Parameters<TestServer['api']['strategies']['$post']>[0]['json'];

function create(json: NewStrategy = { overview: 'An artisan bakery', metadata }) {
  return answer(server.api.strategies.$post({ json }), 201);
}

function read(id: string) {
  return answer(server.api.strategies[':id'].$get({ param: { id } }), 200);
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json()) as { error: string };
  return body.error;
}

describe(`strategies API on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers health with the database kind and provider state', async () => {
    expect(await answer(server.api.health.$get(), 200)).toMatchObject({
      ok: true,
      database: process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
      provider: { configured: false },
    });
  });

  it('names no model in health when no provider is configured', async () => {
    const body = await answer(server.api.health.$get(), 200);
    expect(body.provider).toEqual({ configured: false });
  });

  it('serves the catalogue: 20 groups, 124 sections, 21 prerequisite edges', async () => {
    const body = await answer(server.api.catalogue.$get(), 200);
    const sections = body.groups.flatMap((group) => group.sections);
    expect(body.groups).toHaveLength(20);
    expect(sections).toHaveLength(124);
    expect(sections.flatMap((section) => section.prerequisites)).toHaveLength(21);
    expect(sections[4]).toMatchObject({
      key: 'steven-reiss-s-16-human-desires',
      title: "Steven Reiss's 16 Human Desires",
    });
    expect(sections.find((s) => s.key === 'email-sales-sequence')?.prerequisites).toEqual([
      {
        key: 'irresistible-offer',
        title: 'Irresistible Offer',
        relevance: 'high',
        context: expect.any(String),
      },
      {
        key: 'clear-call-to-action',
        title: 'Clear Call to Action',
        relevance: 'high',
        context: expect.any(String),
      },
    ]);
  });

  it('creates, reads and lists a strategy, newest first', async () => {
    const first = await create();
    expect(first).toMatchObject({ overview: 'An artisan bakery', metadata, version: 1 });
    expect(first.language).toBe('English');
    const second = await create({ overview: 'A bike repair shop', language: 'French' });
    expect(second.metadata).toMatchObject({ companyName: '', preparedDate: '' });

    // Reading also prices what is written (nothing yet), in the settings' currency.
    expect(await read(first.id)).toEqual({ ...first, cost: { amount: 0, currency: 'USD' } });

    const list = (await answer(server.api.strategies.$get({ query: {} }), 200)).items;
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((item) => item.id === first.id)).toMatchObject({
      companyName: 'Acme Bakery',
      clientName: 'Jane Doe',
      sectionsDone: 0,
      sectionCount: 124,
    });
  });

  it('updates with the current version and answers 409 to a stale one', async () => {
    const strategy = await create();
    const updated = await answer(
      server.api.strategies[':id'].$patch({
        param: { id: strategy.id },
        json: { version: 1, overview: 'A bakery with a cafe', metadata: { clientName: 'John' } },
      }),
      200,
    );
    expect(updated).toMatchObject({
      version: 2,
      overview: 'A bakery with a cafe',
      metadata: { ...metadata, clientName: 'John' },
    });

    const stale = await answer(
      server.api.strategies[':id'].$patch({
        param: { id: strategy.id },
        json: { version: 1, overview: 'Lost update' },
      }),
      409,
    );
    expect(stale.error).toMatch(/changed elsewhere/);
    expect((await read(strategy.id)).overview).toBe('A bakery with a cafe');
  });

  it('refuses a version larger than the database can hold with 400, not a server error', async () => {
    const strategy = await create();
    for (const [path, body] of [
      [`/api/strategies/${strategy.id}`, { version: 2_147_483_648, overview: 'Too far' }],
      [
        `/api/strategies/${strategy.id}/sections/mission-statement`,
        { version: 2_147_483_648, content: 'Too far' },
      ],
    ] as const) {
      const response = await server.request(path, {
        method: path.includes('/sections/') ? 'PUT' : 'PATCH',
        json: body,
      });
      expect(response.status, path).toBe(400);
      expect(await errorOf(response)).toMatch(/^Version: /);
    }
  });

  it('saves a person’s section edit and shows it on read', async () => {
    const strategy = await create();
    await writeSection(
      server,
      strategy.id,
      'mission-statement',
      '## Mission\n\nBake bread, daily.',
    );
    expect((await read(strategy.id)).sections['mission-statement']).toMatchObject({
      title: 'Mission Statement',
      status: 'done',
      content: '## Mission\n\nBake bread, daily.',
    });

    const unknownSection = await answer(
      server.api.strategies[':id'].sections[':key'].$put({
        param: { id: strategy.id, key: 'nope' },
        json: { content: 'x', version: 0 },
      }),
      400,
    );
    expect(unknownSection.error).toBe('Key: must be a section of the catalogue');
  });

  it('deletes a strategy with its sections; then it is not found', async () => {
    const strategy = await create();
    const param = { id: strategy.id };
    await writeSection(server, strategy.id, 'vision-statement', 'Vision');
    expect((await server.api.strategies[':id'].$delete({ param })).status).toBe(204);
    const gone = await answer(server.api.strategies[':id'].$get({ param }), 404);
    expect(gone.error).toBe('Strategy not found');
    expect((await server.api.strategies[':id'].$delete({ param })).status).toBe(404);
  });
});

describe('bad input gets a 4xx with a clear message, never a 500', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a missing overview', { metadata }, /^Overview: Business overview is required$/],
    ['a blank overview', { overview: '   ' }, /^Overview: Business overview is required$/],
    ['a wrong type', { overview: 42 }, /^Overview: must be text$/],
    [
      'a 25,000-character overview',
      { overview: 'x'.repeat(25_000) },
      /^Overview: must be at most 20,000 characters$/,
    ],
    [
      'a javascript: digital link',
      { overview: 'ok', metadata: { digitalLink: 'javascript:alert(1)' } },
      /^Metadata, digital link: must be an http\(s\) address$/,
    ],
    [
      'a malformed date',
      { overview: 'ok', metadata: { preparedDate: 'tomorrow' } },
      /^Metadata, prepared date: /,
    ],
    ['an unknown language', { overview: 'ok', language: 'Klingon' }, /^Language: /],
    ['an array body', [1, 2], /./],
  ];
  it.each(cases)('refuses %s', async (_name, body, message) => {
    const response = await server.request('/api/strategies', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
  });

  it('refuses malformed JSON', async () => {
    const response = await server.request('/api/strategies', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"overview": ',
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/JSON/i);
  });

  it('answers 400 naming the id for a malformed one, 404 for an unknown one', async () => {
    for (const id of ['abc', '123', "1' OR '1'='1"]) {
      const response = await server.request(`/api/strategies/${encodeURIComponent(id)}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe('ID: must be a strategy id (a UUID)');
    }
    const unknown = await answer(
      server.api.strategies[':id'].$get({ param: { id: '00000000-0000-4000-8000-000000000000' } }),
      404,
    );
    expect(unknown.error).toBe('Strategy not found');
  });

  it('refuses an oversize body with 413', async () => {
    const response = await server.request('/api/strategies', {
      method: 'POST',
      json: { overview: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe('Request body too large');
  });

  it('refuses a PATCH without version', async () => {
    const strategy = await create();
    const response = await server.request(`/api/strategies/${strategy.id}`, {
      method: 'PATCH',
      json: { overview: 'new' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/^Version: /);
  });
});
