import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_KEYS } from '../domain/catalogue.ts';
import { LOGO_MIME_TYPES } from '../domain/logo.ts';
import { strategies } from './db/schema.ts';
import { EXPORT_FORMATS } from './exports/export-formats.ts';
import { createShare, writeSection } from './testing/api-steps.ts';
import { databaseDigest } from './testing/database-digest.ts';
import { TINY_PNG } from './testing/export-fixtures.ts';
import {
  bodyRecipe,
  buildBody,
  hostileLogo,
  hostileSegment,
  jsonContentType,
  strategyIdLookalikes,
} from './testing/hostile-input.ts';
import { type RawRequest, type RawResponse, sendRaw } from './testing/raw-http.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { answer } from './testing/typed-answer.ts';

/**
 * Property-based fuzz of every JSON route and the logo upload over real HTTP (every input
 * validated, refused with 400 naming the field, nothing half-stored): whatever arrives, the answer is never 5xx, an error is `{error: "<message>"}`, the
 * server keeps answering, and a refused request leaves the database exactly as it was.
 */

let server: TestServer;
let seed: { strategyId: string; keys: string[]; viewShareId: string; editShareId: string };
/** Digest of every table, taken after the last request that succeeded. */
let baseline: string;
const statuses = new Map<number, number>();
let requestCount = 0;
let serverErrorCount = 0;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

function describeRequest(request: RawRequest): string {
  const body = request.body ? Buffer.from(request.body) : Buffer.alloc(0);
  const preview = body.subarray(0, 120).toString('utf8');
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return `${request.method} ${request.path.slice(0, 160)} [${request.contentType ?? 'no content-type'}] ${body.length} bytes (${hash}) ${JSON.stringify(preview)}`;
}

/**
 * Node's HTTP parser answers a bare 400 to a request line holding a byte outside printable
 * ASCII (a raw `é`), before the app sees the request: there is no JSON to give then.
 */
function refusedByHttpParser(request: RawRequest, response: RawResponse): boolean {
  return (
    response.status === 400 &&
    response.headers['content-type'] === undefined &&
    /[^\x21-\x7e]/.test(request.path)
  );
}

/**
 * Sends one request and checks the properties every answer must have. A refused request (4xx)
 * must leave the database as it was; after an accepted one the new state is the baseline.
 */
async function exchange(request: RawRequest): Promise<RawResponse> {
  const response = await sendRaw(server.url, request);
  requestCount += 1;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const summary = `${describeRequest(request)} -> ${response.status} ${response.body.subarray(0, 300).toString('utf8')}`;
  if (response.status >= 500) {
    serverErrorCount += 1;
    throw new Error(`server error: ${summary}`);
  }
  if (response.status >= 400) {
    if (!refusedByHttpParser(request, response)) {
      expect(response.headers['content-type'], summary).toMatch(/^application\/json/);
      const body = JSON.parse(response.body.toString('utf8')) as { error?: unknown };
      expect(typeof body.error === 'string' && body.error.trim().length > 0, summary).toBe(true);
    }
    expect(
      await databaseDigest(server.database.db),
      `a refused request changed the database: ${summary}`,
    ).toBe(baseline);
  } else {
    baseline = await databaseDigest(server.database.db);
  }
  return response;
}

async function expectHealthy() {
  const response = await exchange({ method: 'GET', path: '/api/health' });
  expect(response.status).toBe(200);
}

function seededOr<T>(seeded: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 5, arbitrary: seeded }, { weight: 2, arbitrary: hostile });
}

/** Ids that usually name the seeded strategy (so a body reaches the database), else nothing. */
const strategyTarget = () =>
  seededOr(
    fc.constant(seed.strategyId),
    fc.oneof(hostileSegment(), fc.constantFrom(...strategyIdLookalikes(seed.strategyId))),
  );
const shareTarget = () =>
  seededOr(fc.constantFrom(seed.editShareId, seed.viewShareId), hostileSegment());
