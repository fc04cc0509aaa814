import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type { PlaybookInput } from '../../../../domain/outline.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

export type { Playbook, PlaybookSummary } from '../../../../domain/outline.ts';

/** `GET /api/playbooks` (issue 16): Standard, then the owner's playbooks. */
export const playbooksKey = ['playbooks'] as const;

export const playbooksQueryOptions = queryOptions({
  queryKey: playbooksKey,
  queryFn: () => api(API.listPlaybooks.to()),
  staleTime: 30_000,
  retry: false,
});

export function usePlaybooks() {
  return useQuery(playbooksQueryOptions);
}

export function usePlaybook(id: string | null) {
  return useQuery({
    queryKey: [...playbooksKey, id],
    queryFn: () => api(API.getPlaybook.to({ playbookId: id! })),
    enabled: id !== null,
    retry: false,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: playbooksKey });

export function useCreatePlaybook() {
  return useMutation({
    mutationFn: (input: { name: string; basedOn?: string }) =>
      api(API.createPlaybook.to(), { json: input }),
    onSuccess: refresh,
  });
}

export function useSavePlaybook(id: string) {
  return useMutation({
    mutationFn: (input: PlaybookInput) =>
      api(API.updatePlaybook.to({ playbookId: id }), { json: input }),
    onSuccess: refresh,
  });
}

export function useDeletePlaybook() {
  return useMutation({
    mutationFn: (id: string) => api(API.deletePlaybook.to({ playbookId: id })),
    onSuccess: refresh,
  });
}

export function useImportPlaybook() {
  return useMutation({
    mutationFn: (file: unknown) => api(API.importPlaybook.to(), { json: file }),
    onSuccess: refresh,
  });
}

export function exportPlaybookHref(id: string): string {
  return API.exportPlaybook.to({ playbookId: id }).path;
}
