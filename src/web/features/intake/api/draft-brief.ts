import type { EngagementBrief } from '../../../../domain/intake.ts';
import { answer, client, segment } from '../../../lib/api.ts';

/** The model's proposed brief: nothing is saved until the consultant accepts it. */
export function draftBrief(strategyId: string): Promise<{ brief: EngagementBrief }> {
  return answer(
    client.strategies[':id'].intake.brief.$post({ param: { id: segment(strategyId) } }),
  );
}
