import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ScenarioUpdate } from '../../../domain/financial/api-types.ts';
import {
  emptyAssumptions,
  type FinancialAssumptions,
} from '../../../domain/financial/assumption-types.ts';
import { type AutosaveState, AutosaveStatus } from '../../components/autosave-status.tsx';
import { Button } from '../../components/button.tsx';
import { Sparkles } from '../../components/icons.ts';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { draftFinancials, financialsQueryOptions, saveFinancials } from './api/financials.ts';
import { Actuals } from './components/actuals.tsx';
import { AssumptionGrid } from './components/assumption-grid.tsx';
import { DraftReview } from './components/draft-review.tsx';
import { ForecastCharts } from './components/forecast-charts.tsx';
import { NumbersToCheck } from './components/numbers-to-check.tsx';
import { Scenarios } from './components/scenarios.tsx';
import { Sensitivity } from './components/sensitivity.tsx';
import { Statements } from './components/statements.tsx';
import { money, monthName } from './lib/format.ts';

const AUTOSAVE_MS = 700;

function nextMonth(): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * "Financials": the assumptions (edited in place, saved a moment after each change under the
 * version check), the model's draft to review, and the forecast the server computes: charts,
 * statements, and the text's numbers that match no figure. Loaded when the tab first opens.
 */
export function FinancialsTab({
  strategyId,
  providerConfigured,
}: {
  strategyId: string;
  providerConfigured: boolean;
}) {
  const query = useQuery(financialsQueryOptions(strategyId));
  const [assumptions, setAssumptions] = useState<FinancialAssumptions | null>(null);
  const [proposal, setProposal] = useState<FinancialAssumptions | null>(null);
  const [save, setSave] = useState<AutosaveState>({ kind: 'idle' });
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loaded = query.data;

  // The server's model becomes the page's, once (later saves keep the page's own copy).
  useEffect(() => {
    if (!loaded || assumptions !== null) return;
    version.current = loaded.version;
    if (loaded.assumptions) setAssumptions(loaded.assumptions);
  }, [loaded, assumptions]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const persist = async (next: FinancialAssumptions, scenarios?: ScenarioUpdate[]) => {
    setSave({ kind: 'saving' });
    try {
      const saved = await saveFinancials(strategyId, next, version.current, scenarios);
      version.current = saved.version;
      setSave({ kind: 'saved' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setSave({ kind: 'conflict' });
      else if (error instanceof ApiError && error.status === 400)
        setSave({ kind: 'invalid', message: error.message });
      else setSave({ kind: 'failed', message: (error as Error).message });
    }
  };

  const change = (next: FinancialAssumptions, immediately = false) => {
    setAssumptions(next);
    clearTimeout(timer.current);
    if (immediately) void persist(next);
    else timer.current = setTimeout(() => void persist(next), AUTOSAVE_MS);
  };

  const draft = useMutation({
    mutationFn: () => draftFinancials(strategyId),
    onSuccess: (response) => setProposal(response.assumptions),
  });

  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) {
      version.current = fresh.data.version;
      setAssumptions(fresh.data.assumptions);
      setSave({ kind: 'idle' });
    }
  };

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 p-6 text-slate-500 text-sm">
        <Spinner /> Loading the financial model…
      </p>
    );
  }
  if (query.isError) {
    return (
      <Notice tone="error" role="alert" title="Could not load the financial model">
        <p>{query.error.message}</p>
      </Notice>
    );
  }

  const forecast = query.data.forecast;
  const saved = query.data.assumptions;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-semibold text-slate-900 text-xl">Financial model</h2>
          <p className="text-slate-600 text-sm">
            Assumptions in, a monthly forecast out. The money sections quote these figures.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AutosaveStatus state={save} />
          <Button
            variant="primary"
            disabled={!providerConfigured || draft.isPending}
            onClick={() => draft.mutate()}
          >
            {draft.isPending ? <Spinner /> : <Sparkles aria-hidden className="size-4" />}
            Draft assumptions
          </Button>
        </div>
      </div>

      {draft.isError ? (
        <Notice tone="error" role="alert" title="No proposal">
          <p>{draft.error.message}</p>
        </Notice>
      ) : null}
      {save.kind === 'conflict' ? (
        <Notice tone="warning" role="alert" title="Changed elsewhere">
          <p>The financial model was changed in another window. Reload to get the latest.</p>
          <Button size="sm" className="mt-2" onClick={() => void reload()}>
            Reload the model
          </Button>
        </Notice>
      ) : null}
      {proposal ? (
        <DraftReview
          proposal={proposal}
          onAccept={() => {
            change(proposal, true);
            setProposal(null);
          }}
          onDiscard={() => setProposal(null)}
        />
      ) : null}

      {assumptions ? (
        <details open className="group rounded-xl border border-slate-200 bg-slate-50 p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">Assumptions</summary>
          <div className="mt-4">
            <AssumptionGrid assumptions={assumptions} onChange={(next) => change(next)} />
          </div>
        </details>
      ) : (
        <Notice tone="info" title="No financial model yet">
          <p>
            Let the AI draft the assumptions from the overview and the written sections, or start
            from an empty model.
          </p>
          <Button
            size="sm"
            className="mt-2"
            onClick={() => change(emptyAssumptions('EUR', nextMonth()), true)}
          >
            Start from scratch
          </Button>
        </Notice>
      )}

      {forecast && saved ? (
        <>
          <section aria-labelledby="summary-heading" className="space-y-3">
            <h3 id="summary-heading" className="font-semibold text-slate-900">
              Forecast
            </h3>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <Figure
                label="Break-even"
                value={
                  forecast.breakEvenMonth === null
                    ? 'Not reached'
                    : monthName(saved.startMonth, forecast.breakEvenMonth)
                }
              />
              <Figure
                label="Lowest cash"
                value={money(saved.currency, forecast.lowestCash.amount)}
              />
              <Figure label="Funding need" value={money(saved.currency, forecast.fundingNeed)} />
              <Figure
                label={`Revenue, year ${forecast.years.length}`}
                value={money(saved.currency, forecast.years.at(-1)?.revenue ?? 0)}
              />
            </dl>
            <ForecastCharts
              forecast={forecast}
              currency={saved.currency}
              startMonth={saved.startMonth}
              actuals={query.data.actuals}
            />
          </section>
          <section aria-labelledby="statements-heading" className="space-y-3">
            <h3 id="statements-heading" className="font-semibold text-slate-900">
              Statements
            </h3>
            <Statements years={forecast.years} currency={saved.currency} />
          </section>
          <Scenarios
            scenarios={query.data.scenarios}
            base={forecast}
            currency={saved.currency}
            startMonth={saved.startMonth}
            ratios={query.data.ratios}
            saving={save.kind === 'saving'}
            onSave={(scenarios) => {
              clearTimeout(timer.current);
              if (assumptions) void persist(assumptions, scenarios);
            }}
          />
          <Sensitivity strategyId={strategyId} years={saved.years} currency={saved.currency} />
          <Actuals strategyId={strategyId} actuals={query.data.actuals} currency={saved.currency} />
          <NumbersToCheck numbers={query.data.numbersToCheck} />
        </>
      ) : null}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-slate-600 text-xs">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
