import { READING_LIMITS } from '../../../../domain/share-reading.ts';

/**
 * The shared view's reading clock (issue 31, decision 0108), without the browser: a section's
 * time runs while it is on screen and the tab is visible; a stretch counts only once it lasts
 * `minStretchSeconds`; time is summed per section and taken in batches of whole seconds, at most
 * `maxSecondsPerEntry` an entry and `maxSecondsPerVisit` in all.
 */
export interface ReadingTracker {
  /** A section came on screen (true) or left it (false). */
  setSectionVisible(key: string, visible: boolean): void;
  /** The tab became visible or hidden (`document.visibilityState`). */
  setPageVisible(visible: boolean): void;
  /** The whole seconds measured since the last batch, per section (at most `maxEntries`). */
  takeBatch(): { key: string; seconds: number }[];
}

export function createReadingTracker(now: () => number = () => performance.now()): ReadingTracker {
  const onScreen = new Set<string>();
  /** Sections whose time is running: since when, and whether the stretch already counts. */
  const running = new Map<string, { since: number; counts: boolean }>();
  /** Measured, not yet sent, in milliseconds. */
  const pending = new Map<string, number>();
  let pageVisible = true;
  let sentSeconds = 0;
  const minStretchMs = READING_LIMITS.minStretchSeconds * 1000;

  /** Adds a running stretch's time so far, when it counts; it keeps running from now. */
  const settle = (key: string, time: number) => {
    const stretch = running.get(key);
    if (!stretch) return;
    const elapsed = time - stretch.since;
    if (!stretch.counts && elapsed < minStretchMs) return;
    pending.set(key, (pending.get(key) ?? 0) + elapsed);
    running.set(key, { since: time, counts: true });
  };
  const start = (key: string, time: number) => {
    if (!running.has(key)) running.set(key, { since: time, counts: false });
  };
  const stop = (key: string, time: number) => {
    settle(key, time);
    running.delete(key);
  };

  return {
    setSectionVisible(key, visible) {
      const time = now();
      if (visible) {
        onScreen.add(key);
        if (pageVisible) start(key, time);
      } else {
        onScreen.delete(key);
        stop(key, time);
      }
    },
    setPageVisible(visible) {
      if (visible === pageVisible) return;
      pageVisible = visible;
      const time = now();
      for (const key of onScreen) {
        if (visible) start(key, time);
        else stop(key, time);
      }
    },
    takeBatch() {
      const time = now();
      for (const key of running.keys()) settle(key, time);
      const batch: { key: string; seconds: number }[] = [];
      for (const [key, ms] of pending) {
        if (batch.length >= READING_LIMITS.maxEntries) break;
        const room = READING_LIMITS.maxSecondsPerVisit - sentSeconds;
        const seconds = Math.min(Math.floor(ms / 1000), READING_LIMITS.maxSecondsPerEntry, room);
        if (seconds < 1) continue;
        batch.push({ key, seconds });
        sentSeconds += seconds;
        const left = ms - seconds * 1000;
        if (left > 0) pending.set(key, left);
        else pending.delete(key);
      }
      return batch;
    },
  };
}
