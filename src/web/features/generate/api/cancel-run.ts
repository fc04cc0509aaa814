import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function cancelRun(strategyId: string, runId: string): Promise<void> {
  return api<void>(
    `/api/strategies/${encodeURIComponent(strategyId)}/runs/${encodeURIComponent(runId)}`,
    { method: 'DELETE' },
  );
}

export function useCancelRun(strategyId: string) {
  return useMutation({ mutationFn: (runId: string) => cancelRun(strategyId, runId) });
}
