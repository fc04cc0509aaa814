/** Colour arithmetic for brand colours (`#RRGGBB`), the same in every renderer. */
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** The colour mixed with white: `amount` 0 is the colour, 1 is white. */
export function tint(hex: string, amount: number): string {
  return toHex(channels(hex).map((channel) => channel + (255 - channel) * amount));
}

/** The colour mixed with black: `amount` 0 is the colour, 1 is black. */
export function shade(hex: string, amount: number): string {
  return toHex(channels(hex).map((channel) => channel * (1 - amount)));
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#1A1A1A')
    ? '#FFFFFF'
    : '#1A1A1A';
}

/**
 * A brand colour usable as text on white: darkened until it reaches 4.5:1, so a pale brand
 * colour still gives readable headings.
 */
export function readableOnWhite(hex: string): string {
  let colour = hex;
  for (let step = 0; step < 20 && contrastRatio(colour, '#FFFFFF') < 4.5; step++) {
    colour = shade(colour, 0.1);
  }
  return colour;
}

/** The brand's colours on a slide (`#RRGGBB`), alike in the page's slides and the PowerPoint file. */
export interface DeckColours {
  primary: string;
  onPrimary: string;
  heading: string;
  accent: string;
  accentText: string;
  text: string;
  muted: string;
  zebra: string;
  quote: string;
}

export function deckColours(primaryColor: string, accentColor: string): DeckColours {
  return {
    primary: primaryColor,
    onPrimary: textOn(primaryColor),
    heading: readableOnWhite(primaryColor),
    accent: accentColor,
    accentText: readableOnWhite(accentColor),
    text: '#1F2328',
    muted: '#5F6B7A',
    zebra: tint(primaryColor, 0.94),
    quote: tint(accentColor, 0.9),
  };
}
