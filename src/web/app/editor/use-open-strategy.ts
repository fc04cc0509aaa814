import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { outlineOf } from '../../../domain/outline.ts';
import { useStrategyEvents } from '../../hooks/use-strategy-events.ts';
import { queryClient } from '../../lib/query-client.ts';
import { strategyKeys, strategyQueryOptions } from '../../lib/strategy-keys.ts';
import { notify } from '../../lib/toast.ts';
import { useExpandedGroups } from '../../stores/expanded-groups.ts';
import { useLiveStrategy } from '../../stores/live-strategy.ts';
import { onIntakeAnswered } from './intake-answered.ts';

/**
 * The open strategy lives in the address (`/?strategy=<id>`), so a reload or a bookmark restores
 * it. Loads it, feeds the live store from its events, and opens the groups that have content.
 */
export function useOpenStrategy() {
  const [params, setParams] = useSearchParams();
  const strategyId = params.get('strategy');
  const query = useQuery({
    ...strategyQueryOptions(strategyId ?? ''),
    enabled: strategyId !== null,
  });
  const strategy = strategyId ? (query.data ?? null) : null;

  const open = useCallback(
    (id: string | null) => setParams(id ? { strategy: id } : {}),
    [setParams],
  );

  useEffect(() => {
    const live = useLiveStrategy.getState();
    if (!strategy) {
      if (!strategyId) live.load(null);
      return;
    }
    if (live.strategyId === strategy.id) {
      if (live.outline !== strategy.outline)
        useLiveStrategy.setState({ outline: strategy.outline });
      // A newer read (after a run, an edit, a model change): which sections are stale now.
      live.mergeStaleness(strategy.sections);
      return;
    }
    live.load(strategy);
    useExpandedGroups.getState().replace(
      outlineOf(strategy)
        .filter((group) =>
          group.sections.some((section) => strategy.sections[section.key]?.content.trim()),
        )
        .map((group) => group.title),
    );
  }, [strategy, strategyId]);

  // Events only once the strategy is loaded, so its snapshot is the newer state.
  useStrategyEvents(
    strategy ? strategy.id : null,
    () => {
      // Deleted in another tab or by someone else: say so (this page's own Delete toasts itself).
      if (queryClient.isMutating({ mutationKey: strategyKeys.delete() }) === 0) {
        notify({ tone: 'info', title: 'This strategy was deleted' });
      }
      open(null);
    },
    onIntakeAnswered,
  );

  return { strategyId, strategy, query, open };
}
