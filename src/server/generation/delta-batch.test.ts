import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StrategyEvent } from '../../domain/events.ts';
import { DeltaBatcher } from './delta-batch.ts';
import { StrategyEventBus } from './event-bus.ts';

/** A section's deltas published through the bus, as section-job does, and what a page receives. */
function watchedSection() {
  const bus = new StrategyEventBus();
  const received: StrategyEvent[] = [];
  bus.subscribe('s1', (event) => received.push(event));
  const deltas = new DeltaBatcher((text, offset) =>
    bus.publish('s1', { type: 'section-delta', data: { key: 'market', text, offset } }),
  );
  return { bus, received, deltas };
}

/** The text a page rebuilds from the deltas it received, placing each at its offset. */
function rebuild(events: StrategyEvent[]): string {
  let text = '';
  for (const event of events) {
    if (event.type !== 'section-delta') continue;
    text = text.slice(0, event.data.offset) + event.data.text;
  }
  return text;
}

describe('DeltaBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the tokens of one interval as one delta with the offset of its first token', () => {
    const { received, deltas } = watchedSection();
    const tokens = ['# Market', ' size', '\n\nThe', ' town', ' has'];
    let offset = 0;
    for (const token of tokens.slice(0, 3)) {
      deltas.add(token, offset);
      offset += token.length;
    }
    expect(received).toEqual([]);
    vi.runAllTimers();
    for (const token of tokens.slice(3)) {
      deltas.add(token, offset);
      offset += token.length;
    }
    vi.runAllTimers();
    expect(received).toEqual([
      { type: 'section-delta', data: { key: 'market', text: '# Market size\n\nThe', offset: 0 } },
      { type: 'section-delta', data: { key: 'market', text: ' town has', offset: 18 } },
    ]);
    expect(rebuild(received)).toBe(tokens.join(''));
  });

  it('sends pending text before a new attempt that starts again at offset 0', () => {
    const { received, deltas } = watchedSection();
    deltas.add('First try', 0);
    deltas.add('Second', 0);
    deltas.add(' try', 6);
    vi.runAllTimers();
    expect(received.map((event) => event.data)).toEqual([
      { key: 'market', text: 'First try', offset: 0 },
      { key: 'market', text: 'Second try', offset: 0 },
    ]);
    expect(rebuild(received)).toBe('Second try');
  });

  it('a flush before another event keeps the text ahead of it', () => {
    const { bus, received, deltas } = watchedSection();
    deltas.add('All the text', 0);
    deltas.flush();
    bus.publish('s1', {
      type: 'section-end',
      data: { key: 'market', content: 'All the text', truncated: false, version: 2 },
    });
    vi.runAllTimers();
    expect(received.map((event) => event.type)).toEqual(['section-delta', 'section-end']);
    expect(rebuild(received)).toBe('All the text');
  });
});
