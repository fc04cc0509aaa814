import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type BrandKit, fillTemplate, resolveBrand } from '../../../domain/brand.ts';
import { deliverableLabels } from '../../../domain/deliverable-catalogue.ts';
import type { SharedFinancials } from '../../../domain/financial/api-types.ts';
import { financialDeck } from '../../../domain/financial/financial-deck.ts';
import { localeOf } from '../../../domain/locale.ts';
import { localizeGroups } from '../../../domain/section-titles.ts';
import type { Metadata, SectionState } from '../../../domain/strategy.ts';
import type { Language } from '../../../domain/strategy-limits.ts';
import type { OutlineSection } from '../../../domain/strategy-outline.ts';
import { MarkdownContent } from '../../components/markdown-content.tsx';
import { useBrandFonts } from '../../lib/use-brand-fonts.ts';
import { CoverSlide } from './components/cover-slide.tsx';
import { NotesPanel } from './components/notes-panel.tsx';
import { PresentationControls } from './components/presentation-controls.tsx';
import { SectionSlide } from './components/section-slide.tsx';
import { SlideStage } from './components/slide-stage.tsx';
import { useDeckKeys } from './hooks/use-deck-keys.ts';
import { useFullscreen } from './hooks/use-fullscreen.ts';
import { createPageDeck, type PageSlide } from './lib/page-deck.ts';
import { onShowInPresentation, type PresentationTarget } from './lib/presentation-target.ts';
import { slideTheme } from './lib/slide-theme.ts';

export type { PresentationTarget } from './lib/presentation-target.ts';
export { showInPresentation } from './lib/presentation-target.ts';

export interface PresentedStrategy {
  overview: string;
  metadata: Metadata;
  language?: Language;
  logoUrl?: string;
  sections: Record<string, Pick<SectionState, 'key' | 'title' | 'status' | 'content'>>;
  /** The shared view's: the brand it is dressed in, the firm's logo, the profile's order. */
  brand?: Partial<BrandKit>;
  firmLogoUrl?: string;
  sectionOrder?: readonly string[];
  /** The financial model: its charts and statements follow the sections. */
  financials?: SharedFinancials | undefined;
  /** Its outline (issue 16): the groups and titles the slides follow. */
  outline?: readonly { title: string; sections: readonly { key: string; title: string }[] }[];
  /** The owner's: titles in its language by key (decision 0053); a share's outline has them already. */
  titles?: Record<string, string>;
}

/** Renders something for a section in the notes panel: its body, or header actions. */
export type SectionRenderer = (section: OutlineSection) => ReactNode;

export interface PresentationProps {
  strategy: PresentedStrategy;
  /** The brand kit (else the strategy's); missing fields take `src/domain/brand.ts`'s defaults. */
  brand?: Partial<BrandKit>;
  firmLogoUrl?: string;
  /** The sections shown, in order (a report profile); unset: the strategy's `sectionOrder`, else all. */
  selection?: readonly string[];
  /** Size and frame; by default a rounded panel as tall as the screen below a page header. */
  className?: string;
  /** Renders a section's body in the notes panel (the shared view's in-place editing). */
  renderSectionBody?: SectionRenderer;
  /** Renders controls in the notes panel's header (an "Edit" button). */
  renderSectionActions?: SectionRenderer;
  /** Told which place the reader is on: the cover or a section. */
  onActiveChange?: (target: PresentationTarget) => void;
}

const targetOf = (slide: PageSlide | undefined): PresentationTarget =>
  slide?.kind === 'section' ? { kind: 'section', key: slide.key } : { kind: 'overview' };

/**
 * The strategy as 16:9 slides, one at a time: the cover, then each section's key points on as
 * many slides as they need (the same deck as the PowerPoint file, src/domain/deck), in the
 * brand's colours and fonts. The full text is in the notes panel; arrows, PageUp/PageDown,
 * Home/End, swipes and the buttons move through the deck; it can go full screen.
 */
