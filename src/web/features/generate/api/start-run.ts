import { useMutation } from '@tanstack/react-query';
import type { StartRunInput, StartRunResult } from '../../../../domain/events.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';

export function startRun(strategyId: string, input: StartRunInput): Promise<StartRunResult> {
  return answer(
    client.strategies[':id'].runs.$post({ param: { id: segment(strategyId) }, json: input }),
  );
}

/** Starts a run; the page shows it at once, before the server's first event arrives. */
export function useStartRun(strategyId: string) {
  return useMutation({
    mutationFn: (input: StartRunInput) => startRun(strategyId, input),
    onSuccess: (result) => useLiveStrategy.getState().runStarted(result),
  });
}
