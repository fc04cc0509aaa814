import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import { api } from '../../../lib/api.ts';

export function cancelRun(strategyId: string, runId: string): Promise<void> {
  return api(API.cancelRun.to({ id: strategyId, runId }));
}

export function useCancelRun(strategyId: string) {
  return useMutation({ mutationFn: (runId: string) => cancelRun(strategyId, runId) });
}
