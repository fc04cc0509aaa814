import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { SECTIONS } from '../../domain/catalogue.ts';
import type { WebhookDeliveryView } from '../../domain/webhooks.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createStrategy, runEnded, waitForStrategy } from '../testing/generation-helpers.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const SECRET = 'a webhook secret of some length';
/** A section that needs no other: a run of it alone is written at once. */
const INDEPENDENT_KEY = SECTIONS.find((section) => section.prerequisites.length === 0)!.key;
let fake: FakeLlm;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Statuses the receiver answers on `/flaky`, in turn (then 200). */
const flakyAnswers = [500, 500];
let database: DatabaseHandle;
let server: TestServer;

function config(): Partial<Config> {
  return {
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
    settingsSecret: 'a test secret of some length',
    webhooks: { allowPrivate: true, retryBaseMs: 1_000, pollMs: 100 },
  };
}

async function until<T>(probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 20, perTokenMs: 2 });
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.statusCode = request.url === '/flaky' ? (flakyAnswers.shift() ?? 200) : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  database = await openTestDatabase();
  server = await startTestServer(config(), { database });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await fake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

it('keeps the secret write-only and needs one for a new address', async () => {
  const refused = await server.request('/api/settings', {
    method: 'PUT',
    json: { webhooks: [{ url: `${receiverUrl}/ok`, events: ['run.finished'] }] },
  });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toMatch(/webhooks\.0\.secret/);

  const saved = await server.request('/api/settings', {
    method: 'PUT',
    json: {
      webhooks: [
        { url: `${receiverUrl}/ok`, events: ['run.finished', 'run.failed'], secret: SECRET },
        { url: `${receiverUrl}/flaky`, events: ['run.finished'], secret: SECRET },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const text = await (await server.request('/api/settings')).text();
  expect(text).not.toContain(SECRET);
  expect(JSON.parse(text).webhooks).toEqual([
    { url: `${receiverUrl}/ok`, events: ['run.finished', 'run.failed'], secretSet: true },
    { url: `${receiverUrl}/flaky`, events: ['run.finished'], secretSet: true },
  ]);
  // Saved again without the secret: the address keeps its own.
  const kept = await server.request('/api/settings', {
    method: 'PUT',
    json: {
      webhooks: [
        { url: `${receiverUrl}/ok`, events: ['run.finished', 'run.failed'] },
        { url: `${receiverUrl}/flaky`, events: ['run.finished'] },
      ],
    },
  });
  expect(kept.status).toBe(200);
});

it('signs run.finished for the right strategy, and retries a failing receiver across a restart', async () => {
  const strategy = await createStrategy(server, 'A bakery that tells its CRM when a run ends');
  const other = await createStrategy(server, 'Another bakery, not run');
  const run = await server.request(`/api/strategies/${strategy.id}/runs`, {
    method: 'POST',
    json: { sections: [INDEPENDENT_KEY] },
  });
  expect(run.status).toBe(202);
  await waitForStrategy(server, strategy.id, runEnded);
  const endedAt = Date.now();

  const delivery = await until(() => received.find((request) => request.path === '/ok'));
  // The poller slept (nothing was due); the delivery queued here woke it.
  expect(Date.now() - endedAt).toBeLessThan(5_000);
  expect(delivery.headers['x-webhook-event']).toBe('run.finished');
  expect(Number(delivery.headers['x-webhook-timestamp'])).toBeGreaterThan(1_700_000_000);
  expect(delivery.headers['x-signature-256']).toBe(
    `sha256=${createHmac('sha256', SECRET).update(delivery.body).digest('hex')}`,
  );
  const body = JSON.parse(delivery.body) as { event: string; data: Record<string, unknown> };
  expect(body).toMatchObject({
    event: 'run.finished',
    data: { strategyId: strategy.id, done: 1, failed: 0 },
  });
  expect(body.data.strategyId).not.toBe(other.id);

  // The first 500 arrives; the server stops before the delivery is done.
  await until(() => received.find((request) => request.path === '/flaky'));
  await server.close();
  const log = await readDeliveries(database);
  const flaky = log.find((entry) => entry.url.endsWith('/flaky'))!;
  expect(flaky.status).toBe('pending');
  expect(flaky.attempts).toBeLessThan(3);

  server = await startTestServer(config(), { database });
  const delivered = await until(async () => {
    const entries = (await (
      await server.request('/api/settings/webhooks/deliveries')
    ).json()) as WebhookDeliveryView[];
    const entry = entries.find((candidate) => candidate.url.endsWith('/flaky'));
    return entry?.status === 'delivered' ? entry : undefined;
  });
  expect(delivered).toMatchObject({ attempts: 3, lastResponseStatus: 200 });
  const tries = received.filter((request) => request.path === '/flaky');
  expect(tries).toHaveLength(3);
  expect(new Set(tries.map((request) => request.headers['x-webhook-delivery'])).size).toBe(1);
});

async function readDeliveries(handle: DatabaseHandle): Promise<WebhookDeliveryView[]> {
  const { recentDeliveries } = await import('./webhook-queue.ts');
  return recentDeliveries(handle);
}

it('records the end of a run that ends as the server stops', async () => {
  const strategy = await createStrategy(server, 'A bakery whose server stops as its run ends');
  // The stop begins the moment the run's end is published, as a SIGTERM might.
  const stopped = new Promise<void>((resolve, reject) => {
    const unsubscribe = server.context.bus.subscribe(strategy.id, (event) => {
      if (event.type !== 'run-end') return;
      unsubscribe();
      server.close().then(resolve, reject);
    });
  });
  await server.request(`/api/strategies/${strategy.id}/runs`, {
    method: 'POST',
    json: { sections: [INDEPENDENT_KEY] },
  });
  await stopped;
  const recorded = await database.db.execute<{ body: string }>(
    sql`SELECT body FROM webhook_deliveries WHERE body LIKE ${`%${strategy.id}%`}`,
  );
  expect(recorded.rows.map((row) => JSON.parse(row.body).event)).toContain('run.finished');
  server = await startTestServer(config(), { database });
});
