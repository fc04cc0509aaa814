/** A place in the presentation: the cover (overview), a group's first slide or a section's. */
export type PresentationTarget =
  | { kind: 'overview' }
  | { kind: 'group'; title: string }
  | { kind: 'section'; key: string };

const GO_TO_EVENT = 'presentation-go-to';

/** Shows `target` in the presentation on the page (for a Contents navigation). */
export function showInPresentation(target: PresentationTarget): void {
  window.dispatchEvent(new CustomEvent<PresentationTarget>(GO_TO_EVENT, { detail: target }));
}

/** Listens for `showInPresentation`; returns the unsubscribe. */
export function onShowInPresentation(listener: (target: PresentationTarget) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<PresentationTarget>).detail);
  window.addEventListener(GO_TO_EVENT, handle);
  return () => window.removeEventListener(GO_TO_EVENT, handle);
}
