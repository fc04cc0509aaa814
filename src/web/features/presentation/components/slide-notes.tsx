import type { ReactNode } from 'react';
import type { DeckSlide } from '../../../../domain/deck/deck-types.ts';
import { stripLeadingTitle } from '../../../../domain/section-title.ts';
import type { OutlineSection } from '../../../../domain/strategy-outline.ts';
import { MarkdownContent } from '../../../components/markdown-content.tsx';
import { NotesPanel } from './notes-panel.tsx';

type SectionRenderer = (section: OutlineSection) => ReactNode;

/**
 * The speaker's notes of a slide: the whole text of each section it shows (a group's slide has
 * several), rendered as Markdown or by the shared view's renderer (its editor, its review bar);
 * for the cover, the charts and the other slides, their notes as text.
 */
export function SlideNotes({
  slide,
  sections,
  renderSectionBody,
  renderSectionActions,
}: {
  slide: DeckSlide;
  sections: Readonly<Record<string, { title: string; content: string } | undefined>>;
  renderSectionBody?: SectionRenderer | undefined;
  renderSectionActions?: SectionRenderer | undefined;
}) {
  const shown = slide.sectionKeys.flatMap((key): OutlineSection[] => {
    const section = sections[key];
    return section ? [{ key, title: section.title, content: section.content }] : [];
  });
  const body = (section: OutlineSection) =>
    renderSectionBody ? (
      renderSectionBody(section)
    ) : (
      <MarkdownContent>{stripLeadingTitle(section.content, section.title)}</MarkdownContent>
    );
  if (shown.length === 0) {
    return (
      <NotesPanel title={slide.title}>
        <p className="whitespace-pre-line text-[15px] text-slate-700 leading-7">{slide.notes}</p>
      </NotesPanel>
    );
  }
  if (shown.length === 1) {
    const [section] = shown as [OutlineSection];
    return (
      <NotesPanel title={slide.title} actions={renderSectionActions?.(section)}>
        {body(section)}
      </NotesPanel>
    );
  }
  return (
    <NotesPanel title={slide.title}>
      {shown.map((section) => (
        <article key={section.key} aria-labelledby={`notes-${section.key}`} className="mb-8">
          <header className="mb-2 flex flex-wrap items-center gap-2">
            <h4 id={`notes-${section.key}`} className="flex-1 font-semibold text-slate-900">
              {section.title}
            </h4>
            {renderSectionActions?.(section)}
          </header>
          {body(section)}
        </article>
      ))}
    </NotesPanel>
  );
}
