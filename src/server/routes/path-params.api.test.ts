import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_SHARE_LINK } from '../errors.ts';
import { createShare } from '../testing/api-steps.ts';
import { fillPath, type MountedRoute, mountedRoutes } from '../testing/mounted-routes.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Every path parameter of every mounted route is checked at the edge: 400, never a 500. */
let server: TestServer;
let valid: Record<string, string>;

/** A malformed value of each parameter, and the answer: 400 unless `status` says otherwise. */
const MALFORMED: Record<string, { value: string; error: string; status?: number }> = {
  id: { value: 'not-a-uuid', error: 'ID: must be a strategy id (a UUID)' },
  shareId: { value: "1' OR '1'='1", error: INVALID_SHARE_LINK },
  key: { value: 'no-such-section', error: 'Key: must be a section of the catalogue' },
  format: {
    value: 'exe',
    error: 'Format: must be one of pdf, docx, pptx, slides-pdf, xlsx, csv, md',
  },
  runId: { value: '42', error: 'Run id: must be a run id (a UUID)' },
  docId: { value: 'x', error: 'Document id: must be a document id (a UUID)' },
  profileId: { value: 'no-such-preset', error: 'Profile id: must be a report profile id' },
  commentId: { value: '7', error: 'Comment id: must be a comment id (a UUID)' },
  versionId: { value: 'latest', error: 'Version id: must be a version id (a UUID)' },
  playbookId: { value: 'no-such-playbook', error: 'Playbook id: must be a playbook id' },
  // The signed download link's (decision 0047).
  strategyId: { value: 'not-a-uuid', error: 'Strategy id: must be a strategy id (a UUID)' },
  // A file of the API reference page: one it does not serve is simply not found.
  file: { value: '..%2Fpackage.json', error: 'Not found', status: 404 },
};

beforeAll(async () => {
  server = await startTestServer();
  const strategy = await answer(
    server.api.strategies.$post({ json: { overview: 'A bakery' } }),
    201,
  );
  const share = await createShare(server, strategy.id, 'edit');
  valid = {
    id: strategy.id,
    shareId: share.id,
    key: 'mission-statement',
    format: 'md',
    runId: '00000000-0000-4000-8000-000000000000',
    docId: '00000000-0000-4000-8000-000000000000',
    profileId: '00000000-0000-4000-8000-000000000000',
    commentId: '00000000-0000-4000-8000-000000000000',
    versionId: '00000000-0000-4000-8000-000000000000',
    playbookId: '00000000-0000-4000-8000-000000000000',
    strategyId: strategy.id,
    file: 'start.js',
  };
});
afterAll(async () => {
  await server?.close();
});

function paramsOf(route: MountedRoute): string[] {
  return [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

describe(`path parameters on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers 400 naming the parameter on every route, for each malformed one (404 for a file the reference page does not serve)', async () => {
    const cases = mountedRoutes(server.context).flatMap((route) =>
      paramsOf(route).map((param) => ({ route, param })),
    );
    expect(new Set(cases.map(({ param }) => param))).toEqual(new Set(Object.keys(MALFORMED)));
    expect(cases.length).toBeGreaterThan(25);
    for (const { route, param } of cases) {
      const malformed = MALFORMED[param];
      expect(malformed, `a malformed value for :${param}`).toBeDefined();
      const path = fillPath(route.path, { ...valid, [param]: malformed!.value });
      const response = await server.request(path, {
        method: route.method,
        ...(['GET', 'HEAD', 'DELETE'].includes(route.method) ? {} : { json: {} }),
      });
      const body = (await response.json()) as { error: string };
      expect({ route, param, status: response.status, error: body.error }).toEqual({
        route,
        param,
        status: malformed!.status ?? 400,
        error: malformed!.error,
      });
    }
  });
});
