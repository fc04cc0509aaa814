import type { FinancialAssumptions } from '../../../../domain/financial/assumption-types.ts';
import { Button } from '../../../components/button.tsx';
import { money } from '../lib/format.ts';

/** The model's proposal, to read before it replaces the assumptions. */
export function DraftReview({
  proposal,
  onAccept,
  onDiscard,
}: {
  proposal: FinancialAssumptions;
  onAccept(): void;
  onDiscard(): void;
}) {
  const { currency } = proposal;
  const items: { label: string; rationale?: string | undefined }[] = [
    ...proposal.revenueStreams.map((stream) => ({
      label:
        stream.kind === 'units'
          ? `${stream.name}: ${money(currency, stream.unitPrice)} a unit, ${stream.unitsPerMonth} a month`
          : `${stream.name}: ${money(currency, stream.pricePerMonth)} a month, ${stream.newCustomersPerMonth} new customers a month`,
      rationale: stream.rationale,
    })),
    ...proposal.operatingExpenses.map((expense) => ({
      label: `${expense.name}: ${money(currency, expense.amountPerMonth)} a month`,
      rationale: expense.rationale,
    })),
    ...proposal.staff.map((role) => ({
      label: `${role.count} × ${role.role}: ${money(currency, role.salaryPerYear)} a year`,
      rationale: role.rationale,
    })),
    ...proposal.capitalPurchases.map((purchase) => ({
      label: `${purchase.name}: ${money(currency, purchase.amount)} in month ${purchase.month}`,
      rationale: purchase.rationale,
    })),
    ...proposal.funding.map((fund) => ({
      label: `${fund.kind === 'loan' ? 'Loan' : 'Equity'}${fund.name ? ` (${fund.name})` : ''}: ${money(currency, fund.amount)} in month ${fund.month}`,
      rationale: fund.rationale,
    })),
  ];
  return (
    <section
      aria-labelledby="draft-heading"
      className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4"
    >
      <h3 id="draft-heading" className="font-semibold text-indigo-950">
        Proposed assumptions
      </h3>
      <p className="text-indigo-950 text-sm">
        {currency}, from {proposal.startMonth}, {proposal.years} years, starting cash{' '}
        {money(currency, proposal.startingCash)}. Nothing is saved until you accept; you can edit
        every value afterwards.
      </p>
      <ul className="space-y-1.5 text-sm">
        {items.map((item) => (
          <li key={item.label}>
            <span className="font-medium text-slate-900">{item.label}</span>
            {item.rationale ? <span className="text-slate-700"> — {item.rationale}</span> : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={onAccept}>
          Accept proposal
        </Button>
        <Button onClick={onDiscard}>Discard</Button>
      </div>
    </section>
  );
}
