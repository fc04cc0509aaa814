import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PlaybookInput } from '../../../../domain/outline.ts';
import type { PlaybookFile } from '../../../../domain/playbook.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

export type { Playbook, PlaybookSummary } from '../../../../domain/outline.ts';

/** `GET /api/playbooks` (issue 16): Standard, then the owner's playbooks. */
export const playbooksKey = ['playbooks'] as const;

export const playbooksQueryOptions = queryOptions({
  queryKey: playbooksKey,
  queryFn: () => answer(client.playbooks.$get()),
  staleTime: 30_000,
  retry: false,
});

export function usePlaybooks() {
  return useQuery(playbooksQueryOptions);
}

export function usePlaybook(id: string | null) {
  return useQuery({
    queryKey: [...playbooksKey, id],
    queryFn: () =>
      answer(client.playbooks[':playbookId'].$get({ param: { playbookId: segment(id!) } })),
    enabled: id !== null,
    retry: false,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: playbooksKey });

export function useCreatePlaybook() {
  return useMutation({
    mutationFn: (input: { name: string; basedOn?: string }) =>
      answer(client.playbooks.$post({ json: input })),
    onSuccess: refresh,
  });
}

export function useSavePlaybook(id: string) {
  return useMutation({
    mutationFn: (input: PlaybookInput) =>
      answer(
        client.playbooks[':playbookId'].$put({ param: { playbookId: segment(id) }, json: input }),
      ),
    onSuccess: refresh,
  });
}

export function useDeletePlaybook() {
  return useMutation({
    mutationFn: (id: string) =>
      answer(client.playbooks[':playbookId'].$delete({ param: { playbookId: segment(id) } })),
    onSuccess: refresh,
  });
}

export function useImportPlaybook() {
  return useMutation({
    // The file as the person picked it: the server checks it and its refusal says what is wrong.
    mutationFn: (file: unknown) =>
      answer(client.playbooks.import.$post({ json: file as PlaybookFile })),
    onSuccess: refresh,
  });
}

export function exportPlaybookHref(id: string): string {
  return client.playbooks[':playbookId'].export.$path({ param: { playbookId: segment(id) } });
}