const keyTarget = () =>
  seededOr(fc.constantFrom(...seed.keys, ...SECTION_KEYS.slice(-3)), hostileSegment());

interface JsonRoute {
  name: string;
  method: string;
  path(target: { strategyId: string; shareId: string; key: string }): string;
  /** A body the route accepts, which the fuzz then breaks. */
  template(): Promise<Record<string, unknown>> | Record<string, unknown>;
}

const JSON_ROUTES: JsonRoute[] = [
  {
    name: 'create strategy',
    method: 'POST',
    path: () => '/api/strategies',
    template: () => ({
      overview: 'A neighbourhood bakery',
      metadata: {
        companyName: 'Acme',
        clientName: 'Jane',
        preparedBy: 'Maker Consulting',
        preparedDate: '2026-01-31',
        digitalLink: 'https://example.com',
      },
      language: 'English',
    }),
  },
  {
    name: 'change strategy',
    method: 'PATCH',
    path: ({ strategyId }) => `/api/strategies/${strategyId}`,
    template: async () => ({
      version: await currentVersion(),
      overview: 'A bakery that also roasts coffee',
      metadata: { companyName: 'Acme Coffee', preparedDate: '', digitalLink: '' },
      language: 'French',
    }),
  },
  {
    name: 'edit section',
    method: 'PUT',
    path: ({ strategyId, key }) => `/api/strategies/${strategyId}/sections/${key}`,
    template: () => ({ content: '## Edited\n\nBy the owner.', version: 0 }),
  },
  {
    name: 'start run',
    method: 'POST',
    path: ({ strategyId }) => `/api/strategies/${strategyId}/runs`,
    template: () => ({ sections: [seed.keys[0]], replace: false }),
  },
  {
    name: 'create share',
    method: 'POST',
    path: ({ strategyId }) => `/api/strategies/${strategyId}/shares`,
    template: () => ({ accessType: 'view', expiresInDays: 7 }),
  },
  {
    name: 'edit section through a share',
    method: 'PUT',
    path: ({ shareId, key }) => `/api/shares/${shareId}/sections/${key}`,
    template: () => ({ content: 'Edited through a share', version: 0 }),
  },
  {
    name: 'change settings',
    method: 'PUT',
    path: () => '/api/settings',
    // No provider: with one, the fuzz's refused runs would start generating in the background.
    template: () => ({
      provider: { concurrency: 2 },
      currency: 'EUR',
      prices: { 'llama3.1': { inputPerMillion: 0, outputPerMillion: 0 } },
    }),
  },
  {
    name: 'sign in',
    method: 'POST',
    path: () => '/api/session',
    template: () => ({ token: 'not-the-token' }),
  },
];

async function currentVersion(): Promise<number> {
  const [row] = await server.database.db
    .select({ version: strategies.version })
    .from(strategies)
    .where(sql`${strategies.id} = ${seed.strategyId}`);
  return row?.version ?? 1;
}

beforeAll(async () => {
  server = await startTestServer(
    { provider: undefined },
    // The fuzz sends thousands of share requests from one address; the limit has its own tests.
    { shareRateLimit: { limit: 1_000_000, windowMs: 60_000 } },
  );
  const strategy = await answer(
    server.api.strategies.$post({
      json: {
        overview: 'A neighbourhood bakery',
        metadata: {
          companyName: 'Acme Bakery',
          clientName: 'Jane Doe',
          preparedDate: '2026-01-31',
        },
      },
    }),
    201,
  );
  const keys = SECTION_KEYS.slice(0, 3);
  for (const key of keys) {
    const content = `## ${key}\n\n- a point\n- **bold** [link](https://example.com)`;
    await writeSection(server, strategy.id, key, content);
  }
  const logo = await server.request(`/api/strategies/${strategy.id}/logo`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: TINY_PNG,
  });
  expect(logo.status).toBe(200);
  seed = {
    strategyId: strategy.id,
    keys,
    viewShareId: (await createShare(server, strategy.id, 'view', { expiresInDays: 7 })).id,
    editShareId: (await createShare(server, strategy.id, 'edit', { expiresInDays: null })).id,
  };
  baseline = await databaseDigest(server.database.db);
});

