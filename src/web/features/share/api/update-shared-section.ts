import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharedStrategyResponse } from '../../../../domain/share-link.ts';
import type { SectionState } from '../../../../domain/strategy.ts';
import { api } from '../../../lib/api.ts';
import { shareKeys } from './share-keys.ts';

export interface UpdateSharedSectionInput {
  key: string;
  content: string;
}

/** An edit through an `edit` link (a `view` link is refused by the server with 403). */
export function updateSharedSection(
  shareId: string,
  { key, content }: UpdateSharedSectionInput,
): Promise<SectionState> {
  return api<SectionState>(
    `/api/shares/${encodeURIComponent(shareId)}/sections/${encodeURIComponent(key)}`,
    { method: 'PUT', json: { content } },
  );
}

export function useUpdateSharedSection(shareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSharedSectionInput) => updateSharedSection(shareId, input),
    onSuccess: (section) => {
      queryClient.setQueryData<SharedStrategyResponse>(shareKeys.shared(shareId), (current) =>
        current
          ? {
              ...current,
              strategy: {
                ...current.strategy,
                sections: {
                  ...current.strategy.sections,
                  [section.key]: {
                    key: section.key,
                    title: section.title,
                    status: section.status,
                    content: section.content,
                    updatedAt: section.updatedAt,
                  },
                },
              },
            }
          : current,
      );
    },
  });
}
