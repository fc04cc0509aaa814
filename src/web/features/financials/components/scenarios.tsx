import { useEffect, useId, useState } from 'react';
import type { ScenarioForecast, ScenarioUpdate } from '../../../../domain/financial/api-types.ts';
import type { Forecast } from '../../../../domain/financial/forecast-types.ts';
import type { FinancialRatio } from '../../../../domain/financial/ratios.ts';
import {
  SCENARIO_ADJUSTMENTS,
  SCENARIO_LIMITS,
  SCENARIO_PRESETS,
  type ScenarioAdjustment,
} from '../../../../domain/financial/scenarios.ts';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Plus, Trash2 } from '../../../components/icons.ts';
import { money, monthName } from '../lib/format.ts';
import { ScenarioCharts } from './scenario-charts.tsx';
import { TableRegion } from './table-region.tsx';

const ADJUSTMENT_LABELS: Record<ScenarioAdjustment, string> = {
  pricePct: 'Price %',
  volumePct: 'Volume %',
  growthPts: 'Growth, points',
  churnPts: 'Churn, points',
  costsPct: 'Costs %',
  staffPct: 'Salaries %',
};

interface Draft {
  id?: string;
  name: string;
  adjustments: Record<ScenarioAdjustment, string>;
}

const toDraft = (scenario: {
  id?: string;
  name: string;
  adjustments: Partial<Record<ScenarioAdjustment, number>>;
}): Draft => ({
  ...(scenario.id ? { id: scenario.id } : {}),
  name: scenario.name,
  adjustments: Object.fromEntries(
    SCENARIO_ADJUSTMENTS.map((key) => [key, String(scenario.adjustments[key] ?? 0)]),
  ) as Record<ScenarioAdjustment, string>,
});

const toUpdate = (draft: Draft): ScenarioUpdate => ({
  ...(draft.id ? { id: draft.id } : {}),
  name: draft.name.trim(),
  adjustments: Object.fromEntries(
    SCENARIO_ADJUSTMENTS.map((key) => [key, Number(draft.adjustments[key].replace(',', '.')) || 0]),
  ),
});

/**
 * Scenarios (issue 30): named adjustments of the base assumptions, edited here and saved with the
 * model; their forecasts side by side with the base, and the ratio checks of the base.
 */
