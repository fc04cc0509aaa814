import { useMutation } from '@tanstack/react-query';
import type { SectionEditInput } from '../../../../domain/section-edit.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';

/** Saves against the version the editor started from; a stale one is answered 409 SECTION_CHANGED. */
export function saveSection(strategyId: string, key: string, edit: SectionEditInput) {
  return answer(
    client.strategies[':id'].sections[':key'].$put({
      param: { id: segment(strategyId), key: segment(key) },
      json: edit,
    }),
  );
}

/** A person's edit of a section's Markdown. */
export function useSaveSection(strategyId: string, key: string) {
  return useMutation({
    mutationFn: (edit: SectionEditInput) => saveSection(strategyId, key, edit),
    onSuccess: (section) => useLiveStrategy.getState().putSection(section),
  });
}
