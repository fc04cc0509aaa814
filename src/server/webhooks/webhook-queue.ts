import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StrategyEvent } from '../../domain/events.ts';
import { clientAnswersOf } from '../../domain/intake.ts';
import type { WebhookDeliveryView, WebhookEvent } from '../../domain/webhooks.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { runs, sections, webhookDeliveries } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { SecretBox } from '../settings/secret-box.ts';
import { findIntake } from '../store/intake.ts';
import { postWebhook } from './post-webhook.ts';
import { subscribers } from './webhook-settings.ts';

export const WEBHOOK_MAX_ATTEMPTS = 8;
const CLAIM_LEASE_SECONDS = 60;
/** A share link opened again within this time sends no second `share.opened`. */
const SHARE_OPENED_QUIET_MS = 10 * 60 * 1000;
/** The longest the poller sleeps with nothing due (it wakes for a delivery queued here). */
const IDLE_POLL_MS = 15_000;
/**
 * Deliveries in flight at once, to one address and in all: a receiver that answers slowly holds
 * at most its own two, never the others' (each delivery also ends at its total time limit).
 */
export const WEBHOOK_CONCURRENCY = { perAddress: 2, total: 8 } as const;
/** Due deliveries looked at per poll, to pick those whose address has room. */
const CANDIDATES_PER_POLL = 100;
/** On stop, deliveries in flight get this long to finish; then they are aborted, left to retry. */
export const WEBHOOK_STOP_GRACE_MS = 2_000;

export interface WebhookQueueOptions {
  database: DatabaseHandle;
  secrets: SecretBox;
  logger: Logger;
  allowPrivate?: boolean;
  /** The first retry's delay; each next one doubles (default 10 s). */
  retryBaseMs?: number;
  pollMs?: number;
  /** How long stop() lets deliveries in flight finish before aborting them. */
  stopGraceMs?: number;
}

type Claimed = {
  id: string;
  url: string;
  event: string;
  body: string;
  attempts: number;
};

interface InFlight {
  url: string;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * Webhooks (issue 19, decision 0048): events become rows of `webhook_deliveries` (one per
 * subscribed address), and a poller sends what is due, claimed under a lease so that a restart
 * or a second instance neither loses nor doubles one. A failure (no 2xx) is retried with
 * doubling delays, up to WEBHOOK_MAX_ATTEMPTS. Deliveries run beside the poller, never in its
 * way: a slow receiver holds at most WEBHOOK_CONCURRENCY.perAddress of them, each for at most
 * its total time limit, and a stop aborts what is still in flight after a short grace (decision
 * 0068).
 */
export class WebhookQueue {
  private timer: NodeJS.Timeout | undefined;
  /** When the timer fires (ms since the epoch). */
  private dueAt = Number.POSITIVE_INFINITY;
  private ticking: Promise<void> | undefined;
  /** A delivery was queued here while a poll ran: the next poll comes soon, whatever it found. */
  private woken = false;
  private stopped = false;
  /** Events being recorded: a stop waits for them, so the last run's end still gets its row. */
  private readonly recording = new Set<Promise<void>>();
  private readonly shareOpened = new Map<string, number>();
  private readonly inFlight = new Map<string, InFlight>();

  constructor(private readonly options: WebhookQueueOptions) {}

  private get pollMs(): number {
    return this.options.pollMs ?? 1_000;
  }

  start(): void {
    this.stopped = false;
    this.schedule(this.pollMs);
  }

  /**
   * Stops polling, lets deliveries in flight finish for a short grace, then aborts them: an
   * aborted delivery is left pending (its attempt not counted), so it is sent again after a
   * restart or by another instance.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([this.ticking, ...this.recording]);
    const deliveries = [...this.inFlight.values()];
    if (deliveries.length === 0) return;
    const grace = setTimeout(() => {
      for (const delivery of deliveries) delivery.controller.abort();
    }, this.options.stopGraceMs ?? WEBHOOK_STOP_GRACE_MS);
    await Promise.allSettled(deliveries.map((delivery) => delivery.done));
    clearTimeout(grace);
  }

  private track(work: Promise<void>): Promise<void> {
    this.recording.add(work);
    return work.finally(() => this.recording.delete(work));
  }

  /**
   * Polls at `pollMs` while deliveries are due, and otherwise sleeps until the next retry, a
   * delivery queued here, or IDLE_POLL_MS (another instance's, left when it died): most
   * servers have no webhook, and a poll a second was a database statement a second for
   * nothing (issue 17).
   */
  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.dueAt = Date.now() + delayMs;
    this.timer = setTimeout(() => this.poll(), delayMs);
    this.timer.unref();
  }

