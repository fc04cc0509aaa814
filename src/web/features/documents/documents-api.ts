import { useMutation, useQuery } from '@tanstack/react-query';
import { answer, client, segment } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { strategyKeys } from '../../lib/strategy-keys.ts';

const documentKeys = {
  list: (strategyId: string) => [...strategyKeys.detail(strategyId), 'documents'] as const,
  passages: (strategyId: string, documentId: string) =>
    [...documentKeys.list(strategyId), documentId, 'passages'] as const,
};

export function useDocuments(strategyId: string) {
  return useQuery({
    queryKey: documentKeys.list(strategyId),
    queryFn: () =>
      answer(client.strategies[':id'].documents.$get({ param: { id: segment(strategyId) } })),
  });
}

export function usePassages(strategyId: string, documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.passages(strategyId, documentId),
    queryFn: () =>
      answer(
        client.strategies[':id'].documents[':docId'].passages.$get({
          param: { id: segment(strategyId), docId: segment(documentId) },
        }),
      ),
    enabled,
  });
}

const refresh = (strategyId: string) =>
  queryClient.invalidateQueries({ queryKey: documentKeys.list(strategyId) });

/** Sends the file's bytes with its name; the server reads the type from the bytes. */
export function useUploadDocument(strategyId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      // The bytes as the body itself, which hc does not type: the route reads them.
      answer(
        client.strategies[':id'].documents.$post(
          { param: { id: segment(strategyId) } },
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
    onSuccess: () => refresh(strategyId),
  });
}

export function useDeleteDocument(strategyId: string) {
  return useMutation({
    mutationFn: (documentId: string) =>
      answer(
        client.strategies[':id'].documents[':docId'].$delete({
          param: { id: segment(strategyId), docId: segment(documentId) },
        }),
      ),
    onSuccess: () => refresh(strategyId),
  });
}

export function useResearch(strategyId: string) {
  return useMutation({
    mutationFn: (query: string) =>
      answer(
        client.strategies[':id'].research.$post({
          param: { id: segment(strategyId) },
          json: { query },
        }),
      ),
    onSuccess: () => refresh(strategyId),
  });
}
