import type { BrandKit } from '../../../../domain/brand.ts';
import { type DeckColours, deckColours } from '../../../../domain/brand-colours.ts';
import { fontStack } from '../../../lib/brand-fonts.ts';

/** The brand's colours as the slides use them (the PowerPoint file's too), and its fonts. */
export interface SlideTheme extends DeckColours {
  headingFont: string;
  bodyFont: string;
}

export function slideTheme(brand: BrandKit): SlideTheme {
  return {
    ...deckColours(brand.primaryColor, brand.accentColor),
    headingFont: fontStack(brand.headingFont),
    bodyFont: fontStack(brand.bodyFont),
  };
}
