import type { FinancialAssumptions } from './assumption-types.ts';

/**
 * Scenarios (issue 30, decision 0101): named adjustments of the base assumptions, so "what if
 * sales come in 20% lower?" is answered without copying the strategy. Plain types and the one
 * function that applies them, zod-free for the page (`scenario-schema.ts` validates them).
 */

export const SCENARIO_ADJUSTMENTS = [
  'pricePct',
  'volumePct',
  'growthPts',
  'churnPts',
  'costsPct',
  'staffPct',
] as const;
export type ScenarioAdjustment = (typeof SCENARIO_ADJUSTMENTS)[number];

/** Each left out is 0: no change. */
export type ScenarioAdjustments = Partial<Record<ScenarioAdjustment, number>>;

export interface ScenarioInput {
  name: string;
  adjustments: ScenarioAdjustments;
}

/** A scenario as stored and answered: every adjustment present, 0 when unchanged. */
export interface StoredScenario {
  id: string;
  name: string;
  adjustments: Record<ScenarioAdjustment, number>;
}

export const SCENARIO_LIMITS = {
  maxScenarios: 10,
  nameMaxLength: 60,
  /**
   * Percentage changes: down to -100 (the price, volume or cost falls to nothing; below, it would
   * turn negative) and up to +1,000 (eleven times the base: past that it is a different business,
   * not a scenario of this one).
   */
  minPct: -100,
  maxPct: 1000,
  /**
   * Points added to monthly growth or churn: 20 points a month either way. Growth of 20% a month
   * is nearly nine-fold in a year; a scenario beyond that is a typo, not a view a lender weighs.
   */
  minPts: -20,
  maxPts: 20,
} as const;

const factor = (pct: number | undefined) => 1 + (pct ?? 0) / 100;

/**
 * The assumptions a scenario forecasts from, exactly by these conventions (each adjustment
 * defaults to 0; nothing is rounded):
 * - `pricePct`: every `unitPrice` and `pricePerMonth` x (1 + pricePct / 100);
 * - `volumePct`: every `unitsPerMonth` and `newCustomersPerMonth` x (1 + volumePct / 100);
 * - `growthPts`: added to every `monthlyGrowthPct`, never below -100 (a stream can stop, not turn
 *   negative);
 * - `churnPts`: added to every `monthlyChurnPct`, never below 0 nor above 100;
 * - `costsPct`: every operating expense's `amountPerMonth` x (1 + costsPct / 100);
 * - `staffPct`: every `salaryPerYear` x (1 + staffPct / 100).
 * The floors and ceiling only matter where the plain sum would make the forecast meaningless.
 */
export function applyScenario(
  assumptions: FinancialAssumptions,
  adjustments: ScenarioAdjustments,
): FinancialAssumptions {
  const price = factor(adjustments.pricePct);
  const volume = factor(adjustments.volumePct);
  const growthPts = adjustments.growthPts ?? 0;
  const churnPts = adjustments.churnPts ?? 0;
  const growth = (pct: number) => Math.max(-100, pct + growthPts);
  return {
    ...assumptions,
    revenueStreams: assumptions.revenueStreams.map((stream) =>
      stream.kind === 'units'
        ? {
            ...stream,
            unitPrice: stream.unitPrice * price,
            unitsPerMonth: stream.unitsPerMonth * volume,
            monthlyGrowthPct: growth(stream.monthlyGrowthPct),
          }
        : {
            ...stream,
            pricePerMonth: stream.pricePerMonth * price,
            newCustomersPerMonth: stream.newCustomersPerMonth * volume,
            monthlyGrowthPct: growth(stream.monthlyGrowthPct),
            monthlyChurnPct: Math.min(100, Math.max(0, stream.monthlyChurnPct + churnPts)),
          },
    ),
    operatingExpenses: assumptions.operatingExpenses.map((expense) => ({
      ...expense,
      amountPerMonth: expense.amountPerMonth * factor(adjustments.costsPct),
    })),
    staff: assumptions.staff.map((role) => ({
      ...role,
      salaryPerYear: role.salaryPerYear * factor(adjustments.staffPct),
    })),
  };
}

/**
 * What a lender asks first: sales 20% lower (the usual stress test), a little discounting to win
 * them, growth a point slower and churn a point higher a month, overheads 10% and pay 5% over plan
 * (costs are the estimate founders most often undershoot).
 */
export const CONSERVATIVE_SCENARIO: ScenarioInput = {
  name: 'Conservative',
  adjustments: {
    pricePct: -5,
    volumePct: -20,
    growthPts: -1,
    churnPts: 1,
    costsPct: 10,
    staffPct: 5,
  },
};

/**
 * The upside an investor asks about: 20% more volume, growth a point faster and churn half a
 * point lower a month, at the planned price; overheads 10% higher, because winning more customers
 * costs more marketing. Pay as planned.
 */
export const AMBITIOUS_SCENARIO: ScenarioInput = {
  name: 'Ambitious',
  adjustments: {
    pricePct: 0,
    volumePct: 20,
    growthPts: 1,
    churnPts: -0.5,
    costsPct: 10,
    staffPct: 0,
  },
};

export const SCENARIO_PRESETS: readonly ScenarioInput[] = [
  CONSERVATIVE_SCENARIO,
  AMBITIOUS_SCENARIO,
];

/**
 * Ids for the scenarios a `PUT` sends: the id a scenario was given keeps it (a rename stays the
 * same scenario), else the stored scenario of the same name's, else a new one.
 */
export function withScenarioIds<Adjustments extends ScenarioAdjustments>(
  updates: readonly { id?: string | undefined; name: string; adjustments: Adjustments }[],
  stored: readonly StoredScenario[],
  newId: () => string,
): { id: string; name: string; adjustments: Adjustments }[] {
  const storedIds = new Set(stored.map((scenario) => scenario.id));
  const claimed = new Set<string>();
  const claim = (id: string | undefined) => {
    if (id === undefined || !storedIds.has(id) || claimed.has(id)) return undefined;
    claimed.add(id);
    return id;
  };
  const byId = updates.map((update) => claim(update.id));
  return updates.map((update, index) => ({
    id:
      byId[index] ?? claim(stored.find((scenario) => scenario.name === update.name)?.id) ?? newId(),
    name: update.name,
    adjustments: update.adjustments,
  }));
}
