import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import { api } from '../../../lib/api.ts';

/** A revision is a run: Stop cancels it (features do not share code, so not Generate's call). */
export function stopRevision(strategyId: string, runId: string): Promise<void> {
  return api(API.cancelRun.to({ id: strategyId, runId }));
}

export function useStopRevision(strategyId: string) {
  return useMutation({ mutationFn: (runId: string) => stopRevision(strategyId, runId) });
}
