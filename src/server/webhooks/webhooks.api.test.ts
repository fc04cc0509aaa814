import { createHmac, timingSafeEqual } from 'node:crypto';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { SECTIONS } from '../../domain/catalogue.ts';
import type { WebhookDeliveryView } from '../../domain/webhooks.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { OUTBOUND_LIMITS } from '../net/outbound-limits.ts';
import { createStrategy, runEnded, waitForStrategy } from '../testing/generation-helpers.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';
import { type ReceivedWebhook, startWebhookReceiver } from '../testing/webhook-receiver.ts';
import { WEBHOOK_CONCURRENCY } from './webhook-queue.ts';

const SECRET = 'a webhook secret of some length';
/** A section that needs no other: a run of it alone is written at once. */
const INDEPENDENT_KEY = SECTIONS.find((section) => section.prerequisites.length === 0)!.key;
let fake: FakeLlm;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let receiverUrl: string;
let received: ReceivedWebhook[] = [];
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

/** What a receiver checks, as the README says: HMAC-SHA256 of `<timestamp>.<body>`. */
function acceptedByReceiver(delivery: ReceivedWebhook, timestamp: string): boolean {
  const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  const given = String(delivery.headers['x-webhook-signature']);
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

type Settings = Parameters<TestServer['api']['settings']['$put']>[0]['json'];

function saveSettings(json: Settings) {
  return server.api.settings.$put({ json });
}

function startRun(id: string) {
  return server.api.strategies[':id'].runs.$post({
    param: { id },
    json: { sections: [INDEPENDENT_KEY] },
  });
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
  receiver = await startWebhookReceiver((path) =>
    path === '/flaky' ? (flakyAnswers.shift() ?? 200) : 200,
  );
  receiverUrl = receiver.url;
  received = receiver.received;
  database = await openTestDatabase();
  server = await startTestServer(config(), { database });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await fake?.close();
  await receiver?.close();
});

it('keeps the secret write-only and needs one for a new address', async () => {
  const refused = await answer(
    saveSettings({ webhooks: [{ url: `${receiverUrl}/ok`, events: ['run.finished'] }] }),
    400,
  );
  expect(refused.error).toMatch(/webhooks\.0\.secret/);

  const saved = await saveSettings({
    webhooks: [
      { url: `${receiverUrl}/ok`, events: ['run.finished', 'run.failed'], secret: SECRET },
      { url: `${receiverUrl}/flaky`, events: ['run.finished'], secret: SECRET },
    ],
  });
  expect(saved.status).toBe(200);
  // The answer's text, to show the secret is nowhere in it.
  const text = await (await server.api.settings.$get()).text();
  expect(text).not.toContain(SECRET);
  expect(JSON.parse(text).webhooks).toEqual([
    { url: `${receiverUrl}/ok`, events: ['run.finished', 'run.failed'], secretSet: true },
    { url: `${receiverUrl}/flaky`, events: ['run.finished'], secretSet: true },
  ]);
  // Saved again without the secret: the address keeps its own.
  const kept = await saveSettings({
    webhooks: [
      { url: `${receiverUrl}/ok`, events: ['run.finished', 'run.failed'] },
      { url: `${receiverUrl}/flaky`, events: ['run.finished'] },
    ],
  });
  expect(kept.status).toBe(200);
});

