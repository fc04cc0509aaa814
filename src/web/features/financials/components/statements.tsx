import type { ForecastYear } from '../../../../domain/financial/forecast-types.ts';
import { STATEMENTS } from '../../../../domain/financial/statements.ts';
import { money } from '../lib/format.ts';
import { TableRegion } from './table-region.tsx';

/** The three statements by model year, as tables (they scroll sideways on a phone). */
export function Statements({ years, currency }: { years: ForecastYear[]; currency: string }) {
  return (
    <div className="space-y-4">
      {STATEMENTS.map((statement) => (
        <TableRegion
          key={statement.title}
          label={statement.title}
          caption={`${statement.title} (${currency})`}
        >
          <thead>
            <tr className="border-slate-200 border-t text-slate-600">
              <th scope="col" className="px-3 py-1.5 text-left font-medium">
                Line
              </th>
              {years.map((year) => (
                <th key={year.year} scope="col" className="px-3 py-1.5 text-right font-medium">
                  Year {year.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line) => (
              <tr
                key={line.label}
                className={
                  line.total ? 'border-slate-200 border-t font-semibold' : 'text-slate-700'
                }
              >
                <th scope="row" className="px-3 py-1.5 text-left font-[inherit]">
                  {line.label}
                </th>
                {years.map((year) => (
                  <td key={year.year} className="px-3 py-1.5 text-right tabular-nums">
                    {money(currency, line.value(year))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </TableRegion>
      ))}
    </div>
  );
}
