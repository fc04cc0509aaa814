import { describe, expect, it } from 'vitest';
import type { StrategyEvent } from '../../domain/events.ts';
import {
  applyStrategyEvent,
  EMPTY_LIVE_SECTIONS,
  type LiveSections,
  mergeDelta,
} from './apply-strategy-event.ts';

const now = '2026-11-22T10:00:00.000Z';
const apply = (state: LiveSections, ...events: StrategyEvent[]) =>
  events.reduce((current, event) => applyStrategyEvent(current, event, now), state);

describe('applyStrategyEvent', () => {
  it('follows a run from start to end: queued, generating with streamed text, done', () => {
    const state = apply(
      EMPTY_LIVE_SECTIONS,
      { type: 'run-start', data: { runId: 'r1', sections: ['target-audience', 'persona-1'] } },
      { type: 'section-queued', data: { runId: 'r1', keys: ['target-audience', 'persona-1'] } },
      { type: 'section-start', data: { key: 'target-audience', attempt: 1 } },
      { type: 'section-delta', data: { key: 'target-audience', text: '## Who', offset: 0 } },
      { type: 'section-delta', data: { key: 'target-audience', text: ' buys', offset: 6 } },
    );
    expect(state.activeRunId).toBe('r1');
    expect(state.runKeys).toEqual(['target-audience', 'persona-1']);
    expect(state.sections['target-audience']).toMatchObject({
      status: 'generating',
      content: '## Who buys',
      title: 'Target Audience',
    });
    expect(state.sections['persona-1']?.status).toBe('queued');

    const done = apply(
      state,
      {
        type: 'section-end',
        data: {
          key: 'target-audience',
          content: '## Who buys\n\nFinal.',
          usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 },
          truncated: false,
        },
      },
      { type: 'section-error', data: { key: 'persona-1', error: 'Failed to generate content' } },
      { type: 'run-end', data: { runId: 'r1', status: 'done' } },
    );
    expect(done.sections['target-audience']).toMatchObject({
      status: 'done',
      content: '## Who buys\n\nFinal.',
      usage: { totalTokens: 15 },
    });
    expect(done.sections['persona-1']).toMatchObject({
      status: 'failed',
      content: '',
      error: 'Failed to generate content',
    });
    expect(done.activeRunId).toBeNull();
    expect(done.runKeys).toEqual(['target-audience', 'persona-1']);
  });

  it('applies a delta once even when it repeats text the snapshot already carried', () => {
    const state = apply(
      EMPTY_LIVE_SECTIONS,
      {
        type: 'snapshot',
        data: {
          activeRunId: 'r1',
          sections: {
            'mission-statement': {
              key: 'mission-statement',
              title: 'Mission Statement',
              status: 'generating',
              content: 'Make coffee',
              updatedAt: now,
            },
          },
        },
      },
      { type: 'section-delta', data: { key: 'mission-statement', text: 'coffee easy', offset: 5 } },
      { type: 'section-delta', data: { key: 'mission-statement', text: 'Make', offset: 0 } },
    );
    expect(state.sections['mission-statement']?.content).toBe('Make coffee easy');
    expect(state.runKeys).toEqual(['mission-statement']);
  });

  it('discards partial text on a retry and clears the error when a section is queued again', () => {
    const failed = apply(
      EMPTY_LIVE_SECTIONS,
      { type: 'section-start', data: { key: 'colors', attempt: 1 } },
      { type: 'section-delta', data: { key: 'colors', text: 'Half an ans', offset: 0 } },
      { type: 'section-retry', data: { key: 'colors', attempt: 2, reason: 'HTTP 500' } },
    );
    expect(failed.sections.colors?.content).toBe('');
    const errored = apply(failed, { type: 'section-error', data: { key: 'colors', error: 'x' } });
    const again = apply(errored, {
      type: 'section-queued',
      data: { runId: 'r2', keys: ['colors'] },
    });
    expect(again.sections.colors).not.toHaveProperty('error');
    expect(again.sections.colors?.status).toBe('queued');
  });

  it('puts a cancelled section back to idle and a person’s edit in place', () => {
    const state = apply(
      EMPTY_LIVE_SECTIONS,
      { type: 'section-queued', data: { runId: 'r1', keys: ['imagery'] } },
      { type: 'section-idle', data: { key: 'imagery' } },
      {
        type: 'section-update',
        data: {
          section: {
            key: 'colors',
            title: 'Colors',
            status: 'done',
            content: 'Blue',
            updatedAt: now,
          },
        },
      },
    );
    expect(state.sections.imagery).toMatchObject({ status: 'idle', content: '' });
    expect(state.sections.colors?.content).toBe('Blue');
  });
});

describe('mergeDelta', () => {
  it('joins contiguous text and keeps overlapping text once', () => {
    expect(mergeDelta(undefined, { offset: 3, text: 'abc' })).toEqual({ offset: 3, text: 'abc' });
    expect(mergeDelta({ offset: 0, text: 'ab' }, { offset: 2, text: 'cd' })).toEqual({
      offset: 0,
      text: 'abcd',
    });
    expect(mergeDelta({ offset: 0, text: 'abcd' }, { offset: 2, text: 'cdef' })).toEqual({
      offset: 0,
      text: 'abcdef',
    });
    expect(mergeDelta({ offset: 0, text: 'abcd' }, { offset: 1, text: 'bc' })).toEqual({
      offset: 0,
      text: 'abcd',
    });
  });
});
