import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFieldPath } from '../../domain/field-path.ts';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Regressions found by the API fuzz (src/server/fuzz.api.test.ts): each once answered 500. */

let server: TestServer;
let strategy: Awaited<ReturnType<typeof read>>;
let editShare: { id: string };

const UNSTORABLE = 'must not contain NUL or other control characters, or broken Unicode';

beforeAll(async () => {
  server = await startTestServer();
  strategy = await answer(server.api.strategies.$post({ json: { overview: 'A bakery' } }), 201);
  await writeSection(server, strategy.id, 'mission-statement', 'Bread for everyone.');
  editShare = await createShare(server, strategy.id, 'edit');
});
afterAll(async () => {
  await server?.close();
});

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

function read(id: string) {
  return answer(server.api.strategies[':id'].$get({ param: { id } }), 200);
}

async function savedState() {
  const list = (await answer(server.api.strategies.$get({ query: {} }), 200)).items;
  const saved = await read(strategy.id);
  const review = await answer(
    server.api.strategies[':id'].review.$get({ param: { id: strategy.id } }),
    200,
  );
  const settings = await answer(server.api.settings.$get(), 200);
  return { list, saved, review, settings };
}

describe(`malformed input on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  // Malformed ids and bodies the typed client refuses to send: requests as written.
  it('answers 400 to deleting a strategy by an id that is not a uuid', async () => {
    for (const id of ['not-a-uuid', '%C3%A9', `${strategy.id.replaceAll('-', '')}`]) {
      const response = await server.request(`/api/strategies/${id}`, { method: 'DELETE' });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe('ID: must be a strategy id (a UUID)');
    }
    expect((await server.api.strategies[':id'].$get({ param: { id: strategy.id } })).status).toBe(
      200,
    );
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
    const unknown = await answer(
      server.api.strategies[':id'].runs[':runId'].$delete({ param: { id: strategy.id, runId } }),
      404,
    );
    expect(unknown.error).toBe('That run is not running');
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
    await writeSection(server, strategy.id, 'vision-statement', content);
    const saved = await read(strategy.id);
    expect(saved.sections['vision-statement']?.content).toBe(content);
  });
});
