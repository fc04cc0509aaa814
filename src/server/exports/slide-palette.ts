import type { BrandFont, BrandKit } from '../../domain/brand.ts';
import { deckColours } from '../../domain/brand-colours.ts';
import { type ColourToken, colourOf } from '../../domain/deck/deck-styles.ts';
import { LOSS_COLOUR } from '../../domain/financial/chart-data.ts';

/** The brand as the deck's painters on the server use it: colours by token, fonts by role. */
export interface SlidePalette {
  colour(token: ColourToken): string;
  font(role: 'heading' | 'body'): BrandFont;
  /** A loss in the charts: one red in every brand. */
  loss: string;
}

export function slidePalette(brand: BrandKit): SlidePalette {
  const colours = deckColours(brand.primaryColor, brand.accentColor);
  return {
    colour: (token) => colourOf(colours, token),
    font: (role) => (role === 'heading' ? brand.headingFont : brand.bodyFont),
    loss: LOSS_COLOUR,
  };
}
