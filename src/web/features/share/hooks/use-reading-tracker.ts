import { type RefObject, useEffect } from 'react';
import { READING_LIMITS } from '../../../../domain/share-reading.ts';
import { sendReading } from '../api/send-reading.ts';
import { createReadingTracker } from '../lib/reading-tracker.ts';
import { visitIdOf } from '../lib/visit-id.ts';

/** The attribute a section's text carries in the shared view (`data-reading-section={key}`). */
const READING_SECTION_ATTRIBUTE = 'data-reading-section';

/**
 * On screen enough to count: at least half of the section's text, or (a long one) a part as tall
 * as a third of the window.
 */
function onScreen(entry: IntersectionObserverEntry): boolean {
  return (
    entry.isIntersecting &&
    (entry.intersectionRatio >= 0.5 || entry.intersectionRect.height >= window.innerHeight / 3)
  );
}

const keyOf = (element: Element) => element.getAttribute(READING_SECTION_ATTRIBUTE);

const THRESHOLDS = Array.from({ length: 11 }, (_, step) => step / 10);

/**
 * Reports the visit (issue 31, decision 0108): one beacon at load (the open), then, unless the
 * reader opted out, the seconds each section's text was on screen while the tab was visible,
 * every `batchIntervalMs`, when the tab is hidden and on `pagehide`. The visit's id lives in
 * memory only: no cookie, no storage.
 */
export function useReadingTracker(
  shareId: string,
  rootRef: RefObject<HTMLElement | null>,
  measure: boolean,
): void {
  useEffect(() => {
    const visitId = visitIdOf(shareId);
    sendReading(shareId, { visitId, sections: [] });
    const root = rootRef.current;
    if (!measure || !root) return undefined;
    const tracker = createReadingTracker();
    tracker.setPageVisible(document.visibilityState === 'visible');
    const flush = () => {
      const sections = tracker.takeBatch();
      if (sections.length > 0) sendReading(shareId, { visitId, sections });
    };
    /** Each watched element with the key it had when it was last looked at. */
    const observed = new Map<Element, string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const key = observed.get(entry.target);
          if (key) tracker.setSectionVisible(key, onScreen(entry));
        }
      },
      { threshold: THRESHOLDS },
    );
    const observeSections = () => {
      const current = new Map<Element, string>();
      for (const element of root.querySelectorAll(`[${READING_SECTION_ATTRIBUTE}]`)) {
        const key = keyOf(element);
        if (key) current.set(element, key);
      }
      const keys = new Set(current.values());
      for (const [element, key] of observed) {
        if (current.get(element) === key) continue;
        // Gone, or now another section's: its old section left the screen (unless drawn again).
        observer.unobserve(element);
        observed.delete(element);
        if (!keys.has(key)) tracker.setSectionVisible(key, false);
      }
      for (const [element, key] of current) {
        if (observed.has(element)) continue;
        observer.observe(element);
        observed.set(element, key);
      }
    };
    // The notes panel shows another slide's sections as the reader moves through the deck.
    const mutations = new MutationObserver(observeSections);
    mutations.observe(root, {
      childList: true,
      subtree: true,
      attributeFilter: [READING_SECTION_ATTRIBUTE],
    });
    observeSections();
    const onVisibility = () => {
      const visible = document.visibilityState === 'visible';
      tracker.setPageVisible(visible);
      if (!visible) flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    const timer = setInterval(flush, READING_LIMITS.batchIntervalMs);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      mutations.disconnect();
      observer.disconnect();
      flush();
    };
  }, [shareId, rootRef, measure]);
}
