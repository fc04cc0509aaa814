import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import type { SensitivityMetric } from '../../../../domain/financial/sensitivity.ts';
import {
  drawTornado,
  SENSITIVITY_METRIC_NAMES,
  sensitivityTitle,
  tornadoChart,
  tornadoHeight,
} from '../../../../domain/financial/sensitivity-chart.ts';
import { ShapesSvg } from '../../../components/chart-svg.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { sensitivityQueryOptions } from '../api/financials.ts';
import { money } from '../lib/format.ts';
import { PALETTE, useWidth } from './forecast-charts.tsx';
import { TableRegion } from './table-region.tsx';

const METRICS = Object.keys(SENSITIVITY_METRIC_NAMES) as SensitivityMetric[];
const FONT_SIZE = 11;

/**
 * "Sensitivity" (issue 30): a figure of a year with each scenario driver moved down and up alone,
 * as a tornado chart (largest swing first) drawn like the forecast's charts, and the same figures
 * as a table.
 */
export function Sensitivity({
  strategyId,
  years,
  currency,
}: {
  strategyId: string;
  years: number;
  currency: string;
}) {
  const id = useId();
  const [metric, setMetric] = useState<SensitivityMetric>('netIncome');
  const [chosenYear, setYear] = useState(years);
  const year = Math.min(chosenYear, years);
  const query = useQuery(sensitivityQueryOptions(strategyId, metric, year));
  const chart = useMemo(
    () => (query.data ? tornadoChart(query.data, currency) : undefined),
    [query.data, currency],
  );
  const plot = useRef<HTMLDivElement>(null);
  const width = useWidth(plot);
  const size = {
    width,
    height: tornadoHeight(chart?.rows.length ?? 0, FONT_SIZE),
    fontSize: FONT_SIZE,
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        Sensitivity
      </h3>
      <p className="text-slate-600 text-sm">
        The figure with each driver moved alone: prices, volumes, operating expenses and salaries by
        10% down and up; monthly growth and churn by 1 point.
      </p>
      <div className="flex flex-wrap gap-3">
        <div>
          <label htmlFor={`${id}-metric`} className="text-slate-700 text-xs">
            Figure
          </label>
          <select
            id={`${id}-metric`}
            className={inputClassName}
            value={metric}
            onChange={(event) => setMetric(event.target.value as SensitivityMetric)}
          >
            {METRICS.map((name) => (
              <option key={name} value={name}>
                {SENSITIVITY_METRIC_NAMES[name]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-year`} className="text-slate-700 text-xs">
            Year
          </label>
          <select
            id={`${id}-year`}
            className={inputClassName}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {Array.from({ length: years }, (_, index) => index + 1).map((option) => (
              <option key={option} value={option}>
                Year {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isError ? (
        <Notice tone="error" role="alert" title="No sensitivity">
          <p>{query.error.message}</p>
        </Notice>
      ) : null}
      <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
        <figcaption className="font-semibold text-slate-800 text-sm">
          {chart?.title ?? sensitivityTitle(metric, year)}
        </figcaption>
        <div ref={plot} className="mt-2 w-full overflow-hidden">
          {chart ? (
            <ShapesSvg
              id={`${id}-tornado`}
              name="sensitivity"
              title={chart.title}
              description={chart.description}
              shapes={drawTornado(chart, size, PALETTE)}
              size={size}
              fontFamily="inherit"
            />
          ) : (
            <p className="flex items-center gap-2 text-slate-500 text-sm">
              <Spinner /> Computing…
            </p>
          )}
        </div>
      </figure>
      {chart ? (
        <TableRegion
          label="Sensitivity table"
          caption={`${SENSITIVITY_METRIC_NAMES[metric]}, year ${year} (${currency}): base ${money(currency, chart.base)}`}
        >
          <thead>
            <tr className="border-slate-200 border-t text-slate-600">
              <th scope="col" className="px-3 py-1.5 text-left font-medium">
                Driver
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Moved down
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Moved up
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Swing
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.driver} className="border-slate-100 border-t tabular-nums">
                <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-900">
                  {row.name}
                </th>
                <td className="px-3 py-1.5 text-right">
                  {row.low.valueLabel} ({row.low.changeLabel})
                </td>
                <td className="px-3 py-1.5 text-right">
                  {row.high.valueLabel} ({row.high.changeLabel})
                </td>
                <td className="px-3 py-1.5 text-right">{money(currency, row.swing)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      ) : null}
    </section>
  );
}
