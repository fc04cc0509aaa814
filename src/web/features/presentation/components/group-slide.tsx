import type { OutlineGroup } from '../../../../domain/strategy-outline.ts';
import { presentationElementId } from '../lib/presentation-target.ts';
import { FadeIn } from './fade-in.tsx';
import { SectionCard, type SectionRenderer } from './section-card.tsx';

export function GroupSlide({
  group,
  number,
  total,
  renderSectionBody,
  renderSectionActions,
}: {
  group: OutlineGroup;
  number: number;
  total: number;
  renderSectionBody: SectionRenderer | undefined;
  renderSectionActions: SectionRenderer | undefined;
}) {
  const id = presentationElementId({ kind: 'group', title: group.title });
  const count = group.sections.length;
  return (
    <section
      id={id}
      data-slide
      aria-labelledby={`${id}-title`}
      className="min-h-full snap-start border-slate-200 border-t bg-slate-50 px-4 pt-8 pb-24 sm:px-10 sm:pt-14 lg:px-16"
    >
      <div className="mx-auto max-w-4xl">
        <FadeIn className="mb-8 sm:mb-10">
          <p className="font-semibold text-indigo-600 text-xs uppercase tracking-[0.2em]">
            Part {String(number).padStart(2, '0')} of {String(total).padStart(2, '0')}
          </p>
          <h2
            id={`${id}-title`}
            className="mt-2 font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl"
          >
            {group.title}
          </h2>
          <p className="mt-2 text-slate-500 text-sm">
            {count} {count === 1 ? 'section' : 'sections'}
          </p>
        </FadeIn>
        <div className="space-y-6 sm:space-y-8">
          {group.sections.map((section, index) => (
            <SectionCard
              key={section.key}
              section={section}
              number={`${number}.${index + 1}`}
              renderBody={renderSectionBody}
              renderActions={renderSectionActions}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
