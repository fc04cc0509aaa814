import type { CoverContent } from '../cover.ts';
import { CLOSING, COVER } from './deck-geometry.ts';
import type { Box, DeckRun, LayoutElement } from './deck-types.ts';
import { fittedText, plain } from './layout-text.ts';

const POINTS_PER_INCH = 72;
const line = (size: number) => (size * 1.2) / POINTS_PER_INCH;

/** Which logos the strategy has: the layout keeps their boxes, the painters fit the pictures. */
export interface DeckLogos {
  client: boolean;
  firm: boolean;
}

const rule = (box: { x: number; y: number; w: number; weight: number }): LayoutElement => ({
  kind: 'line',
  box: { x: box.x, y: box.y, w: box.w, h: 0 },
  colour: 'accent',
  weight: box.weight,
});

/** The digital version as the cover and the close show it: its label, then the address. */
function digitalLink(cover: CoverContent): DeckRun[] {
  return cover.digitalLink
    ? [
        { text: `${cover.digitalLinkLabel}: ` },
        { text: cover.digitalLink, link: cover.digitalLink },
      ]
    : [];
}

/**
 * The cover: the brand panel with the firm, the report's title, the company (fitted: smaller
 * sizes, then more lines, never clipped) and who it is for; beside it the client's logo, the
 * client, preparer and date ("N/A" when unset), the digital version and the disclaimer.
 */
export function coverElements(cover: CoverContent, logos: DeckLogos): LayoutElement[] {
  const elements: LayoutElement[] = [
    { kind: 'rect', box: COVER.panel, fill: 'primary' },
    { kind: 'rect', box: COVER.accentBar, fill: 'accent' },
  ];
  const push = (placed: { element: LayoutElement } | undefined) => {
    if (placed) elements.push(placed.element);
  };
  if (cover.firmName) push(fittedText(plain(cover.firmName), 'coverFirm', COVER.firm));
  push(fittedText(plain(cover.title), 'coverKicker', COVER.kicker));
  push(
    fittedText(plain(cover.companyName), 'coverTitle', COVER.title, {
      sizes: [40, 36, 32, 28, 24, 20],
    }),
  );
  elements.push(rule(COVER.rule));
  if (cover.preparedFor) {
    push(
      fittedText(plain(cover.preparedFor), 'coverPreparedFor', COVER.preparedFor, {
        sizes: [16, 14, 12],
      }),
    );
  }
  if (logos.client) {
    elements.push({ kind: 'image', box: COVER.clientLogo, image: 'client-logo', align: 'left' });
  }
  let y = COVER.details.y;
  const bottom = COVER.details.y + COVER.details.h;
  const place = (runs: DeckRun[], style: 'coverLabel' | 'coverValue' | 'coverLink', lines = 1) => {
    const sizes = style === 'coverValue' ? [15, 13] : style === 'coverLink' ? [12, 10] : [9];
    const height = Math.min(bottom - y, line(sizes[0]!) * lines);
    const box: Box = { x: COVER.details.x, y, w: COVER.details.w, h: height };
    const placed = fittedText(runs, style, box, { sizes, shrinkToText: true });
    if (!placed) return;
    elements.push(placed.element);
    y += placed.element.box.h;
  };
  for (const detail of cover.lines) {
    place(plain(detail.label), 'coverLabel');
    y += 0.02;
    place(plain(detail.value), 'coverValue');
    y += 0.14;
  }
  if (cover.digitalLink) place(digitalLink(cover), 'coverLink', 2);
  if (cover.disclaimer) {
    push(
      fittedText(plain(cover.disclaimer), 'disclaimer', COVER.disclaimer, {
        sizes: [8, 7],
        valign: 'bottom',
      }),
    );
  }
  if (logos.firm) {
    elements.push({ kind: 'image', box: COVER.firmLogo, image: 'firm-logo', align: 'right' });
  }
  return elements;
}

/** The close: "Thank you", the company, who prepared it for whom, the digital version. */
export function closingElements(
  cover: CoverContent,
  title: string,
  logos: DeckLogos,
): LayoutElement[] {
  const elements: LayoutElement[] = [{ kind: 'rect', box: CLOSING.background, fill: 'primary' }];
  const push = (placed: { element: LayoutElement } | undefined) => {
    if (placed) elements.push(placed.element);
  };
  push(fittedText(plain(title), 'closingTitle', CLOSING.title, { sizes: [44, 36, 28] }));
  elements.push(rule(CLOSING.rule));
  push(
    fittedText(plain(cover.companyName), 'closingCompany', CLOSING.company, {
      sizes: [22, 18, 16],
    }),
  );
  const details = [cover.preparedFor, cover.firmName].filter(Boolean);
  let y = CLOSING.details.y;
  const bottom = CLOSING.details.y + CLOSING.details.h;
  for (const runs of [...details.map(plain), digitalLink(cover)]) {
    if (runs.length === 0) continue;
    const box = { ...CLOSING.details, y, h: Math.min(line(14) * 2, bottom - y) };
    const placed = fittedText(runs, 'closingDetail', box, { sizes: [14, 12], shrinkToText: true });
    if (!placed) break;
    elements.push(placed.element);
    y += placed.element.box.h + 0.06;
  }
  if (logos.firm) {
    elements.push({ kind: 'image', box: CLOSING.firmLogo, image: 'firm-logo', align: 'right' });
  }
  return elements;
}

/** The cover's and close's notes: what they show, and the business overview in full. */
export function coverNotes(cover: CoverContent, overview: string): string {
  return [
    cover.title,
    cover.companyName,
    ...cover.lines.map((detail) => `${detail.label}: ${detail.value}`),
    cover.preparedFor,
    cover.digitalLink ? `${cover.digitalLinkLabel}: ${cover.digitalLink}` : '',
    overview.trim(),
    cover.disclaimer,
  ]
    .filter(Boolean)
    .join('\n\n');
}