export function Presentation({
  strategy,
  brand: brandProp,
  firmLogoUrl: firmLogoProp,
  selection: selectionProp,
  className = 'h-[calc(100dvh-5rem)] min-h-[28rem] rounded-2xl shadow-sm ring-1 ring-slate-900/10',
  renderSectionBody,
  renderSectionActions,
  onActiveChange,
}: PresentationProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const brandInput = brandProp ?? strategy.brand;
  const firmLogoUrl = firmLogoProp ?? strategy.firmLogoUrl;
  const selection = selectionProp ?? strategy.sectionOrder;
  const composeDeck = useMemo(createPageDeck, []);
  const model = strategy.financials;
  const financial = useMemo(
    () =>
      model
        ? financialDeck(model.forecast, model.assumptions.currency, model.assumptions.startMonth)
        : undefined,
    [model],
  );
  const labels = deliverableLabels(strategy.language);
  const outline = useMemo(
    () => strategy.outline && localizeGroups(strategy.outline, strategy.titles),
    [strategy.outline, strategy.titles],
  );
  const slides = useMemo(
    () =>
      composeDeck({
        sections: strategy.sections,
        ...(selection ? { selection } : {}),
        ...(outline ? { outline: { groups: outline } } : {}),
        financial,
        summaryTitle: labels.executiveSummary,
      }),
    [composeDeck, strategy.sections, selection, outline, financial, labels],
  );
  const brand = useMemo(() => resolveBrand(brandInput), [brandInput]);
  const theme = useMemo(() => slideTheme(brand), [brand]);
  useBrandFonts(brand);

  const [currentId, setCurrentId] = useState(slides[0]!.id);
  const lastIndex = useRef(0);
  const found = slides.findIndex((slide) => slide.id === currentId);
  const index = found >= 0 ? found : Math.min(lastIndex.current, slides.length - 1);
  lastIndex.current = index;
  const slide = slides[index]!;

  const [notesOpen, setNotesOpen] = useState(
    () => renderSectionActions !== undefined || window.matchMedia('(max-width: 639px)').matches,
  );
  const fullscreen = useFullscreen(rootRef);

  const slidesRef = useRef(slides);
  slidesRef.current = slides;
  const show = (next: number) => {
    const all = slidesRef.current;
    const target = all[Math.max(0, Math.min(all.length - 1, next))];
    if (target) setCurrentId(target.id);
  };
  useDeckKeys(rootRef, (step) =>
    show('delta' in step ? index + step.delta : step.index < 0 ? slides.length - 1 : step.index),
  );

  useEffect(
    () =>
      onShowInPresentation((target) => {
        const all = slidesRef.current;
        const at = all.findIndex((candidate) =>
          target.kind === 'overview'
            ? candidate.kind === 'cover'
            : candidate.kind === 'section' &&
              (target.kind === 'section'
                ? candidate.key === target.key
                : candidate.groupTitle === target.title),
        );
        if (at >= 0) setCurrentId(all[at]!.id);
      }),
    [],
  );

  const target = targetOf(slide);
  const targetKey = JSON.stringify(target);
  const onActiveChangeRef = useRef(onActiveChange);
  onActiveChangeRef.current = onActiveChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: report when the place changes
  useEffect(() => {
    onActiveChangeRef.current?.(target);
  }, [targetKey]);

  // A short fade as a new slide comes up (none for readers who ask for less motion).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the slide changes
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    frameRef.current?.animate([{ opacity: 0.35 }, { opacity: 1 }], {
      duration: 220,
      easing: 'ease-out',
    });
  }, [slide.id]);

  const footer = fillTemplate(brand.footerText || labels.defaultFooter, {
    client: strategy.metadata.clientName ?? '',
    firm: brand.firmName || strategy.metadata.preparedBy?.trim() || '',
    company: strategy.metadata.companyName ?? '',
  })
    .replaceAll('{page}', String(index + 1))
    .replaceAll('{pages}', String(slides.length));

  const label =
    slide.kind === 'cover'
      ? 'Cover'
      : [
          slide.groupTitle,
          slide.parts > 1 ? `${slide.title} (${slide.part} of ${slide.parts})` : slide.title,
        ]
          .filter(Boolean)
          .join(' — ');
  const section = slide.kind === 'section' ? strategy.sections[slide.key] : undefined;
  const outlineSection: OutlineSection | undefined =
    slide.kind === 'section' && section
      ? { key: slide.key, title: slide.title, content: section.content }
      : undefined;
  const progress = slides.length > 1 ? index / (slides.length - 1) : 1;

  return (
    <div
      ref={rootRef}
      data-presentation
      className={`@container relative isolate flex flex-col overflow-hidden bg-slate-100 [&:fullscreen]:rounded-none ${className}`}
    >
      <div aria-hidden className="h-1 shrink-0 bg-slate-900/10">
        <div
          className="h-full origin-left transition-transform duration-300"
          style={{ transform: `scaleX(${Math.max(progress, 0.02)})`, background: theme.accent }}
        />
      </div>
      <section
        aria-label="Presentation"
        aria-roledescription="carousel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the slides move with the keyboard
        tabIndex={0}
        className={`grid min-h-0 p-2 focus-visible:outline-offset-[-3px] max-sm:px-0 sm:p-4 ${
          // On a phone the slide takes the full width and the notes the rest of the height.
          notesOpen
            ? 'max-sm:h-[calc(100cqw*9/16+1rem)] max-sm:max-h-[60%] max-sm:shrink-0 sm:min-h-48 sm:flex-[3]'
            : 'flex-1'
        }`}
      >
        <SlideStage
          label={`${index + 1} of ${slides.length}: ${label}`}
          onSwipe={(delta) => show(index + delta)}
        >
          {/* The slide speaks the strategy's language; the controls around it stay the page's. */}
          <div
            ref={frameRef}
            className="absolute inset-0"
            data-slide-id={slide.id}
            lang={localeOf(strategy.language ?? 'English').tag}
            dir={localeOf(strategy.language ?? 'English').direction}
          >
            {slide.kind === 'cover' ? (
              <CoverSlide
                metadata={strategy.metadata}
                language={strategy.language ?? 'English'}
                logoUrl={strategy.logoUrl}
                firmLogoUrl={firmLogoUrl}
                brand={brand}
                theme={theme}
              />
            ) : (
              <SectionSlide
                slide={slide}
                theme={theme}
                footer={footer}
                chart={slide.chart}
                continued={labels.continued}
              />
            )}
          </div>
        </SlideStage>
      </section>
      {notesOpen ? (
        <div className="flex min-h-0 flex-[2] flex-col">
          {slide.kind === 'cover' ? (
            <NotesPanel title="Business overview">
              <p className="whitespace-pre-line text-[15px] text-slate-700 leading-7">
                {strategy.overview}
              </p>
              {slides.length === 1 ? (
                <p className="mt-4 text-slate-500 text-sm">
                  No sections written yet: each written section gets its slides here.
                </p>
              ) : null}
            </NotesPanel>
          ) : (
            <NotesPanel
              title={slide.title}
              actions={outlineSection ? renderSectionActions?.(outlineSection) : undefined}
            >
              {outlineSection && renderSectionBody ? (
                renderSectionBody(outlineSection)
              ) : (
                <MarkdownContent>{slide.markdown}</MarkdownContent>
              )}
            </NotesPanel>
          )}
        </div>
      ) : null}
      <PresentationControls
        index={index}
        count={slides.length}
        label={label}
        notesOpen={notesOpen}
        onToggleNotes={() => setNotesOpen((open) => !open)}
        onMove={(delta) => show(index + delta)}
        fullscreen={fullscreen}
      />
    </div>
  );
}
