import { queryOptions, useMutation } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** `GET /api/settings/word-template` (issue 31): the firm's template, `null` when none is set. */
export const wordTemplateQueryOptions = queryOptions({
  queryKey: ['settings', 'word-template'] as const,
  queryFn: () => answer(client.settings['word-template'].$get()),
});

/** Its first pages drawn by the server (LibreOffice), once per stored template. */
export function wordTemplatePreviewQueryOptions(uploadedAt: string) {
  return queryOptions({
    queryKey: ['settings', 'word-template', 'preview', uploadedAt] as const,
    queryFn: () => answer(client.settings['word-template'].preview.$get()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The file as the body; the server reads its type from the bytes, its name from `X-Filename`. */
export function useUploadWordTemplate() {
  return useMutation({
    mutationFn: (file: File) =>
      // The bytes as the body itself, which hc does not type: the route reads them.
      answer(
        client.settings['word-template'].$put(
          {},
          {
            init: {
              body: file,
              headers: {
                'content-type': file.type || 'application/octet-stream',
                'x-filename': encodeURIComponent(file.name),
              },
            },
          },
        ),
      ),
    onSuccess: (view) => queryClient.setQueryData(wordTemplateQueryOptions.queryKey, view),
  });
}

export function useRemoveWordTemplate() {
  return useMutation({
    mutationFn: () => answer(client.settings['word-template'].$delete()),
    onSuccess: () => queryClient.setQueryData(wordTemplateQueryOptions.queryKey, null),
  });
}
