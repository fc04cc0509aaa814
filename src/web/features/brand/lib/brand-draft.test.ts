import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../../../domain/brand.ts';
import { brandDraftErrors, brandToSave } from './brand-draft.ts';

describe('the brand panel’s draft', () => {
  it('sends trimmed text and upper-case colours', () => {
    expect(
      brandToSave({ ...DEFAULT_BRAND, firmName: '  Maker Consulting ', primaryColor: '#12ab9f' }),
    ).toMatchObject({ firmName: 'Maker Consulting', primaryColor: '#12AB9F' });
  });

  it('names the field that is wrong and leaves a half-typed colour out', () => {
    const draft = { ...DEFAULT_BRAND, accentColor: '#12ab', disclaimer: 'x'.repeat(2001) };
    expect(brandDraftErrors(draft)).toEqual({
      accentColor: 'Use a colour as #RRGGBB.',
      disclaimer: 'At most 2,000 characters.',
    });
    expect(brandToSave(draft)).not.toHaveProperty('accentColor');
    expect(brandDraftErrors(DEFAULT_BRAND)).toEqual({});
  });
});
