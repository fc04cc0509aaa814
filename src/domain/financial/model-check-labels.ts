/**
 * The fixed texts of the scenario comparison, ratio and sensitivity tables in the deliverables
 * (issue 30), in English; the other languages are in `model-check-catalogue.ts`
 * (`modelCheckLabels(language)`). The ratio notes (decision 0101) stay English: a translated
 * report's ratio table has no note column (decision 0106).
 */
export const MODEL_CHECK_LABELS = {
  base: 'Base',
  scenario: 'Scenario',
  scenariosTitle: 'Scenarios compared',
  scenarioTableTitle: '{figure} by scenario ({currency})',
  fundingNeedToDate: 'Funding need to date',
  scenarioRevenueTitle: 'Revenue by scenario',
  scenarioRevenueDescription: 'Monthly revenue of each scenario. {scenarios}.',
  scenarioCashTitle: 'Cash by scenario',
  scenarioCashDescription: 'Month-end cash of each scenario. {scenarios}.',
  /** One scenario in the chart's description: "Base: year 3 €120,000". */
  scenarioLastYear: '{name}: year {number} {amount}',
  ratiosTitle: 'Ratio checks',
  ratio: 'Ratio',
  value: 'Value',
  status: 'Status',
  note: 'Note',
  statuses: { ok: 'OK', watch: 'Watch', risk: 'Risk' },
  notComputed: '—',
  sensitivityTitle: 'Sensitivity of net income in year {number} ({currency}; base {base})',
  driver: 'Driver',
  movedDown: 'Moved down',
  movedUp: 'Moved up',
  netIncome: 'Net income',
  drivers: {
    pricePct: 'Price',
    volumePct: 'Volume',
    growthPts: 'Monthly growth',
    churnPts: 'Monthly churn',
    costsPct: 'Operating expenses',
    staffPct: 'Salaries',
  },
  percentChange: '{sign}{value}%',
  pointsChange: '{sign}{value} pt',
  /** The ratios' names (`ratios.ts`), in the ratio table's first column. */
  ratioNames: {
    grossMargin: 'Gross margin',
    netMargin: 'Net margin',
    operatingExpensesToRevenue: 'Operating expenses to revenue',
    runwayMonths: 'Months of runway at the lowest cash',
    monthsToBreakEven: 'Months to break-even',
    revenuePerEmployee: 'Revenue per employee',
    debtServiceCover: 'Debt service cover',
  },
} as const;

type Widened<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widened<T[K]> };

/** The labels' shape, each text a string of its language. */
export type ModelCheckLabels = Widened<typeof MODEL_CHECK_LABELS>;
