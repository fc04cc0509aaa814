import { describe, expect, it } from 'vitest';
import type { FinancialRatio } from '../financial/ratios.ts';
import { ratioFindings } from './ratio-check.ts';

const ratio = (key: FinancialRatio['key'], name: string, status: FinancialRatio['status']) =>
  ({
    key,
    name,
    value: 1,
    unit: 'percent',
    status,
    note: `${name} note.`,
  }) satisfies FinancialRatio;

const RATIOS: FinancialRatio[] = [
  ratio('grossMargin', 'Gross margin', 'risk'),
  ratio('netMargin', 'Net margin', 'watch'),
  ratio('monthsToBreakEven', 'Months to break-even', 'risk'),
  ratio('debtServiceCover', 'Debt service cover', 'ok'),
];

describe('risky ratios in the quality review', () => {
  it('warns of each risky ratio on the money section that speaks of it, else on the first, and not of watch or ok', () => {
    const findings = ratioFindings(RATIOS, [
      { key: 'explanation-of-business-model', content: 'We sell kits and a club.' },
      { key: 'market-size-analysis', content: 'Cash flow is weak early on.' },
      {
        key: 'pricing-strategy',
        content:
          'Prices are set high.\n\nThe gross margin stays near 60% once the kits sell. More text.',
      },
    ]);
    expect([...findings.keys()]).toEqual(['pricing-strategy', 'explanation-of-business-model']);
    expect(findings.get('pricing-strategy')).toEqual([
      {
        check: 'financial',
        severity: 'warning',
        message: 'Gross margin is a risk in the financial model: Gross margin note.',
        excerpt: 'The gross margin stays near 60% once the kits sell.',
      },
    ]);
    expect(findings.get('explanation-of-business-model')).toEqual([
      {
        check: 'financial',
        severity: 'warning',
        message:
          'Months to break-even is a risk in the financial model: Months to break-even note.',
        excerpt: 'Months to break-even',
      },
    ]);
  });

  it('quotes the first sentence whole', () => {
    const findings = ratioFindings(
      [ratio('runwayMonths', 'Months of runway at the lowest cash', 'risk')],
      [{ key: 'pricing-strategy', content: 'Cash runs short in spring. Prices rise later.' }],
    );
    expect(findings.get('pricing-strategy')![0]!.excerpt).toBe('Cash runs short in spring.');
  });

  it('warns nowhere when no money section is written', () => {
    expect(ratioFindings(RATIOS, []).size).toBe(0);
  });
});
