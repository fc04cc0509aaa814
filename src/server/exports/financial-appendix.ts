import { formatLabel } from '../../domain/deliverable-labels.ts';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import { forecastCharts } from '../../domain/financial/chart-data.ts';
import { financialFormat } from '../../domain/financial/financial-format.ts';
import { financialLabels } from '../../domain/financial/financial-label-catalogue.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { modelChecks } from '../../domain/financial/model-check-tables.ts';
import type { ScenarioInput } from '../../domain/financial/scenarios.ts';
import { statementsIn, statementTable } from '../../domain/financial/statements.ts';
import { escapeMarkdown } from '../../domain/markdown-escape.ts';
import { parseMarkdown } from '../../domain/parse-markdown.ts';
import type { Language } from '../../domain/strategy-limits.ts';
import type { ExportBlock, ExportPart } from './export-document.ts';

/**
 * The financial model in a document export: its key figures, its three charts (`chart-data.ts`,
 * the page's), then the three statements by model year as tables (every renderer already draws
 * `table` blocks), totals marked; then the scenarios compared (when it has any), the ratio checks
 * and the sensitivity (`model-check-tables.ts`, the deck's too). Every word, month and amount in the strategy's language, from
 * the financial label catalogue.
 */
export function financialAppendix(
  assumptions: FinancialAssumptions,
  language: Language = 'English',
  scenarios: readonly ScenarioInput[] = [],
): ExportPart {
  const forecast = computeForecast(assumptions);
  const { currency, startMonth } = assumptions;
  const labels = financialLabels(language);
  const format = financialFormat(currency, startMonth, language);
  const summary = [
    formatLabel(labels.period, {
      years: assumptions.years,
      start: format.month(1),
      currency,
      yearOneEnd: format.month(12),
    }),
    forecast.breakEvenMonth === null
      ? labels.breakEvenNotReached
      : formatLabel(labels.breakEvenReached, {
          month: format.month(forecast.breakEvenMonth),
          number: forecast.breakEvenMonth,
        }),
    formatLabel(labels.lowestCash, {
      amount: format.money(forecast.lowestCash.amount),
      month: format.month(forecast.lowestCash.month),
      need: format.money(forecast.fundingNeed),
    }),
  ];
  const blocks: ExportBlock[] = [
    { kind: 'text', paragraphs: summary },
    ...forecastCharts(forecast, currency, startMonth, { language, labels }).map((chart) => ({
      kind: 'chart' as const,
      chart,
    })),
  ];
  for (const statement of statementsIn(labels)) {
    const table = statementTable(statement, forecast.years, format.money, labels);
    const title = formatLabel(labels.statementTitle, { title: statement.title, currency });
    blocks.push(
      { kind: 'markdown', content: parseMarkdown(`### ${escapeMarkdown(title)}`) },
      {
        kind: 'table',
        ...table,
        align: table.header.map((_, index) => (index === 0 ? null : 'right')),
      },
    );
  }
  // Issue 30: the scenarios compared (with them), the ratio checks, the sensitivity.
  const checks = modelChecks(assumptions, forecast, scenarios, language);
  blocks.push(...checks.charts.map((chart) => ({ kind: 'chart' as const, chart })));
  for (const table of checks.tables) {
    blocks.push(
      { kind: 'markdown', content: parseMarkdown(`### ${escapeMarkdown(table.title)}`) },
      {
        kind: 'table',
        header: table.header,
        rows: table.rows,
        align: table.numeric.map((numeric) => (numeric ? 'right' : null)),
      },
    );
  }
  return { title: labels.appendixTitle, blocks };
}