export function Scenarios({
  scenarios,
  base,
  currency,
  startMonth,
  ratios,
  saving,
  onSave,
}: {
  scenarios: readonly ScenarioForecast[];
  base: Forecast;
  currency: string;
  startMonth: string;
  ratios: readonly FinancialRatio[];
  saving: boolean;
  onSave(scenarios: ScenarioUpdate[]): void;
}) {
  const id = useId();
  const [drafts, setDrafts] = useState<Draft[]>(() => scenarios.map(toDraft));
  const stored = JSON.stringify(scenarios.map((scenario) => toUpdate(toDraft(scenario))));
  useEffect(() => {
    setDrafts(JSON.parse(stored).map(toDraft));
  }, [stored]);
  const changed = JSON.stringify(drafts.map(toUpdate)) !== stored;
  const update = (index: number, draft: Draft) =>
    setDrafts(drafts.map((current, at) => (at === index ? draft : current)));
  const full = drafts.length >= SCENARIO_LIMITS.maxScenarios;
  const rows = [{ name: 'Base', forecast: base }, ...scenarios];
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        Scenarios
      </h3>
      <p className="text-slate-600 text-sm">
        Each scenario changes the base assumptions: prices, volumes, operating costs and salaries by
        a percentage; monthly growth and churn by points.
      </p>
      <ul className="space-y-3">
        {drafts.map((draft, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a new scenario has no id until saved
          <li key={index} className="space-y-2 rounded-lg border border-slate-200 p-3">
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <label htmlFor={`${id}-${index}-name`} className="text-slate-700 text-xs">
                  Scenario {index + 1} name
                </label>
                <input
                  id={`${id}-${index}-name`}
                  className={inputClassName}
                  value={draft.name}
                  maxLength={SCENARIO_LIMITS.nameMaxLength}
                  onChange={(event) => update(index, { ...draft, name: event.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove scenario ${index + 1}`}
                onClick={() => setDrafts(drafts.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
              {SCENARIO_ADJUSTMENTS.map((key) => (
                <div key={key}>
                  <label htmlFor={`${id}-${index}-${key}`} className="text-slate-700 text-xs">
                    {ADJUSTMENT_LABELS[key]}
                  </label>
                  <input
                    id={`${id}-${index}-${key}`}
                    inputMode="decimal"
                    className={inputClassName}
                    value={draft.adjustments[key]}
                    onChange={(event) =>
                      update(index, {
                        ...draft,
                        adjustments: { ...draft.adjustments, [key]: event.target.value },
                      })
                    }
                  />
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {SCENARIO_PRESETS.map((preset) => (
          <Button
            key={preset.name}
            size="sm"
            disabled={full}
            onClick={() => setDrafts([...drafts, toDraft(preset)])}
          >
            <Plus aria-hidden className="size-4" /> {preset.name}
          </Button>
        ))}
        <Button
          size="sm"
          disabled={full}
          onClick={() =>
            setDrafts([
              ...drafts,
              toDraft({ name: `Scenario ${drafts.length + 1}`, adjustments: {} }),
            ])
          }
        >
          <Plus aria-hidden className="size-4" /> Empty scenario
        </Button>
        <Button
          size="sm"
          variant="primary"
          disabled={!changed || saving}
          onClick={() => onSave(drafts.map(toUpdate))}
        >
          Save scenarios
        </Button>
      </div>

      <TableRegion label="Scenario comparison" caption={`Scenario comparison (${currency})`}>
        <thead>
          <tr className="border-slate-200 border-t text-slate-600">
            <th scope="col" className="px-3 py-1.5 text-left font-medium">
              Scenario
            </th>
            {base.years.map((year) => (
              <th key={year.year} scope="col" className="px-3 py-1.5 text-right font-medium">
                Revenue, year {year.year}
              </th>
            ))}
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              Net income, year {base.years.length}
            </th>
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              Break-even
            </th>
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              Lowest cash
            </th>
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              Funding need
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, forecast }) => (
            <tr key={name} className="border-slate-100 border-t tabular-nums">
              <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-900">
                {name}
              </th>
              {forecast.years.map((year) => (
                <td key={year.year} className="px-3 py-1.5 text-right">
                  {money(currency, year.revenue)}
                </td>
              ))}
              <td className="px-3 py-1.5 text-right">
                {money(currency, forecast.years.at(-1)?.netIncome ?? 0)}
              </td>
              <td className="px-3 py-1.5 text-right">
                {forecast.breakEvenMonth === null
                  ? 'Not reached'
                  : monthName(startMonth, forecast.breakEvenMonth)}
              </td>
              <td className="px-3 py-1.5 text-right">
                {money(currency, forecast.lowestCash.amount)}
              </td>
              <td className="px-3 py-1.5 text-right">{money(currency, forecast.fundingNeed)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      {scenarios.length > 0 ? (
        <ScenarioCharts
          base={base}
          scenarios={scenarios}
          currency={currency}
          startMonth={startMonth}
        />
      ) : null}

      {ratios.length > 0 ? (
        <section aria-labelledby={`${id}-ratios`} className="space-y-2">
          <h3 id={`${id}-ratios`} className="font-semibold text-slate-900">
            Ratio checks
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {ratios.map((ratio) => (
              <li key={ratio.key} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3">
                <span className="font-medium text-slate-900">{ratio.name}</span>
                <span
                  className={
                    ratio.status === 'risk'
                      ? 'rounded bg-red-100 px-1.5 text-red-800 text-xs'
                      : ratio.status === 'watch'
                        ? 'rounded bg-amber-100 px-1.5 text-amber-900 text-xs'
                        : 'rounded bg-emerald-100 px-1.5 text-emerald-900 text-xs'
                  }
                >
                  {ratio.status === 'ok' ? 'OK' : ratio.status === 'watch' ? 'Watch' : 'Risk'}
                </span>
                <span className="w-full text-slate-600 text-sm">{ratio.note}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
