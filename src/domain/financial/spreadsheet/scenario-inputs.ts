import type { FinancialAssumptions } from '../assumption-types.ts';
import type { ScenarioAdjustment } from '../scenarios.ts';
import type { AssumptionCells } from './monthly-plan.ts';

/**
 * The live spreadsheet's scenario choice as formulas: each input a scenario adjusts, computed from
 * its base cell on the Assumptions sheet and the chosen scenario's adjustment, restating
 * `applyScenario` (`scenarios.ts`) exactly: a price, volume, cost or salary times
 * (1 + change / 100), growth plus its points never below -100, churn plus its points between 0
 * and 100. The Monthly formulas read these cells instead of the base ones, so choosing another
 * scenario recalculates every sheet. A change of convention is made here and in `scenarios.ts`.
 */

/** References of the chosen scenario's adjustments (`'Scenarios'!$B$9`). */
export type AdjustmentCells = Record<ScenarioAdjustment, string>;

/** The inputs a scenario adjusts. */
export type AdjustedField =
  | 'unitPrice'
  | 'unitsPerMonth'
  | 'pricePerMonth'
  | 'newCustomersPerMonth'
  | 'monthlyGrowthPct'
  | 'monthlyChurnPct'
  | 'amountPerMonth'
  | 'salaryPerYear';

/** One adjusted input: which item and field it replaces, and its formula (without `=`). */
export interface AdjustedInput {
  list: 'streams' | 'expenses' | 'staff';
  index: number;
  field: AdjustedField;
  /** The item's name as the Assumptions sheet shows it. */
  item: string;
  formula: string;
}

const scaled = (base: string, change: string) => `${base}*(1+${change}/100)`;

export function scenarioInputs(
  assumptions: FinancialAssumptions,
  base: AssumptionCells,
  adjustment: AdjustmentCells,
): AdjustedInput[] {
  const inputs: AdjustedInput[] = [];
  for (const [index, stream] of assumptions.revenueStreams.entries()) {
    const cells = base.streams[index]!;
    const add = (
      field: 'unitPrice' | 'unitsPerMonth' | 'pricePerMonth' | 'newCustomersPerMonth',
      change: ScenarioAdjustment,
    ) =>
      inputs.push({
        list: 'streams',
        field,
        index,
        item: stream.name,
        formula: scaled(cells[field], adjustment[change]),
      });
    if (stream.kind === 'units') {
      add('unitPrice', 'pricePct');
      add('unitsPerMonth', 'volumePct');
    } else {
      add('pricePerMonth', 'pricePct');
      add('newCustomersPerMonth', 'volumePct');
    }
    inputs.push({
      list: 'streams',
      field: 'monthlyGrowthPct',
      index,
      item: stream.name,
      formula: `MAX(-100,${cells.monthlyGrowthPct}+${adjustment.growthPts})`,
    });
    if (stream.kind === 'subscription') {
      inputs.push({
        list: 'streams',
        field: 'monthlyChurnPct',
        index,
        item: stream.name,
        formula: `MIN(100,MAX(0,${cells.monthlyChurnPct}+${adjustment.churnPts}))`,
      });
    }
  }
  for (const [index, expense] of assumptions.operatingExpenses.entries()) {
    inputs.push({
      list: 'expenses',
      field: 'amountPerMonth',
      index,
      item: expense.name,
      formula: scaled(base.expenses[index]!.amountPerMonth, adjustment.costsPct),
    });
  }
  for (const [index, role] of assumptions.staff.entries()) {
    inputs.push({
      list: 'staff',
      field: 'salaryPerYear',
      index,
      item: role.role,
      formula: scaled(base.staff[index]!.salaryPerYear, adjustment.staffPct),
    });
  }
  return inputs;
}

/** `base` with each adjusted input's reference replaced by the cell that computes it. */
export function withScenarioInputs(
  base: AssumptionCells,
  inputs: readonly AdjustedInput[],
  references: readonly string[],
): AssumptionCells {
  const cells: AssumptionCells = {
    ...base,
    streams: base.streams.map((stream) => ({ ...stream })),
    expenses: base.expenses.map((expense) => ({ ...expense })),
    staff: base.staff.map((role) => ({ ...role })),
  };
  for (const [position, input] of inputs.entries()) {
    const item = cells[input.list][input.index] as Record<string, string>;
    item[input.field] = references[position]!;
  }
  return cells;
}
