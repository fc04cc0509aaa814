import { describe, expect, it } from 'vitest';
import type { StrategyEvent } from '../../domain/events.ts';
import type { SectionState } from '../../domain/strategy.ts';
import { budgetNotice, progressText, runKind } from '../features/generate/lib/progress-text.ts';
import {
  applyStrategyEvent,
  EMPTY_LIVE_SECTIONS,
  type LiveSections,
  mergeDelta,
  runFromServer,
} from './apply-strategy-event.ts';
import { continueKeys, runProgress } from './live-strategy-selectors.ts';

const now = '2026-11-22T10:00:00.000Z';
const apply = (state: LiveSections, ...events: StrategyEvent[]) =>
  events.reduce((current, event) => applyStrategyEvent(current, event, now), state);

describe('applyStrategyEvent', () => {
  it("keeps a failure's detail and a shortened context, and drops both when written again", () => {
    const failed = apply(EMPTY_LIVE_SECTIONS, {
      type: 'section-error',
      data: {
        key: 'colors',
        error: 'Failed to generate strategy section: The AI provider refused the key',
        errorDetail: 'HTTP 401: Incorrect API key',
        version: 2,
      },
    });
    expect(failed.sections.colors).toMatchObject({ errorDetail: 'HTTP 401: Incorrect API key' });
    const written = apply(failed, {
      type: 'section-end',
      data: {
        key: 'colors',
        content: 'Navy',
        truncated: false,
        contextShortened: true,
        version: 3,
      },
    });
    expect(written.sections.colors).toMatchObject({ status: 'done', contextShortened: true });
    expect(written.sections.colors?.errorDetail).toBeUndefined();
    expect(written.sections.colors?.error).toBeUndefined();
  });

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
          version: 3,
        },
      },
      {
        type: 'section-error',
        data: { key: 'persona-1', error: 'Failed to generate content', version: 2 },
      },
      { type: 'run-end', data: { runId: 'r1', status: 'done' } },
    );
    expect(done.sections['target-audience']).toMatchObject({
      status: 'done',
      content: '## Who buys\n\nFinal.',
      version: 3,
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
          lastRun: {
            id: 'r1',
            status: 'running',
            sections: ['mission-statement'],
            written: 0,
            unwritten: [],
            budget: null,
            stoppedAtBudget: false,
          },
          sections: {
            'mission-statement': {
              key: 'mission-statement',
              title: 'Mission Statement',
              status: 'generating',
              content: 'Make coffee',
              version: 2,
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
    const errored = apply(failed, {
      type: 'section-error',
      data: { key: 'colors', error: 'x', version: 4 },
    });
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
      { type: 'section-idle', data: { key: 'imagery', version: 5 } },
      {
        type: 'section-update',
        data: {
          section: {
            key: 'colors',
            title: 'Colors',
            status: 'done',
            content: 'Blue',
            version: 7,
            updatedAt: now,
          },
        },
      },
    );
    expect(state.sections.imagery).toMatchObject({ status: 'idle', content: '', version: 5 });
    expect(state.sections.colors?.content).toBe('Blue');
  });
});

