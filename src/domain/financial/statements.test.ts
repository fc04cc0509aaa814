import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../strategy-limits.ts';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { financialFormat } from './financial-format.ts';
import { financialLabels } from './financial-label-catalogue.ts';
import { computeForecast } from './forecast.ts';
import { assumptionsArbitrary } from './forecast-test-support.ts';
import { formatMoney } from './key-figures.ts';
import { STATEMENTS, statementsIn, statementTable } from './statements.ts';

/** `-€0`, `-0 €`, `€-0`: a negative zero as a reader would see it. */
const NEGATIVE_ZERO = /^[^\d]*[-\u2212][^\d]*0(?:[.,]0+)?[^\d]*$/;

const balanceSheet = STATEMENTS.find((statement) => statement.key === 'balanceSheet')!;

/** The property runs a hundred models; the machine may be shared. */
describe('financial statements', { timeout: 60_000 }, () => {
  it('shows a balance sheet whose totals agree and whose check row is €0, every year of random models', () => {
    fc.assert(
      fc.property(assumptionsArbitrary, (assumptions) => {
        const forecast = computeForecast(assumptions);
        const money = (amount: number) => formatMoney(assumptions.currency, amount);
        const { rows } = statementTable(balanceSheet, forecast.years, money);
        const row = (label: string) => rows.find((cells) => cells[0] === label)!.slice(1);
        expect(row('Total assets')).toEqual(row('Total liabilities and equity'));
        expect(row('Opening equity (starting cash)')).toEqual(
          forecast.years.map(() => money(assumptions.startingCash)),
        );
        expect(row('Check: assets less liabilities and equity')).toEqual(
          forecast.years.map(() => money(0)),
        );
        for (const statement of STATEMENTS) {
          for (const cells of statementTable(statement, forecast.years, money).rows) {
            for (const cell of cells.slice(1)) expect(cell).not.toMatch(NEGATIVE_ZERO);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('lists the balance sheet in order, totals in bold', () => {
    const forecast = computeForecast(EXAMPLE_ASSUMPTIONS);
    const table = statementTable(balanceSheet, forecast.years, String);
    expect(table.rows.map((row) => row[0])).toEqual([
      'Cash',
      'Net fixed assets',
      'Total assets',
      'Loan balance',
      'Opening equity (starting cash)',
      'Equity raised to date',
      'Retained earnings',
      'Total liabilities and equity',
      'Check: assets less liabilities and equity',
    ]);
    expect(table.totals).toEqual([false, false, true, false, false, false, false, true, false]);
    expect(table.header).toEqual(['Line', 'Year 1', 'Year 2', 'Year 3']);
  });

  for (const language of LANGUAGES) {
    it(`never shows a negative zero in ${language}, and names every line in it`, () => {
      const format = financialFormat('EUR', '2027-01', language);
      for (const amount of [-0, -0.4, -0.0001]) {
        expect(format.money(amount)).toBe(format.money(0));
        expect(format.money(amount)).not.toMatch(NEGATIVE_ZERO);
      }
      expect(format.compactMoney(-0)).toBe(format.compactMoney(0));
      expect(format.money(-1200)).toMatch(/[-\u2212]/);
      const labels = financialLabels(language);
      const statements = statementsIn(labels);
      expect(statements.flatMap((statement) => statement.lines.map((line) => line.label))).toEqual(
        STATEMENTS.flatMap((statement) => statement.lines.map((line) => labels[line.key])),
      );
    });
  }
});
