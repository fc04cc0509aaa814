import { describe, expect, it } from 'vitest';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import { financialLabels } from '../../domain/financial/financial-label-catalogue.ts';
import { inlineText } from '../../domain/markdown-plain-text.ts';
import { LANGUAGES } from '../../domain/strategy-limits.ts';
import { COFFEE_ROASTER } from '../testing/financial-fixtures.ts';
import { englishFinancialPhrases } from '../testing/financial-phrases.ts';
import type { ExportPart } from './export-document.ts';
import { financialAppendix } from './financial-appendix.ts';

const parsed = parseAssumptions(COFFEE_ROASTER);
if (!parsed.success) throw new Error('the fixture is valid');
const assumptions = parsed.assumptions;

/** Every word the appendix prints: sentences, chart texts, headings, table cells. */
function printedText(part: ExportPart): string {
  const texts: string[] = [part.title];
  for (const block of part.blocks) {
    if (block.kind === 'text') texts.push(...block.paragraphs);
    if (block.kind === 'markdown') texts.push(...block.content.children.map(inlineText));
    if (block.kind === 'table') texts.push(...block.header, ...block.rows.flat());
    if (block.kind === 'chart') {
      const { chart } = block;
      texts.push(chart.title, chart.description, chart.breakEvenLabel, chart.lossLabel);
      texts.push(...chart.series.map((series) => series.label));
      texts.push(...[...chart.xTicks, ...chart.yTicks].map((tick) => tick.label));
    }
  }
  return texts.join('\n');
}

describe('the financial appendix in the strategy’s language', () => {
  it('prints the English phrases the other languages are checked against', () => {
    const text = printedText(financialAppendix(assumptions, 'English'));
    const missing = englishFinancialPhrases().filter((phrase) => !text.includes(phrase));
    // The check is only as good as its list: most phrases occur in an English appendix.
    expect(missing.length).toBeLessThan(englishFinancialPhrases().length / 4);
  });

  for (const language of LANGUAGES.filter((language) => language !== 'English')) {
    it(`has no English label in ${language}: headings, sentences, tables, chart legends and ticks`, () => {
      const part = financialAppendix(assumptions, language);
      expect(part.title).toBe(financialLabels(language).appendixTitle);
      const text = printedText(part);
      const english = englishFinancialPhrases().filter((phrase) =>
        new RegExp(
          `(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
          'u',
        ).test(text),
      );
      expect(english).toEqual([]);
      expect(text).not.toMatch(/-\D{0,2}0(?!\d)/);
    });
  }
});
