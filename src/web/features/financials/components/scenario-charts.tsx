import { useMemo } from 'react';
import type { ScenarioForecast } from '../../../../domain/financial/api-types.ts';
import { financialFormat } from '../../../../domain/financial/financial-format.ts';
import type { Forecast } from '../../../../domain/financial/forecast-types.ts';
import { MODEL_CHECK_LABELS } from '../../../../domain/financial/model-check-labels.ts';
import { scenarioChart } from '../../../../domain/financial/scenario-comparison.ts';
import { ChartFigure } from './forecast-charts.tsx';

/** Revenue and cash a month, a line for the base and each scenario (`scenario-comparison.ts`). */
export function ScenarioCharts({
  base,
  scenarios,
  currency,
  startMonth,
}: {
  base: Forecast;
  scenarios: readonly ScenarioForecast[];
  currency: string;
  startMonth: string;
}) {
  const charts = useMemo(() => {
    const lines = [{ name: MODEL_CHECK_LABELS.base, forecast: base }, ...scenarios];
    const format = financialFormat(currency, startMonth);
    return [scenarioChart(lines, format, 'revenue'), scenarioChart(lines, format, 'cash')];
  }, [base, scenarios, currency, startMonth]);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {charts.map((chart) => (
        <ChartFigure key={chart.id} chart={chart} />
      ))}
    </div>
  );
}
