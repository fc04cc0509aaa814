import type { ForecastYear } from '../../../../domain/financial/forecast-types.ts';
import { STATEMENTS } from '../../../../domain/financial/statements.ts';
import { money } from '../lib/format.ts';

/** The three statements by model year, as tables (they scroll sideways on a phone). */
export function Statements({ years, currency }: { years: ForecastYear[]; currency: string }) {
  return (
    <div className="space-y-4">
      {STATEMENTS.map((statement) => (
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <section
          key={statement.title}
          aria-label={statement.title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard.
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <table className="w-full min-w-max text-sm">
            <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-800">
              {statement.title} ({currency})
            </caption>
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
          </table>
        </section>
      ))}
    </div>
  );
}
