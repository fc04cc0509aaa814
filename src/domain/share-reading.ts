import type { ShareAccessType } from './share-link.ts';

/**
 * Reading analytics on share links (issue 31, decision 0108): what the shared view reports and
 * the limits the server holds it to. Zod-free: the page's tracker uses the same numbers.
 */
export const READING_LIMITS = {
  /** A section counts only for stretches on screen at least this long. */
  minStretchSeconds: 2,
  /** One entry of one beacon: at most this many seconds (a batch is sent every 15 s). */
  maxSecondsPerEntry: 600,
  /** Entries in one beacon. */
  maxEntries: 50,
  /** Reading time counted for one visit (page load) in all; the rest is dropped. */
  maxSecondsPerVisit: 4 * 60 * 60,
  /** How often the page sends what it measured (and on `pagehide`). */
  batchIntervalMs: 15_000,
} as const;

/**
 * Beacons a link takes in a minute, from all its visits, and one visit's own (a page sends one
 * at load, one every 15 s and one as it closes).
 */
export const READING_RATE_LIMITS = {
  perLink: { limit: 240, windowMs: 60_000 },
  perVisit: { limit: 12, windowMs: 60_000 },
} as const;

/** Links that show the strategy to read; any other kind of link (a questionnaire) reports nothing. */
export const READING_ACCESS_TYPES: readonly string[] = [
  'view',
  'comment',
  'edit',
] satisfies readonly ShareAccessType[];

/** `POST /api/shares/:shareId/reading`: one beacon of one visit. */
export interface ShareReadingBeacon {
  /** A random UUID the page makes at load, kept in memory only. */
  visitId: string;
  /** Whole seconds per section since the last beacon; empty (or left out) for the first. */
  sections?: { key: string; seconds: number }[];
}

/**
 * `GET /api/strategies/:id/shares/:shareId/reading`: the owner's figures for one link.
 * `sections`: those read, in the outline's order (the executive summary first).
 */
export interface ShareReading {
  opens: number;
  lastOpenedAt: string | null;
  seconds: number;
  sections: { key: string; seconds: number }[];
}
