import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { StrategyEvent } from '../../domain/events.ts';
import type { ServerContext } from '../context.ts';
import { getStrategy } from '../store/strategies.ts';

const HEARTBEAT_MS = 15_000;

/**
 * `GET /api/strategies/:id/events`: a snapshot, then live events (src/domain/events.ts).
 * Events that arrive while the snapshot is read are held and sent after it; the snapshot takes
 * the text streamed so far from the engine, which is fresher than the last flush.
 */
export function eventRoutes({ database, engine, bus, heartbeatMs = HEARTBEAT_MS }: ServerContext) {
  return new Hono().get('/:id/events', async (c) => {
    const strategyId = c.req.param('id');
    await getStrategy(database.db, strategyId);
    c.header('x-accel-buffering', 'no');
    c.header('cache-control', 'no-cache, no-transform');
    return streamSSE(c, async (stream) => {
      let held: StrategyEvent[] | undefined = [];
      let closed = false;
      const queue: StrategyEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = bus.subscribe(strategyId, (event) => {
        if (held) held.push(event);
        else {
          queue.push(event);
          wake?.();
        }
      });
      stream.onAbort(() => {
        closed = true;
        unsubscribe();
        wake?.();
      });
      try {
        const strategy = await getStrategy(database.db, strategyId);
        const sections = { ...strategy.sections };
        for (const [key, live] of engine.liveSections(strategyId)) {
          const section = sections[key];
          if (section) sections[key] = { ...section, status: 'generating', content: live.text };
        }
        queue.push(
          { type: 'snapshot', data: { sections, activeRunId: strategy.activeRunId } },
          ...held,
        );
        held = undefined;
        while (!closed) {
          for (let event = queue.shift(); event; event = queue.shift()) {
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
            if (event.type === 'strategy-deleted') return;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, heartbeatMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
          // A comment line keeps proxies from closing an idle stream.
          if (queue.length === 0 && !closed) await stream.write(': heartbeat\n\n');
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
