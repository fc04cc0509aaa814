/**
 * Every fixed text the financial model prints in a deliverable (the report's appendix, its
 * statements, its charts' titles, legends and descriptions), in English; the other languages are
 * in `financial-label-catalogue.ts`. `{name}` marks a value, filled with `formatLabel`.
 * Zod-free, for the page.
 */
export const ENGLISH_FINANCIAL_LABELS = {
  appendixTitle: 'Financial model',
  period:
    'A {years}-year monthly forecast from {start}, in {currency}; year 1 is {start} to {yearOneEnd}.',
  breakEvenReached:
    'Break-even: {month} (month {number}), from which profit before tax stays at or above zero.',
  breakEvenNotReached: 'Break-even is not reached within the forecast.',
  lowestCash: 'Lowest cash: {amount} ({month}). Funding need beyond the funding planned: {need}.',
  statementTitle: '{title} ({currency})',
  line: 'Line',
  year: 'Year {number}',
  profitAndLoss: 'Profit and loss',
  cashFlow: 'Cash flow',
  balanceSheet: 'Balance sheet (end of year)',
  revenue: 'Revenue',
  costOfSales: 'Cost of sales',
  grossProfit: 'Gross profit',
  operatingExpenses: 'Operating expenses',
  staff: 'Staff',
  depreciation: 'Depreciation',
  interest: 'Interest',
  profitBeforeTax: 'Profit before tax',
  tax: 'Tax',
  netIncome: 'Net income',
  depreciationAddedBack: 'Depreciation added back',
  capitalPurchases: 'Capital purchases',
  equityRaised: 'Equity raised',
  loansDrawn: 'Loans drawn',
  principalRepaid: 'Loan principal repaid',
  netCashFlow: 'Net cash flow',
  closingCash: 'Closing cash',
  cash: 'Cash',
  netFixedAssets: 'Net fixed assets',
  totalAssets: 'Total assets',
  loanBalance: 'Loan balance',
  openingEquity: 'Opening equity (starting cash)',
  equityRaisedToDate: 'Equity raised to date',
  retainedEarnings: 'Retained earnings',
  totalLiabilitiesAndEquity: 'Total liabilities and equity',
  balanceCheck: 'Check: assets less liabilities and equity',
  revenueAndCosts: 'Revenue and costs',
  costs: 'Costs',
  cashBalance: 'Cash balance',
  loss: 'Loss',
  breakEven: 'Break-even',
  breakEvenIn: 'Break-even in {month} (month {number}).',
  revenueAndCostsDescription: 'Monthly revenue and total costs. Revenue: {years}. {breakEven}',
  netIncomeDescription: 'Monthly net income: {years}. {breakEven}',
  cashDescription:
    'Cash at the end of each month; lowest {amount} in {month}, {closing} at the end. {breakEven}',
  /** One year's figure in a description's list: "year 1 €12,000". */
  yearAmount: 'year {number} {amount}',
  listSeparator: ', ',
};

export type FinancialLabels = Readonly<typeof ENGLISH_FINANCIAL_LABELS>;
