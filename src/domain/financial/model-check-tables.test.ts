import { describe, expect, it } from 'vitest';
import { emptyAssumptions } from './assumption-types.ts';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { computeForecast } from './forecast.ts';
import { formatMoney } from './key-figures.ts';
import { modelCheckLabels } from './model-check-catalogue.ts';
import { modelChecks, ratioTable, sensitivityTable } from './model-check-tables.ts';
import { computeRatios } from './ratios.ts';
import { CONSERVATIVE_SCENARIO } from './scenarios.ts';
import { computeSensitivity } from './sensitivity.ts';

const assumptions = EXAMPLE_ASSUMPTIONS;
const forecast = computeForecast(assumptions);
const money = (amount: number) => formatMoney(assumptions.currency, amount);

describe('the checks’ tables in the deliverables', () => {
  it('gives the ratio table a row per ratio: name, value in its unit, status and note', () => {
    const ratios = computeRatios(assumptions, forecast);
    const table = ratioTable(ratios, money);
    expect(table.header).toEqual(['Ratio', 'Value', 'Status', 'Note']);
    expect(table.rows.map((row) => row[0])).toEqual(ratios.map((ratio) => ratio.name));
    expect(table.rows.map((row) => row[3])).toEqual(ratios.map((ratio) => ratio.note));
    expect(table.rows.map((row) => row[2])).toEqual(
      ratios.map((ratio) => ({ ok: 'OK', watch: 'Watch', risk: 'Risk' })[ratio.status]),
    );
    const gross = ratios.find((ratio) => ratio.key === 'grossMargin')!;
    expect(table.rows[0]![1]).toBe(`${Number(gross.value!.toFixed(1))}%`);
    const empty = emptyAssumptions('EUR');
    const none = ratioTable(computeRatios(empty, computeForecast(empty)), money);
    expect(none.rows[0]![1]).toBe('—');
  });

  it('gives the sensitivity of the last year’s net income, each driver down and up', () => {
    const table = sensitivityTable(assumptions, money);
    const result = computeSensitivity(assumptions, 'netIncome', assumptions.years);
    expect(table.title).toBe(
      `Sensitivity of net income in year ${assumptions.years} (${assumptions.currency}; base ${money(result.base)})`,
    );
    expect(table.rows).toHaveLength(6);
    expect(table.rows[0]).toEqual([
      'Price',
      '−10%',
      money(result.drivers[0]!.low.value),
      '+10%',
      money(result.drivers[0]!.high.value),
    ]);
    expect(table.rows[3]!.slice(0, 2)).toEqual(['Monthly churn', '−1 pt']);
  });

  it('adds the comparison and the sensitivity only with scenarios', () => {
    expect(modelChecks(assumptions, forecast, []).tables.map((table) => table.title)).toEqual([
      'Ratio checks',
    ]);
    const checks = modelChecks(assumptions, forecast, [CONSERVATIVE_SCENARIO]);
    expect(checks.charts.map((chart) => chart.id)).toEqual(['scenario-revenue']);
    expect(checks.tables.map((table) => table.title.split(' (')[0])).toEqual([
      'Revenue by scenario',
      'Net income by scenario',
      'Closing cash by scenario',
      'Funding need to date by scenario',
      'Ratio checks',
      `Sensitivity of net income in year ${assumptions.years}`,
    ]);
  });

  it('gives a report in another language every table in its words, the ratios without English notes', () => {
    const checks = modelChecks(assumptions, forecast, [CONSERVATIVE_SCENARIO], 'German');
    const german = modelCheckLabels('German');
    expect(checks.charts.map((chart) => chart.title)).toEqual(['Umsatz nach Szenario']);
    expect(checks.charts[0]!.series[0]!.label).toBe('Basis');
    expect(checks.tables.map((table) => table.title.split(' (')[0])).toEqual([
      'Umsatz nach Szenario',
      'Nettoergebnis nach Szenario',
      'Kassenbestand am Periodenende nach Szenario',
      'Kumulierter Finanzierungsbedarf nach Szenario',
      'Kennzahlenprüfung',
      `Sensitivität des Nettoergebnisses in Jahr ${assumptions.years}`,
    ]);
    expect(checks.tables[0]!.header[0]).toBe('Szenario');
    expect(checks.tables[0]!.rows.map((row) => row[0])).toEqual(['Basis', 'Conservative']);
    const ratios = computeRatios(assumptions, forecast);
    const table = checks.tables[4]!;
    expect(table.header).toEqual(['Kennzahl', 'Wert', 'Bewertung']);
    expect(table.numeric).toEqual([false, true, false]);
    expect(table.rows.map((row) => row[0])).toEqual(
      ratios.map((ratio) => german.ratioNames[ratio.key]),
    );
    expect(table.rows.map((row) => row[2])).toEqual(
      ratios.map((ratio) => german.statuses[ratio.status]),
    );
    for (const row of table.rows) expect(row).toHaveLength(3);
    const gross = ratios.find((ratio) => ratio.key === 'grossMargin')!;
    expect(table.rows[0]![1]).toBe(
      new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 }).format(
        Number(gross.value!.toFixed(1)) / 100,
      ),
    );
    const sensitivity = checks.tables[5]!;
    expect(sensitivity.header).toEqual([
      'Einflussgröße',
      'Gesenkt',
      'Nettoergebnis',
      'Erhöht',
      'Nettoergebnis',
    ]);
    expect(sensitivity.rows[0]!.slice(0, 2)).toEqual(['Preis', '−10 %']);
    expect(sensitivity.rows[3]!.slice(0, 2)).toEqual(['Monatliche Kündigungsquote', '−1 Pp.']);
    const text = JSON.stringify(checks);
    for (const english of ['Ratio checks', 'Scenario', 'Moved down', 'Gross margin', 'Base']) {
      expect(text).not.toContain(english);
    }
  });
});
