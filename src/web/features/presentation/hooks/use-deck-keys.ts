import { type RefObject, useEffect, useRef } from 'react';

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

function isSlideKey(event: KeyboardEvent, root: HTMLElement): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest(EDITABLE)) return false;
  // The notes panel scrolls with the arrow keys when it has focus.
  if (target.closest('[data-notes-panel]')) return false;
  // Keys belong to the presentation when it has focus, or when nothing else does.
  return target === document.body || root.contains(target);
}

/** Where a key sends the reader: `delta` slides on, or to a slide by index (-1 = the last). */
function moveFor(key: string): { delta: number } | { index: number } | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
    case 'PageDown':
      return { delta: 1 };
    case 'ArrowLeft':
    case 'ArrowUp':
    case 'PageUp':
      return { delta: -1 };
    case 'Home':
      return { index: 0 };
    case 'End':
      return { index: -1 };
    default:
      return undefined;
  }
}

/** Arrows and PageUp/PageDown move a slide; Home and End go to the first and the last. */
export function useDeckKeys(
  rootRef: RefObject<HTMLElement | null>,
  move: (step: { delta: number } | { index: number }) => void,
): void {
  const moveRef = useRef(move);
  moveRef.current = move;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current;
      if (!root || !isSlideKey(event, root)) return;
      const step = moveFor(event.key);
      if (!step) return;
      event.preventDefault();
      moveRef.current(step);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}
