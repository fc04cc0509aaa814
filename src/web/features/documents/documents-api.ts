import { useMutation, useQuery } from '@tanstack/react-query';
import { API } from '../../../domain/api-routes.ts';
import { api } from '../../lib/api.ts';
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
    queryFn: () => api(API.listDocuments.to({ id: strategyId })),
  });
}

export function usePassages(strategyId: string, documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.passages(strategyId, documentId),
    queryFn: () => api(API.documentPassages.to({ id: strategyId, docId: documentId })),
    enabled,
  });
}

const refresh = (strategyId: string) =>
  queryClient.invalidateQueries({ queryKey: documentKeys.list(strategyId) });

/** Sends the file's bytes with its name; the server reads the type from the bytes. */
export function useUploadDocument(strategyId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      api(API.uploadDocument.to({ id: strategyId }), {
        headers: {
          'content-type': file.type || 'application/octet-stream',
          'x-filename': encodeURIComponent(file.name),
        },
        body: file,
      }),
    onSuccess: () => refresh(strategyId),
  });
}

export function useDeleteDocument(strategyId: string) {
  return useMutation({
    mutationFn: (documentId: string) =>
      api(API.deleteDocument.to({ id: strategyId, docId: documentId })),
    onSuccess: () => refresh(strategyId),
  });
}

export function useResearch(strategyId: string) {
  return useMutation({
    mutationFn: (query: string) => api(API.researchWeb.to({ id: strategyId }), { json: { query } }),
    onSuccess: () => refresh(strategyId),
  });
}
