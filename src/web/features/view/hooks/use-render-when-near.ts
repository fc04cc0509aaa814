import { type RefObject, useLayoutEffect, useState } from 'react';

/** Cards waiting to render their Markdown in idle time, oldest first. */
const waiting = new Set<() => void>();
let scheduled = false;

const requestIdle: (callback: (deadline?: IdleDeadline) => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, { timeout: 200 })
    : (callback) => setTimeout(callback, 16);

/** One card a slice (a card's Markdown takes a few to ~40 ms): never a long task. */
function renderNextWhenIdle(): void {
  if (scheduled || waiting.size === 0) return;
  scheduled = true;
  requestIdle(() => {
    scheduled = false;
    const next = waiting.values().next().value;
    if (next) {
      waiting.delete(next);
      next();
    }
    renderNextWhenIdle();
  });
}

/**
 * Whether a card should render its Markdown now: at once when it is on screen or near it (checked
 * before the first paint, so what a person sees is never a placeholder), when it scrolls near,
 * and otherwise one card at a time in idle time, so opening a long strategy costs no long task
 * and every card is rendered a little later.
 */
export function useRenderWhenNear(
  ref: RefObject<HTMLElement | null>,
  immediately: boolean,
): boolean {
  const [near, setNear] = useState(immediately);
  useLayoutEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const box = element.getBoundingClientRect();
    const height = window.innerHeight;
    if (box.bottom > -height && box.top < 2 * height) {
      setNear(true);
      return;
    }
    const show = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    waiting.add(show);
    renderNextWhenIdle();
    return () => {
      observer.disconnect();
      waiting.delete(show);
    };
  }, [near, ref]);
  return near;
}