afterAll(async () => {
  const byStatus = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(`fuzz: ${requestCount} requests, ${serverErrorCount} responses 5xx (${byStatus})`);
  await server?.close();
});

describe(`API fuzz on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers hostile bodies on every JSON route with a 4xx and loses nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...JSON_ROUTES),
        fc.record({ strategyId: strategyTarget(), shareId: shareTarget(), key: keyTarget() }),
        bodyRecipe(),
        jsonContentType(),
        fc.boolean(),
        async (route, target, recipe, contentType, chunked) => {
          const body = buildBody(await route.template(), recipe);
          await exchange({
            method: route.method,
            path: route.path(target),
            contentType,
            body,
            chunked,
          });
        },
      ),
      { numRuns: 1_000 },
    );
    await expectHealthy();
  });

  it('answers odd ids, keys and paths with a 4xx JSON error', async () => {
    const seededRead = fc.oneof(
      fc.constantFrom(seed.strategyId, ...strategyIdLookalikes(seed.strategyId)),
      hostileSegment(),
    );
    const anyShare = fc.oneof(
      fc.constantFrom(seed.viewShareId, seed.editShareId),
      hostileSegment(),
    );
    const hostile = hostileSegment();
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
    // Deleting or streaming the seeded strategy is a success, not a refusal: those get only
    // ids that name nothing.
    const request: fc.Arbitrary<RawRequest> = fc.oneof(
      seededRead.map((id) => ({ method: 'GET', path: `/api/strategies/${id}` })),
      seededRead.map((id) => ({ method: 'GET', path: `/api/strategies/${id}/logo` })),
      seededRead.map((id) => ({ method: 'GET', path: `/api/strategies/${id}/shares` })),
      fc
        .tuple(seededRead, hostile)
        .map(([id, runId]) => ({ method: 'DELETE', path: `/api/strategies/${id}/runs/${runId}` })),
      fc
        .tuple(seededRead, keyTarget())
        .map(([id, key]) => ({ method: 'PUT', path: `/api/strategies/${id}/sections/${key}` })),
      hostile.map((id) => ({ method: 'DELETE', path: `/api/strategies/${id}` })),
      hostile.map((id) => ({ method: 'DELETE', path: `/api/strategies/${id}/logo` })),
      hostile.map((id) => ({ method: 'GET', path: `/api/strategies/${id}/events` })),
      anyShare.map((id) => ({ method: 'GET', path: `/api/shares/${id}` })),
      anyShare.map((id) => ({ method: 'GET', path: `/api/shares/${id}/logo` })),
      hostile.map((id) => ({ method: 'DELETE', path: `/api/shares/${id}` })),
      fc
        .tuple(fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), anyShare, hostile)
        .map(([verb, id, rest]) => ({
          method: verb,
          path: `/api/shares/${id}/${rest}`,
        })),
      fc.tuple(method, hostile).map(([verb, rest]) => ({ method: verb, path: `/api/${rest}` })),
      fc.tuple(method, seededRead, hostile).map(([verb, id, rest]) => ({
        method: verb,
        path: `/api/strategies/${id}/${rest}`,
      })),
      fc
        .tuple(
          method,
          fc.constantFrom(
            '/api//strategies',
            '/api/strategies/',
            '/api/strategies?id=%00',
            '/api/%2e%2e/api/health',
            '/api/shares/',
            '/api/shares//logo',
            `/api/strategies/${seed.strategyId}/sections/`,
            `/api/strategies/${seed.strategyId}/runs/`,
          ),
        )
        .map(([verb, path]) => ({ method: verb, path })),
    );
    await fc.assert(
      fc.asyncProperty(request, async (candidate) => {
        const response = await exchange(candidate);
        // Reads of the seeded records succeed; everything else must be refused.
        if (response.status < 400) {
          expect(candidate.method, describeRequest(candidate)).toBe('GET');
        }
      }),
      { numRuns: 800 },
    );
    await expectHealthy();
  });

  it('refuses logos that are not PNG, JPEG, GIF or WebP, or over 2 MB; serves any it keeps as an image', async () => {
    const contentType = fc.constantFrom(
      'image/png',
      'image/svg+xml',
      'text/html',
      'application/json',
      'application/octet-stream',
      undefined,
      '',
    );
    await fc.assert(
      fc.asyncProperty(
        seededOr(
          fc.constant(seed.strategyId),
          fc.oneof(hostileSegment(), fc.constantFrom(...strategyIdLookalikes(seed.strategyId))),
        ),
        hostileLogo(),
        contentType,
        async (id, { body, chunked }, type) => {
          const response = await exchange({
            method: 'PUT',
            path: `/api/strategies/${id}/logo`,
            contentType: type,
            body,
            chunked,
          });
          if (response.status >= 400) return;
          const served = await exchange({
            method: 'GET',
            path: `/api/strategies/${seed.strategyId}/logo`,
          });
          expect(LOGO_MIME_TYPES as readonly string[]).toContain(served.headers['content-type']);
          expect(served.headers['x-content-type-options']).toBe('nosniff');
          expect(served.headers['content-security-policy']).toBe("default-src 'none'");
          expect(served.body.equals(body)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
    await expectHealthy();
  });

  it('exports only for a known strategy or share and a known format', async () => {
    const format = fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...EXPORT_FORMATS) },
      {
        weight: 3,
        arbitrary: fc.oneof(
          fc.constantFrom('PDF', 'pdf%00', 'pdf.exe', 'html', 'svg', '..%2fpdf', ''),
          hostileSegment(),
        ),
      },
    );
    const owner = fc.tuple(
      fc.oneof(
        { weight: 1, arbitrary: fc.constant(seed.strategyId) },
        { weight: 3, arbitrary: hostileSegment() },
      ),
      format,
    );
    const shared = fc.tuple(
      fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(seed.viewShareId, seed.editShareId) },
        { weight: 3, arbitrary: hostileSegment() },
      ),
      format,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          owner.map(([id, type]) => `/api/strategies/${id}/export/${type}`),
          shared.map(([id, type]) => `/api/shares/${id}/export/${type}`),
        ),
        async (path) => {
          // A real export renders a whole document: slow beside the browser tests, not wrong.
          const response = await exchange({ method: 'GET', path, answerTimeoutMs: 60_000 });
          if (response.status === 200) {
            expect(response.headers['content-disposition']).toMatch(
              /^attachment; filename="([A-Za-z0-9-]+-)?business-strategy(-slides)?-\d{4}-\d{2}-\d{2}\.(pdf|docx|pptx|xlsx|csv|md)"(; filename\*=UTF-8''[A-Za-z0-9%._-]+)?$/,
            );
          }
        },
      ),
      { numRuns: 40 },
    );
    await expectHealthy();
  }, 300_000);

  it('has a database digest that sees one more byte in a logo or a section', async () => {
    const { db } = server.database;
    const before = await databaseDigest(server.database.db);
    await db.execute(sql`UPDATE logos SET bytes = bytes || '\\x00'::bytea`);
    const withLogoChanged = await databaseDigest(server.database.db);
    expect(withLogoChanged).not.toBe(before);
    await db.execute(sql`UPDATE sections SET content = content || '.'`);
    expect(await databaseDigest(server.database.db)).not.toBe(withLogoChanged);
  });

  it('leaves Object.prototype untouched and the seeded records readable', async () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const strategy = await server.api.strategies[':id'].$get({ param: { id: seed.strategyId } });
    expect(strategy.status).toBe(200);
    for (const shareId of [seed.viewShareId, seed.editShareId]) {
      expect((await server.api.shares[':shareId'].$get({ param: { shareId } })).status).toBe(200);
    }
  });
});
