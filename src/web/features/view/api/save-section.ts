import { useMutation } from '@tanstack/react-query';
import type { SectionState } from '../../../../domain/strategy.ts';
import { api } from '../../../lib/api.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';

export function saveSection(strategyId: string, key: string, content: string) {
  return api<SectionState>(
    `/api/strategies/${encodeURIComponent(strategyId)}/sections/${encodeURIComponent(key)}`,
    { method: 'PUT', json: { content } },
  );
}

/** A person's edit of a section's Markdown. */
export function useSaveSection(strategyId: string, key: string) {
  return useMutation({
    mutationFn: (content: string) => saveSection(strategyId, key, content),
    onSuccess: (section) => useLiveStrategy.getState().putSection(section),
  });
}
