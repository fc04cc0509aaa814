import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { describeRoute } from '../route-description.ts';

/**
 * `GET /api/metrics`: what an operator (or a load test) watches: memory, event-loop delay since
 * start (or since the last `?reset=1`), and the generation engine's load. Needs the access token
 * like other owner routes.
 */
/** `GET /api/metrics`: memory in MB, event-loop delay in ms, sections being written. */
const metricsResponse = z.object({
  rssMb: z.number(),
  peakRssMb: z.number(),
  eventLoopDelayMs: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  generation: z.object({ running: z.number().int(), limit: z.number().int() }),
});

export function metricsRoutes({ engine }: ServerContext) {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 250);
  sampler.unref();
  const milliseconds = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;

  return new Hono().get(
    '/',
    describeRoute({
      summary: 'memory, event-loop delay, generation load',
      responses: { 200: metricsResponse },
    }),
    (c) => {
      const body = {
        rssMb: Math.round(process.memoryUsage.rss() / 1e6),
        peakRssMb: Math.round(Math.max(peakRss, process.memoryUsage.rss()) / 1e6),
        eventLoopDelayMs: {
          p50: milliseconds(loopDelay.percentile(50)),
          p99: milliseconds(loopDelay.percentile(99)),
          max: milliseconds(loopDelay.max),
        },
        generation: { running: engine.runningCount, limit: engine.limiter.limit },
      } satisfies z.input<typeof metricsResponse>;
      if (c.req.query('reset') === '1') {
        loopDelay.reset();
        peakRss = process.memoryUsage.rss();
      }
      return c.json(body, 200);
    },
  );
}
