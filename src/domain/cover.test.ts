import { describe, expect, it } from 'vitest';
import { resolveBrand } from './brand.ts';
import { coverContent } from './cover.ts';
import { deliverableLabels } from './deliverable-catalogue.ts';

const cover = (
  metadata: Parameters<typeof coverContent>[0]['metadata'],
  language = 'English' as const,
) =>
  coverContent({
    metadata,
    brand: resolveBrand({}),
    language,
    labels: deliverableLabels(language),
  });

describe('coverContent', () => {
  it('says N/A for each detail left empty and falls back for the company', () => {
    const content = cover({ companyName: ' ', clientName: '', preparedBy: '', preparedDate: '' });
    expect(content.companyName).toBe('Company Strategy');
    expect(content.lines).toEqual([
      { label: 'Client', value: 'N/A' },
      { label: 'Prepared By', value: 'N/A' },
      { label: 'Date', value: 'N/A' },
    ]);
    expect(content.preparedFor).toBe('');
  });

  it('keeps only an absolute, safe digital link: one rule for the page and every file', () => {
    const link = (digitalLink: string) =>
      cover({ companyName: 'A', clientName: 'B', preparedBy: 'C', preparedDate: '', digitalLink })
        .digitalLink;
    expect(link('https://example.com/strategy')).toBe('https://example.com/strategy');
    expect(link('/relative/path')).toBe('');
    expect(link('javascript:alert(1)')).toBe('');
    expect(link('  ')).toBe('');
  });

  it('dates and names the client in the strategy’s language', () => {
    const content = cover({
      companyName: 'A',
      clientName: 'Contoso',
      preparedBy: 'Ana',
      preparedDate: '2025-03-14',
    });
    expect(content.lines[2]).toEqual({ label: 'Date', value: 'March 14, 2025' });
    expect(content.preparedFor).toBe('Prepared for Contoso');
  });
});
