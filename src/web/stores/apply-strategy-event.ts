import { findSection } from '../../domain/catalogue.ts';
import type { StrategyEvent } from '../../domain/events.ts';
import type { SectionState } from '../../domain/strategy.ts';

/** What the page knows about a strategy's sections while the server's events arrive. */
export interface LiveSections {
  sections: Record<string, SectionState>;
  activeRunId: string | null;
  /** The sections of the run going on (or the last one seen), for the progress bar. */
  runKeys: readonly string[];
}

export const EMPTY_LIVE_SECTIONS: LiveSections = { sections: {}, activeRunId: null, runKeys: [] };

const IN_PROGRESS = new Set(['queued', 'generating']);

export function isInProgress(section: SectionState | undefined): boolean {
  return section !== undefined && IN_PROGRESS.has(section.status);
}

/** Has finished text: not being (re)written and not failed. */
export function isWritten(section: SectionState | undefined): boolean {
  return (
    section !== undefined &&
    !isInProgress(section) &&
    section.status !== 'failed' &&
    section.content.trim() !== ''
  );
}

function union(first: readonly string[], second: Iterable<string>): string[] {
  return [...new Set([...first, ...second])];
}

function blankSection(key: string, now: string): SectionState {
  return {
    key,
    title: findSection(key)?.title ?? key,
    status: 'idle',
    content: '',
    updatedAt: now,
  };
}

function patchSections(
  state: LiveSections,
  keys: readonly string[],
  patch: (section: SectionState) => SectionState,
  now: string,
): LiveSections {
  const sections = { ...state.sections };
  for (const key of keys) sections[key] = patch(sections[key] ?? blankSection(key, now));
  return { ...state, sections };
}

/** Streamed text: `text` starts at `offset` in the section's text of the current attempt. */
export interface SectionDelta {
  offset: number;
  text: string;
}

/** Joins a delta to the one waiting to be applied, keeping every character once. */
export function mergeDelta(waiting: SectionDelta | undefined, delta: SectionDelta): SectionDelta {
  if (!waiting) return delta;
  const waitingEnd = waiting.offset + waiting.text.length;
  const deltaEnd = delta.offset + delta.text.length;
  if (deltaEnd <= waitingEnd && delta.offset >= waiting.offset) return waiting;
  if (delta.offset <= waiting.offset) return delta;
  // Overlapping or contiguous: keep what is waiting, add what is new. (A gap cannot be filled;
  // the text is joined so the section keeps growing.)
  const added =
    delta.offset < waitingEnd ? delta.text.slice(waitingEnd - delta.offset) : delta.text;
  return { offset: waiting.offset, text: waiting.text + added };
}

/**
 * Appends streamed text, many sections at once (the page batches deltas). Idempotent: only the
 * part past what the page already has is added (a delta may repeat text the snapshot carried).
 */
export function appendDeltas(
  state: LiveSections,
  deltas: ReadonlyMap<string, SectionDelta>,
  now: string,
): LiveSections {
  const sections = { ...state.sections };
  for (const [key, { offset, text }] of deltas) {
    const section = sections[key] ?? blankSection(key, now);
    const known = section.content.length;
    if (offset + text.length <= known) continue;
    const added = offset < known ? text.slice(known - offset) : text;
    sections[key] = { ...section, status: 'generating', content: section.content + added };
  }
  return { ...state, sections };
}

/** The page's view of one server event; a pure function so it is tested without a browser. */
export function applyStrategyEvent(
  state: LiveSections,
  event: StrategyEvent,
  now: string,
): LiveSections {
  const update = (keys: readonly string[], patch: (section: SectionState) => SectionState) =>
    patchSections(state, keys, (section) => ({ ...patch(section), updatedAt: now }), now);
  const withoutError = ({ error: _error, ...section }: SectionState) => section;

  switch (event.type) {
    case 'snapshot': {
      const { sections, activeRunId } = event.data;
      const inProgress = Object.values(sections).filter(isInProgress);
      const runKeys =
        activeRunId === null
          ? state.runKeys
          : union(
              activeRunId === state.activeRunId ? state.runKeys : [],
              inProgress.map((section) => section.key),
            );
      return { sections, activeRunId, runKeys };
    }
    case 'run-start': {
      // Shown as queued at once; the server's `section-queued` follows.
      const waiting = event.data.sections.filter((key) => !isInProgress(state.sections[key]));
      const queued = update(waiting, (section) => ({ ...withoutError(section), status: 'queued' }));
      return {
        ...queued,
        activeRunId: event.data.runId,
        runKeys: state.activeRunId
          ? union(state.runKeys, event.data.sections)
          : event.data.sections,
      };
    }
    case 'section-queued': {
      const next = update(event.data.keys, (section) => ({
        ...withoutError(section),
        status: 'queued',
      }));
      const runKeys = state.activeRunId ? state.runKeys : [];
      return { ...next, runKeys: union(runKeys, event.data.keys) };
    }
    case 'section-start':
      return update([event.data.key], (section) => ({
        ...withoutError(section),
        status: 'generating',
        content: '',
      }));
    case 'section-delta':
      return appendDeltas(state, new Map([[event.data.key, event.data]]), now);
    case 'section-retry':
      return update([event.data.key], (section) => ({ ...section, content: '' }));
    case 'section-end': {
      const { key, content, usage, truncated } = event.data;
      return update([key], ({ usage: _usage, truncated: _truncated, ...section }) => ({
        ...withoutError(section),
        status: 'done',
        content,
        ...(usage ? { usage } : {}),
        ...(truncated ? { truncated } : {}),
      }));
    }
    case 'section-error':
      return update([event.data.key], (section) => ({
        ...section,
        status: 'failed',
        content: '',
        error: event.data.error,
      }));
    case 'section-idle':
      return update([event.data.key], (section) => ({
        ...withoutError(section),
        status: 'idle',
        content: '',
      }));
    case 'section-update':
      return {
        ...state,
        sections: { ...state.sections, [event.data.section.key]: event.data.section },
      };
    case 'run-end':
      return state.activeRunId === event.data.runId ? { ...state, activeRunId: null } : state;
    case 'strategy-deleted':
      return state;
  }
}
