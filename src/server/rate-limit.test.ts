import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

function clock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance(milliseconds: number) {
      time += milliseconds;
    },
  };
}

describe('createRateLimiter', () => {
  it('allows the limit in a window, then refuses with the seconds left', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, time.now);
    for (let index = 0; index < 3; index++) expect(limiter.hit('a')).toEqual({ allowed: true });
    time.advance(15_500);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('counts each address apart', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, clock().now);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('starts a new window when the old one ends', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 }, time.now);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    time.advance(1_000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets addresses whose window has ended', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 1_000 }, time.now);
    for (let index = 0; index < 100; index++) limiter.hit(`client-${index}`);
    expect(limiter.size).toBe(100);
    time.advance(1_000);
    limiter.hit('late');
    expect(limiter.size).toBe(1);
  });
});
