import type { Intake } from '../../../../domain/intake.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';
import { intakeKeys } from './intake-keys.ts';

/** The model's 5-12 questions, stored in place of the current ones (decision 0102). */
export async function draftQuestions(
  strategyId: string,
): Promise<Pick<Intake, 'questions' | 'answers' | 'version'>> {
  const drafted = await answer(
    client.strategies[':id'].intake.questions.$post({ param: { id: segment(strategyId) } }),
  );
  queryClient.setQueryData(intakeKeys.detail(strategyId), (current) =>
    current ? { ...current, ...drafted } : current,
  );
  // Answers to questions the draft dropped are gone: their sections are stale.
  void queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategyId), exact: true });
  return drafted;
}
