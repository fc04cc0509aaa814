import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SectionEditInput } from '../../../../domain/section-edit.ts';
import type { SharedResponse } from '../../../../domain/share-link.ts';
import type { SectionState } from '../../../../domain/strategy.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { shareKeys } from './share-keys.ts';

export interface UpdateSharedSectionInput extends SectionEditInput {
  key: string;
}

/** An edit through an `edit` link (a `view` link is refused by the server with 403). */
export function updateSharedSection(
  shareId: string,
  { key, ...edit }: UpdateSharedSectionInput,
): Promise<SectionState> {
  return answer(
    client.shares[':shareId'].sections[':key'].$put({
      param: { shareId: segment(shareId), key: segment(key) },
      json: edit,
    }),
  );
}

export function useUpdateSharedSection(shareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSharedSectionInput) => updateSharedSection(shareId, input),
    onSuccess: (section) => {
      queryClient.setQueryData<SharedResponse>(shareKeys.shared(shareId), (current) =>
        current && 'strategy' in current
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
                    version: section.version,
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
