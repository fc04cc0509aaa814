import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

/** Sends the image's bytes; the server recognises the type from them and refuses others. */
export function uploadLogo(strategyId: string, file: File): Promise<unknown> {
  return api(API.uploadLogo.to({ id: strategyId }), {
    headers: { 'content-type': file.type },
    body: file,
  });
}

export function useUploadLogo(strategyId: string) {
  return useMutation({
    mutationFn: (file: File) => uploadLogo(strategyId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategyId) }),
  });
}
