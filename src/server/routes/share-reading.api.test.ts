import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_KEYS } from '../../domain/catalogue.ts';
import { READING_LIMITS } from '../../domain/share-reading.ts';
import { shares } from '../db/schema.ts';
import { openEventStream } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

const TOKEN = 'owner-token-0123456789';
const OWNER = { authorization: `Bearer ${TOKEN}` };
const SECRET = 'a webhook secret of some length';

let server: TestServer;
let receiver: Server;
let receiverUrl: string;
const received: { body: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString() });
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  // The per-address limit of the share routes set high: the beacon's own limits are tested here.
  server = await startTestServer({
    accessToken: TOKEN,
    shareRateLimit: 1_000_000,
    settingsSecret: 'a test secret of some length',
    webhooks: { allowPrivate: true, pollMs: 100 },
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

type NewLink = Parameters<TestServer['api']['strategies'][':id']['shares']['$post']>[0]['json'];
type Beacon = Parameters<TestServer['api']['shares'][':shareId']['reading']['$post']>[0]['json'];

function createStrategy() {
  return answer(
    server.api.strategies.$post(
      { json: { overview: 'A neighbourhood bakery', metadata: { companyName: 'Acme Bakery' } } },
      { headers: OWNER },
    ),
    201,
  );
}

function createLink(id: string, accessType: NewLink['accessType'] = 'view') {
  return answer(
    server.api.strategies[':id'].shares.$post(
      { param: { id }, json: { accessType } },
      { headers: OWNER },
    ),
    201,
  );
}

function beacon(shareId: string, json: Beacon, headers: Record<string, string> = {}) {
  return server.api.shares[':shareId'].reading.$post({ param: { shareId }, json }, { headers });
}

/** A beacon exactly as written: a body or an id the typed client would not send. */
function rawBeacon(shareId: string, body: unknown): Promise<Response> {
  return server.request(`/api/shares/${shareId}/reading`, { method: 'POST', json: body });
}

function reading(id: string, shareId: string, headers: Record<string, string> = OWNER) {
  return server.api.strategies[':id'].shares[':shareId'].reading.$get(
    { param: { id, shareId } },
    { headers },
  );
}

function readingOf(strategyId: string, shareId: string) {
  return answer(reading(strategyId, shareId), 200);
}

async function issuesOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { issues: { path: string }[] };
  return body.issues.map((issue) => issue.path);
}

describe(`share reading on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('counts an open once per visit and sums the seconds per section, in the outline’s order', async () => {
    const strategy = await createStrategy();
    const link = await createLink(strategy.id);
    expect(await readingOf(strategy.id, link.id)).toEqual({
      opens: 0,
      lastOpenedAt: null,
      seconds: 0,
      sections: [],
    });
    const visit = randomUUID();
    expect((await beacon(link.id, { visitId: visit, sections: [] })).status).toBe(204);
    expect(
      (
        await beacon(link.id, {
          visitId: visit,
          sections: [
            { key: 'vision-statement', seconds: 12 },
            { key: 'mission-statement', seconds: 5 },
          ],
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await beacon(link.id, {
          visitId: visit,
          sections: [{ key: 'vision-statement', seconds: 3 }],
        })
      ).status,
    ).toBe(204);
    const other = randomUUID();
    await beacon(link.id, { visitId: other, sections: [] });
    await beacon(link.id, {
      visitId: other,
      sections: [{ key: 'executive-summary', seconds: 7 }],
    });

    const reading = await readingOf(strategy.id, link.id);
    expect(reading.opens).toBe(2);
    expect(reading.seconds).toBe(27);
    expect(Date.now() - Date.parse(reading.lastOpenedAt!)).toBeLessThan(60_000);
    // The executive summary first, then the catalogue's order (mission before vision).
    expect(reading.sections).toEqual([
      { key: 'executive-summary', seconds: 7 },
      { key: 'mission-statement', seconds: 5 },
      { key: 'vision-statement', seconds: 15 },
    ]);
  });

  it('records the open only when the browser sends DNT: 1 or Sec-GPC: 1', async () => {
    const strategy = await createStrategy();
    const link = await createLink(strategy.id);
    for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const response = await beacon(
        link.id,
        { visitId: randomUUID(), sections: [{ key: 'mission-statement', seconds: 30 }] },
        header,
      );
      expect(response.status).toBe(204);
    }
    expect(await readingOf(strategy.id, link.id)).toMatchObject({
      opens: 2,
      seconds: 0,
      sections: [],
    });
  });

  it('refuses bad input with 400 naming the field, and stores nothing of it', async () => {
    const strategy = await createStrategy();
    const link = await createLink(strategy.id);
    const visitId = randomUUID();
    expect(await issuesOf(await rawBeacon(link.id, { visitId: 'abc', sections: [] }))).toEqual([
      'visitId',
    ]);
    for (const seconds of [0, 601, 1.5, -3, '5']) {
      expect(
        await issuesOf(
          await rawBeacon(link.id, {
            visitId,
            sections: [{ key: 'mission-statement', seconds }],
          }),
        ),
      ).toEqual(['sections.0.seconds']);
    }
    const tooMany = SECTION_KEYS.slice(0, READING_LIMITS.maxEntries + 1).map((key) => ({
      key,
      seconds: 1,
    }));
    expect(await issuesOf(await rawBeacon(link.id, { visitId, sections: tooMany }))).toEqual([
      'sections',
    ]);
    const twice = [
      { key: 'mission-statement', seconds: 2 },
      { key: 'mission-statement', seconds: 2 },
    ];
    expect(await issuesOf(await rawBeacon(link.id, { visitId, sections: twice }))).toEqual([
      'sections.1.key',
    ]);
    // A key that is not one of the strategy's sections: refused, the good entry with it too.
    const unknown = await rawBeacon(link.id, {
      visitId,
      sections: [
        { key: 'mission-statement', seconds: 4 },
        { key: 'no-such-section', seconds: 4 },
      ],
    });
    expect(await issuesOf(unknown)).toEqual(['sections.1.key']);
    expect(await readingOf(strategy.id, link.id)).toEqual({
      opens: 0,
      lastOpenedAt: null,
      seconds: 0,
      sections: [],
    });
  });

  it('caps the time one visit counts', async () => {
    const strategy = await createStrategy();
    const link = await createLink(strategy.id);
    const visitId = randomUUID();
    const sections = SECTION_KEYS.slice(0, 30).map((key) => ({ key, seconds: 600 }));
    for (let round = 0; round < 2; round++) {
      expect((await beacon(link.id, { visitId, sections })).status).toBe(204);
    }
    const reading = await readingOf(strategy.id, link.id);
    expect(reading.seconds).toBe(READING_LIMITS.maxSecondsPerVisit);
    expect(reading.sections.reduce((sum, section) => sum + section.seconds, 0)).toBe(
      READING_LIMITS.maxSecondsPerVisit,
    );
    expect(reading.opens).toBe(1);
    // Another visit has its own allowance.
    await beacon(link.id, { visitId: randomUUID(), sections: [sections[0]!] });
    expect((await readingOf(strategy.id, link.id)).seconds).toBe(
      READING_LIMITS.maxSecondsPerVisit + 600,
    );
  });

  it('limits a burst of 1,000 beacons with 429, never a 5xx', async () => {
    const strategy = await createStrategy();
    const link = await createLink(strategy.id);
    // In waves of 100 at once, all within a second or so: a thousand sockets opened together
    // overflow the listen backlog (a reset by the kernel, before the app sees them).
    const statuses: number[] = [];
    for (let wave = 0; wave < 10; wave++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          beacon(link.id, {
            visitId: randomUUID(),
            sections: [{ key: 'mission-statement', seconds: 10 }],
          }).then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          }),
        ),
      );
      statuses.push(...answers);
    }
    const counted = statuses.filter((status) => status === 204).length;
    const limited = statuses.filter((status) => status === 429).length;
    expect(counted + limited).toBe(1_000);
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(240);
    const reading = await readingOf(strategy.id, link.id);
    expect(reading.opens).toBe(counted);
    expect(reading.seconds).toBe(counted * 10);

    // One visit alone is held to its own few beacons a minute.
    const another = await createLink(strategy.id);
    const visitId = randomUUID();
    const visitStatuses: number[] = [];
    for (let index = 0; index < 20; index++) {
      const response = await beacon(another.id, {
        visitId,
        sections: [{ key: 'mission-statement', seconds: 1 }],
      });
      visitStatuses.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(visitStatuses.filter((status) => status === 204)).toHaveLength(12);
    expect(visitStatuses.slice(12).every((status) => status === 429)).toBe(true);
  });

  it('stores no address and no user agent', async () => {
    const strategy = await createStrategy();
    const link = await createLink(strategy.id);
    await beacon(
      link.id,
      { visitId: randomUUID(), sections: [{ key: 'mission-statement', seconds: 9 }] },
      { 'user-agent': 'Reader-Agent/1.0' },
    );
    const columns = await server.database.db.execute<{ table_name: string; column_name: string }>(
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_name IN ('share_visits', 'share_section_reading')
          ORDER BY table_name, ordinal_position`,
    );
    expect(columns.rows.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([
      'share_section_reading.share_id',
      'share_section_reading.section_key',
      'share_section_reading.seconds',
      'share_visits.share_id',
      'share_visits.visit_id',
      'share_visits.opened_at',
      'share_visits.seconds',
    ]);
    const rows = await server.database.db.execute<{ row: string }>(
      sql`SELECT v::text AS row FROM share_visits v
          UNION ALL SELECT r::text FROM share_section_reading r`,
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const { row } of rows.rows) {
      expect(row).not.toContain('127.0.0.1');
      expect(row).not.toContain('Reader-Agent');
    }
  });

  it('sends share.opened and a share-read event for an open, not for a read of the share', async () => {
    const saved = await server.api.settings.$put(
      { json: { webhooks: [{ url: receiverUrl, events: ['share.opened'], secret: SECRET }] } },
      { headers: OWNER },
    );
    expect(saved.status).toBe(200);
    const strategy = await createStrategy();
    const link = await createLink(strategy.id);
    const events = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`, OWNER);
    try {
      await events.waitFor((event) => event.event === 'snapshot');
      // The page's JSON read is not an open: no webhook for it.
      expect(
        (await server.api.shares[':shareId'].$get({ param: { shareId: link.id } })).status,
      ).toBe(200);

      expect((await beacon(link.id, { visitId: randomUUID(), sections: [] })).status).toBe(204);
      const event = await events.waitFor((item) => item.event === 'share-read');
      expect(event.data).toEqual({ shareId: link.id, opens: 1 });
      await expect
        .poll(() => received.find((delivery) => delivery.body.includes(link.id)), {
          timeout: 30_000,
        })
        .toBeDefined();
      // The beacon's delivery has come, queued after any the earlier read would have queued:
      // one only, sent or waiting.
      const queued = await server.database.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM webhook_deliveries
            WHERE body::text LIKE ${`%${link.id}%`}`,
      );
      expect(queued.rows[0]?.count).toBe(1);
      const deliveries = received.filter((item) => item.body.includes(link.id));
      expect(deliveries).toHaveLength(1);
      const delivery = JSON.parse(deliveries[0]!.body);
      expect(delivery).toMatchObject({
        event: 'share.opened',
        data: { strategyId: strategy.id, shareId: link.id, accessType: 'view' },
      });
    } finally {
      await events.close();
    }
  });

  it('answers 404 for an unknown, revoked or expired link and 403 for a link that is not a read view', async () => {
    const strategy = await createStrategy();
    const body = { visitId: randomUUID(), sections: [] };
    expect((await beacon(randomUUID(), body)).status).toBe(404);
    expect((await rawBeacon('not-a-uuid', body)).status).toBe(400);
    const revoked = await createLink(strategy.id);
    await server.api.strategies[':id'].shares[':shareId'].$delete(
      { param: { id: strategy.id, shareId: revoked.id } },
      { headers: OWNER },
    );
    expect((await beacon(revoked.id, body)).status).toBe(404);
    const expired = await createLink(strategy.id);
    await server.database.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${shares.id} = ${expired.id}`);
    expect((await beacon(expired.id, body)).status).toBe(404);
    // A questionnaire link and a memo link are not read views: each is told what it may do.
    const intake = await createLink(strategy.id, 'intake');
    expect(await answer(beacon(intake.id, body), 403)).toEqual({
      error: 'This link is a questionnaire: it can only read its questions and send answers',
    });
    for (const accessType of ['comment', 'edit'] as const) {
      const link = await createLink(strategy.id, accessType);
      expect((await beacon(link.id, { visitId: randomUUID(), sections: [] })).status).toBe(204);
    }
  });

  it('shows a link’s reading to its owner only, and only under its own strategy', async () => {
    const strategy = await createStrategy();
    const link = await createLink(strategy.id);
    expect((await reading(strategy.id, link.id, {})).status).toBe(401);
    expect((await reading(strategy.id, link.id, { authorization: 'Bearer wrong' })).status).toBe(
      401,
    );
    const another = await createStrategy();
    const elsewhere = await reading(another.id, link.id);
    expect(elsewhere.status).toBe(404);
    expect((await reading(strategy.id, link.id)).status).toBe(200);
  });
});
