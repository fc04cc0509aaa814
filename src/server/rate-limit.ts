import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';

export interface RateLimitOptions {
  /** Requests allowed per client address in one window. */
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetsAt: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per key, in memory: enough for one server process. Windows that have
 * ended are swept at most once per window length, so the map holds only recent clients.
 */
export function createRateLimiter(options: RateLimitOptions, now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  let nextSweep = now() + options.windowMs;

  return {
    hit(key: string): RateLimitDecision {
      const time = now();
      if (time >= nextSweep) {
        for (const [windowKey, window] of windows) {
          if (window.resetsAt <= time) windows.delete(windowKey);
        }
        nextSweep = time + options.windowMs;
      }
      let window = windows.get(key);
      if (!window || window.resetsAt <= time) {
        window = { count: 0, resetsAt: time + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= options.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.resetsAt - time) / 1000) };
    },
    get size() {
      return windows.size;
    },
  };
}

/**
 * The socket's address. `X-Forwarded-For` is not read: any client could set it and so escape the
 * limit. Behind a reverse proxy every client shares the proxy's address, and so one budget.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (app.request in a test)
  }
}

/**
 * Answers 429 once a key has used its window: by default the client's address; a route may
 * count by something else it knows (a share link, a visit) after reading it.
 */
export function rateLimit<E extends Env = Env>(
  options: RateLimitOptions,
  keyOf: (c: Context<E>) => string = clientAddress,
): MiddlewareHandler<E> {
  const limiter = createRateLimiter(options);
  return createMiddleware<E>(async (c, next) => {
    const decision = limiter.hit(keyOf(c));
    return decision.allowed ? next() : tooManyRequests(c, decision.retryAfterSeconds);
  });
}

/** The 429 of a spent window, with `Retry-After`. */
export function tooManyRequests(c: Context, seconds: number): Response {
  return c.json(
    { error: `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.` },
    429,
    { 'Retry-After': String(seconds) },
  );
}
