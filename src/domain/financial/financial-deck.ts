import type { FinancialDeck } from '../deck/compose-deck.ts';
import type { Figure } from '../deck/layout-grid.ts';
import { calendarMonthName } from './calendar-month.ts';
import { forecastCharts } from './chart-data.ts';
import type { Forecast } from './forecast-types.ts';
import { formatMoney } from './key-figures.ts';
import { STATEMENTS, statementTable } from './statements.ts';

export const FINANCIAL_MODEL_TITLE = 'Financial model';

/** What a consultant says first about a model: revenue, profit, break-even, cash, funding. */
export function deckFigures(forecast: Forecast, currency: string, startMonth: string): Figure[] {
  const money = (amount: number) => formatMoney(currency, amount);
  const first = forecast.years[0];
  const last = forecast.years.at(-1);
  if (!first || !last) return [];
  const later = forecast.years.length > 1;
  return [
    {
      label: `Revenue, year ${last.year}`,
      value: money(last.revenue),
      ...(later ? { detail: `Year ${first.year}: ${money(first.revenue)}` } : {}),
    },
    {
      label: `Net income, year ${last.year}`,
      value: money(last.netIncome),
      ...(later ? { detail: `Year ${first.year}: ${money(first.netIncome)}` } : {}),
    },
    forecast.breakEvenMonth === null
      ? { label: 'Break-even', value: 'Not reached', detail: 'within the forecast' }
      : {
          label: 'Break-even',
          value: calendarMonthName(startMonth, forecast.breakEvenMonth),
          detail: `Month ${forecast.breakEvenMonth}`,
        },
    {
      label: 'Lowest cash',
      value: money(forecast.lowestCash.amount),
      detail: calendarMonthName(startMonth, forecast.lowestCash.month),
    },
    {
      label: 'Funding need',
      value: money(forecast.fundingNeed),
      detail: forecast.fundingNeed > 0 ? 'beyond the funding planned' : 'none beyond the plan',
    },
    {
      label: `Closing cash, year ${last.year}`,
      value: money(last.closingCash),
    },
  ];
}

/** The financial model's slides: key figures, the three charts, the statements by model year. */
export function financialDeck(
  forecast: Forecast,
  currency: string,
  startMonth: string,
): FinancialDeck {
  const figures = deckFigures(forecast, currency, startMonth);
  return {
    title: FINANCIAL_MODEL_TITLE,
    figures,
    figuresNotes: figures
      .map((figure) =>
        [`${figure.label}: ${figure.value}`, figure.detail].filter(Boolean).join(' — '),
      )
      .join('\n'),
    charts: forecastCharts(forecast, currency, startMonth),
    statements: STATEMENTS.map((statement) => ({
      title: `${statement.title} (${currency})`,
      ...statementTable(statement, forecast.years, (amount) => formatMoney(currency, amount)),
      // The statement's totals in bold, whatever lines it is given.
      bold: statement.lines.map((line) => line.total === true),
    })),
  };
}
