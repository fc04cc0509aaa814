import { slugify } from '../../../../domain/slug.ts';

/** A place in the presentation: the cover (overview), a group's slide or a section's card. */
export type PresentationTarget =
  | { kind: 'overview' }
  | { kind: 'group'; title: string }
  | { kind: 'section'; key: string };

export function presentationElementId(target: PresentationTarget): string {
  switch (target.kind) {
    case 'overview':
      return 'presentation-overview';
    case 'group':
      return `presentation-group-${slugify(target.title)}`;
    case 'section':
      return `presentation-section-${target.key}`;
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** Scrolls the presentation on the page smoothly to `target` (for a Contents navigation). */
export function scrollPresentationTo(target: PresentationTarget): void {
  document
    .getElementById(presentationElementId(target))
    ?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}
