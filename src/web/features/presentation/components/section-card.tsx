import type { ReactNode } from 'react';
import type { OutlineSection } from '../../../../domain/strategy-outline.ts';
import { MarkdownContent } from '../../../components/markdown-content.tsx';
import { presentationElementId } from '../lib/presentation-target.ts';
import { PROSE_CLASS } from '../lib/prose-class.ts';
import { FadeIn } from './fade-in.tsx';

/** Renders something for a section: its body in place of the Markdown, or header actions. */
export type SectionRenderer = (section: OutlineSection) => ReactNode;

export function SectionCard({
  section,
  number,
  renderBody,
  renderActions,
}: {
  section: OutlineSection;
  number: string;
  renderBody: SectionRenderer | undefined;
  renderActions: SectionRenderer | undefined;
}) {
  const titleId = `${presentationElementId({ kind: 'section', key: section.key })}-title`;
  return (
    <article
      id={presentationElementId({ kind: 'section', key: section.key })}
      data-section
      aria-labelledby={titleId}
      className="scroll-mt-6"
    >
      <FadeIn className="relative rounded-2xl bg-white px-5 py-6 shadow-slate-900/5 shadow-sm ring-1 ring-slate-200/80 sm:px-9 sm:py-8">
        <header className="mb-4 flex items-baseline gap-3 border-slate-100 border-b pb-4">
          <span className="font-semibold text-indigo-600 text-sm tabular-nums">{number}</span>
          <h3
            id={titleId}
            className="min-w-0 flex-1 font-semibold text-slate-900 text-xl tracking-tight sm:text-2xl"
          >
            {section.title}
          </h3>
          {renderActions ? (
            <div className="shrink-0 self-center">{renderActions(section)}</div>
          ) : null}
        </header>
        <div className={PROSE_CLASS}>
          {renderBody ? renderBody(section) : <MarkdownContent>{section.content}</MarkdownContent>}
        </div>
      </FadeIn>
    </article>
  );
}
