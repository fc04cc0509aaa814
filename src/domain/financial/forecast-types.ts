/**
 * The forecast the engine (`forecast.ts`) computes and the API answers with, zod-free for the
 * page. Money is in the assumptions' currency, never rounded. Flows (revenue, costs, cash
 * movements) are for the month or the year; stocks (cash, fixed assets, loan balance, opening
 * equity, equity raised to date, retained earnings and the totals) are at its end.
 */

export interface StreamMonth {
  revenue: number;
  costOfSales: number;
  /** Units sold in the month, or subscribers at its end. */
  volume: number;
}

/** The profit and loss lines, shared by a month and a year. */
export interface ProfitAndLoss {
  revenue: number;
  costOfSales: number;
  grossProfit: number;
  operatingExpenses: number;
  staff: number;
  depreciation: number;
  interest: number;
  profitBeforeTax: number;
  tax: number;
  netIncome: number;
}

/** The cash movements that are not profit, and the balance sheet at the period's end. */
export interface CashAndBalance {
  capitalPurchases: number;
  equityRaised: number;
  loanDrawn: number;
  principalRepaid: number;
  /** Closing cash less opening cash. */
  netCashFlow: number;
  closingCash: number;
  netFixedAssets: number;
  loanBalance: number;
  /** The starting cash: the owners' money in the business before month 1. */
  openingEquity: number;
  /** Equity raised from month 1 to the period's end (starting cash not included). */
  equityRaisedToDate: number;
  /** Net income from month 1 to the period's end. */
  retainedEarnings: number;
  /** Cash + net fixed assets. */
  totalAssets: number;
  /** Loan balance + opening equity + equity raised to date + retained earnings: total assets. */
  totalLiabilitiesAndEquity: number;
}

export interface ForecastMonth extends ProfitAndLoss, CashAndBalance {
  /** 1-based model month. */
  month: number;
  /** The model year it belongs to: months 1-12 are year 1. */
  year: number;
  /** `YYYY-MM`. */
  calendarMonth: string;
  /** One entry per revenue stream, in the assumptions' order. */
  streams: StreamMonth[];
}

export interface ForecastYear extends ProfitAndLoss, CashAndBalance {
  /** Model year, 1-based (months 12y-11 to 12y). */
  year: number;
  /** Gross profit / revenue x 100; null when there is no revenue. */
  grossMarginPct: number | null;
  /** Losses of earlier years still to be set against profit at the start of this year. */
  lossesBroughtForward: number;
}

export interface Forecast {
  months: ForecastMonth[];
  years: ForecastYear[];
  /** First month from which profit before tax stays >= 0 to the horizon's end; 1-based or null. */
  breakEvenMonth: number | null;
  /** The lowest month-end cash and the (first) month it occurs in. */
  lowestCash: { amount: number; month: number };
  /** max(0, -lowest cash): the extra cash needed to never go below zero. */
  fundingNeed: number;
}