  private poll(): void {
    this.woken = false;
    this.ticking ??= this.tick()
      .then((waitMs) => (this.woken ? this.pollMs : waitMs))
      .catch((error: unknown) => {
        this.options.logger.warn({ err: error }, 'webhook poll failed');
        return this.pollMs;
      })
      .then((waitMs) => {
        this.ticking = undefined;
        this.schedule(Math.min(Math.max(waitMs, this.pollMs), IDLE_POLL_MS));
      });
  }

  /** A delivery was queued here: polled within `pollMs`. */
  private wake(): void {
    this.woken = true;
    if (!this.ticking && this.dueAt > Date.now() + this.pollMs) this.schedule(this.pollMs);
  }

  /** One row per webhook that wants the event. */
  async emit(event: WebhookEvent, data: Record<string, unknown>): Promise<void> {
    const { db } = this.options.database;
    const targets = await subscribers(db, this.options.secrets, event);
    if (targets.length === 0) return;
    const createdAt = new Date().toISOString();
    await db.insert(webhookDeliveries).values(
      targets.map(({ url }) => {
        const id = randomUUID();
        return { id, url, event, body: JSON.stringify({ id, event, createdAt, data }) };
      }),
    );
    this.wake();
  }

  /** What this process published: the end of a run, a failed section, answers sent. */
  onStrategyEvent(strategyId: string, event: StrategyEvent): Promise<void> {
    return this.track(this.recordStrategyEvent(strategyId, event));
  }

  private async recordStrategyEvent(strategyId: string, event: StrategyEvent): Promise<void> {
    if (event.type === 'section-error') {
      await this.emit('section.failed', {
        strategyId,
        section: event.data.key,
        error: event.data.error,
      });
    } else if (event.type === 'comment-added') {
      const { comment } = event.data;
      await this.emit('comment.created', {
        strategyId,
        section: event.data.key,
        commentId: comment.id,
        author: comment.author,
        fromOwner: comment.fromOwner,
        body: comment.body,
      });
    } else if (event.type === 'intake-answered') {
      if (!event.data.submitted) return;
      const intake = await findIntake(this.options.database.db, strategyId);
      await this.emit('intake.answered', {
        strategyId,
        answered: clientAnswersOf(intake).length,
        questions: intake?.questions.length ?? 0,
      });
    } else if (event.type === 'run-end') {
      const { db } = this.options.database;
      const [run] = await db.select().from(runs).where(eq(runs.id, event.data.runId));
      const rows = run
        ? await db
            .select({ status: sections.status })
            .from(sections)
            .where(and(eq(sections.strategyId, strategyId), inArray(sections.key, run.sectionKeys)))
        : [];
      const failed = rows.filter((row) => row.status === 'failed').length;
      const done = rows.filter((row) => row.status === 'done').length;
      await this.emit(failed > 0 ? 'run.failed' : 'run.finished', {
        strategyId,
        runId: event.data.runId,
        status: event.data.status,
        sections: run?.sectionKeys.length ?? 0,
        done,
        failed,
      });
    }
  }

  /** A share link was opened (once per link per ten minutes). */
  async onShareOpened(data: { strategyId: string; shareId: string; accessType: string }) {
    const now = Date.now();
    if (now - (this.shareOpened.get(data.shareId) ?? 0) < SHARE_OPENED_QUIET_MS) return;
    this.shareOpened.set(data.shareId, now);
    await this.track(this.emit('share.opened', data));
  }

  /** Starts what is due now, as far as there is room; the milliseconds until the next poll. */
  private async tick(): Promise<number> {
    if (this.inFlight.size >= WEBHOOK_CONCURRENCY.total) return this.pollMs;
    const claimed = await this.claim();
    if (claimed.length === 0) return this.untilNextDue();
    const secrets = new Map(
      (await subscribers(this.options.database.db, this.options.secrets)).map(({ url, secret }) => [
        url,
        secret,
      ]),
    );
    for (const delivery of claimed) this.deliver(delivery, secrets.get(delivery.url));
    // More may be due: the next poll comes at the usual pace.
    return 0;
  }

