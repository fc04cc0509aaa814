import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFieldPath } from '../../domain/field-path.ts';
import type { ShareLink } from '../../domain/share.ts';
import type { Strategy, StrategyPage } from '../../domain/strategy.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** Regressions found by the API fuzz (src/server/fuzz.api.test.ts): each once answered 500. */

let server: TestServer;
let strategy: Strategy;
let editShare: ShareLink;

const UNSTORABLE = 'must not contain NUL or other control characters, or broken Unicode';

beforeAll(async () => {
  server = await startTestServer();
  strategy = (await (
    await server.request('/api/strategies', { method: 'POST', json: { overview: 'A bakery' } })
  ).json()) as Strategy;
  await server.request(`/api/strategies/${strategy.id}/sections/mission-statement`, {
    method: 'PUT',
    json: { content: 'Bread for everyone.', version: 0 },
  });
  editShare = (await (
    await server.request(`/api/strategies/${strategy.id}/shares`, {
      method: 'POST',
      json: { accessType: 'edit' },
    })
  ).json()) as ShareLink;
});
afterAll(async () => {
  await server?.close();
});

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

async function savedState() {
  const list = ((await (await server.request('/api/strategies')).json()) as StrategyPage).items;
  const saved = await (await server.request(`/api/strategies/${strategy.id}`)).json();
  const review = await (await server.request(`/api/strategies/${strategy.id}/review`)).json();
  const settings = await (await server.request('/api/settings')).json();
  return { list, saved, review, settings };
}

describe(`malformed input on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers 400 to deleting a strategy by an id that is not a uuid', async () => {
    for (const id of ['not-a-uuid', '%C3%A9', `${strategy.id.replaceAll('-', '')}`]) {
      const response = await server.request(`/api/strategies/${id}`, { method: 'DELETE' });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe('ID: must be a strategy id (a UUID)');
    }
    expect((await server.request(`/api/strategies/${strategy.id}`)).status).toBe(200);
  });

  it('answers 400 to cancelling a run when the strategy or run id is not a uuid', async () => {
    const runId = '00000000-0000-4000-8000-000000000000';
    for (const [path, error] of [
      [`/api/strategies/${strategy.id}/runs/not-a-uuid`, 'Run id: must be a run id (a UUID)'],
      [`/api/strategies/prototype/runs/${runId}`, 'ID: must be a strategy id (a UUID)'],
      [`/api/strategies/x/runs/y`, 'ID: must be a strategy id (a UUID)'],
    ]) {
      const response = await server.request(path!, { method: 'DELETE' });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(error);
    }
    const unknown = await server.request(`/api/strategies/${strategy.id}/runs/${runId}`, {
      method: 'DELETE',
    });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('That run is not running');
  });

  const cases: [
    name: string,
    method: string,
    path: () => string,
    body: () => unknown,
    field: string,
  ][] = [
    [
      'a NUL in the overview',
      'POST',
      () => '/api/strategies',
      () => ({ overview: 'A\u0000B' }),
      'overview',
    ],
    [
      'a lone surrogate in a metadata field',
      'POST',
      () => '/api/strategies',
      () => ({ overview: 'A bakery', metadata: { companyName: 'Acme \ud800' } }),
      'metadata.companyName',
    ],
    [
      'a NUL in the Digital Version Link',
      'PATCH',
      () => `/api/strategies/${strategy.id}`,
      () => ({
        version: strategy.version,
        metadata: { digitalLink: 'https://example.com/\u0000' },
      }),
      'metadata.digitalLink',
    ],
    [
      'a NUL in a section edit',
      'PUT',
      () => `/api/strategies/${strategy.id}/sections/mission-statement`,
      () => ({ content: 'Bread\u0000', version: 0 }),
      'content',
    ],
    [
      'a lone surrogate in a section edit through a share',
      'PUT',
      () => `/api/shares/${editShare.id}/sections/mission-statement`,
      () => ({ content: '\udfffBread', version: 0 }),
      'content',
    ],
    [
      'a bell character in a section edit',
      'PUT',
      () => `/api/strategies/${strategy.id}/sections/mission-statement`,
      () => ({ content: 'Bread\u0007', version: 0 }),
      'content',
    ],
    [
      "a NUL in a comment's body through a link",
      'POST',
      () => `/api/shares/${editShare.id}/sections/mission-statement/comments`,
      () => ({ author: 'Jane', body: 'Looks good\u0000' }),
      'body',
    ],
    [
      "a NUL in a comment's author through a link",
      'POST',
      () => `/api/shares/${editShare.id}/sections/mission-statement/comments`,
      () => ({ author: 'Ja\u0000ne', body: 'Looks good' }),
      'author',
    ],
    [
      "an escape character in a comment's quote through a link",
      'POST',
      () => `/api/shares/${editShare.id}/sections/mission-statement/comments`,
      () => ({ author: 'Jane', body: 'Looks good', quote: 'Bread\u001b[31m' }),
      'quote',
    ],
    [
      "a NUL in the owner's comment",
      'POST',
      () => `/api/strategies/${strategy.id}/sections/mission-statement/comments`,
      () => ({ body: '\u0000' }),
      'body',
    ],
    [
      "a C1 control character in an approval's note",
      'POST',
      () => `/api/shares/${editShare.id}/sections/mission-statement/approval`,
      () => ({ state: 'changes-requested', comment: 'Shorter\u0085 please', version: 1 }),
      'comment',
    ],
  ];

  it.each(cases)(
    'refuses %s with 400 naming the field and keeps what was saved',
    async (_name, method, path, body, field) => {
      const before = await savedState();
      const response = await server.request(path(), { method, json: body() });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(`${describeFieldPath(field)}: ${UNSTORABLE}`);
      expect(await savedState()).toEqual(before);
    },
  );

  it('still stores text with emoji, bidi marks, a byte-order mark, tabs and line breaks', async () => {
    const content = 'Bread 🥖 \u202e\u2028\ufeff\tdone\r\nand more';
    const response = await server.request(
      `/api/strategies/${strategy.id}/sections/vision-statement`,
      { method: 'PUT', json: { content, version: 0 } },
    );
    expect(response.status).toBe(200);
    const saved = (await (
      await server.request(`/api/strategies/${strategy.id}`)
    ).json()) as Strategy;
    expect(saved.sections['vision-statement']?.content).toBe(content);
  });
});
