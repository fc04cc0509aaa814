import { useMutation } from '@tanstack/react-query';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

/** Sends the image's bytes; the server recognises the type from them and refuses others. */
export function uploadLogo(strategyId: string, file: File): Promise<unknown> {
  // The bytes go as the body itself: the route reads them, not a JSON or form input hc would type.
  return answer(
    client.strategies[':id'].logo.$put(
      { param: { id: segment(strategyId) } },
      { init: { body: file, headers: { 'content-type': file.type } } },
    ),
  );
}

export function useUploadLogo(strategyId: string) {
  return useMutation({
    mutationFn: (file: File) => uploadLogo(strategyId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategyId) }),
  });
}
