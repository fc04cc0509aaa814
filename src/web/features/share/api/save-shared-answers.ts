import type { SharedAnswersInput, SharedAnswersResult } from '../../../../domain/share-link.ts';
import { answer, client, segment } from '../../../lib/api.ts';

/**
 * The client's answers through a questionnaire link, merged by question into the stored ones;
 * `submitted: true` sends them to the consultant (decision 0103).
 */
export function saveSharedAnswers(
  shareId: string,
  input: SharedAnswersInput,
): Promise<SharedAnswersResult> {
  return answer(
    client.shares[':shareId'].answers.$put({ param: { shareId: segment(shareId) }, json: input }),
  );
}
