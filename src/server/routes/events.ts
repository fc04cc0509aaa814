import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { StrategyEvent } from '../../domain/events.ts';
import type { Strategy } from '../../domain/strategy.ts';
import type { ServerContext } from '../context.ts';
import { describeRoute, media } from '../route-description.ts';
import { getStrategy } from '../store/strategies.ts';
import type { StrategyVariables } from './path-params.ts';

const HEARTBEAT_MS = 15_000;

/**
 * One event as an SSE frame, serialised once however many pages watch the strategy (events are
 * never changed after they are published). JSON has no raw newline, so one `data:` line holds it.
 */
const frames = new WeakMap<StrategyEvent, string>();
function sseFrame(event: StrategyEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

/**
 * The stored sections with the text streamed so far of those still generating. Only a section
 * stored as generating takes it: a job stays in the engine's list for a moment after its end is
 * stored and published (before this page subscribed), and its text must not turn a written
 * section back into a generating one that no event would ever end.
 */
export function withLiveText(
  stored: Strategy['sections'],
  live: ReadonlyMap<string, { text: string }>,
): Strategy['sections'] {
  const sections = { ...stored };
  for (const [key, { text }] of live) {
    const section = sections[key];
    if (section?.status === 'generating') sections[key] = { ...section, content: text };
  }
  return sections;
}

/**
 * Mounted at `/api/strategies/:id`. `GET /api/strategies/:id/events`: a snapshot, then live events (src/domain/events.ts).
 * Events that arrive while the snapshot is read are held and sent after it; the snapshot takes
 * the text streamed so far from the engine, which is fresher than the last flush.
 */
export function eventRoutes({ database, engine, bus, heartbeatMs = HEARTBEAT_MS }: ServerContext) {
  return new Hono<{ Variables: StrategyVariables }>().get(
    '/events',
    describeRoute({
      summary: 'SSE: snapshot, then live events (`src/domain/events.ts`)',
      responses: {
        200: media('text/event-stream', 'Server-Sent Events: a snapshot, then live events.'),
      },
    }),
    async (c) => {
      const strategyId = c.var.strategyId;
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
          const sections = withLiveText(strategy.sections, engine.liveSections(strategyId));
          queue.push(
            {
              type: 'snapshot',
              data: { sections, activeRunId: strategy.activeRunId, lastRun: strategy.lastRun },
            },
            ...held,
          );
          held = undefined;
          while (!closed) {
            // Everything queued goes out in one write: at 32 streams a page gets hundreds of
            // deltas a second, and a write per event cost more than the events themselves.
            if (queue.length > 0) {
              const events = queue.splice(0);
              const deleted = events.findIndex((event) => event.type === 'strategy-deleted');
              const sent = deleted === -1 ? events : events.slice(0, deleted + 1);
              await stream.write(sent.map(sseFrame).join(''));
              if (deleted !== -1) return;
              // What was published while a slow page took the write is sent now: nothing woke us.
              continue;
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
    },
  );
}
