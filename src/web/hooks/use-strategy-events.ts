import { useEffect, useRef } from 'react';
import { findSection } from '../../domain/catalogue.ts';
import type { StrategyEvent, StrategyEventName } from '../../domain/events.ts';
import { reviewKeys } from '../components/section-review/review-api.ts';
import { queryClient } from '../lib/query-client.ts';
import { subscribeToStrategyEvents } from '../lib/strategy-event-source.ts';
import { strategyKeys } from '../lib/strategy-keys.ts';
import { useExpandedGroups } from '../stores/expanded-groups.ts';
import { useLiveStrategy } from '../stores/live-strategy.ts';

const REVIEW_EVENTS: ReadonlySet<StrategyEventName> = new Set([
  'comment-added',
  'comment-resolved',
  'approval-update',
]);

/**
 * Keeps the live store in step with the server's events for the open strategy; opens the group
 * of each section the run reaches (the spec's "expands the group holding that section").
 * `onEvent` hears every event too: the app hands features the ones they read (the client's
 * answers to the intake's query), so this shared hook imports no feature.
 */
export function useStrategyEvents(
  strategyId: string | null,
  onDeleted: () => void,
  onEvent?: (strategyId: string, event: StrategyEvent) => void,
): void {
  const onDeletedRef = useRef(onDeleted);
  onDeletedRef.current = onDeleted;
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    if (!strategyId) return undefined;
    const { apply, appendDeltas } = useLiveStrategy.getState();
    return subscribeToStrategyEvents(strategyId, {
      onDeltas: appendDeltas,
      onEvent: (event) => {
        if (event.type === 'strategy-deleted') {
          onDeletedRef.current();
          return;
        }
        apply(event);
        onEventRef.current?.(strategyId, event);
        // Comments and approvals (issue 14) live in their own query: read it again.
        if (REVIEW_EVENTS.has(event.type)) {
          void queryClient.invalidateQueries({ queryKey: reviewKeys.strategy(strategyId) });
        }
        // Titles translated in the background while it ran (decision 0053) show from here; after
        // a run or an edit, the sections that are stale now (decision 0082).
        if (event.type === 'share-read') {
          void queryClient.invalidateQueries({ queryKey: strategyKeys.shareReading(strategyId) });
        }
        if (event.type === 'run-end' || event.type === 'section-update') {
          void queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategyId) });
        }
        if (event.type === 'section-start') {
          const group = findSection(event.data.key)?.groupTitle;
          if (group) useExpandedGroups.getState().expand([group]);
        }
      },
    });
  }, [strategyId]);
}
