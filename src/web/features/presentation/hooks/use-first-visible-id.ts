import { type RefObject, useEffect, useState } from 'react';
import { visibilityThreshold } from '../lib/visibility-threshold.ts';

/**
 * The id of the first element (in page order) matching `selector` inside the scrolling `root`
 * that is in view by the spec's rule (half of it visible, see `visibilityThreshold`). Keeps the
 * last answer while nothing qualifies. `revision` re-reads the elements when they change.
 */
export function useFirstVisibleId(
  rootRef: RefObject<HTMLElement | null>,
  selector: string,
  revision: unknown,
): string | null {
  const [visibleId, setVisibleId] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` says the elements changed
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const elements = [...root.querySelectorAll<HTMLElement>(selector)];
    const visible = new Set<HTMLElement>();
    // Each element gets its own observer, because its threshold depends on its height.
    const observers = new Map<HTMLElement, { observer: IntersectionObserver; threshold: number }>();

    const report = () => {
      const first = elements.find((element) => visible.has(element));
      if (first) setVisibleId(first.id);
    };

    const observe = (element: HTMLElement) => {
      const threshold = visibilityThreshold(element.offsetHeight, root.clientHeight);
      const current = observers.get(element);
      if (current && Math.abs(current.threshold - threshold) < 0.005) return;
      current?.observer.disconnect();
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.at(-1);
          if (!entry) return;
          if (entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001) {
            visible.add(element);
          } else {
            visible.delete(element);
          }
          report();
        },
        { root, threshold },
      );
      observer.observe(element);
      observers.set(element, { observer, threshold });
    };

    for (const element of elements) observe(element);
    const resizes = new ResizeObserver(() => {
      for (const element of elements) observe(element);
    });
    resizes.observe(root);
    for (const element of elements) resizes.observe(element);

    return () => {
      resizes.disconnect();
      for (const { observer } of observers.values()) observer.disconnect();
    };
  }, [rootRef, selector, revision]);

  return visibleId;
}
