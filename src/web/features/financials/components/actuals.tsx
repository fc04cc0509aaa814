import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  ACTUAL_COLUMNS,
  type ActualColumn,
  type ActualsComparison,
} from '../../../../domain/financial/actual-types.ts';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Trash2, Upload } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { removeActuals, saveActuals } from '../api/financials.ts';
import { calendarMonthText, moneyWithCents } from '../lib/format.ts';
import { TableRegion } from './table-region.tsx';

const COLUMN_NAMES: Record<ActualColumn, string> = {
  revenue: 'Revenue',
  costs: 'Costs',
  cash: 'Closing cash',
};

const EXAMPLE = 'month,revenue,costs,cash\n2027-01,12500,10900,41000';

/** `+10.1%`, `-3.0%`, or a dash against a forecast of zero. */
const percent = (value: number | null) =>
  value === null ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;

/** The refusal's problems by row and column, or its one message. */
function problemsOf(error: Error): string[] {
  const issues = error instanceof ApiError ? error.issues : [];
  return issues.length > 0 ? [...issues] : [error.message];
}

/**
 * "Actuals" (issue 30): monthly results uploaded as a CSV file or pasted, stored with the model
 * and shown against the forecast month by month; a refused file lists its problems by row and
 * column and stores nothing.
 */
export function Actuals({
  strategyId,
  actuals,
  currency,
}: {
  strategyId: string;
  actuals: ActualsComparison;
  currency: string;
}) {
  const id = useId();
  const [pasted, setPasted] = useState('');
  const upload = useMutation({
    mutationFn: (csv: string) => saveActuals(strategyId, csv),
    onSuccess: () => setPasted(''),
  });
  const remove = useMutation({ mutationFn: () => removeActuals(strategyId) });
  const busy = upload.isPending || remove.isPending;
  const columns = ACTUAL_COLUMNS.filter((column) =>
    actuals.months.some((month) => month[column] !== undefined),
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        Actuals
      </h3>
      <p className="text-slate-600 text-sm">
        Monthly results against the forecast. A CSV file with a header row: <code>month</code> as
        YYYY-MM, then any of <code>revenue</code>, <code>costs</code> (everything but tax, as the
        forecast's costs) and <code>cash</code> (the month's closing cash). A new file replaces the
        actuals.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={`${id}-file`}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 text-sm focus-within:ring-2 focus-within:ring-indigo-500 hover:bg-slate-50"
        >
          <Upload aria-hidden className="size-4" />
          <span className="whitespace-normal">Upload a CSV file</span>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            disabled={busy}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(await file.text());
            }}
          />
        </label>
        {actuals.months.length > 0 ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden className="size-4" /> Remove the actuals
          </Button>
        ) : null}
        {busy ? <Spinner /> : null}
      </div>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-slate-800 text-sm">Or paste the CSV</summary>
        <label htmlFor={`${id}-paste`} className="mt-2 block text-slate-700 text-xs">
          Actuals as CSV
        </label>
        <textarea
          id={`${id}-paste`}
          className={`${inputClassName} font-mono`}
          rows={5}
          placeholder={EXAMPLE}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <Button
          size="sm"
          className="mt-2"
          disabled={busy || pasted.trim() === ''}
          onClick={() => upload.mutate(pasted)}
        >
          Save the pasted actuals
        </Button>
      </details>
      {upload.isError ? (
        <Notice tone="error" role="alert" title="The actuals were not saved">
          <ul className="list-disc pl-4">
            {problemsOf(upload.error).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {remove.isError ? (
        <Notice tone="error" role="alert" title="The actuals were not removed">
          <p>{remove.error.message}</p>
        </Notice>
      ) : null}
      {columns.map((column) => (
        <TableRegion
          key={column}
          label={`${COLUMN_NAMES[column]}: actual against forecast`}
          caption={`${COLUMN_NAMES[column]}: actual against forecast (${currency})`}
        >
          <thead>
            <tr className="border-slate-200 border-t text-slate-600">
              <th scope="col" className="px-3 py-1.5 text-left font-medium">
                Month
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Forecast
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Actual
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Difference
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Difference %
              </th>
            </tr>
          </thead>
          <tbody>
            {actuals.months.flatMap((month) => {
              const figure = month[column];
              if (!figure) return [];
              return [
                <tr key={month.month} className="border-slate-100 border-t tabular-nums">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-900">
                    {calendarMonthText(month.month)}
                  </th>
                  <td className="px-3 py-1.5 text-right">
                    {moneyWithCents(currency, figure.forecast)}
                  </td>
                  <td className="px-3 py-1.5 text-right">
                    {moneyWithCents(currency, figure.actual)}
                  </td>
                  <td className="px-3 py-1.5 text-right">
                    {figure.difference > 0 ? '+' : ''}
                    {moneyWithCents(currency, figure.difference)}
                  </td>
                  <td className="px-3 py-1.5 text-right">{percent(figure.differencePct)}</td>
                </tr>,
              ];
            })}
          </tbody>
        </TableRegion>
      ))}
    </section>
  );
}
