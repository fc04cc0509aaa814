import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import { calendarMonthName } from '../../domain/financial/calendar-month.ts';
import { forecastCharts } from '../../domain/financial/chart-data.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { formatMoney } from '../../domain/financial/key-figures.ts';
import { STATEMENTS, statementTable } from '../../domain/financial/statements.ts';
import { parseMarkdown } from '../../domain/parse-markdown.ts';
import type { ExportBlock, ExportPart } from './export-document.ts';

/**
 * The financial model in a document export: its key figures, its three charts (`chart-data.ts`,
 * the page's), then the three statements by model year as tables (every renderer already draws `table` blocks). English, as the statements' labels.
 */
export function financialAppendix(assumptions: FinancialAssumptions): ExportPart {
  const forecast = computeForecast(assumptions);
  const { currency, startMonth } = assumptions;
  const money = (amount: number) => formatMoney(currency, amount);
  const month = (number: number) => calendarMonthName(startMonth, number);
  const summary = [
    `A ${assumptions.years}-year monthly forecast from ${month(1)}, in ${currency}; year 1 is ${month(1)} to ${month(12)}.`,
    forecast.breakEvenMonth === null
      ? 'Break-even is not reached within the forecast.'
      : `Break-even: ${month(forecast.breakEvenMonth)} (month ${forecast.breakEvenMonth}), from which profit before tax stays at or above zero.`,
    `Lowest cash: ${money(forecast.lowestCash.amount)} (${month(forecast.lowestCash.month)}). Funding need beyond the funding planned: ${money(forecast.fundingNeed)}.`,
  ];
  const blocks: ExportBlock[] = [
    { kind: 'text', paragraphs: summary },
    ...forecastCharts(forecast, currency, startMonth).map((chart) => ({
      kind: 'chart' as const,
      chart,
    })),
  ];
  for (const statement of STATEMENTS) {
    const table = statementTable(statement, forecast.years, money);
    blocks.push(
      { kind: 'markdown', content: parseMarkdown(`### ${statement.title} (${currency})`) },
      {
        kind: 'table',
        ...table,
        align: table.header.map((_, index) => (index === 0 ? 'left' : 'right')),
      },
    );
  }
  return { title: 'Financial model', blocks };
}
