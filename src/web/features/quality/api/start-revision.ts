import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type { StartRevisionInput, StartRunResult } from '../../../../domain/events.ts';
import { api } from '../../../lib/api.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';

export function startRevision(
  strategyId: string,
  input: StartRevisionInput,
): Promise<StartRunResult> {
  return api(API.startRevision.to({ id: strategyId }), { json: input });
}

/** Starts a revision run; the page follows it like any run, before the first event arrives. */
export function useStartRevision(strategyId: string) {
  return useMutation({
    mutationFn: (input: StartRevisionInput) => startRevision(strategyId, input),
    onSuccess: (result) => useLiveStrategy.getState().runStarted(result),
  });
}
