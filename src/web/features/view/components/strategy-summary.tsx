import type { Strategy } from '../../../../domain/strategy.ts';
import { Card } from '../../../components/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useSectionCounts, useTokensUsed } from '../../../stores/live-strategy-selectors.ts';

function Stat({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-slate-500 text-xs">{label}</dt>
      <dd className={`font-semibold text-lg tabular-nums ${tone}`}>{formatNumber(value)}</dd>
    </div>
  );
}

/** Who the report is for and how far it is: written, failed, pending sections and tokens. */
export function StrategySummary({ strategy }: { strategy: Strategy }) {
  const counts = useSectionCounts();
  const tokens = useTokensUsed();
  const { companyName, clientName, preparedBy, preparedDate } = strategy.metadata;
  const details = [
    clientName && `Client: ${clientName}`,
    preparedBy && `Prepared by ${preparedBy}`,
    preparedDate && `Date: ${preparedDate}`,
    strategy.language !== 'English' && `Language: ${strategy.language}`,
  ].filter(Boolean);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-indigo-700 text-xs uppercase tracking-wider">
          Business Strategy
        </p>
        <h2 className="mt-1 truncate font-semibold text-2xl text-slate-900">
          {companyName || 'Untitled strategy'}
        </h2>
        {details.length > 0 ? (
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-slate-600 text-sm">
            {details.map((detail) => (
              <span key={String(detail)}>{detail}</span>
            ))}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:min-w-md">
        <Stat label="Written" value={counts.done} tone="text-emerald-700" />
        <Stat label="In progress" value={counts.pending} tone="text-indigo-700" />
        <Stat
          label="Failed"
          value={counts.failed}
          tone={counts.failed ? 'text-red-700' : 'text-slate-900'}
        />
        <Stat label="Tokens" value={tokens} tone="text-slate-900" />
      </dl>
    </Card>
  );
}
