import type { FinancialAssumptions } from '../assumption-types.ts';
import { type FinancialSheetLabels, fundingLabel } from './labels.ts';
import type { AssumptionCells, MonthlyPlan } from './monthly-plan.ts';

/** The keys of the detail lines the statements add up. */
export interface DetailKeys {
  revenues: string[];
  costs: string[];
  expenses: string[];
  staff: string[];
  purchases: string[];
  depreciation: string[];
  equity: string[];
  loanDrawn: string[];
  loanInterest: string[];
  loanPrincipal: string[];
  loanBalance: string[];
}

/** One line per stream, expense, role, purchase and funding, as forecast.ts computes them. */
export function addDetailLines(
  plan: MonthlyPlan,
  assumptions: FinancialAssumptions,
  cells: AssumptionCells,
  labels: FinancialSheetLabels,
): DetailKeys {
  return {
    ...addStreams(plan, assumptions, cells, labels),
    ...addCosts(plan, assumptions, cells, labels),
    ...addFunding(plan, assumptions, cells, labels),
  };
}

function addStreams(
  plan: MonthlyPlan,
  assumptions: FinancialAssumptions,
  cells: AssumptionCells,
  labels: FinancialSheetLabels,
) {
  plan.title(labels.revenueStreams);
  const revenues: string[] = [];
  const costs: string[] = [];
  for (const [index, stream] of assumptions.revenueStreams.entries()) {
    const input = cells.streams[index]!;
    const name = `${stream.name}: `;
    // (1 + growth)^(m-1)
    const growth = (month: number) =>
      `(1+${input.monthlyGrowthPct}/100)^(${plan.monthNumber(month)}-1)`;
    const volume = `stream${index}.volume`;
    if (stream.kind === 'units') {
      plan.line(
        volume,
        name + labels.unitsSold,
        (month) => `${input.unitsPerMonth}*${growth(month)}`,
        { format: 'volume' },
      );
    } else {
      const fresh = plan.line(
        `stream${index}.new`,
        name + labels.newCustomers,
        (month) => `${input.newCustomersPerMonth}*${growth(month)}`,
        { format: 'volume' },
      );
      // customers(m) = customers(m-1) x (1 - churn) + new(m), from 0
      plan.line(
        volume,
        name + labels.customers,
        (month) =>
          `${plan.previous(volume, month, '0')}*(1-${input.monthlyChurnPct}/100)+${plan.at(fresh, month)}`,
        { format: 'volume' },
      );
    }
    const price = stream.kind === 'units' ? input.unitPrice : input.pricePerMonth;
    const revenue = plan.line(
      `stream${index}.revenue`,
      name + labels.revenueOf,
      (month) => `${price}*${plan.at(volume, month)}`,
    );
    // The stream's own cost of sales when its cell holds a number, else the general one.
    const cogs = `IF(ISNUMBER(${input.cogsPct}),${input.cogsPct},${cells.scalars.cogsPct})`;
    const cost = plan.line(
      `stream${index}.cost`,
      name + labels.costOfSalesOf,
      (month) => `${plan.at(revenue, month)}*${cogs}/100`,
    );
    revenues.push(revenue);
    costs.push(cost);
  }
  return { revenues, costs };
}

function addCosts(
  plan: MonthlyPlan,
  assumptions: FinancialAssumptions,
  cells: AssumptionCells,
  labels: FinancialSheetLabels,
) {
  plan.title(labels.operatingExpenses);
  const expenses = assumptions.operatingExpenses.map((expense, index) => {
    const input = cells.expenses[index]!;
    return plan.line(
      `expense${index}`,
      expense.name,
      (month) =>
        `${input.amountPerMonth}*(1+${input.annualIncreasePct}/100)^(${plan.modelYear(month)}-1)`,
    );
  });

  plan.title(labels.staff);
  const staff = assumptions.staff.map((role, index) => {
    const input = cells.staff[index]!;
    const monthly = `${input.count}*${input.salaryPerYear}/12*(1+${input.onCostPct}/100)`;
    return plan.line(
      `staff${index}`,
      role.role,
      (month) => `IF(${plan.monthNumber(month)}>=${input.startMonth},${monthly},0)`,
    );
  });

  plan.title(labels.capitalPurchases);
  const purchases: string[] = [];
  const depreciation: string[] = [];
  for (const [index, purchase] of assumptions.capitalPurchases.entries()) {
    const input = cells.purchases[index]!;
    const name = `${purchase.name}: `;
    const { amount, month: bought, usefulLifeMonths: life } = input;
    purchases.push(
      plan.line(`purchase${index}`, name + labels.purchase, plan.inMonth(bought, amount)),
    );
    // amount / life a month, from its month for `life` months
    const inLife = (month: number) =>
      `AND(${plan.monthNumber(month)}>=${bought},${plan.monthNumber(month)}<${bought}+${life})`;
    depreciation.push(
      plan.line(
        `depreciation${index}`,
        name + labels.depreciationOf,
        (month) => `IF(${inLife(month)},${amount}/${life},0)`,
      ),
    );
  }
  return { expenses, staff, purchases, depreciation };
}

function addFunding(
  plan: MonthlyPlan,
  assumptions: FinancialAssumptions,
  cells: AssumptionCells,
  labels: FinancialSheetLabels,
) {
  plan.title(labels.funding);
  const keys = {
    equity: [] as string[],
    loanDrawn: [] as string[],
    loanInterest: [] as string[],
    loanPrincipal: [] as string[],
    loanBalance: [] as string[],
  };
  for (const [index, fund] of assumptions.funding.entries()) {
    const input = cells.funding[index]!;
    const name = `${fundingLabel(fund, assumptions, labels)}: `;
    const arrives = plan.inMonth(input.month, input.amount);
    if (fund.kind === 'equity') {
      keys.equity.push(plan.line(`equity${index}`, name + labels.raised, arrives));
      continue;
    }
    // Instalments in months drawn+1 .. drawn+term; interest on the balance before each.
    const rate = `${input.annualInterestPct}/1200`;
    const repaying = (month: number) =>
      `AND(${plan.monthNumber(month)}>${input.month},${plan.monthNumber(month)}<=${input.month}+${input.termMonths})`;
    const balance = `loan${index}.balance`;
    const drawn = plan.line(`loan${index}.drawn`, name + labels.drawn, arrives);
    const interest = plan.line(
      `loan${index}.interest`,
      name + labels.interestOf,
      (month) => `IF(${repaying(month)},${plan.previous(balance, month, '0')}*${rate},0)`,
    );
    const instalment = `PMT(${rate},${input.termMonths},-${input.amount})`;
    const principal = plan.line(
      `loan${index}.principal`,
      name + labels.principalOf,
      (month) => `IF(${repaying(month)},${instalment}-${plan.at(interest, month)},0)`,
    );
    plan.line(
      balance,
      name + labels.balanceOf,
      (month) =>
        `${plan.previous(balance, month, '0')}+${plan.at(drawn, month)}-${plan.at(principal, month)}`,
    );
    keys.loanDrawn.push(drawn);
    keys.loanInterest.push(interest);
    keys.loanPrincipal.push(principal);
    keys.loanBalance.push(balance);
  }
  return keys;
}
