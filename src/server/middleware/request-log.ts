import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger.ts';

export type AppVariables = { logger: Logger; requestId: string };

/** One child logger per request, carrying the request id; one line per request when it ends. */
export function requestLog(logger: Logger) {
  return createMiddleware<{ Variables: AppVariables }>(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    const child = logger.child({ requestId });
    c.set('logger', child);
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    child.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
