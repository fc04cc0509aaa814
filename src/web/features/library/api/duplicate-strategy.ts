import { useMutation } from '@tanstack/react-query';
import type { Strategy } from '../../../../domain/strategy.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getStrategy, strategyKeys } from '../../../lib/strategy-keys.ts';

const PARALLEL_COPIES = 4;

/** A new strategy with the same overview, metadata, language and written sections. */
export async function duplicateStrategy(id: string): Promise<Strategy> {
  const original = await getStrategy(id);
  const copy = await api<Strategy>('/api/strategies', {
    method: 'POST',
    json: { overview: original.overview, metadata: original.metadata, language: original.language },
  });
  const written = Object.values(original.sections).filter((section) => section.content.trim());
  for (let start = 0; start < written.length; start += PARALLEL_COPIES) {
    await Promise.all(
      written.slice(start, start + PARALLEL_COPIES).map((section) =>
        api(`/api/strategies/${copy.id}/sections/${encodeURIComponent(section.key)}`, {
          method: 'PUT',
          json: { content: section.content },
        }),
      ),
    );
  }
  return getStrategy(copy.id);
}

export function useDuplicateStrategy() {
  return useMutation({
    mutationFn: duplicateStrategy,
    onSuccess: (strategy) => {
      queryClient.setQueryData(strategyKeys.detail(strategy.id), strategy);
      return queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
    },
  });
}
