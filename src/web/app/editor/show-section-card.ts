import type { Outline } from '../../../domain/outline.ts';
import { useExpandedGroups } from '../../stores/expanded-groups.ts';

/**
 * Opens the section's group in the View tab, then scrolls to its card once the tab has drawn it
 * (it loads on first use).
 */
export function showSectionCard(key: string, outline?: Outline, attempts = 40): void {
  const group = outline?.find((candidate) =>
    candidate.sections.some((section) => section.key === key),
  );
  if (group) useExpandedGroups.getState().expand([group.title]);
  const card = document.getElementById(`section-${key}`);
  if (card) {
    card.closest('article')?.scrollIntoView({ block: 'start' });
    // Keyboard and screen-reader users land on the section too.
    if (!card.hasAttribute('tabindex')) card.setAttribute('tabindex', '-1');
    card.focus({ preventScroll: true });
    return;
  }
  if (attempts > 0) window.setTimeout(() => showSectionCard(key, undefined, attempts - 1), 100);
}
