import type { ChangeMemoSince } from '../../../domain/change-memo.ts';
import { ApiError, answer, client, segment } from '../../lib/api.ts';

export const changeMemoKeys = {
  all: ['change-memo'] as const,
  memo: (strategyId: string) => ['change-memo', strategyId, 'memo'] as const,
  estimate: (strategyId: string, since: ChangeMemoSince) =>
    ['change-memo', strategyId, 'estimate', since] as const,
};

export function getChangeMemoEstimate(strategyId: string, since: ChangeMemoSince) {
  return answer(
    client.strategies[':id']['change-memo'].estimate.$get({
      param: { id: segment(strategyId) },
      query: typeof since === 'string' ? { since } : { approvals: 'true' },
    }),
  );
}

/** The last memo written, or null when there is none yet (the route's 404). */
export async function getLastChangeMemo(strategyId: string) {
  try {
    return await answer(
      client.strategies[':id']['change-memo'].$get({ param: { id: segment(strategyId) } }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function writeChangeMemo(strategyId: string, since: ChangeMemoSince) {
  return answer(
    client.strategies[':id']['change-memo'].$post({
      param: { id: segment(strategyId) },
      json: { since },
    }),
  );
}

export function changeMemoFileUrl(strategyId: string, format: 'pdf' | 'docx' | 'md'): string {
  return client.strategies[':id']['change-memo'].export[':format'].$path({
    param: { id: segment(strategyId), format },
  });
}
