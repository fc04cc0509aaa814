import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type { SectionEditInput } from '../../../../domain/section-edit.ts';
import type { SharedStrategyResponse } from '../../../../domain/share-link.ts';
import type { SectionState } from '../../../../domain/strategy.ts';
import { api } from '../../../lib/api.ts';
import { shareKeys } from './share-keys.ts';

export interface UpdateSharedSectionInput extends SectionEditInput {
  key: string;
}

/** An edit through an `edit` link (a `view` link is refused by the server with 403). */
export function updateSharedSection(
  shareId: string,
  { key, ...edit }: UpdateSharedSectionInput,
): Promise<SectionState> {
  return api(API.saveSharedSection.to({ shareId, key }), { json: edit });
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
