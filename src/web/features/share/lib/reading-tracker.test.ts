import { describe, expect, it } from 'vitest';
import { READING_LIMITS } from '../../../../domain/share-reading.ts';
import { createReadingTracker } from './reading-tracker.ts';

function clock() {
  let time = 0;
  return {
    now: () => time,
    advance(seconds: number) {
      time += seconds * 1000;
    },
  };
}

describe('reading tracker', () => {
  it('counts a section on screen for at least 2 s, summed, in whole seconds', () => {
    const time = clock();
    const tracker = createReadingTracker(time.now);
    tracker.setSectionVisible('vision', true);
    time.advance(3.6);
    tracker.setSectionVisible('vision', false);
    tracker.setSectionVisible('vision', true);
    time.advance(2.5);
    tracker.setSectionVisible('vision', false);
    expect(tracker.takeBatch()).toEqual([{ key: 'vision', seconds: 6 }]);
    // The part of a second left over waits for the next batch.
    expect(tracker.takeBatch()).toEqual([]);
  });

  it('leaves out glimpses shorter than 2 s', () => {
    const time = clock();
    const tracker = createReadingTracker(time.now);
    for (let glimpse = 0; glimpse < 5; glimpse++) {
      tracker.setSectionVisible('mission', true);
      time.advance(1.9);
      tracker.setSectionVisible('mission', false);
    }
    expect(tracker.takeBatch()).toEqual([]);
  });

  it('sends a long stretch in batches while it lasts, and stops while the tab is hidden', () => {
    const time = clock();
    const tracker = createReadingTracker(time.now);
    tracker.setSectionVisible('mission', true);
    time.advance(15);
    expect(tracker.takeBatch()).toEqual([{ key: 'mission', seconds: 15 }]);
    time.advance(1); // the running stretch already counts: its next second is not lost
    tracker.setPageVisible(false);
    time.advance(600);
    tracker.setPageVisible(true);
    time.advance(4);
    expect(tracker.takeBatch()).toEqual([{ key: 'mission', seconds: 5 }]);
  });

  it('never sends more than the per-entry and per-visit caps', () => {
    const time = clock();
    const tracker = createReadingTracker(time.now);
    tracker.setSectionVisible('mission', true);
    time.advance(READING_LIMITS.maxSecondsPerVisit + 3600);
    let sent = 0;
    for (let batch = tracker.takeBatch(); batch.length > 0; batch = tracker.takeBatch()) {
      expect(batch[0]!.seconds).toBeLessThanOrEqual(READING_LIMITS.maxSecondsPerEntry);
      sent += batch[0]!.seconds;
    }
    expect(sent).toBe(READING_LIMITS.maxSecondsPerVisit);
  });
});