it('signs run.finished for the right strategy, and retries a failing receiver across a restart', async () => {
  const strategy = await createStrategy(server, 'A bakery that tells its CRM when a run ends');
  const other = await createStrategy(server, 'Another bakery, not run');
  const run = await startRun(strategy.id);
  expect(run.status).toBe(202);
  await waitForStrategy(server, strategy.id, runEnded);
  const endedAt = Date.now();

  const delivery = await until(() => received.find((request) => request.path === '/ok'));
  // The poller slept (nothing was due); the delivery queued here woke it.
  expect(Date.now() - endedAt).toBeLessThan(5_000);
  expect(delivery.headers['x-webhook-event']).toBe('run.finished');
  const timestamp = String(delivery.headers['x-webhook-timestamp']);
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300);
  expect(acceptedByReceiver(delivery, timestamp)).toBe(true);
  // A replay with a fresh timestamp (to pass the receiver's age check) fails the signature.
  expect(acceptedByReceiver(delivery, String(Number(timestamp) + 600))).toBe(false);
  expect(acceptedByReceiver({ ...delivery, body: `${delivery.body} ` }, timestamp)).toBe(false);
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
    const entries = await answer(server.api.settings.webhooks.deliveries.$get(), 200);
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
  await startRun(strategy.id);
  await stopped;
  const recorded = await database.db.execute<{ body: string }>(
    sql`SELECT body FROM webhook_deliveries WHERE body LIKE ${`%${strategy.id}%`}`,
  );
  expect(recorded.rows.map((row) => JSON.parse(row.body).event)).toContain('run.finished');
  server = await startTestServer(config(), { database });
});

it('a receiver that trickles its answer delays neither another address nor the stop', async () => {
  // One byte of the answer every 3 s, forever: the red team's receiver.
  const sockets = new Set<Socket>();
  let openAtOnce = 0;
  const trickle = createNetServer((socket) => {
    sockets.add(socket);
    openAtOnce = Math.max(openAtOnce, sockets.size);
    socket.on('error', () => {});
    socket.once('data', () => {
      const answer = `HTTP/1.1 200 OK\r\n${'X-Pad: slowly\r\n'.repeat(1000)}`;
      let sent = 0;
      const timer = setInterval(() => socket.write(answer[sent++]!), 3_000);
      socket.once('close', () => {
        clearInterval(timer);
        sockets.delete(socket);
      });
    });
  });
  await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
  const trickleUrl = `http://127.0.0.1:${(trickle.address() as AddressInfo).port}/hook`;
  try {
    const saved = await saveSettings({
      webhooks: [
        { url: trickleUrl, events: ['section.failed'], secret: SECRET },
        { url: `${receiverUrl}/prompt`, events: ['section.failed'], secret: SECRET },
      ],
    });
    expect(saved.status).toBe(200);
    const webhooks = server.context.webhooks!;
    const arrivals = (section: string) =>
      received.filter(
        (request) =>
          request.path === '/prompt' && JSON.parse(request.body).data.section === section,
      );

    // Three deliveries for the trickling address: two are sent at once, the third waits.
    for (const section of ['first', 'second', 'third']) {
      await webhooks.emit('section.failed', { strategyId: 'trickle', section, error: 'x' });
    }
    await until(() => (sockets.size === 2 && arrivals('third').length === 1 ? true : undefined));

    // Later deliveries to another address go at once, not after the trickle's time limit.
    const emittedAt = Date.now();
    await webhooks.emit('section.failed', { strategyId: 'trickle', section: 'later', error: 'x' });
    await until(() => (arrivals('later').length === 1 ? true : undefined));
    const delayMs = Date.now() - emittedAt;
    console.info(`webhook delivery beside a trickling receiver: ${delayMs} ms`);
    expect(delayMs).toBeLessThan(OUTBOUND_LIMITS.webhook.totalMs);
    expect(openAtOnce).toBe(WEBHOOK_CONCURRENCY.perAddress);

    // Stopping with the trickle in flight: aborted after the grace, left to retry.
    await until(() => (sockets.size > 0 ? true : undefined));
    const stopAt = Date.now();
    await webhooks.stop();
    const stopMs = Date.now() - stopAt;
    console.info(`webhook queue stop with a trickle in flight: ${stopMs} ms`);
    expect(stopMs).toBeLessThan(OUTBOUND_LIMITS.webhook.totalMs);
    const log = await readDeliveries(database);
    const trickled = log.filter((entry) => entry.url === trickleUrl);
    // first, second, third and later: none delivered, none given up.
    expect(trickled.map((entry) => entry.status)).toEqual(Array(4).fill('pending'));
    await until(() => (sockets.size === 0 ? true : undefined));
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => trickle.close(resolve));
  }
});
