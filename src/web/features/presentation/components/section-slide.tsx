import { DECK_GEOMETRY } from '../../../../domain/deck/deck-geometry.ts';
import type { SectionSlide as SectionSlideData } from '../../../../domain/deck/deck-types.ts';
import { formatLabel } from '../../../../domain/deliverable-labels.ts';
import { type ForecastChart, LOSS_COLOUR } from '../../../../domain/financial/chart-data.ts';
import { inches, points, SLIDE_BOX } from '../lib/slide-canvas.ts';
import type { SlideTheme } from '../lib/slide-theme.ts';
import { ChartView } from './chart-view.tsx';
import { DeckBlockView } from './deck-block.tsx';

/** A section's slide as the PowerPoint file lays it out: kicker, title, rule, key points, footer. */
export function SectionSlide({
  slide,
  theme,
  footer,
  chart,
  continued,
}: {
  slide: SectionSlideData;
  theme: SlideTheme;
  footer: string;
  /** A financial model's chart slide: the chart fills the body. */
  chart?: ForecastChart | undefined;
  /** "{title} (continued)" in the strategy's language (decision 0043). */
  continued: string;
}) {
  const title =
    slide.continuation === 0 ? slide.title : formatLabel(continued, { title: slide.title });
  return (
    <div
      className="absolute inset-0 bg-white"
      style={{ color: theme.text, fontFamily: theme.bodyFont }}
    >
      {slide.groupTitle ? (
        <p
          className="absolute truncate font-bold uppercase"
          style={{
            left: SLIDE_BOX.left,
            top: inches(0.35),
            width: SLIDE_BOX.width,
            fontSize: points(11),
            letterSpacing: '0.14em',
            color: theme.accentText,
          }}
        >
          {slide.groupTitle}
        </p>
      ) : null}
      <h2
        data-slide-title
        className="absolute line-clamp-2 font-bold leading-[1.05]"
        style={{
          left: SLIDE_BOX.left,
          top: inches(0.7),
          width: SLIDE_BOX.width,
          maxHeight: inches(0.85),
          fontSize: points(title.length > 60 ? 24 : DECK_GEOMETRY.titleFontSize),
          color: theme.heading,
          fontFamily: theme.headingFont,
        }}
      >
        {title}
      </h2>
      <div
        aria-hidden
        className="absolute rounded-full"
        style={{
          left: SLIDE_BOX.left,
          top: inches(1.6),
          width: inches(0.8),
          height: points(2.5),
          background: theme.accent,
        }}
      />
      <div
        data-slide-body
        className="absolute overflow-hidden"
        style={{
          left: SLIDE_BOX.left,
          top: SLIDE_BOX.bodyTop,
          width: SLIDE_BOX.width,
          height: SLIDE_BOX.bodyHeight,
        }}
      >
        {chart ? (
          <ChartView
            chart={chart}
            size={{ width: SLIDE_BOX.width, height: SLIDE_BOX.bodyHeight, fontSize: points(12) }}
            palette={{
              primary: theme.heading,
              accent: theme.accent,
              loss: LOSS_COLOUR,
              marker: theme.text,
              axis: '#D4D9E0',
              text: theme.muted,
            }}
            fontFamily={theme.bodyFont}
          />
        ) : (
          slide.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide's blocks never move
            <DeckBlockView key={index} block={block} theme={theme} />
          ))
        )}
      </div>
      <SlideFooter text={footer} theme={theme} />
    </div>
  );
}

export function SlideFooter({ text, theme }: { text: string; theme: SlideTheme }) {
  return (
    <p
      className="absolute truncate border-[#D4D9E0] border-t pt-2"
      style={{
        left: SLIDE_BOX.left,
        top: SLIDE_BOX.footerTop - inches(0.08),
        width: SLIDE_BOX.width,
        fontSize: points(10),
        color: theme.muted,
      }}
    >
      {text}
    </p>
  );
}
