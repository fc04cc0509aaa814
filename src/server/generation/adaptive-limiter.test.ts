import { describe, expect, it } from 'vitest';
import { AdaptiveLimiter } from './adaptive-limiter.ts';

describe('AdaptiveLimiter', () => {
  it('allows up to the configured concurrency', () => {
    const limiter = new AdaptiveLimiter(4);
    expect(limiter.canStart(3, 0)).toBe(true);
    expect(limiter.canStart(4, 0)).toBe(false);
  });

  it('halves on 429, pauses until Retry-After, then recovers one step per run of successes', () => {
    const limiter = new AdaptiveLimiter(8);
    limiter.onRateLimited(1000, 0);
    expect(limiter.limit).toBe(4);
    expect(limiter.canStart(0, 999)).toBe(false);
    expect(limiter.pauseRemaining(500)).toBe(500);
    expect(limiter.canStart(0, 1000)).toBe(true);
    limiter.onRateLimited(1000, 1000);
    limiter.onRateLimited(1000, 1000);
    limiter.onRateLimited(1000, 1000);
    expect(limiter.limit).toBe(1);
    limiter.onSuccess();
    expect(limiter.limit).toBe(2);
    limiter.onSuccess();
    expect(limiter.limit).toBe(2);
    limiter.onSuccess();
    expect(limiter.limit).toBe(3);
    for (let i = 0; i < 100; i++) limiter.onSuccess();
    expect(limiter.limit).toBe(8);
  });
});
