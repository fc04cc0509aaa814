import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareLink } from '../../domain/share.ts';
import { logos, sections, shares } from '../db/schema.ts';
import { TINY_PNG } from '../testing/export-fixtures.ts';
import { openEventStream } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

const TOKEN = 'owner-token-0123456789';
const OWNER: Record<string, string> = { authorization: `Bearer ${TOKEN}` };
const EXPIRED = 'This share link has expired or is invalid';
const DAY_MS = 24 * 60 * 60 * 1000;

/** No access token: the default loopback set-up. */
let server: TestServer;
/** APP_ACCESS_TOKEN set: share routes must stay open, owner routes must not. */
let guarded: TestServer;

beforeAll(async () => {
  [server, guarded] = await Promise.all([
    startTestServer(),
    startTestServer({ accessToken: TOKEN }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), guarded?.close()]);
});

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

type NewShare = Parameters<TestServer['api']['strategies'][':id']['shares']['$post']>[0]['json'];

async function createStrategy(on: TestServer, headers: Record<string, string> = {}) {
  const strategy = await answer(
    on.api.strategies.$post(
      { json: { overview: 'A neighbourhood bakery', metadata: { companyName: 'Acme Bakery' } } },
      { headers },
    ),
    201,
  );
  for (const [key, content] of Object.entries({
    'mission-statement': '## Mission\n\nBread for everyone.',
    'vision-statement': 'A bakery on every corner.',
  })) {
    await answer(
      on.api.strategies[':id'].sections[':key'].$put(
        { param: { id: strategy.id, key }, json: { content, version: 0 } },
        { headers },
      ),
      200,
    );
  }
  return strategy;
}

function createShare(
  on: TestServer,
  strategyId: string,
  json: NewShare,
  headers: Record<string, string> = {},
) {
  return answer(
    on.api.strategies[':id'].shares.$post({ param: { id: strategyId }, json }, { headers }),
    201,
  );
}

function readStrategy(on: TestServer, id: string, headers: Record<string, string> = {}) {
  return answer(on.api.strategies[':id'].$get({ param: { id } }, { headers }), 200);
}

function listShares(on: TestServer, id: string, headers: Record<string, string> = {}) {
  return answer(on.api.strategies[':id'].shares.$get({ param: { id } }, { headers }), 200);
}

function readShare(on: TestServer, shareId: string) {
  return on.api.shares[':shareId'].$get({ param: { shareId } });
}

async function shareRows(on: TestServer, shareId: string) {
  return on.database.db.select().from(shares).where(eq(shares.id, shareId));
}

