import type { FinancialDeck } from '../deck/compose-deck.ts';
import type { Figure } from '../deck/layout-grid.ts';
import { formatLabel } from '../deliverable-labels.ts';
import type { Language } from '../strategy-limits.ts';
import { forecastCharts } from './chart-data.ts';
import { financialFormat } from './financial-format.ts';
import { financialLabels } from './financial-label-catalogue.ts';
import type { FinancialLabels } from './financial-labels.ts';
import type { Forecast } from './forecast-types.ts';
import type { ModelChecks } from './model-check-tables.ts';
import { statementsIn, statementTable } from './statements.ts';

/**
 * What a consultant says first about a model, in the strategy's language: the last year's
 * revenue and net income (the first year's beside them), break-even, the last year's closing
 * cash with the lowest cash and the funding need.
 */
export function deckFigures(
  forecast: Forecast,
  currency: string,
  startMonth: string,
  language?: Language,
  labels: FinancialLabels = financialLabels(language),
): Figure[] {
  const format = financialFormat(currency, startMonth, language);
  const first = forecast.years[0];
  const last = forecast.years.at(-1);
  if (!first || !last) return [];
  const inYear = (label: string, number: number) =>
    `${label} · ${formatLabel(labels.year, { number })}`;
  const earlier = (amount: number) =>
    forecast.years.length > 1
      ? { detail: `${formatLabel(labels.year, { number: first.year })}: ${format.money(amount)}` }
      : {};
  return [
    {
      label: inYear(labels.revenue, last.year),
      value: format.money(last.revenue),
      ...earlier(first.revenue),
    },
    {
      label: inYear(labels.netIncome, last.year),
      value: format.money(last.netIncome),
      ...earlier(first.netIncome),
    },
    forecast.breakEvenMonth === null
      ? { label: labels.breakEven, value: '—', detail: labels.breakEvenNotReached }
      : {
          label: labels.breakEven,
          value: format.month(forecast.breakEvenMonth),
          detail: formatLabel(labels.breakEvenIn, {
            month: format.month(forecast.breakEvenMonth),
            number: forecast.breakEvenMonth,
          }),
        },
    {
      label: inYear(labels.closingCash, last.year),
      value: format.money(last.closingCash),
      detail: formatLabel(labels.lowestCash, {
        amount: format.money(forecast.lowestCash.amount),
        month: format.month(forecast.lowestCash.month),
        need: format.money(forecast.fundingNeed),
      }),
    },
  ];
}

/**
 * The financial model's slides in the strategy's language: its key figures, the three charts,
 * the statements by model year (whatever lines `statements.ts` gives, totals in bold); with
 * `checks`, their chart after the charts and their tables (the scenarios compared, ratio checks,
 * sensitivity) before the statements.
 */
export function financialDeck(
  forecast: Forecast,
  currency: string,
  startMonth: string,
  language?: Language,
  checks?: ModelChecks,
): FinancialDeck {
  const labels = financialLabels(language);
  const format = financialFormat(currency, startMonth, language);
  const figures = deckFigures(forecast, currency, startMonth, language, labels);
  return {
    title: labels.appendixTitle,
    figures,
    figuresNotes: figures
      .map((figure) =>
        [`${figure.label}: ${figure.value}`, figure.detail].filter(Boolean).join(' — '),
      )
      .join('\n'),
    charts: [
      ...forecastCharts(forecast, currency, startMonth, {
        ...(language ? { language } : {}),
        labels,
      }),
      ...(checks?.charts ?? []),
    ],
    // The checks' tables first: the deck closes with the statements, as before them.
    statements: [
      ...(checks?.tables ?? []).map(({ title, header, rows }) => ({ title, header, rows })),
      ...statementsIn(labels).map((statement) => {
        const table = statementTable(statement, forecast.years, format.money, labels);
        return {
          title: formatLabel(labels.statementTitle, { title: statement.title, currency }),
          header: table.header,
          rows: table.rows,
          bold: table.totals,
        };
      }),
    ],
  };
}
