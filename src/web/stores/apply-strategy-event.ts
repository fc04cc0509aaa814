import { findSection } from '../../domain/catalogue.ts';
import type { StrategyEvent } from '../../domain/events.ts';
import { UNWRITTEN_SECTION_VERSION } from '../../domain/section-edit.ts';
import type { RunSummary, SectionState } from '../../domain/strategy.ts';

/** What the page knows about a strategy's sections while the server's events arrive. */
export interface LiveSections {
  sections: Record<string, SectionState>;
  activeRunId: string | null;
  /** The run going on or the last one seen: its start is applied once, whoever tells first. */
  runId: string | null;
  /** The sections of the run going on (or the last one seen), for the progress bar. */
  runKeys: readonly string[];
  /**
   * Sections of the run it put back unwritten (Stop, the budget): the text they show, if any, is
   * from before the run, so the progress does not count them (nor, after a reload, its failed ones).
   */
  runLeftOut: readonly string[];
  /** The run stopped starting sections at its budget. */
  runStoppedAtBudget: boolean;
  /** How the run of `runKeys` ended; null while it runs (or when there was none). */
  runEnd: 'done' | 'cancelled' | null;
}

export const EMPTY_LIVE_SECTIONS: LiveSections = {
  sections: {},
  activeRunId: null,
  runId: null,
  runKeys: [],
  runLeftOut: [],
  runStoppedAtBudget: false,
  runEnd: null,
};

/**
 * The run the progress line counts against, from the server's strategy or snapshot: its whole
 * list of sections (after a reload mid-run, not only those still to write) and how it ended.
 */
export function runFromServer(
  lastRun: RunSummary | null | undefined,
  sections: Record<string, SectionState>,
  previous: readonly string[] = [],
): Pick<LiveSections, 'runId' | 'runKeys' | 'runEnd' | 'runLeftOut' | 'runStoppedAtBudget'> {
  if (!lastRun) {
    const inProgress = Object.values(sections).filter(isInProgress);
    return {
      runId: null,
      runKeys: union(
        previous,
        inProgress.map((section) => section.key),
      ),
      runLeftOut: [],
      runStoppedAtBudget: false,
      runEnd: null,
    };
  }
  const ended = {
    runId: lastRun.id,
    runLeftOut: lastRun.unwritten ?? [],
    runStoppedAtBudget: lastRun.stoppedAtBudget === true,
  };
  if (lastRun.status !== 'running') {
    return { ...ended, runKeys: lastRun.sections, runEnd: lastRun.status };
  }
  const inProgress = Object.values(sections).filter(isInProgress);
  return {
    ...ended,
    runKeys: union(
      union(previous, lastRun.sections),
      inProgress.map((section) => section.key),
    ),
    runEnd: null,
  };
}

/**
 * A section of the run that was waiting or being written and is not any more, without having
 * ended or failed: put back (Stop, the budget), with the text it had before the run, if any.
 */
