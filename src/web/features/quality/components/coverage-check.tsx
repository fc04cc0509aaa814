import { useMutation, useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../domain/cost.ts';
import { Button } from '../../../components/button.tsx';
import { ListChecks } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { qualityKeys } from '../../../lib/strategy-quality.ts';

/**
 * "Check coverage": the model says, per written section, which points of its brief the text
 * covers. Priced before it runs (a request per section not checked since its text changed);
 * the missing points then show as findings.
 */
export function CoverageCheck({
  strategyId,
  stamp,
  providerConfigured,
}: {
  strategyId: string;
  /** The review's stamp (its written texts): a new text needs a new estimate. */
  stamp: string;
  providerConfigured: boolean;
}) {
  const estimate = useQuery({
    queryKey: [...qualityKeys.all, strategyId, 'coverage', stamp],
    queryFn: () =>
      answer(
        client.strategies[':id'].quality.coverage.$get({ param: { id: segment(strategyId) } }),
      ),
    enabled: providerConfigured,
  });
  const check = useMutation({
    mutationFn: () =>
      answer(
        client.strategies[':id'].quality.coverage.$post({ param: { id: segment(strategyId) } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...qualityKeys.all, strategyId] }),
  });
  if (!providerConfigured || !estimate.data) return null;
  const { sections, estimatedCost } = estimate.data;
  return (
    <div className="space-y-2">
      {sections > 0 ? (
        <Button
          className="h-auto min-h-9 max-w-full py-1.5 text-left"
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          {check.isPending ? <Spinner /> : <ListChecks aria-hidden className="size-4 shrink-0" />}
          {/* The button keeps its text on one line; this label may wrap on a phone. */}
          <span className="whitespace-normal">
            Check coverage of the briefs ({sections} {sections === 1 ? 'section' : 'sections'}
            {estimatedCost ? `, about ${formatMoney(estimatedCost)}` : ''})
          </span>
        </Button>
      ) : (
        <p className="text-slate-600 text-sm">
          Coverage of the briefs checked for every written section.
        </p>
      )}
      {check.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Asking the model which points of each brief the text covers…
        </p>
      ) : null}
      {check.isError ? (
        <Notice tone="error" role="alert" title="Coverage not checked">
          <p>{check.error.message}</p>
        </Notice>
      ) : null}
      {check.data?.unanswered ? (
        <p role="status" className="text-amber-800 text-sm">
          {check.data.unanswered} sections got no valid answer and were left unchecked.
        </p>
      ) : null}
    </div>
  );
}
