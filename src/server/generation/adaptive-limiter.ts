/**
 * How many sections may call the provider at once. Starts at the configured concurrency; a 429
 * halves it and pauses new starts until the provider's Retry-After; each run of successes as long
 * as the current limit raises it by one, back up to the configured value. (Measured against a
 * provider allowing 16 concurrent requests: firing all 132 sections at once failed 84 even with
 * retries; this finished all of them with a few 429s. Decision 0006.)
 */
export class AdaptiveLimiter {
  max: number;
  private current: number;
  private successesSinceChange = 0;
  private pausedUntil = 0;

  constructor(max: number) {
    this.max = max;
    this.current = max;
  }

  /** A new configured concurrency (saved in settings): a lowered limit applies at once. */
  setMaximum(max: number): void {
    if (max === this.max) return;
    this.current = Math.max(1, Math.min(max, this.current + (max - this.max)));
    this.max = max;
  }

  get limit(): number {
    return this.current;
  }

  /** Milliseconds until new starts are allowed again (0 when they are). */
  pauseRemaining(now = Date.now()): number {
    return Math.max(0, this.pausedUntil - now);
  }

  canStart(running: number, now = Date.now()): boolean {
    return running < this.current && this.pauseRemaining(now) === 0;
  }

  onRateLimited(retryAfterMs: number, now = Date.now()): void {
    this.current = Math.max(1, Math.floor(this.current / 2));
    this.successesSinceChange = 0;
    this.pausedUntil = Math.max(this.pausedUntil, now + retryAfterMs);
  }

  onSuccess(): void {
    if (this.current >= this.max) return;
    this.successesSinceChange++;
    if (this.successesSinceChange >= this.current) {
      this.current++;
      this.successesSinceChange = 0;
    }
  }
}
