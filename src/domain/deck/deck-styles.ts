import type { DeckColours } from '../brand-colours.ts';

/** A colour of the brand's deck (`deckColours`), or one fixed for every brand. */
export type ColourToken = keyof DeckColours | 'white' | 'rule';

/** The fixed colours; the rest come from the brand. */
export const FIXED_COLOURS = { white: '#FFFFFF', rule: '#D4D9E0' } as const;

export interface TextStyle {
  /** Points. */
  size: number;
  font: 'heading' | 'body';
  colour: ColourToken;
  bold?: boolean;
  italic?: boolean;
  uppercase?: boolean;
  /** Points after each character. */
  letterSpacing?: number;
  underline?: boolean;
}

/**
 * Every text style on a slide by name: the layout gives each text box one, and each painter
 * maps it to its own font, size and colour settings. Letter spacing stays under a point: wider,
 * a PDF reader copies and searches the capitals a letter at a time.
 */
export const TEXT_STYLES = {
  coverFirm: {
    size: 11,
    font: 'body',
    colour: 'onPrimary',
    bold: true,
    uppercase: true,
    letterSpacing: 0.8,
  },
  coverKicker: { size: 12, font: 'body', colour: 'onPrimary', letterSpacing: 0.8 },
  coverTitle: { size: 40, font: 'heading', colour: 'onPrimary', bold: true },
  coverPreparedFor: { size: 16, font: 'body', colour: 'onPrimary' },
  coverLabel: {
    size: 9,
    font: 'body',
    colour: 'muted',
    bold: true,
    uppercase: true,
    letterSpacing: 0.7,
  },
  coverValue: { size: 15, font: 'body', colour: 'text' },
  coverLink: { size: 12, font: 'body', colour: 'accentText', underline: true },
  disclaimer: { size: 8, font: 'body', colour: 'muted' },
  kicker: {
    size: 11,
    font: 'body',
    colour: 'accentText',
    bold: true,
    uppercase: true,
    letterSpacing: 0.7,
  },
  title: { size: 28, font: 'heading', colour: 'heading', bold: true },
  heading: { size: 18, font: 'body', colour: 'heading', bold: true },
  body: { size: 18, font: 'body', colour: 'text' },
  marker: { size: 18, font: 'body', colour: 'accentText', bold: true },
  quote: { size: 18, font: 'body', colour: 'accentText', italic: true },
  sources: { size: 10, font: 'body', colour: 'muted' },
  cardTitle: { size: 15, font: 'body', colour: 'heading', bold: true },
  cardBody: { size: 13, font: 'body', colour: 'text' },
  contentsNumber: { size: 16, font: 'body', colour: 'accentText', bold: true },
  contentsItem: { size: 16, font: 'body', colour: 'text' },
  figureLabel: {
    size: 11,
    font: 'body',
    colour: 'muted',
    bold: true,
    uppercase: true,
    letterSpacing: 0.6,
  },
  figureValue: { size: 28, font: 'heading', colour: 'heading', bold: true },
  figureDetail: { size: 12, font: 'body', colour: 'text' },
  chartNote: { size: 14, font: 'body', colour: 'text', bold: true },
  table: { size: 14, font: 'body', colour: 'text' },
  tableHeader: { size: 14, font: 'body', colour: 'onPrimary', bold: true },
  footer: { size: 10, font: 'body', colour: 'muted' },
  closingTitle: { size: 44, font: 'heading', colour: 'onPrimary', bold: true },
  closingCompany: { size: 22, font: 'body', colour: 'onPrimary' },
  closingDetail: { size: 14, font: 'body', colour: 'onPrimary' },
} as const satisfies Record<string, TextStyle>;

export type StyleToken = keyof typeof TEXT_STYLES;

export function textStyle(token: StyleToken): TextStyle {
  return TEXT_STYLES[token];
}

/** A colour token's `#RRGGBB` in a brand's deck colours. */
export function colourOf(colours: DeckColours, token: ColourToken): string {
  return token === 'white' || token === 'rule' ? FIXED_COLOURS[token] : colours[token];
}
