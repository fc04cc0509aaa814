import type { FinancialDeck } from '../deck/compose-deck.ts';
import { forecastCharts } from './chart-data.ts';
import type { Forecast } from './forecast-types.ts';
import { formatMoney } from './key-figures.ts';
import { STATEMENTS, statementTable } from './statements.ts';

export const FINANCIAL_MODEL_TITLE = 'Financial model';

/** The financial model's slides: the three charts, then the statements by model year. */
export function financialDeck(
  forecast: Forecast,
  currency: string,
  startMonth: string,
): FinancialDeck {
  return {
    title: FINANCIAL_MODEL_TITLE,
    charts: forecastCharts(forecast, currency, startMonth),
    statements: STATEMENTS.map((statement) => ({
      title: `${statement.title} (${currency})`,
      ...statementTable(statement, forecast.years, (amount) => formatMoney(currency, amount)),
    })),
  };
}