function leftOut(state: LiveSections, key: string, next: SectionState['status']): LiveSections {
  const before = state.sections[key];
  if (!state.runKeys.includes(key) || !isInProgress(before)) return state;
  if (next === 'queued' || next === 'generating' || state.runLeftOut.includes(key)) return state;
  return { ...state, runLeftOut: [...state.runLeftOut, key] };
}

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
    version: UNWRITTEN_SECTION_VERSION,
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
  const withoutError = ({ error: _error, errorDetail: _detail, ...section }: SectionState) =>
    section;
  // Being (re)written from the inputs as they are: no longer stale (the server's next read of the
  // strategy says whether what it draws on is, `mergeStaleness`).
  const current = ({ stale: _stale, staleReasons: _reasons, ...section }: SectionState) => section;

  switch (event.type) {
    case 'snapshot': {
      const { sections, activeRunId, lastRun } = event.data;
      if (activeRunId === null && !lastRun) return { ...state, sections, activeRunId };
      const sameRun = activeRunId !== null && activeRunId === state.activeRunId;
      return {
        sections,
        activeRunId,
        ...runFromServer(lastRun, sections, sameRun ? state.runKeys : []),
      };
    }
    case 'run-start': {
      // The page's own request and the server's event both announce a run it started. With a fast
      // model the later one arrives after sections were written: it must not queue them again.
      if (event.data.runId === state.runId) return state;
      // Shown as queued at once; the server's `section-queued` follows.
      const waiting = event.data.sections.filter((key) => !isInProgress(state.sections[key]));
      const queued = update(waiting, (section) => ({ ...withoutError(section), status: 'queued' }));
      const joined = state.activeRunId !== null;
      return {
        ...queued,
        runStoppedAtBudget: false,
        activeRunId: event.data.runId,
        runId: event.data.runId,
        runKeys: joined ? union(state.runKeys, event.data.sections) : event.data.sections,
        runLeftOut: joined
          ? state.runLeftOut.filter((key) => !event.data.sections.includes(key))
          : [],
        runEnd: null,
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
        ...withoutError(current(section)),
        status: 'generating',
        content: '',
      }));
    case 'section-delta':
      return appendDeltas(state, new Map([[event.data.key, event.data]]), now);
    case 'section-retry':
      return update([event.data.key], (section) => ({ ...section, content: '' }));
    case 'section-end': {
      const { key, content, usage, truncated, contextShortened, version } = event.data;
      const { sources, citationsRemoved } = event.data;
      return update(
        [key],
        ({
          usage: _usage,
          truncated: _truncated,
          contextShortened: _shortened,
          sources: _sources,
          citationsRemoved: _removed,
          ...section
        }) => ({
          ...withoutError(current(section)),
          status: 'done',
          content,
          version,
          ...(usage ? { usage } : {}),
          ...(truncated ? { truncated } : {}),
          ...(contextShortened ? { contextShortened } : {}),
          ...(sources?.length ? { sources } : {}),
          ...(citationsRemoved ? { citationsRemoved } : {}),
        }),
      );
    }
    case 'section-error':
      return update([event.data.key], (section) => ({
        ...section,
        status: 'failed',
        content: '',
        error: event.data.error,
        ...(event.data.errorDetail ? { errorDetail: event.data.errorDetail } : {}),
        version: event.data.version,
      }));
    case 'section-idle':
      return patchSections(
        leftOut(state, event.data.key, 'idle'),
        [event.data.key],
        (section) => ({
          ...withoutError(section),
          status: 'idle',
          content: '',
          version: event.data.version,
          updatedAt: now,
        }),
        now,
      );
    case 'section-update': {
      const { section } = event.data;
      const next = leftOut(state, section.key, section.status);
      return { ...next, sections: { ...next.sections, [section.key]: section } };
    }
    case 'run-end':
      return state.activeRunId === event.data.runId
        ? { ...state, activeRunId: null, runEnd: event.data.status }
        : state;
    case 'run-budget-reached':
      // The count is the progress bar's (`runProgress`), so the two always agree.
      return event.data.runId === state.runId ? { ...state, runStoppedAtBudget: true } : state;
    case 'strategy-deleted':
    case 'comment-added':
    case 'comment-resolved':
    case 'approval-update':
    case 'intake-answered':
    case 'share-read':
      // Review, answer and reading events refresh their own queries (features/review, the
      // intake's and the strategy's in app/editor/intake-answered.ts, the link's reading), not
      // the live sections.
      return state;
  }
}

/**
 * The server's staleness (`domain/staleness.ts`) over the live sections, from a newer read of the
 * strategy: only where the server read the text the page shows (same version), so a read that
 * raced a run's events never marks a newer text.
 */
export function mergeStaleness(
  state: LiveSections,
  read: Readonly<Record<string, SectionState>>,
): LiveSections {
  let sections: Record<string, SectionState> | undefined;
  for (const [key, section] of Object.entries(state.sections)) {
    const server = read[key];
    if (!server || server.version !== section.version || isInProgress(section)) continue;
    if (server.stale === section.stale && sameReasons(server, section)) continue;
    const { stale: _stale, staleReasons: _reasons, ...rest } = section;
    sections ??= { ...state.sections };
    sections[key] = {
      ...rest,
      ...(server.stale ? { stale: true, staleReasons: server.staleReasons ?? [] } : {}),
    };
  }
  return sections ? { ...state, sections } : state;
}

function sameReasons(a: SectionState, b: SectionState): boolean {
  return JSON.stringify(a.staleReasons ?? []) === JSON.stringify(b.staleReasons ?? []);
}