  /**
   * Leases the due deliveries there is room for: the oldest first, at most `perAddress` in flight
   * to one address and `total` in all. The lease is taken only where the row is still due, so
   * two instances picking the same row never both send it.
   */
  private async claim(): Promise<Claimed[]> {
    const { db } = this.options.database;
    const inFlightTo = new Map<string, number>();
    for (const { url } of this.inFlight.values()) {
      inFlightTo.set(url, (inFlightTo.get(url) ?? 0) + 1);
    }
    const full = [...inFlightTo].filter(([, count]) => count >= WEBHOOK_CONCURRENCY.perAddress);
    const candidates = await db.execute<{ id: string; url: string }>(sql`
      SELECT id, url FROM webhook_deliveries
      WHERE status = 'pending' AND next_attempt_at <= now()
      ${
        full.length > 0
          ? sql`AND url NOT IN (${sql.join(
              full.map(([url]) => sql`${url}`),
              sql`, `,
            )})`
          : sql``
      }
      ORDER BY next_attempt_at
      LIMIT ${CANDIDATES_PER_POLL}`);
    let room = WEBHOOK_CONCURRENCY.total - this.inFlight.size;
    const chosen: string[] = [];
    for (const { id, url } of candidates.rows) {
      if (room === 0) break;
      const count = inFlightTo.get(url) ?? 0;
      if (count >= WEBHOOK_CONCURRENCY.perAddress) continue;
      inFlightTo.set(url, count + 1);
      chosen.push(id);
      room -= 1;
    }
    if (chosen.length === 0) return [];
    const leased = await db.execute<Claimed>(sql`
      UPDATE webhook_deliveries
      SET next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
      WHERE id IN (${sql.join(
        chosen.map((id) => sql`${id}`),
        sql`, `,
      )}) AND status = 'pending' AND next_attempt_at <= now()
      RETURNING id, url, event, body, attempts`);
    return leased.rows;
  }

  /** Sends one delivery beside the poller and records the outcome; room frees when it ends. */
  private deliver(delivery: Claimed, secret: string | undefined): void {
    const controller = new AbortController();
    const done = this.send(delivery, secret, controller.signal)
      .catch((error: unknown) => {
        this.options.logger.warn({ err: error, delivery: delivery.id }, 'webhook not recorded');
      })
      .finally(() => {
        this.inFlight.delete(delivery.id);
        if (!this.stopped) this.wake();
      });
    this.inFlight.set(delivery.id, { url: delivery.url, controller, done });
  }

  private async send(
    delivery: Claimed,
    secret: string | undefined,
    signal: AbortSignal,
  ): Promise<void> {
    const { db } = this.options.database;
    const result = secret
      ? await postWebhook(
          delivery.url,
          { body: delivery.body, secret, event: delivery.event, deliveryId: delivery.id },
          { allowPrivate: this.options.allowPrivate ?? false, signal },
        )
      : { error: 'this address is no longer among the webhooks' };
    if ('aborted' in result) {
      // Stopped with the server: due again at once, for the next instance to send.
      await db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date() })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const attempts = delivery.attempts + 1;
    const ok = 'status' in result && result.status >= 200 && result.status < 300;
    const last = secret && attempts < WEBHOOK_MAX_ATTEMPTS;
    const delayMs = (this.options.retryBaseMs ?? 10_000) * 2 ** (attempts - 1);
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        status: ok ? 'delivered' : last ? 'pending' : 'failed',
        lastResponseStatus: 'status' in result ? result.status : null,
        lastError: 'error' in result ? result.error : null,
        nextAttemptAt: new Date(Date.now() + delayMs),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  }

  private async untilNextDue(): Promise<number> {
    const next = await this.options.database.db.execute<{ wait_ms: number | null }>(sql`
      SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS wait_ms
      FROM webhook_deliveries WHERE status = 'pending'`);
    return next.rows[0]?.wait_ms ?? IDLE_POLL_MS;
  }
}

/** The newest deliveries, for the settings panel's log. */
export async function recentDeliveries(
  database: DatabaseHandle,
  limit = 50,
): Promise<WebhookDeliveryView[]> {
  const rows = await database.db
    .select()
    .from(webhookDeliveries)
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    event: row.event as WebhookEvent,
    status: row.status,
    attempts: row.attempts,
    lastResponseStatus: row.lastResponseStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }));
}
