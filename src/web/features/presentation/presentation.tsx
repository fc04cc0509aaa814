import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type BrandKit, resolveBrand } from '../../../domain/brand.ts';
import type { DeckKind, DeckSlide } from '../../../domain/deck/deck-types.ts';
import type { SharedFinancials } from '../../../domain/financial/api-types.ts';
import { financialDeck } from '../../../domain/financial/financial-deck.ts';
import { modelChecks } from '../../../domain/financial/model-check-tables.ts';
import { localeOf } from '../../../domain/locale.ts';
import { localizeGroups } from '../../../domain/section-titles.ts';
import type { SectionSource } from '../../../domain/sources/section-source.ts';
import type { Metadata, SectionState } from '../../../domain/strategy.ts';
import type { Language } from '../../../domain/strategy-limits.ts';
import type { OutlineSection } from '../../../domain/strategy-outline.ts';
import { useBrandFonts } from '../../lib/use-brand-fonts.ts';
import { PresentationControls } from './components/presentation-controls.tsx';
import { SlideNotes } from './components/slide-notes.tsx';
import { SlidePainting } from './components/slide-painting.tsx';
import { SlideStage } from './components/slide-stage.tsx';
import { useDeckKeys } from './hooks/use-deck-keys.ts';
import { useFullscreen } from './hooks/use-fullscreen.ts';
import { createPageDeck } from './lib/page-deck.ts';
import { onShowInPresentation, type PresentationTarget } from './lib/presentation-target.ts';
import { slideTheme } from './lib/slide-theme.ts';

export type { PresentationTarget } from './lib/presentation-target.ts';
export { showInPresentation } from './lib/presentation-target.ts';

export interface PresentedStrategy {
  overview: string;
  metadata: Metadata;
  language?: Language;
  logoUrl?: string;
  sections: Record<
    string,
    Pick<SectionState, 'key' | 'title' | 'status' | 'content'> & {
      sources?: SectionSource[] | undefined;
    }
  >;
  /** The shared view's: the brand it is dressed in, the firm's logo, the profile's order. */
  brand?: Partial<BrandKit>;
  firmLogoUrl?: string;
  sectionOrder?: readonly string[];
  /** The financial model: its figures, charts and statements follow the sections. */
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
  /** Told which place the reader is on: the cover, a group or a section. */
  onActiveChange?: (target: PresentationTarget) => void;
}

const targetOf = (slide: DeckSlide | undefined): PresentationTarget =>
  slide?.kind === 'section' || slide?.kind === 'summary'
    ? { kind: 'section', key: slide.sectionKeys[0]! }
    : slide?.kind === 'group'
      ? { kind: 'group', title: slide.groupTitle }
      : { kind: 'overview' };

/**
 * The strategy as the deck PowerPoint and the slides PDF hold (`domain/deck`), one 16:9 slide at
 * a time, in the brand's colours and fonts: by default a consultant's deck (a slide per group),
 * or a slide per section. The full text is in the notes panel; arrows, PageUp/PageDown,
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
  const language = strategy.language ?? 'English';
  const [kind, setKind] = useState<DeckKind>('presentation');
  const composeDeck = useMemo(createPageDeck, []);
  const model = strategy.financials;
  const financial = useMemo(
    () =>
      model
        ? financialDeck(
            model.forecast,
            model.assumptions.currency,
            model.assumptions.startMonth,
            language,
            // The scenarios compared, the ratio checks and the sensitivity, as in the files.
            modelChecks(model.assumptions, model.forecast, model.scenarios ?? [], language),
          )
        : undefined,
    [model, language],
  );
  const outline = useMemo(
    () => strategy.outline && { groups: localizeGroups(strategy.outline, strategy.titles) },
    [strategy.outline, strategy.titles],
  );
  const brand = useMemo(() => resolveBrand(brandInput), [brandInput]);
  const deck = useMemo(
    () =>
      composeDeck({
        kind,
        language,
        metadata: strategy.metadata,
        overview: strategy.overview,
        brand,
        logos: { client: Boolean(strategy.logoUrl), firm: Boolean(firmLogoUrl) },
        sections: strategy.sections,
        selection,
        outline,
        financial,
      }),
    [
      composeDeck,
      kind,
      language,
      strategy.metadata,
      strategy.overview,
      brand,
      strategy.logoUrl,
      firmLogoUrl,
      strategy.sections,
      selection,
      outline,
      financial,
    ],
  );
  const slides = deck.slides;
  const theme = useMemo(() => slideTheme(brand), [brand]);
  useBrandFonts(brand);
  const images = useMemo(() => {
    const company = strategy.metadata.companyName?.trim();
    const firm = brand.firmName || strategy.metadata.preparedBy?.trim();
    return {
      'client-logo': strategy.logoUrl
        ? { url: strategy.logoUrl, alt: company ? `${company} logo` : 'Logo' }
        : undefined,
      'firm-logo': firmLogoUrl
        ? { url: firmLogoUrl, alt: firm ? `${firm} logo` : 'Firm logo' }
        : undefined,
    };
  }, [strategy.logoUrl, firmLogoUrl, strategy.metadata, brand.firmName]);

  // The slide shown, by id; after a switch of decks, the slide that holds `key`.
  const [current, setCurrent] = useState<{ id: string; key?: string }>({ id: slides[0]!.id });
  const setCurrentId = (id: string) => setCurrent({ id });
  const lastIndex = useRef(0);
  const byId = slides.findIndex((candidate) => candidate.id === current.id);
  const byKey =
    current.key === undefined
      ? -1
      : slides.findIndex((candidate) => candidate.sectionKeys.includes(current.key!));
  const found = byId >= 0 ? byId : byKey;
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
            : target.kind === 'section'
              ? candidate.sectionKeys.includes(target.key)
              : candidate.groupTitle === target.title,
        );
        if (at >= 0) setCurrent({ id: all[at]!.id });
      }),
    [],
  );

  // Switching decks keeps the reader on the same section (or the same front or back slide).
  const switchDeck = (next: DeckKind) => {
    setKind(next);
    const key = slide.sectionKeys[0];
    setCurrent(key === undefined ? { id: slide.id } : { id: '', key });
  };

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

  const label = [slide.groupTitle !== slide.title ? slide.groupTitle : '', slide.title]
    .filter(Boolean)
    .join(' — ');
  const progress = slides.length > 1 ? index / (slides.length - 1) : 1;
  const locale = localeOf(language);

  return (
    <div
      ref={rootRef}
      data-presentation
      data-deck={kind}
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
            lang={locale.tag}
            dir={locale.direction}
          >
            <SlidePainting slide={slide} theme={theme} images={images} />
          </div>
        </SlideStage>
      </section>
      {notesOpen ? (
        <div className="flex min-h-0 flex-[2] flex-col">
          <SlideNotes
            slide={slide}
            sections={strategy.sections}
            renderSectionBody={renderSectionBody}
            renderSectionActions={renderSectionActions}
          />
        </div>
      ) : null}
      <PresentationControls
        index={index}
        count={slides.length}
        label={label}
        deck={kind}
        onDeckChange={switchDeck}
        notesOpen={notesOpen}
        onToggleNotes={() => setNotesOpen((open) => !open)}
        onMove={(delta) => show(index + delta)}
        fullscreen={fullscreen}
      />
    </div>
  );
}
