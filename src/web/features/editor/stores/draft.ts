import { create } from 'zustand';
import type { Metadata, Strategy } from '../../../../domain/strategy.ts';
import { DEFAULT_LANGUAGE } from '../../../../domain/strategy-limits.ts';
import { todayIsoDate } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/toast.ts';
import { saveStrategyChanges } from '../api/update-strategy.ts';
import { changesSince, type StrategyDraft, withChanges } from './draft-changes.ts';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

interface DraftStore {
  /** The strategy being edited; null for a new one not begun yet. */
  strategyId: string | null;
  draft: StrategyDraft;
  /** What the server holds, as far as this page knows. */
  saved: StrategyDraft | null;
  saveState: SaveState;
}

export const AUTOSAVE_DELAY_MS = 800;

function blankDraft(): StrategyDraft {
  return {
    overview: '',
    metadata: {
      companyName: '',
      clientName: '',
      preparedBy: '',
      preparedDate: todayIsoDate(),
      digitalLink: '',
    },
    language: DEFAULT_LANGUAGE,
    name: '',
  };
}

function draftOf(strategy: Strategy): StrategyDraft {
  return {
    overview: strategy.overview,
    metadata: { ...strategy.metadata, digitalLink: strategy.metadata.digitalLink ?? '' },
    language: strategy.language,
    name: strategy.name ?? '',
  };
}

export const useDraft = create<DraftStore>()(() => ({
  strategyId: null,
  draft: blankDraft(),
  saved: null,
  saveState: 'saved',
}));

let timer: ReturnType<typeof setTimeout> | undefined;
let saving: Promise<boolean> | undefined;

/** Starts editing `strategy` (or a new blank one), unless it is the one already open. */
export function loadDraft(strategy: Strategy | null): void {
  const previous = useDraft.getState();
  if ((strategy?.id ?? null) === previous.strategyId) return;
  clearTimeout(timer);
  // A change still waiting for its autosave goes to the strategy it was made on.
  const pending = previous.saved && changesSince(previous.saved, previous.draft);
  if (previous.strategyId && pending) {
    saveStrategyChanges(previous.strategyId, pending).catch((error: unknown) =>
      notifyError('Failed to save strategy', error),
    );
  }
  const draft = strategy ? draftOf(strategy) : blankDraft();
  useDraft.setState({
    strategyId: strategy?.id ?? null,
    draft,
    saved: strategy ? draft : null,
    saveState: 'saved',
  });
}

export function changeDraft(
  patch: Partial<Omit<StrategyDraft, 'metadata'>> & { metadata?: Partial<Metadata> },
): void {
  const { draft, saved } = useDraft.getState();
  const next = {
    ...draft,
    ...patch,
    metadata: { ...draft.metadata, ...patch.metadata },
  } as StrategyDraft;
  useDraft.setState({ draft: next, ...(saved ? { saveState: 'unsaved' as const } : {}) });
  if (!saved) return;
  clearTimeout(timer);
  timer = setTimeout(() => void saveDraft(), AUTOSAVE_DELAY_MS);
}

/**
 * Sends what changed since the last save; resolves false (after a toast) when the server refused.
 * One save at a time: a change made meanwhile is sent right after.
 */
export async function saveDraft({ announce = false } = {}): Promise<boolean> {
  clearTimeout(timer);
  while (saving) await saving;
  const { strategyId, draft, saved, saveState } = useDraft.getState();
  if (!strategyId || !saved) return false;
  const changes = changesSince(saved, draft);
  if (!changes) {
    useDraft.setState({ saveState: 'saved' });
    return true;
  }
  useDraft.setState({ saveState: 'saving' });
  saving = saveStrategyChanges(strategyId, changes).then(
    () => {
      const state = useDraft.getState();
      if (state.strategyId !== strategyId) return true;
      const nowSaved = withChanges(saved, changes);
      const more = changesSince(nowSaved, state.draft) !== undefined;
      useDraft.setState({ saved: nowSaved, saveState: more ? 'unsaved' : 'saved' });
      if (more) timer = setTimeout(() => void saveDraft(), AUTOSAVE_DELAY_MS);
      return true;
    },
    (error: unknown) => {
      // One toast per failure, not one per keystroke that retries it.
      if (announce || saveState !== 'failed') notifyError('Failed to save strategy', error);
      useDraft.setState({ saveState: 'failed' });
      return false;
    },
  );
  try {
    return await saving;
  } finally {
    saving = undefined;
  }
}
