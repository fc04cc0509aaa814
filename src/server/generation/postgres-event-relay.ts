import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import type { StrategyEvent } from '../../domain/events.ts';
import { onLocalContentChange, remoteContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { sections } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { toSectionState } from '../store/strategies.ts';
import type { StrategyEventBus } from './event-bus.ts';

const CHANNEL = 'mbb_strategy_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7000;
/** Deltas are merged per section for this long: one NOTIFY per token would flood the server. */
const DELTA_BATCH_MS = 100;

interface Envelope {
  origin: string;
  strategyId: string;
  /** Absent on a cache invalidation: `changed` lists the strategies ('*': all). */
  event?: StrategyEvent;
  changed?: string[];
  /** The event's section text was too long to send: read it from the database. */
  reload?: string;
}

/**
 * Carries live events between server processes that share one PostgreSQL, with LISTEN/NOTIFY on
 * a connection of its own (reconnected if it drops).
 */
export class PostgresEventRelay {
  private readonly origin = randomUUID();
  private listener: pg.Client | undefined;
  private stopped = false;
  private readonly pendingDeltas = new Map<string, { strategyId: string; event: StrategyEvent }>();
  private flushTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  /** NOTIFYs go one after another, so other processes receive them in the order sent. */
  private sending: Promise<unknown> = Promise.resolve();
  /** Strategies whose content changed here, told to the others with the next delta batch. */
  private readonly changed = new Set<string>();
  private stopWatchingChanges: (() => void) | undefined;

  constructor(
    private readonly options: {
      databaseUrl: string;
      pool: pg.Pool;
      db: Database;
      bus: StrategyEventBus;
      logger: Logger;
    },
  ) {}

  async start(): Promise<void> {
    this.options.bus.relayTo((strategyId, event) => this.send(strategyId, event));
    this.stopWatchingChanges = onLocalContentChange((strategyId) => {
      this.changed.add(strategyId);
      this.flushTimer ??= setTimeout(() => this.flushDeltas(), DELTA_BATCH_MS);
    });
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.options.bus.relayTo(undefined);
    this.stopWatchingChanges?.();
    clearTimeout(this.flushTimer);
    clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (message) => {
      if (!message.payload) return;
      this.receive(message.payload).catch((error: Error) =>
        this.options.logger.warn({ err: error.message }, 'a relayed event was dropped'),
      );
    });
    client.on('error', (error) => {
      this.options.logger.warn({ err: error.message }, 'event relay connection lost');
    });
    // The one place a new connection is scheduled: a failed connect ends the client too.
    client.on('end', () => this.scheduleReconnect());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      // Changes told while no connection listened are lost: drop every cached read.
      if (this.listener) remoteContentChanged('*');
      this.listener = client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.stopped) this.listen().catch(() => this.scheduleReconnect());
    }, 1000);
    this.reconnectTimer.unref();
  }

  private send(strategyId: string, event: StrategyEvent): void {
    if (event.type === 'section-delta') {
      const id = `${strategyId}/${event.data.key}`;
      const pending = this.pendingDeltas.get(id);
      if (pending?.event.type === 'section-delta') {
        pending.event.data.text += event.data.text;
      } else {
        this.pendingDeltas.set(id, {
          strategyId,
          event: { type: 'section-delta', data: { ...event.data } },
        });
      }
      this.flushTimer ??= setTimeout(() => this.flushDeltas(), DELTA_BATCH_MS);
      return;
    }
    // Deltas first, so the other processes see events in the order they happened.
    this.flushDeltas();
    this.notify({ origin: this.origin, strategyId, event });
  }

  private flushDeltas(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    for (const { strategyId, event } of this.pendingDeltas.values()) {
      if (event.type !== 'section-delta') continue;
      // Split long text so each NOTIFY stays under the payload limit.
      const { key, text, offset } = event.data;
      for (let start = 0; start < text.length; start += 1500) {
        const piece = text.slice(start, start + 1500);
        this.notify({
          origin: this.origin,
          strategyId,
          event: { type: 'section-delta', data: { key, text: piece, offset: offset + start } },
        });
      }
    }
    this.pendingDeltas.clear();
    this.flushChanges();
  }

  /** Cache invalidations (decision 0050): ids of 36 characters, so ~180 fit in one NOTIFY. */
  private flushChanges(): void {
    const ids = [...this.changed];
    this.changed.clear();
    for (let start = 0; start < ids.length; start += 150) {
      this.notify({ origin: this.origin, strategyId: '', changed: ids.slice(start, start + 150) });
    }
  }

  private notify(envelope: Envelope): void {
    let payload = JSON.stringify(envelope);
    const event = envelope.event;
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && event?.type === 'comment-added') {
      // A long comment: the pages re-read the comments on this event, the body is only a hint.
      const { comment } = event.data;
      const shortened: StrategyEvent = {
        ...event,
        data: {
          ...event.data,
          comment: {
            ...comment,
            body: comment.body.slice(0, 500),
            quote: comment.quote?.slice(0, 200) ?? null,
          },
        },
      };
      payload = JSON.stringify({ ...envelope, event: shortened });
    }
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && envelope.event) {
      const key = sectionKeyOf(envelope.event);
      if (!key) {
        this.options.logger.warn({ type: envelope.event.type }, 'event too large to relay');
        return;
      }
      payload = JSON.stringify({
        ...envelope,
        event: { type: envelope.event.type, data: { key } },
        reload: key,
      });
    }
    this.sending = this.sending
      .then(() => this.options.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]))
      .catch((error: Error) =>
        this.options.logger.warn({ err: error.message }, 'relaying an event failed'),
      );
  }

  private async receive(payload: string): Promise<void> {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.origin === this.origin) return;
    for (const strategyId of envelope.changed ?? []) remoteContentChanged(strategyId);
    let event = envelope.event;
    if (!event) return;
    if (envelope.reload) {
      const [row] = await this.options.db
        .select()
        .from(sections)
        .where(
          and(eq(sections.strategyId, envelope.strategyId), eq(sections.key, envelope.reload)),
        );
      if (!row) return;
      const section = toSectionState(row);
      event =
        event.type === 'section-end'
          ? {
              type: 'section-end',
              data: {
                key: section.key,
                content: section.content,
                ...(section.usage ? { usage: section.usage } : {}),
                truncated: section.truncated ?? false,
                ...(section.contextShortened ? { contextShortened: true } : {}),
                ...(section.sources ? { sources: section.sources } : {}),
                ...(section.citationsRemoved ? { citationsRemoved: section.citationsRemoved } : {}),
                version: section.version,
              },
            }
          : { type: 'section-update', data: { section } };
    }
    this.options.bus.deliver(envelope.strategyId, event);
  }
}

function sectionKeyOf(event: StrategyEvent): string | undefined {
  if (event.type === 'section-update') return event.data.section.key;
  if ('key' in event.data && typeof event.data.key === 'string') return event.data.key;
  return undefined;
}
