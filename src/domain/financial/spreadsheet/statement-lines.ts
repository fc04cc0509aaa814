import type { FinancialAssumptions } from '../assumption-types.ts';
import { addDetailLines, type DetailKeys } from './detail-lines.ts';
import type { FinancialSheetLabels } from './labels.ts';
import { type AssumptionCells, MonthlyPlan } from './monthly-plan.ts';

/**
 * The whole Monthly sheet: the month header, the detail lines, then the statements (profit and
 * loss, cash flow, balance sheet) and the workings for tax and break-even. Statement lines have
 * the keys of the engine's fields (`revenue`, `netIncome`, `closingCash`...).
 */
export function monthlyPlan(
  assumptions: FinancialAssumptions,
  cells: AssumptionCells,
  labels: FinancialSheetLabels,
): MonthlyPlan {
  const plan = new MonthlyPlan(assumptions.years * 12);
  plan.line('month', labels.month, (month) => month, { format: 'integer', style: 'total' });
  plan.line(
    'calendarMonth',
    labels.calendarMonth,
    (month) => `EDATE(${cells.scalars.startMonth},${plan.monthNumber(month)}-1)`,
    { format: 'month' },
  );
  plan.line('modelYear', labels.modelYear, (month) => Math.ceil(month / 12), { format: 'integer' });
  const details = addDetailLines(plan, assumptions, cells, labels);
  addProfitAndLoss(plan, details, cells, labels);
  addCashAndBalance(plan, details, cells, labels);
  addWorkings(plan, labels);
  return plan;
}

function addProfitAndLoss(
  plan: MonthlyPlan,
  details: DetailKeys,
  cells: AssumptionCells,
  labels: FinancialSheetLabels,
) {
  const at = plan.at.bind(plan);
  const total = { style: 'total' } as const;
  plan.title(labels.profitAndLoss);
  plan.line('revenue', labels.revenue, (month) => plan.total(details.revenues, month), total);
  plan.line('costOfSales', labels.costOfSales, (month) => plan.total(details.costs, month));
  plan.line(
    'grossProfit',
    labels.grossProfit,
    (month) => `${at('revenue', month)}-${at('costOfSales', month)}`,
    total,
  );
  plan.line('operatingExpenses', labels.operatingExpenses, (month) =>
    plan.total(details.expenses, month),
  );
  plan.line('staff', labels.staffCosts, (month) => plan.total(details.staff, month));
  plan.line('depreciation', labels.depreciation, (month) =>
    plan.total(details.depreciation, month),
  );
  plan.line('interest', labels.interest, (month) => plan.total(details.loanInterest, month));
  const costs = ['operatingExpenses', 'staff', 'depreciation', 'interest'];
  plan.line(
    'profitBeforeTax',
    labels.profitBeforeTax,
    (month) => [at('grossProfit', month), ...costs.map((key) => at(key, month))].join('-'),
    total,
  );
  // Charged in the year's last month on the year's profit less the losses brought forward.
  plan.line('tax', labels.tax, (month) =>
    month % 12 === 0
      ? `${cells.scalars.taxRatePct}/100*MAX(0,${at('yearProfitBeforeTax', month)}-${at('lossesBroughtForward', month)})`
      : 0,
  );
  plan.line(
    'netIncome',
    labels.netIncome,
    (month) => `${at('profitBeforeTax', month)}-${at('tax', month)}`,
    total,
  );
}

function addCashAndBalance(
  plan: MonthlyPlan,
  details: DetailKeys,
  cells: AssumptionCells,
  labels: FinancialSheetLabels,
) {
  const at = plan.at.bind(plan);
  const total = { style: 'total' } as const;
  plan.title(labels.cashFlow);
  plan.line('openingCash', labels.openingCash, (month) =>
    plan.previous('closingCash', month, cells.scalars.startingCash),
  );
  plan.line('capitalPurchases', labels.capitalPurchases, (month) =>
    plan.total(details.purchases, month),
  );
  plan.line('equityRaised', labels.equityRaised, (month) => plan.total(details.equity, month));
  plan.line('loanDrawn', labels.loanDrawn, (month) => plan.total(details.loanDrawn, month));
  plan.line('principalRepaid', labels.principalRepaid, (month) =>
    plan.total(details.loanPrincipal, month),
  );
  plan.line('netCashFlow', labels.netCashFlow, (month) =>
    [
      at('netIncome', month),
      `+${at('depreciation', month)}`,
      `-${at('capitalPurchases', month)}`,
      `+${at('equityRaised', month)}`,
      `+${at('loanDrawn', month)}`,
      `-${at('principalRepaid', month)}`,
    ].join(''),
  );
  plan.line(
    'closingCash',
    labels.closingCash,
    (month) => `${at('openingCash', month)}+${at('netCashFlow', month)}`,
    total,
  );

  plan.title(labels.balanceSheet);
  plan.line('cash', labels.cash, (month) => at('closingCash', month));
  plan.line(
    'netFixedAssets',
    labels.netFixedAssets,
    plan.cumulative(
      'netFixedAssets',
      (month) => `${at('capitalPurchases', month)}-${at('depreciation', month)}`,
    ),
  );
  plan.line(
    'totalAssets',
    labels.totalAssets,
    (month) => `${at('cash', month)}+${at('netFixedAssets', month)}`,
    total,
  );
  plan.line('loanBalance', labels.loanBalance, (month) => plan.total(details.loanBalance, month));
  plan.line('openingEquity', labels.openingEquity, () => cells.scalars.startingCash);
  plan.line(
    'equityRaisedToDate',
    labels.equityRaisedToDate,
    plan.cumulative('equityRaisedToDate', (month) => at('equityRaised', month)),
  );
  plan.line(
    'retainedEarnings',
    labels.retainedEarnings,
    plan.cumulative('retainedEarnings', (month) => at('netIncome', month)),
  );
  const claims = ['loanBalance', 'openingEquity', 'equityRaisedToDate', 'retainedEarnings'];
  plan.line(
    'totalClaims',
    labels.totalClaims,
    (month) => claims.map((key) => at(key, month)).join('+'),
    total,
  );
  plan.line(
    'balanceCheck',
    labels.balanceCheck,
    (month) => `${at('totalAssets', month)}-${at('totalClaims', month)}`,
  );
}

function addWorkings(plan: MonthlyPlan, labels: FinancialSheetLabels) {
  const at = plan.at.bind(plan);
  plan.title(labels.workings);
  plan.line('yearProfitBeforeTax', labels.yearProfitBeforeTax, (month) =>
    month % 12 === 0
      ? `SUM(${at('profitBeforeTax', month - 11)}:${at('profitBeforeTax', month)})`
      : null,
  );
  // losses(y + 1) = max(0, losses(y) - profit before tax(y))
  plan.line('lossesBroughtForward', labels.lossesBroughtForward, (month) => {
    if (month % 12 !== 0) return null;
    if (month === 12) return 0;
    return `MAX(0,${at('lossesBroughtForward', month - 12)}-${at('yearProfitBeforeTax', month - 12)})`;
  });
  // 1 where profit before tax is >= 0 in this month and every later one.
  plan.line(
    'breakEvenFlag',
    labels.profitStaysPositive,
    (month) =>
      month === plan.horizon
        ? `IF(${at('profitBeforeTax', month)}>=0,1,0)`
        : `IF(AND(${at('profitBeforeTax', month)}>=0,${at('breakEvenFlag', month + 1)}=1),1,0)`,
    { format: 'integer' },
  );
}