describe('the run the progress line counts against', () => {
  const section = (key: string, status: SectionState['status'], content = ''): SectionState => ({
    key,
    title: key,
    status,
    content,
    version: 1,
    updatedAt: now,
  });

  it('after a reload mid-run, is the whole run, not only the sections still to write', () => {
    const keys = ['target-audience', 'persona-1', 'persona-2', 'persona-3'];
    const state = apply(EMPTY_LIVE_SECTIONS, {
      type: 'snapshot',
      data: {
        activeRunId: 'r1',
        lastRun: {
          id: 'r1',
          status: 'running',
          sections: keys,
          written: 0,
          unwritten: [],
          budget: null,
          stoppedAtBudget: false,
        },
        sections: {
          'target-audience': section('target-audience', 'done', 'Written.'),
          'persona-1': section('persona-1', 'generating', 'Half'),
          'persona-2': section('persona-2', 'queued'),
          'persona-3': section('persona-3', 'queued'),
        },
      },
    });
    expect(state.runKeys).toEqual(keys);
    expect(runProgress(state)).toEqual({ written: 1, total: 4, end: null, stoppedAtBudget: false });
  });

  it("keeps what was written when the page's own start arrives after the server's events", () => {
    const keys = ['target-audience', 'mission-statement'];
    const start: StrategyEvent = { type: 'run-start', data: { runId: 'r1', sections: keys } };
    const written = apply(
      EMPTY_LIVE_SECTIONS,
      start,
      { type: 'section-queued', data: { runId: 'r1', keys } },
      ...keys.flatMap((key): StrategyEvent[] => [
        { type: 'section-start', data: { key, attempt: 1 } },
        {
          type: 'section-end',
          data: { key, content: `${key} text`, truncated: false, version: 3 },
        },
      ]),
      { type: 'run-end', data: { runId: 'r1', status: 'done' } },
    );
    // The answer to the page's POST, applied as a run-start (a fast model beat it).
    const late = apply(written, start);
    expect(runProgress(late)).toEqual({
      written: 2,
      total: 2,
      end: 'done',
      stoppedAtBudget: false,
    });
    expect(late.sections['target-audience']?.status).toBe('done');
    // A new run of the same sections queues them again.
    const next = apply(late, { type: 'run-start', data: { runId: 'r2', sections: keys } });
    expect(runProgress(next)).toEqual({ written: 0, total: 2, end: null, stoppedAtBudget: false });
  });

  it('after Stop, counts what was written and says the run stopped', () => {
    const keys = Array.from({ length: 124 }, (_, index) => `section-${index}`);
    const sections = Object.fromEntries(
      keys.map((key, index) => [key, section(key, index < 8 ? 'done' : 'queued', 'Text')]),
    );
    const running = apply(
      { ...EMPTY_LIVE_SECTIONS, sections },
      { type: 'run-start', data: { runId: 'r1', sections: keys } },
    );
    const stopped = apply(
      { ...running, sections },
      ...keys
        .slice(8)
        .map((key): StrategyEvent => ({ type: 'section-idle', data: { key, version: 1 } })),
      { type: 'run-end', data: { runId: 'r1', status: 'cancelled' } },
    );
    const progress = runProgress(stopped);
    expect(progress).toEqual({ written: 8, total: 124, end: 'cancelled', stoppedAtBudget: false });
    expect(continueKeys(stopped)).toEqual(keys.slice(8));
    expect(progressText(progress, 8)).toMatchObject({
      percent: 6,
      count: 'Stopped: 8 of 124 written',
    });
  });

  it('reads a stopped run from the server after a reload', () => {
    const { runKeys, runEnd } = runFromServer(
      {
        id: 'r1',
        status: 'cancelled',
        sections: ['colors', 'imagery'],
        written: 1,
        unwritten: ['imagery'],
        budget: null,
        stoppedAtBudget: false,
      },
      { colors: section('colors', 'done', 'Blue') },
    );
    expect(runKeys).toEqual(['colors', 'imagery']);
    expect(runEnd).toBe('cancelled');
  });

  it('does not count text from before the run that the budget put back', () => {
    const keys = ['colors', 'imagery', 'logo', 'typography'];
    // Two sections had text before the run; it asks for all four again.
    const before = {
      colors: section('colors', 'done', 'Old blue'),
      imagery: section('imagery', 'done', 'Old photos'),
    };
    const running = apply(
      { ...EMPTY_LIVE_SECTIONS, sections: before },
      { type: 'run-start', data: { runId: 'r1', sections: keys } },
      { type: 'section-start', data: { key: 'logo', attempt: 1 } } as StrategyEvent,
    );
    const stopped = apply(
      running,
      {
        type: 'section-end',
        data: { key: 'logo', content: 'A new logo', version: 2, truncated: false },
      } as StrategyEvent,
      // The budget puts the rest back as they were: two with their old text, one empty.
      { type: 'section-update', data: { section: section('colors', 'done', 'Old blue') } },
      { type: 'section-update', data: { section: section('imagery', 'done', 'Old photos') } },
      { type: 'section-idle', data: { key: 'typography', version: 1 } },
      { type: 'run-budget-reached', data: { runId: 'r1', notWritten: 3, message: '' } },
      { type: 'run-end', data: { runId: 'r1', status: 'done' } },
    );
    const progress = runProgress(stopped);
    expect(progress).toEqual({ written: 1, total: 4, end: 'done', stoppedAtBudget: true });
    expect(progressText(progress, 3).count).toBe('Stopped: 1 of 4 written');
    expect(budgetNotice(progress)).toBe('Budget reached: 3 sections not written');
    expect(continueKeys(stopped)).toEqual(['colors', 'imagery', 'typography']);
  });

  it('never says 100% before every section is written', () => {
    expect(
      progressText({ written: 249, total: 250, end: 'done', stoppedAtBudget: false }, 0).percent,
    ).toBe(99);
    expect(
      progressText({ written: 4, total: 4, end: 'done', stoppedAtBudget: false }, 0).percent,
    ).toBe(100);
  });

  it('names the failure after the kind of run when the page did not see it start', () => {
    expect(runKind(124)).toBe('complete');
    expect(runKind(3)).toBe('selected');
    expect(runKind(1)).toBe('section');
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
