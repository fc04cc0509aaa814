import { useMutation } from '@tanstack/react-query';
import { answer, client, segment } from '../../../lib/api.ts';

export function cancelRun(strategyId: string, runId: string): Promise<void> {
  return answer(
    client.strategies[':id'].runs[':runId'].$delete({
      param: { id: segment(strategyId), runId: segment(runId) },
    }),
  );
}

export function useCancelRun(strategyId: string) {
  return useMutation({ mutationFn: (runId: string) => cancelRun(strategyId, runId) });
}
