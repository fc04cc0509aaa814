import type {
  CapitalPurchase,
  FinancialAssumptions,
  Funding,
  OperatingExpense,
  RevenueStream,
  StaffRole,
} from '../../../../domain/financial/assumption-types.ts';

/** One editable value of a list item: its field, label, and how it is typed. */
export interface ItemField {
  field: string;
  label: string;
  kind: 'text' | 'number' | 'choice';
  choices?: readonly string[];
  /** May be left empty (the general value applies). */
  optional?: boolean;
}

export type ListKey =
  | 'revenueStreams'
  | 'operatingExpenses'
  | 'staff'
  | 'capitalPurchases'
  | 'funding';

type Item = Record<string, unknown>;

export interface ListDefinition {
  key: ListKey;
  title: string;
  /** The item's noun, for "Add …" and "Remove …". */
  noun: string;
  nameField: string;
  fields(item: Item): ItemField[];
  blank(): Item;
  /** The item with another kind (streams, funding): fields of the new kind with defaults. */
  withKind?(item: Item, kind: string): Item;
}

const text = (field: string, label: string): ItemField => ({ field, label, kind: 'text' });
const number = (field: string, label: string, optional = false): ItemField => ({
  field,
  label,
  kind: 'number',
  ...(optional ? { optional } : {}),
});

const unitsStream = (name: string, rationale?: string): RevenueStream => ({
  name,
  kind: 'units',
  unitPrice: 0,
  unitsPerMonth: 0,
  monthlyGrowthPct: 0,
  ...(rationale ? { rationale } : {}),
});
const subscriptionStream = (name: string, rationale?: string): RevenueStream => ({
  name,
  kind: 'subscription',
  pricePerMonth: 0,
  newCustomersPerMonth: 0,
  monthlyGrowthPct: 0,
  monthlyChurnPct: 0,
  ...(rationale ? { rationale } : {}),
});

export const LIST_DEFINITIONS: readonly ListDefinition[] = [
  {
    key: 'revenueStreams',
    title: 'Revenue streams',
    noun: 'revenue stream',
    nameField: 'name',
    fields: (item) => [
      text('name', 'Name'),
      { field: 'kind', label: 'Kind', kind: 'choice', choices: ['units', 'subscription'] },
      ...(item.kind === 'subscription'
        ? [
            number('pricePerMonth', 'Price per month'),
            number('newCustomersPerMonth', 'New customers per month'),
            number('monthlyGrowthPct', 'Monthly growth %'),
            number('monthlyChurnPct', 'Monthly churn %'),
          ]
        : [
            number('unitPrice', 'Unit price'),
            number('unitsPerMonth', 'Units per month'),
            number('monthlyGrowthPct', 'Monthly growth %'),
          ]),
      number('cogsPct', 'Cost of sales % (own)', true),
    ],
    blank: () => unitsStream('New stream') as unknown as Item,
    withKind: (item, kind) =>
      (kind === 'subscription'
        ? subscriptionStream(String(item.name), item.rationale as string | undefined)
        : unitsStream(String(item.name), item.rationale as string | undefined)) as unknown as Item,
  },
  {
    key: 'operatingExpenses',
    title: 'Operating expenses',
    noun: 'expense',
    nameField: 'name',
    fields: () => [
      text('name', 'Name'),
      number('amountPerMonth', 'Amount per month'),
      number('annualIncreasePct', 'Annual increase %'),
    ],
    blank: () =>
      ({ name: 'New expense', amountPerMonth: 0, annualIncreasePct: 0 }) satisfies OperatingExpense,
  },
  {
    key: 'staff',
    title: 'Staff',
    noun: 'role',
    nameField: 'role',
    fields: () => [
      text('role', 'Role'),
      number('count', 'Count'),
      number('salaryPerYear', 'Salary per year'),
      number('startMonth', 'Start month'),
      number('onCostPct', 'On-cost %'),
    ],
    blank: () =>
      ({
        role: 'New role',
        count: 1,
        salaryPerYear: 0,
        startMonth: 1,
        onCostPct: 0,
      }) satisfies StaffRole,
  },
  {
    key: 'capitalPurchases',
    title: 'Capital purchases',
    noun: 'purchase',
    nameField: 'name',
    fields: () => [
      text('name', 'Name'),
      number('amount', 'Amount'),
      number('month', 'Month'),
      number('usefulLifeMonths', 'Useful life (months)'),
    ],
    blank: () =>
      ({
        name: 'New purchase',
        amount: 0,
        month: 1,
        usefulLifeMonths: 36,
      }) satisfies CapitalPurchase,
  },
  {
    key: 'funding',
    title: 'Funding',
    noun: 'funding',
    nameField: 'name',
    fields: (item) => [
      text('name', 'Name'),
      { field: 'kind', label: 'Kind', kind: 'choice', choices: ['equity', 'loan'] },
      number('amount', 'Amount'),
      number('month', 'Month'),
      ...(item.kind === 'loan'
        ? [number('annualInterestPct', 'Interest % a year'), number('termMonths', 'Term (months)')]
        : []),
    ],
    blank: () => ({ kind: 'equity', name: 'New funding', amount: 0, month: 1 }) satisfies Funding,
    withKind: (item, kind) =>
      kind === 'loan'
        ? {
            kind: 'loan',
            name: item.name,
            amount: item.amount,
            month: item.month,
            annualInterestPct: 0,
            termMonths: 36,
            ...(item.rationale ? { rationale: item.rationale } : {}),
          }
        : {
            kind: 'equity',
            name: item.name,
            amount: item.amount,
            month: item.month,
            ...(item.rationale ? { rationale: item.rationale } : {}),
          },
  },
];

export function listItems(assumptions: FinancialAssumptions, key: ListKey): Item[] {
  return assumptions[key] as unknown as Item[];
}
