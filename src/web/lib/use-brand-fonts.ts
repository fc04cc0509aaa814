import { useEffect } from 'react';
import type { BrandKit } from '../../domain/brand.ts';
import { loadBrandFont } from './brand-fonts.ts';

/** Loads the brand's heading and body fonts (bundled files, fetched on first use). */
export function useBrandFonts(brand: BrandKit): void {
  useEffect(() => {
    loadBrandFont(brand.headingFont);
    loadBrandFont(brand.bodyFont);
  }, [brand.headingFont, brand.bodyFont]);
}
