import { queryOptions } from '@tanstack/react-query';
import { answer, client, segment } from '../../../lib/api.ts';
import { intakeKeys } from './intake-keys.ts';

/** The questions, answers and brief; re-read when the client's answers arrive (live event). */
export function intakeQueryOptions(strategyId: string) {
  return queryOptions({
    queryKey: intakeKeys.detail(strategyId),
    queryFn: () =>
      answer(client.strategies[':id'].intake.$get({ param: { id: segment(strategyId) } })),
    staleTime: 0,
  });
}
