/** The spec's active-section rule: an item is in view once half of it is visible. */
export const ACTIVE_VISIBILITY = 0.5;

/**
 * The intersection ratio at which an item counts as in view: half of it, or, for an item taller
 * than the viewport (which may never be half visible), enough of it to fill half the viewport.
 */
export function visibilityThreshold(itemHeight: number, viewportHeight: number): number {
  if (itemHeight <= 0 || viewportHeight <= 0) return ACTIVE_VISIBILITY;
  return Math.min(ACTIVE_VISIBILITY, (ACTIVE_VISIBILITY * viewportHeight) / itemHeight);
}
