import type { StrategyEvent } from '../../../domain/events.ts';
import { intakeKeys } from '../../features/intake/api/intake-keys.ts';
import { queryClient } from '../../lib/query-client.ts';
import { strategyKeys } from '../../lib/strategy-keys.ts';
import { notify } from '../../lib/toast.ts';

/**
 * The client answered through the questionnaire link (decision 0103): the intake is read again,
 * and the strategy (its sections' staleness follows the answers); "Send answers" is also told.
 */
export function onIntakeAnswered(strategyId: string, event: StrategyEvent): void {
  if (event.type !== 'intake-answered') return;
  void queryClient.invalidateQueries({ queryKey: intakeKeys.detail(strategyId) });
  void queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategyId) });
  if (event.data.submitted) notify({ tone: 'success', title: 'The client sent answers' });
}
