import type { CSSProperties } from 'react';
import { SPACING } from '../../../../domain/deck/deck-geometry.ts';
import { colourOf, TEXT_STYLES } from '../../../../domain/deck/deck-styles.ts';
import type {
  Box,
  DeckRun,
  DeckSlide,
  LayoutElement,
  TableElement,
  TextElement,
} from '../../../../domain/deck/deck-types.ts';
import { LINE_HEIGHT } from '../../../../domain/deck/text-measure.ts';
import { LOSS_COLOUR } from '../../../../domain/financial/chart-data.ts';
import { ChartSvg } from '../../../components/chart-svg.tsx';
import { inches, points } from '../lib/slide-canvas.ts';
import type { SlideTheme } from '../lib/slide-theme.ts';

export interface SlideImages {
  'client-logo'?: { url: string; alt: string } | undefined;
  'firm-logo'?: { url: string; alt: string } | undefined;
}

const placed = (box: Box): CSSProperties => ({
  position: 'absolute',
  left: inches(box.x),
  top: inches(box.y),
  width: inches(box.w),
  height: inches(box.h),
});

/**
 * A laid-out slide (`composeDeck`) on the 1280 x 720 canvas: each element a box where the
 * layout put it (96 px to the inch), text at its fitted size with lines 1.2 sizes apart. The
 * boxes carry `data-deck-box` (their inches), so a test can compare what the page drew with the
 * layout. Nothing is placed or sized here.
 */
export function SlidePainting({
  slide,
  theme,
  images,
}: {
  slide: DeckSlide;
  theme: SlideTheme;
  images: SlideImages;
}) {
  return (
    <div className="absolute inset-0 bg-white" style={{ color: theme.text }}>
      {slide.elements.map((element, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a slide's elements never move
        <Element key={index} element={element} theme={theme} images={images} />
      ))}
    </div>
  );
}

function boxData(element: LayoutElement) {
  const { x, y, w, h } = element.box;
  return { 'data-deck-element': element.kind, 'data-deck-box': `${x} ${y} ${w} ${h}` };
}

function Element({
  element,
  theme,
  images,
}: {
  element: LayoutElement;
  theme: SlideTheme;
  images: SlideImages;
}) {
  switch (element.kind) {
    case 'rect':
      return (
        <div
          aria-hidden
          {...boxData(element)}
          style={{ ...placed(element.box), background: colourOf(theme, element.fill) }}
        />
      );
    case 'line': {
      const { box } = element;
      const vertical = box.w === 0;
      return (
        <div
          aria-hidden
          {...boxData(element)}
          style={{
            ...placed(box),
            ...(vertical ? { width: points(element.weight) } : { height: points(element.weight) }),
            background: colourOf(theme, element.colour),
          }}
        />
      );
    }
    case 'text':
      return <Text element={element} theme={theme} />;
    case 'image': {
      const image = images[element.image];
      return image ? (
        <img
          {...boxData(element)}
          src={image.url}
          alt={image.alt}
          style={{
            ...placed(element.box),
            objectFit: 'contain',
            objectPosition: `${element.align} top`,
          }}
        />
      ) : null;
    }
    case 'chart':
      return (
        <div {...boxData(element)} style={placed(element.box)}>
          <ChartSvg
            chart={element.chart}
            idPrefix="slide-chart"
            size={{
              width: inches(element.box.w),
              height: inches(element.box.h),
              fontSize: points(element.fontSize),
            }}
            palette={{
              primary: theme.heading,
              accent: theme.accent,
              loss: LOSS_COLOUR,
              marker: theme.text,
              axis: colourOf(theme, 'rule'),
              text: theme.muted,
            }}
            fontFamily={theme.bodyFont}
          />
        </div>
      );
    case 'table':
      return <Table element={element} theme={theme} />;
  }
}

const ROLE_TAG = { title: 'h2', coverTitle: 'h2', closingTitle: 'h2' } as const;

function Text({ element, theme }: { element: TextElement; theme: SlideTheme }) {
  const style = TEXT_STYLES[element.style];
  const Tag = (ROLE_TAG as Record<string, 'h2'>)[element.style] ?? 'p';
  return (
    <Tag
      {...boxData(element)}
      data-deck-style={element.style}
      style={{
        ...placed(element.box),
        margin: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent:
          element.valign === 'bottom'
            ? 'flex-end'
            : element.valign === 'middle'
              ? 'center'
              : 'flex-start',
        fontFamily: style.font === 'heading' ? theme.headingFont : theme.bodyFont,
        fontSize: points(element.size),
        lineHeight: LINE_HEIGHT,
        fontWeight: 'bold' in style && style.bold ? 700 : 400,
        fontStyle: 'italic' in style && style.italic ? 'italic' : 'normal',
        letterSpacing: 'letterSpacing' in style ? points(style.letterSpacing) : undefined,
        textDecoration: 'underline' in style && style.underline ? 'underline' : undefined,
        color: colourOf(theme, style.colour),
        textAlign: element.align,
        overflowWrap: 'normal',
        wordBreak: 'normal',
      }}
    >
      {/* The block of lines: its height is what the layout measured (a test compares them). */}
      <span style={{ display: 'block' }}>
        <Runs runs={element.runs} />
      </span>
    </Tag>
  );
}

function Runs({ runs }: { runs: readonly DeckRun[] }) {
  return runs.map((run, index) => {
    const style: CSSProperties = {
      ...(run.bold ? { fontWeight: 700 } : {}),
      ...(run.italic ? { fontStyle: 'italic' } : {}),
    };
    return run.link ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: runs never move
        key={index}
        href={run.link}
        target="_blank"
        rel="noopener noreferrer nofollow"
        style={{ ...style, color: 'inherit' }}
        className="underline underline-offset-4"
      >
        {run.text}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs never move
      <span key={index} style={style}>
        {run.text}
      </span>
    );
  });
}

function Table({ element, theme }: { element: TableElement; theme: SlideTheme }) {
  const padding = `${inches(SPACING.cellPaddingY)}px ${inches(SPACING.cellPaddingX)}px`;
  const cell = (bold: boolean): CSSProperties => ({
    padding,
    fontWeight: bold ? 700 : 400,
    overflowWrap: 'normal',
    wordBreak: 'normal',
    verticalAlign: 'middle',
  });
  return (
    <table
      {...boxData(element)}
      style={{
        ...placed(element.box),
        tableLayout: 'fixed',
        borderCollapse: 'collapse',
        fontFamily: theme.bodyFont,
        fontSize: points(element.size),
        lineHeight: LINE_HEIGHT,
      }}
    >
      <colgroup>
        {element.columns.map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
          <col key={index} style={{ width: inches(width) }} />
        ))}
      </colgroup>
      <thead>
        <tr
          style={{
            height: inches(element.rowHeights[0] ?? 0),
            background: theme.primary,
            color: theme.onPrimary,
          }}
        >
          {element.header.map((text, index) => (
            <th
              // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
              key={index}
              scope="col"
              style={{ ...cell(true), textAlign: element.align[index] ?? 'left' }}
            >
              {text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {element.rows.map((row, rowIndex) => (
          <tr
            // biome-ignore lint/suspicious/noArrayIndexKey: rows never move
            key={rowIndex}
            style={{
              height: inches(element.rowHeights[rowIndex + 1] ?? 0),
              background: rowIndex % 2 === 1 ? theme.zebra : '#FFFFFF',
            }}
          >
            {row.map((text, index) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
                key={index}
                style={{
                  ...cell(element.bold[rowIndex] === true),
                  textAlign: element.align[index] ?? 'left',
                }}
              >
                {text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
