import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type { BrandKit } from '../../../../domain/brand.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** `GET`/`PUT /api/settings/brand` (issue 12): the owner's kit and the firm logo's address. */
export const brandSettingsKey = ['settings', 'brand'] as const;

export const brandSettingsQueryOptions = queryOptions({
  queryKey: brandSettingsKey,
  queryFn: () => api(API.getBrand.to()),
  staleTime: 60_000,
  // A server without the brand kit (or a 404 before it is set up) is not worth retrying.
  retry: false,
});

export function useBrandSettings() {
  return useQuery(brandSettingsQueryOptions);
}

export function useUpdateBrandSettings() {
  return useMutation({
    mutationFn: (brand: Partial<BrandKit>) => api(API.saveBrand.to(), { json: brand }),
    onSuccess: (saved) => queryClient.setQueryData(brandSettingsKey, saved),
  });
}

/** The firm's logo: image bytes, recognised by the server from them (PNG, JPEG, GIF, WebP). */
export function useUploadFirmLogo() {
  return useMutation({
    mutationFn: (file: File) =>
      api(API.uploadFirmLogo.to(), {
        headers: { 'content-type': file.type },
        body: file,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandSettingsKey }),
  });
}

export function useRemoveFirmLogo() {
  return useMutation({
    mutationFn: () => api(API.removeFirmLogo.to()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandSettingsKey }),
  });
}
