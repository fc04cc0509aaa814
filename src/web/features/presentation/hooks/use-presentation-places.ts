import { useMemo } from 'react';
import type { OutlineGroup } from '../../../../domain/strategy-outline.ts';
import type { SlideInfo } from '../components/slide-indicator.tsx';
import { type PresentationTarget, presentationElementId } from '../lib/presentation-target.ts';

interface Place {
  target: PresentationTarget;
  label: string;
}

/** The slides of an outline, and what a slide index plus a visible section card point at. */
export function usePresentationPlaces(outline: readonly OutlineGroup[]) {
  return useMemo(() => {
    const slides: SlideInfo[] = [
      { id: presentationElementId({ kind: 'overview' }), title: 'Overview' },
      ...outline.map((group) => ({
        id: presentationElementId({ kind: 'group', title: group.title }),
        title: group.title,
      })),
    ];
    if (outline.length === 0) slides.push({ id: 'presentation-empty', title: 'No sections yet' });

    const sections = new Map<string, { slideIndex: number; key: string; title: string }>();
    outline.forEach((group, index) => {
      for (const section of group.sections) {
        sections.set(presentationElementId({ kind: 'section', key: section.key }), {
          slideIndex: index + 1,
          key: section.key,
          title: section.title,
        });
      }
    });

    const locate = (slideIndex: number, sectionElementId: string | null): Place => {
      const group = slideIndex > 0 ? outline[slideIndex - 1] : undefined;
      if (!group) return { target: { kind: 'overview' }, label: 'Overview' };
      const section = sectionElementId ? sections.get(sectionElementId) : undefined;
      if (section && section.slideIndex === slideIndex) {
        return {
          target: { kind: 'section', key: section.key },
          label: `${group.title} — ${section.title}`,
        };
      }
      return { target: { kind: 'group', title: group.title }, label: group.title };
    };

    return {
      slides,
      slideIds: slides.map((slide) => slide.id),
      revision: slides.map((slide) => slide.id).join('|') + [...sections.keys()].join('|'),
      locate,
    };
  }, [outline]);
}
