import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { BrandKit } from '../../../../domain/brand.ts';
import { answer, client } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** `GET`/`PUT /api/settings/brand` (issue 12): the owner's kit and the firm logo's address. */
export const brandSettingsKey = ['settings', 'brand'] as const;

export const brandSettingsQueryOptions = queryOptions({
  queryKey: brandSettingsKey,
  queryFn: () => answer(client.settings.brand.$get()),
  staleTime: 60_000,
  // A server without the brand kit (or a 404 before it is set up) is not worth retrying.
  retry: false,
});

export function useBrandSettings() {
  return useQuery(brandSettingsQueryOptions);
}

export function useUpdateBrandSettings() {
  return useMutation({
    mutationFn: (brand: Partial<BrandKit>) => answer(client.settings.brand.$put({ json: brand })),
    onSuccess: (saved) => queryClient.setQueryData(brandSettingsKey, saved),
  });
}

/** The firm's logo: image bytes, recognised by the server from them (PNG, JPEG, GIF, WebP). */
export function useUploadFirmLogo() {
  return useMutation({
    mutationFn: (file: File) =>
      // The bytes as the body itself, which hc does not type: the route reads them.
      answer(
        client.settings.brand.logo.$put(
          {},
          { init: { body: file, headers: { 'content-type': file.type } } },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandSettingsKey }),
  });
}

export function useRemoveFirmLogo() {
  return useMutation({
    mutationFn: () => answer(client.settings.brand.logo.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandSettingsKey }),
  });
}
