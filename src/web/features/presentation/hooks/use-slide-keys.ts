import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { scrollBehavior } from '../lib/presentation-target.ts';

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/** How much of the screen an arrow key scrolls inside a slide taller than the screen. */
const READING_STEP = 0.85;

function isSlideKey(event: KeyboardEvent, root: HTMLElement): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest(EDITABLE)) return false;
  // Keys belong to the presentation when it has focus, or when nothing else does.
  return target === document.body || root.contains(target);
}

/** Where a key sends the reader: a step within the slide, or a slide's start. */
type Move =
  | { kind: 'read'; direction: 1 | -1 }
  | { kind: 'slide'; delta: number }
  | { kind: 'to'; index: number };

function moveFor(key: string, last: number): Move | undefined {
  switch (key) {
    case 'ArrowDown':
      return { kind: 'read', direction: 1 };
    case 'ArrowUp':
      return { kind: 'read', direction: -1 };
    case 'PageDown':
      return { kind: 'slide', delta: 1 };
    case 'PageUp':
      return { kind: 'slide', delta: -1 };
    case 'Home':
      return { kind: 'to', index: 0 };
    case 'End':
      return { kind: 'to', index: last };
    default:
      return undefined;
  }
}

/**
 * PageDown/PageUp move a slide, Home/End go to the first/last. ArrowDown/ArrowUp move a slide
 * too, but first read on through a slide taller than the screen, so no text is skipped. Keys
 * pressed while a smooth scroll runs count from where it is heading.
 */
export function useSlideKeys({
  rootRef,
  scrollerRef,
  slideIds,
  activeIndex,
}: {
  rootRef: RefObject<HTMLElement | null>;
  scrollerRef: RefObject<HTMLElement | null>;
  slideIds: readonly string[];
  activeIndex: number;
}): (index: number) => void {
  // The scroll position a key asked for, while the smooth scroll to it runs.
  const heading = useRef<number | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const state = useRef({ slideIds, activeIndex });
  state.current = { slideIds, activeIndex };

  const navigator = useMemo(() => {
    const slides = () =>
      state.current.slideIds.flatMap((id) => {
        const slide = document.getElementById(id);
        return slide ? [slide] : [];
      });
    const scrollTo = (top: number) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const target = Math.max(0, Math.min(top, scroller.scrollHeight - scroller.clientHeight));
      if (Math.abs(target - scroller.scrollTop) < 1) return;
      heading.current = target;
      clearTimeout(clearTimer.current);
      // In case no scrollend comes (the scroll was interrupted).
      clearTimer.current = setTimeout(() => {
        heading.current = null;
      }, 1500);
      scroller.scrollTo({ top: target, behavior: scrollBehavior() });
    };
    const currentIndex = (all: HTMLElement[]) => {
      if (heading.current === null) return state.current.activeIndex;
      const top = heading.current;
      return all.reduce((found, slide, index) => (slide.offsetTop <= top + 1 ? index : found), 0);
    };
    const goTo = (index: number) => {
      const all = slides();
      const slide = all[Math.max(0, Math.min(all.length - 1, index))];
      if (slide) scrollTo(slide.offsetTop);
    };
    const move = (step: Move) => {
      const scroller = scrollerRef.current;
      const all = slides();
      if (!scroller || all.length === 0) return;
      const index = currentIndex(all);
      if (step.kind === 'to') return goTo(step.index);
      if (step.kind === 'slide') return goTo(index + step.delta);
      const slide = all[index]!;
      const viewTop = heading.current ?? scroller.scrollTop;
      const height = scroller.clientHeight;
      const remaining =
        step.direction > 0
          ? slide.offsetTop + slide.offsetHeight - (viewTop + height)
          : viewTop - slide.offsetTop;
      const previous = all[index - 1];
      if (remaining > 4) {
        scrollTo(viewTop + step.direction * Math.min(height * READING_STEP, remaining));
      } else if (step.direction < 0 && previous) {
        // Reading backwards lands on the end of the previous slide, not its start.
        scrollTo(Math.max(previous.offsetTop, previous.offsetTop + previous.offsetHeight - height));
      } else {
        goTo(index + step.direction);
      }
    };
    return { goTo, move };
  }, [scrollerRef]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const arrived = () => {
      heading.current = null;
    };
    scroller?.addEventListener('scrollend', arrived);
    return () => {
      scroller?.removeEventListener('scrollend', arrived);
      clearTimeout(clearTimer.current);
    };
  }, [scrollerRef]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current;
      if (!root || !isSlideKey(event, root)) return;
      const step = moveFor(event.key, state.current.slideIds.length - 1);
      if (!step) return;
      event.preventDefault();
      navigator.move(step);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [rootRef, navigator]);

  return navigator.goTo;
}
