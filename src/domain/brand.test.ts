import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, fillTemplate, resolveBrand, templatePieces } from './brand.ts';
import { contrastRatio, readableOnWhite, textOn } from './brand-colours.ts';

const FOOTER = 'Prepared for {client} by {firm} · Confidential · page {page} of {pages}';

describe('fillTemplate', () => {
  it('fills the default footer, leaving page fields for the renderer', () => {
    expect(fillTemplate(FOOTER, { client: 'Contoso', firm: 'H&F', company: 'Northwind' })).toBe(
      'Prepared for Contoso by H&F · Confidential · page {page} of {pages}',
    );
    expect(
      fillTemplate(FOOTER, { client: 'Contoso', firm: 'H&F', company: '', page: '3', pages: '9' }),
    ).toBe('Prepared for Contoso by H&F · Confidential · page 3 of 9');
  });

  it('drops a part whose placeholder has no value rather than print "for  by"', () => {
    expect(fillTemplate(FOOTER, { client: '', firm: 'H&F', company: 'N' })).toBe(
      'Confidential · page {page} of {pages}',
    );
    expect(fillTemplate('{company}', { client: '', firm: '', company: ' ' })).toBe('');
  });

  it('splits page fields out for renderers that write them as fields', () => {
    expect(templatePieces('page {page} of {pages}')).toEqual([
      { text: 'page ' },
      { field: 'page' },
      { text: ' of ' },
      { field: 'pages' },
    ]);
  });
});

describe('resolveBrand', () => {
  it('keeps valid fields and replaces missing or invalid ones by the defaults', () => {
    expect(resolveBrand(undefined)).toEqual(DEFAULT_BRAND);
    expect(
      resolveBrand({
        firmName: '  Harbour & Finch ',
        primaryColor: '#7a1f3d',
        accentColor: 'red',
        headingFont: 'Comic Sans' as never,
        bodyFont: 'DejaVu Serif',
      }),
    ).toMatchObject({
      firmName: 'Harbour & Finch',
      primaryColor: '#7A1F3D',
      accentColor: DEFAULT_BRAND.accentColor,
      headingFont: DEFAULT_BRAND.headingFont,
      bodyFont: 'DejaVu Serif',
    });
  });

  it('derives readable text colours from any brand colour', () => {
    expect(textOn('#1F3A5F')).toBe('#FFFFFF');
    expect(textOn('#F5D547')).toBe('#1A1A1A');
    expect(contrastRatio(readableOnWhite('#F5D547'), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});
