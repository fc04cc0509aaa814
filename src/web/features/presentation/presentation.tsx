import type { Strategy } from '../../../domain/strategy.ts';

export type PresentedStrategy = Pick<Strategy, 'overview' | 'metadata' | 'logoUrl' | 'sections'>;

/** Full-screen snap-scrolling slides. (Placeholder: the presentation feature replaces it.) */
export function Presentation({ strategy }: { strategy: PresentedStrategy }) {
  return <section aria-label="Presentation">{strategy.overview}</section>;
}
