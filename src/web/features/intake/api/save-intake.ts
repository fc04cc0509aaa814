import type { Intake, IntakeUpdate } from '../../../../domain/intake.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';
import { intakeKeys } from './intake-keys.ts';

/** Saves against `update.version`; a 409 reaches the caller, which offers to reload. */
export async function saveIntake(strategyId: string, update: IntakeUpdate): Promise<Intake> {
  const saved = await answer(
    client.strategies[':id'].intake.$put({ param: { id: segment(strategyId) }, json: update }),
  );
  queryClient.setQueryData(intakeKeys.detail(strategyId), saved);
  // A changed answer or brief marks the sections it feeds as stale.
  void queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategyId), exact: true });
  return saved;
}
