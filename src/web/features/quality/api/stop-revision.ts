import { useMutation } from '@tanstack/react-query';
import { answer, client, segment } from '../../../lib/api.ts';

/** A revision is a run: Stop cancels it (features do not share code, so not Generate's call). */
export function stopRevision(strategyId: string, runId: string): Promise<void> {
  return answer(
    client.strategies[':id'].runs[':runId'].$delete({
      param: { id: segment(strategyId), runId: segment(runId) },
    }),
  );
}

export function useStopRevision(strategyId: string) {
  return useMutation({ mutationFn: (runId: string) => stopRevision(strategyId, runId) });
}
