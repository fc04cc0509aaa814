import {
  STRATEGY_EVENT_NAMES,
  type StrategyEvent,
  type StrategyEventMap,
} from '../../domain/events.ts';
import { mergeDelta, type SectionDelta } from '../stores/apply-strategy-event.ts';
import { client, segment } from './api.ts';

export interface StrategyEventHandlers {
  onEvent(event: StrategyEvent): void;
  /** Streamed text, batched: section key -> the text that arrived since the last call. */
  onDeltas(deltas: ReadonlyMap<string, SectionDelta>): void;
}

/** Deltas are applied at most this often, so many streaming sections cost few renders. */
const DELTA_FLUSH_MS = 100;
const MAX_RECONNECT_DELAY_MS = 15_000;

/**
 * Subscribes to `GET /api/strategies/:id/events`. The browser reconnects by itself after a
 * dropped connection; when it gives up (an HTTP error, e.g. 401 before the access token is
 * entered) this reconnects with a growing delay. Each connection starts with a `snapshot`.
 * Returns the unsubscribe function.
 */
export function subscribeToStrategyEvents(
  strategyId: string,
  handlers: StrategyEventHandlers,
): () => void {
  let source: EventSource | undefined;
  let closed = false;
  let reconnectDelay = 1_000;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let pending = new Map<string, SectionDelta>();

  const flush = () => {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    if (pending.size === 0) return;
    const deltas = pending;
    pending = new Map();
    handlers.onDeltas(deltas);
  };

  const receive = (type: keyof StrategyEventMap, raw: string) => {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    if (type === 'section-delta') {
      const { key, text, offset } = data as StrategyEventMap['section-delta'];
      pending.set(key, mergeDelta(pending.get(key), { offset, text }));
      flushTimer ??= setTimeout(flush, DELTA_FLUSH_MS);
      return;
    }
    // Keep the order: text that arrived before a section ended belongs before its end.
    flush();
    if (type === 'snapshot') reconnectDelay = 1_000;
    handlers.onEvent({ type, data } as StrategyEvent);
  };

  const connect = () => {
    // Server-sent events: `EventSource` reads them, the route only gives its address.
    source = new EventSource(
      client.strategies[':id'].events.$path({ param: { id: segment(strategyId) } }),
    );
    for (const name of STRATEGY_EVENT_NAMES) {
      source.addEventListener(name, (message) => receive(name, (message as MessageEvent).data));
    }
    source.onerror = () => {
      if (closed || source?.readyState !== EventSource.CLOSED) return;
      reconnectTimer = setTimeout(connect, reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, MAX_RECONNECT_DELAY_MS);
    };
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(reconnectTimer);
    clearTimeout(flushTimer);
    source?.close();
  };
}
