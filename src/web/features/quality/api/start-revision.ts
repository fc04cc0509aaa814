import { useMutation } from '@tanstack/react-query';
import type { StartRevisionInput, StartRunResult } from '../../../../domain/events.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';

export function startRevision(
  strategyId: string,
  input: StartRevisionInput,
): Promise<StartRunResult> {
  return answer(
    client.strategies[':id'].revisions.$post({ param: { id: segment(strategyId) }, json: input }),
  );
}

/** Starts a revision run; the page follows it like any run, before the first event arrives. */
export function useStartRevision(strategyId: string) {
  return useMutation({
    mutationFn: (input: StartRevisionInput) => startRevision(strategyId, input),
    onSuccess: (result) => useLiveStrategy.getState().runStarted(result),
  });
}
