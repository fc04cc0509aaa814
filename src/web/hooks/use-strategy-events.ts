import { useEffect, useRef } from 'react';
import { findSection } from '../../domain/catalogue.ts';
import { subscribeToStrategyEvents } from '../lib/strategy-event-source.ts';
import { useExpandedGroups } from '../stores/expanded-groups.ts';
import { useLiveStrategy } from '../stores/live-strategy.ts';

/**
 * Keeps the live store in step with the server's events for the open strategy; opens the group
 * of each section the run reaches (the spec's "expands the group holding that section").
 */
export function useStrategyEvents(strategyId: string | null, onDeleted: () => void): void {
  const onDeletedRef = useRef(onDeleted);
  onDeletedRef.current = onDeleted;

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
        if (event.type === 'section-start') {
          const group = findSection(event.data.key)?.groupTitle;
          if (group) useExpandedGroups.getState().expand([group]);
        }
      },
    });
  }, [strategyId]);
}
