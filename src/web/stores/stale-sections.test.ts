import { describe, expect, it } from 'vitest';
import type { StaleReason } from '../../domain/staleness.ts';
import type { SectionState } from '../../domain/strategy.ts';
import {
  applyStrategyEvent,
  EMPTY_LIVE_SECTIONS,
  type LiveSections,
  mergeStaleness,
} from './apply-strategy-event.ts';

const now = '2026-11-22T10:00:00.000Z';
const MODEL: StaleReason[] = [{ input: 'financials', change: 'changed' }];

function section(key: string, version: number, extra: Partial<SectionState> = {}): SectionState {
  return {
    key,
    title: key,
    status: 'done',
    content: `Text of ${key}`,
    version,
    updatedAt: now,
    ...extra,
  };
}

function live(...sections: SectionState[]): LiveSections {
  return {
    ...EMPTY_LIVE_SECTIONS,
    sections: Object.fromEntries(sections.map((item) => [item.key, item])),
  };
}

describe('stale sections in the page', () => {
  it('takes the staleness of a newer read only for the text the page shows', () => {
    const state = live(section('pricing-strategy', 3), section('mission-statement', 5));
    const merged = mergeStaleness(state, {
      'pricing-strategy': section('pricing-strategy', 3, { stale: true, staleReasons: MODEL }),
      // Read before the page saw version 5: its staleness is of an older text.
      'mission-statement': section('mission-statement', 4, { stale: true, staleReasons: MODEL }),
    });
    expect(merged.sections['pricing-strategy']).toMatchObject({ stale: true, staleReasons: MODEL });
    expect(merged.sections['mission-statement']?.stale).toBeUndefined();

    const current = mergeStaleness(merged, { 'pricing-strategy': section('pricing-strategy', 3) });
    expect(current.sections['pricing-strategy']).not.toHaveProperty('stale');
    expect(current.sections['pricing-strategy']).not.toHaveProperty('staleReasons');
    // Nothing changed: the same state, so nothing re-renders.
    expect(mergeStaleness(current, { 'pricing-strategy': section('pricing-strategy', 3) })).toBe(
      current,
    );
  });

  it('drops the mark of a section as it is written again', () => {
    const state = live(section('pricing-strategy', 3, { stale: true, staleReasons: MODEL }));
    const started = applyStrategyEvent(
      state,
      { type: 'section-start', data: { key: 'pricing-strategy', attempt: 1 } },
      now,
    );
    expect(started.sections['pricing-strategy']).not.toHaveProperty('stale');
    const ended = applyStrategyEvent(
      state,
      {
        type: 'section-end',
        data: { key: 'pricing-strategy', content: 'New prices', truncated: false, version: 5 },
      },
      now,
    );
    expect(ended.sections['pricing-strategy']).not.toHaveProperty('staleReasons');
  });
});
