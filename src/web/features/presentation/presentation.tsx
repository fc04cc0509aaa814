import { domAnimation, LazyMotion, MotionConfig } from 'motion/react';
import { useEffect, useMemo, useRef } from 'react';
import type { Strategy } from '../../../domain/strategy.ts';
import { strategyOutline } from '../../../domain/strategy-outline.ts';
import { CoverSlide } from './components/cover-slide.tsx';
import { EmptySlide } from './components/empty-slide.tsx';
import { GroupSlide } from './components/group-slide.tsx';
import type { SectionRenderer } from './components/section-card.tsx';
import { SlideIndicator } from './components/slide-indicator.tsx';
import { SlidePosition } from './components/slide-position.tsx';
import { useFirstVisibleId } from './hooks/use-first-visible-id.ts';
import { useFullscreen } from './hooks/use-fullscreen.ts';
import { usePresentationPlaces } from './hooks/use-presentation-places.ts';
import { useSlideKeys } from './hooks/use-slide-keys.ts';
import type { PresentationTarget } from './lib/presentation-target.ts';

export type PresentedStrategy = Pick<Strategy, 'overview' | 'metadata' | 'logoUrl' | 'sections'>;
export type { SectionRenderer } from './components/section-card.tsx';
export type { PresentationTarget } from './lib/presentation-target.ts';
export { scrollPresentationTo } from './lib/presentation-target.ts';

export interface PresentationProps {
  strategy: PresentedStrategy;
  /** Size and frame; by default a rounded panel as tall as the screen below a page header. */
  className?: string;
  /** Renders a section's body in place of its Markdown (the shared view's in-place editing). */
  renderSectionBody?: SectionRenderer;
  /** Renders controls in a section card's header (an "Edit" button). */
  renderSectionActions?: SectionRenderer;
  /** Told where the reader is as they scroll: the cover, a group's slide or a section. */
  onActiveChange?: (target: PresentationTarget) => void;
}

/**
 * Full-screen, snap-scrolling slides: a cover, then one slide per group that has content with
 * a card per written section. Slides longer than the screen grow and read on (arrow keys scroll
 * through them before moving on); the active slide and section follow scrolling.
 */
export function Presentation({
  strategy,
  className = 'h-[calc(100dvh-5rem)] min-h-[28rem] rounded-2xl shadow-sm ring-1 ring-slate-900/10',
  renderSectionBody,
  renderSectionActions,
  onActiveChange,
}: PresentationProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLElement>(null);
  const outline = useMemo(() => strategyOutline(strategy.sections), [strategy.sections]);
  const places = usePresentationPlaces(outline);

  const activeSlideId = useFirstVisibleId(scrollerRef, '[data-slide]', places.revision);
  const activeSectionId = useFirstVisibleId(scrollerRef, '[data-section]', places.revision);
  const activeIndex = Math.max(
    0,
    places.slides.findIndex((slide) => slide.id === activeSlideId),
  );
  const active = places.locate(activeIndex, activeSectionId);

  const fullscreen = useFullscreen(rootRef);
  const goTo = useSlideKeys({ rootRef, scrollerRef, slideIds: places.slideIds, activeIndex });

  const activeKey = JSON.stringify(active.target);
  const onActiveChangeRef = useRef(onActiveChange);
  onActiveChangeRef.current = onActiveChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: report when the place changes
  useEffect(() => {
    onActiveChangeRef.current?.(active.target);
  }, [activeKey]);

  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <div
          ref={rootRef}
          className={`relative isolate overflow-hidden bg-white [&:fullscreen]:rounded-none ${className}`}
        >
          <section
            ref={scrollerRef}
            aria-label="Presentation"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the slides scroll with the keyboard
            tabIndex={0}
            className="relative h-full snap-y snap-mandatory overflow-y-auto overscroll-contain focus-visible:outline-offset-[-3px]"
          >
            <CoverSlide
              overview={strategy.overview}
              metadata={strategy.metadata}
              logoUrl={strategy.logoUrl}
            />
            {outline.map((group, index) => (
              <GroupSlide
                key={group.title}
                group={group}
                number={index + 1}
                total={outline.length}
                renderSectionBody={renderSectionBody}
                renderSectionActions={renderSectionActions}
              />
            ))}
            {outline.length === 0 ? <EmptySlide /> : null}
          </section>
          <SlideIndicator slides={places.slides} activeIndex={activeIndex} onSelect={goTo} />
          <SlidePosition
            index={activeIndex}
            count={places.slides.length}
            label={active.label}
            fullscreen={fullscreen}
          />
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}
