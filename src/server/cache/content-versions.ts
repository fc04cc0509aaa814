/**
 * What cached reads are keyed by: a counter per strategy and one for the owner-wide inputs (brand
 * kit, firm logo, report profiles, prices). The store layer bumps them after every write that
 * changes what a strategy read or a share read shows (decision 0050); `cached-read.test.ts`
 * fails when a file writes those tables without calling one of the two functions below.
 *
 * Process-wide on purpose: a store function may run on a transaction, with no server at hand,
 * and UUIDs keep strategies of different test servers apart. Other processes on the same
 * PostgreSQL hear of a change through the event relay (`postgres-event-relay.ts`).
 */
const ALL = '*';
let everything = 0;
const perStrategy = new Map<string, number>();
const localListeners = new Set<(strategyId: string) => void>();

/** After a write that changed what one strategy's reads show (call it after the commit). */
export function strategyContentChanged(strategyId: string): void {
  bump(strategyId);
  for (const listener of localListeners) listener(strategyId);
}

/** After a write to an input every strategy's read shows (brand kit, profiles, settings). */
export function allContentChanged(): void {
  bump(ALL);
  for (const listener of localListeners) listener(ALL);
}

/** A change another process made (`'*'`: all, or unknown, such as after a lost connection). */
export function remoteContentChanged(strategyId: string): void {
  bump(strategyId);
}

/** The version a cached read of this strategy must carry to be served. */
export function contentVersion(strategyId: string): string {
  return `${everything}.${perStrategy.get(strategyId) ?? 0}`;
}

/** The relay's hook: changes made by this process, to tell the others. */
export function onLocalContentChange(listener: (strategyId: string) => void): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

function bump(strategyId: string): void {
  if (strategyId === ALL) everything += 1;
  else perStrategy.set(strategyId, (perStrategy.get(strategyId) ?? 0) + 1);
}