describe(`shares API on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('creates a share with a UUID, a link on the request’s origin and no expiry', async () => {
    const strategy = await createStrategy(server);
    const share = await createShare(server, strategy.id, {
      accessType: 'view',
      expiresInDays: null,
    });
    expect(share).toEqual({
      id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      url: `${server.url}/share/${share.id}`,
      accessType: 'view',
      createdAt: expect.any(String),
      expiresAt: null,
      profileId: null,
    });
    expect(await listShares(server, strategy.id)).toEqual([share]);
  });

  it('builds the link from X-Forwarded-Proto and -Host (behind a TLS proxy), if well-formed', async () => {
    // Behind a proxy the owner routes need the access token.
    const strategy = await createStrategy(guarded, OWNER);
    const { id, url } = await createShare(
      guarded,
      strategy.id,
      { accessType: 'view', expiresInDays: null },
      { ...OWNER, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'strategy.example.com' },
    );
    expect(url).toBe(`https://strategy.example.com/share/${id}`);

    const forged = await guarded.request(`/api/strategies/${strategy.id}/shares`, {
      method: 'POST',
      headers: {
        ...OWNER,
        'x-forwarded-proto': 'javascript',
        'x-forwarded-host': 'evil.example/<script>',
      },
      json: { accessType: 'view', expiresInDays: null },
    });
    const link = (await forged.json()) as ShareLink;
    expect(link.url).toBe(`${guarded.url}/share/${link.id}`);
  });

  it('sets expiresAt 7 days out for a 7-day share', async () => {
    const strategy = await createStrategy(server);
    const share = await createShare(server, strategy.id, { accessType: 'edit', expiresInDays: 7 });
    const expiresIn = Date.parse(share.expiresAt!) - Date.now();
    expect(Math.abs(expiresIn - 7 * DAY_MS)).toBeLessThan(60_000);
    expect(Date.parse(share.expiresAt!) - Date.parse(share.createdAt)).toBe(7 * DAY_MS);
  });

  it('refuses a bad share request with 400 naming the field, an unknown strategy with 404', async () => {
    const strategy = await createStrategy(server);
    const cases: [unknown, string][] = [
      [
        { accessType: 'admin', expiresInDays: null },
        'Access type: must be view, comment, edit, intake or memo',
      ],
      [
        { accessType: 'view', expiresInDays: 3 },
        'Expires in days: must be null (never), 1, 7 or 30',
      ],
      [
        { accessType: 'view', expiresInDays: '7' },
        'Expires in days: must be null (never), 1, 7 or 30',
      ],
      [{ expiresInDays: 1 }, 'Access type: must be view, comment, edit, intake or memo'],
    ];
    for (const [body, message] of cases) {
      const response = await server.request(`/api/strategies/${strategy.id}/shares`, {
        method: 'POST',
        json: body,
      });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    const unknown = await answer(
      server.api.strategies[':id'].shares.$post({
        param: { id: '00000000-0000-4000-8000-000000000000' },
        json: { accessType: 'view', expiresInDays: null },
      }),
      404,
    );
    expect(unknown.error).toBe('Strategy not found');
  });

  it('opens a view link without the access token and shows the real strategy', async () => {
    const strategy = await createStrategy(guarded, OWNER);
    const logo = await guarded.request(`/api/strategies/${strategy.id}/logo`, {
      method: 'PUT',
      headers: { ...OWNER, 'content-type': 'image/png' },
      body: TINY_PNG,
    });
    expect(logo.status).toBe(200);
    const share = await createShare(
      guarded,
      strategy.id,
      { accessType: 'view', expiresInDays: null },
      OWNER,
    );

    const body = await answer(readShare(guarded, share.id), 200);
    // A view link's answer, of the three a share's read can be.
    if (!('strategy' in body)) throw new Error(`not a strategy: ${JSON.stringify(body)}`);
    expect(body.share).toEqual({
      id: share.id,
      accessType: 'view',
      createdAt: share.createdAt,
      expiresAt: null,
      profileId: null,
    });
    expect(body.strategy).toMatchObject({
      overview: 'A neighbourhood bakery',
      metadata: { companyName: 'Acme Bakery' },
      language: 'English',
      logoUrl: expect.stringMatching(new RegExp(`^/api/shares/${share.id}/logo\\?v=\\d+$`)),
    });
    expect(body.strategy.sections['mission-statement']).toMatchObject({
      title: 'Mission Statement',
      status: 'done',
      content: '## Mission\n\nBread for everyone.',
    });
    // Nothing that would let a share holder call the owner's routes.
    expect(JSON.stringify(body)).not.toContain(strategy.id);
    expect(body.strategy).not.toHaveProperty('version');

    const logoThroughShare = await guarded.request(body.strategy.logoUrl!);
    expect(logoThroughShare.status).toBe(200);
    const exported = await guarded.api.shares[':shareId'].export[':format'].$get({
      param: { shareId: share.id, format: 'md' },
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('Bread for everyone.');
  });

  it('keeps owner routes closed to a share holder without the token', async () => {
    const strategy = await createStrategy(guarded, OWNER);
    const share = await createShare(
      guarded,
      strategy.id,
      { accessType: 'edit', expiresInDays: null },
      OWNER,
    );
    const param = { id: strategy.id };
    const owner = guarded.api.strategies[':id'];
    const attempts: [string, () => Promise<Response>][] = [
      ['GET /', () => owner.$get({ param })],
      ['DELETE /', () => owner.$delete({ param })],
      ['GET /shares', () => owner.shares.$get({ param })],
      [
        'POST /shares',
        () => owner.shares.$post({ param, json: { accessType: 'edit', expiresInDays: null } }),
      ],
      ['GET /export/md', () => owner.export[':format'].$get({ param: { ...param, format: 'md' } })],
      [
        'DELETE /shares/:shareId',
        () => owner.shares[':shareId'].$delete({ param: { ...param, shareId: share.id } }),
      ],
    ];
    for (const [name, attempt] of attempts) {
      expect((await attempt()).status, name).toBe(401);
    }
    // Under the share's own path, a share holder may not revoke or change the link.
    const revoke = await guarded.api.shares[':shareId'].$delete({ param: { shareId: share.id } });
    expect(revoke.status, 'DELETE').toBe(403);
    // The refusal takes no body, so the types have no `json` for it: sent as written.
    const change = await guarded.request(`/api/shares/${share.id}`, {
      method: 'PATCH',
      json: { accessType: 'edit' },
    });
    expect(change.status, 'PATCH').toBe(403);
    expect((await readStrategy(guarded, strategy.id, OWNER)).id).toBe(strategy.id);
    const listed = await listShares(guarded, strategy.id, OWNER);
    expect(listed.map((link) => link.id)).toEqual([share.id]);
  });

  it('refuses every write through a view share with 403 and changes nothing', async () => {
    for (const on of [server, guarded]) {
      const headers = on === guarded ? OWNER : {};
      const strategy = await createStrategy(on, headers);
      const share = await createShare(
        on,
        strategy.id,
        { accessType: 'view', expiresInDays: null },
        headers,
      );
      const before = await readStrategy(on, strategy.id, headers);

      const sectionOf = on.api.shares[':shareId'].sections[':key'];
      const edit = await answer(
        sectionOf.$put({
          param: { shareId: share.id, key: 'mission-statement' },
          json: { content: 'Defaced', version: 0 },
        }),
        403,
      );
      expect(edit.error).toBe('This share link is view only');
      const create = await sectionOf.$put({
        param: { shareId: share.id, key: 'values-statement' },
        json: { content: 'New section', version: 0 },
      });
      expect(create.status).toBe(403);

      expect(await readStrategy(on, strategy.id, headers)).toEqual(before);
    }
  });

  it('names the refusal of other writes through a share (no access token set)', async () => {
    const strategy = await createStrategy(server);
    const view = await createShare(server, strategy.id, {
      accessType: 'view',
      expiresInDays: null,
    });
    const edit = await createShare(server, strategy.id, {
      accessType: 'edit',
      expiresInDays: null,
    });
    const before = await readStrategy(server, strategy.id);
    const writes: [string, string][] = [
      ['PATCH', ''],
      ['POST', '/sections/mission-statement'],
      ['DELETE', '/sections/mission-statement'],
      ['PUT', '/logo'],
      ['POST', '/shares'],
    ];
    for (const [method, path] of writes) {
      const throughView = await server.request(`/api/shares/${view.id}${path}`, {
        method,
        json: {},
      });
      expect(throughView.status, `${method} ${path}`).toBe(403);
      expect(await errorOf(throughView)).toBe('This share link is view only');
      const throughEdit = await server.request(`/api/shares/${edit.id}${path}`, {
        method,
        json: {},
      });
      expect(throughEdit.status, `${method} ${path}`).toBe(403);
      expect(await errorOf(throughEdit)).toBe(
        'This share link can only change section text, comment and approve',
      );
    }
    expect(await readStrategy(server, strategy.id)).toEqual(before);
    expect(
      await server.database.db.select().from(logos).where(eq(logos.strategyId, strategy.id)),
    ).toEqual([]);
  });

  it('lets an edit share change a section’s text, which the owner then reads', async () => {
    const strategy = await createStrategy(guarded, OWNER);
    const share = await createShare(
      guarded,
      strategy.id,
      { accessType: 'edit', expiresInDays: 30 },
      OWNER,
    );
    const ownerPage = openEventStream(`${guarded.url}/api/strategies/${strategy.id}/events`, OWNER);
    await ownerPage.waitFor((event) => event.event === 'snapshot');
    const sectionOf = guarded.api.shares[':shareId'].sections[':key'];
    const edit = await answer(
      sectionOf.$put({
        param: { shareId: share.id, key: 'vision-statement' },
        // createStrategy wrote it once: version 1.
        json: { content: 'Two bakeries by 2030.', version: 1 },
      }),
      200,
    );
    expect(edit).toMatchObject({
      key: 'vision-statement',
      content: 'Two bakeries by 2030.',
    });
    const read = await readStrategy(guarded, strategy.id, OWNER);
    expect(read.sections['vision-statement']?.content).toBe('Two bakeries by 2030.');
    const live = await ownerPage.waitFor((event) => event.event === 'section-update');
    expect(live.data).toMatchObject({
      section: { key: 'vision-statement', content: 'Two bakeries by 2030.' },
    });
    await ownerPage.close();

    const unknownSection = await sectionOf.$put({
      param: { shareId: share.id, key: 'nope' },
      json: { content: 'x', version: 0 },
    });
    expect(unknownSection.status).toBe(400);
    const badBody = await guarded.request(`/api/shares/${share.id}/sections/vision-statement`, {
      method: 'PUT',
      json: { content: 42, version: 0 },
    });
    expect(badBody.status).toBe(400);
  });

  it('answers 404 to an expired share and deletes it', async () => {
    const strategy = await createStrategy(server);
    const share = await createShare(server, strategy.id, { accessType: 'view', expiresInDays: 1 });
    expect((await readShare(server, share.id)).status).toBe(200);
    await server.database.db.execute(
      sql`UPDATE shares SET expires_at = now() - interval '1 minute' WHERE id = ${share.id}`,
    );
    expect((await answer(readShare(server, share.id), 404)).error).toBe(EXPIRED);
    expect(await shareRows(server, share.id)).toEqual([]);
  });

  it('leaves expired shares out of the owner’s list, deleting them', async () => {
    const strategy = await createStrategy(server);
    const live = await createShare(server, strategy.id, { accessType: 'view', expiresInDays: 30 });
    const old = await createShare(server, strategy.id, { accessType: 'edit', expiresInDays: 1 });
    await server.database.db.execute(
      sql`UPDATE shares SET expires_at = now() - interval '1 minute' WHERE id = ${old.id}`,
    );
    const listed = await listShares(server, strategy.id);
    expect(listed.map((link) => link.id)).toEqual([live.id]);
    expect(await shareRows(server, old.id)).toEqual([]);
  });

  it('answers 404 to a revoked share; revoking needs the token and happens once', async () => {
    const strategy = await createStrategy(guarded, OWNER);
    const share = await createShare(
      guarded,
      strategy.id,
      { accessType: 'view', expiresInDays: null },
      OWNER,
    );
    const revoke = (id: string) =>
      guarded.api.strategies[':id'].shares[':shareId'].$delete(
        { param: { id, shareId: share.id } },
        { headers: OWNER },
      );
    const other = await createStrategy(guarded, OWNER);
    const throughOther = await revoke(other.id);
    expect(throughOther.status).toBe(404);
    const revoked = await revoke(strategy.id);
    expect(revoked.status).toBe(204);
    const param = { shareId: share.id };
    const shared = guarded.api.shares[':shareId'];
    expect((await answer(shared.$get({ param }), 404)).error).toBe(EXPIRED);
    const exported = shared.export[':format'].$get({ param: { ...param, format: 'md' } });
    expect((await answer(exported, 404)).error).toBe(EXPIRED);
    expect((await answer(shared.logo.$get({ param }), 404)).error).toBe(EXPIRED);
    const again = await revoke(strategy.id);
    expect(again.status).toBe(404);
  });

  it('answers 400 "Invalid share link" to an id that is not a UUID, on every share route', async () => {
    const requests: [string, RequestInit & { json?: unknown }][] = [
      ['/api/shares/not-a-uuid', {}],
      ['/api/shares/not-a-uuid/export/pdf', {}],
      ['/api/shares/not-a-uuid/logo', {}],
      [
        '/api/shares/not-a-uuid/sections/mission-statement',
        { method: 'PUT', json: { content: 'x', version: 0 } },
      ],
      ["/api/shares/1'%20OR%20'1'='1", {}],
      ['/api/shares/not-a-uuid', { method: 'DELETE' }],
    ];
    for (const [path, init] of requests) {
      const response = await server.request(path, init);
      expect(response.status, path).toBe(400);
      expect(await errorOf(response)).toBe('Invalid share link');
    }
    const unknown = await answer(readShare(server, '00000000-0000-4000-8000-000000000000'), 404);
    expect(unknown.error).toBe(EXPIRED);
  });

  it('removes a strategy’s shares with it', async () => {
    const strategy = await createStrategy(server);
    const share = await createShare(server, strategy.id, {
      accessType: 'edit',
      expiresInDays: null,
    });
    const removed = await server.api.strategies[':id'].$delete({ param: { id: strategy.id } });
    expect(removed.status).toBe(204);
    expect(await shareRows(server, share.id)).toEqual([]);
    expect(
      await server.database.db.select().from(sections).where(eq(sections.strategyId, strategy.id)),
    ).toEqual([]);
    expect((await readShare(server, share.id)).status).toBe(404);
  });
});

describe('share lookups are rate-limited per client address', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({}, { shareRateLimit: { limit: 5, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After once the limit is used up', async () => {
    const guess = () => readShare(limited, crypto.randomUUID());
    for (let attempt = 0; attempt < 5; attempt++) expect((await guess()).status).toBe(404);
    const refused = await guess();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await answer(refused, 429)).error).toMatch(
      /^Too many requests\. Try again in \d+ seconds?\.$/,
    );
    // Other routes are not counted.
    expect((await limited.api.health.$get()).status).toBe(200);
  });
});
