import type { ReviewComment, SectionApproval } from './review.ts';
import type { SectionSource } from './sources/section-source.ts';
import type { RunSummary, SectionState, SectionUsage } from './strategy.ts';

/**
 * Server-Sent Events of `GET /api/strategies/:id/events`, named `<noun>-<action>`. The event
 * name is the SSE `event:` field; the payload is its JSON `data:`.
 *
 * A page that connects first receives `snapshot` (the current state of every section written or
 * queued, with the text streamed so far, and the active run), then live events; events that
 * happened while the snapshot was read are sent after it, so a page applies them idempotently:
 * `section-start` and `section-retry` restart a section's text, and a delta is appended only
 * past what the page already has (`offset`). A `section-retry` tells it to discard the partial
 * text of that section: the model is being asked again.
 */
export interface StrategyEventMap {
  snapshot: {
    sections: Record<string, SectionState>;
    activeRunId: string | null;
    lastRun: RunSummary | null;
  };
  'run-start': { runId: string; sections: string[] };
  'section-queued': { keys: string[]; runId: string };
  'section-start': { key: string; attempt: number };
  /** `offset`: where `text` starts in the section's text of this attempt (apply idempotently). */
  'section-delta': { key: string; text: string; offset: number };
  'section-retry': { key: string; attempt: number; reason: string };
  /** `version`: the section's version after the change (an edit must start from it). */
  'section-end': {
    key: string;
    content: string;
    usage?: SectionUsage;
    truncated: boolean;
    contextShortened?: boolean;
    /** The sources it cites and the invented citations removed (issue 15). */
    sources?: SectionSource[];
    citationsRemoved?: number;
    version: number;
  };
  /** `error` in plain words; `errorDetail`, the provider's own words (keys redacted). */
  'section-error': {
    key: string;
    error: string;
    errorDetail?: string | undefined;
    version: number;
  };
  /** A section went back to idle (its run was cancelled before it finished). */
  'section-idle': { key: string; version: number };
  /** A person edited a section (owner or an edit share). */
  'section-update': { section: SectionState };
  /** A comment or reply on a section, from the owner or through a link (issue 14). */
  'comment-added': { key: string; comment: ReviewComment };
  'comment-resolved': { key: string; commentId: string; resolved: boolean };
  /** A link holder approved a section or asked for changes. */
  'approval-update': { key: string; approval: SectionApproval };
  /**
   * The client saved answers through the questionnaire link (decision 0103): `questionIds`, the
   * questions whose answer changed; `submitted`, they pressed "Send answers".
   */
  'intake-answered': { questionIds: string[]; submitted: boolean };
  'run-end': { runId: string; status: 'done' | 'cancelled' };
  /**
   * The run's budget would be passed by the next section: no more start, those not started went
   * back to how they were (`notWritten`); the ones in flight finish, then `run-end` follows.
   */
  'run-budget-reached': { runId: string; notWritten: number; message: string };
  /**
   * A share link was opened (`opens`: its opens so far) or reported reading time (issue 31): the
   * owner's reading view reads the link's figures again.
   */
  'share-read': { shareId: string; opens: number };
  /** The strategy itself was deleted. */
  'strategy-deleted': Record<string, never>;
}

export type StrategyEventName = keyof StrategyEventMap;

export type StrategyEvent = {
  [Name in StrategyEventName]: { type: Name; data: StrategyEventMap[Name] };
}[StrategyEventName];

export const STRATEGY_EVENT_NAMES: readonly StrategyEventName[] = [
  'snapshot',
  'run-start',
  'section-queued',
  'section-start',
  'section-delta',
  'section-retry',
  'section-end',
  'section-error',
  'section-idle',
  'section-update',
  'comment-added',
  'comment-resolved',
  'approval-update',
  'intake-answered',
  'run-end',
  'run-budget-reached',
  'share-read',
  'strategy-deleted',
];

/** `POST /api/strategies/:id/runs` */
export interface StartRunInput {
  /** Keys; `all`: the whole outline and the summary; `stale`: the stale sections, the summary last. */
  sections: string[] | 'all' | 'stale';
  /** Required for "all" when the strategy already has content: it is replaced. */
  replace?: boolean;
  /** No section starts once the spent amount plus the in-flight estimate would pass it. */
  budget?: { amount: number };
}
/** `POST /api/strategies/:id/revisions` (issue 27): the flagged sections, or these written ones. */
export interface StartRevisionInput {
  sections: string[] | 'flagged';
  budget?: { amount: number };
}

/** `{sections: "flagged"}` when no written section has a finding: 409 with this code. */
export const NOTHING_FLAGGED = 'NOTHING_FLAGGED';

export interface StartRunResult {
  runId: string;
  /** The planned order: prerequisites first. */
  sections: string[];
}

/** The `code` of the 409 answered to "all" without `replace` on a strategy with content. */
export const REPLACE_REQUIRED = 'REPLACE_REQUIRED';
/** `{sections: "stale"}` when no section is stale: 409 with this code. */
export const NOTHING_STALE = 'NOTHING_STALE';
