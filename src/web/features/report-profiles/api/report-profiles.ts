import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type { ReportProfileInput } from '../../../../domain/report-profile.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

export type { ReportProfile } from '../../../../domain/report-profile.ts';

/** `GET /api/report-profiles` (issue 12): the presets and the saved profiles. */
export const reportProfilesKey = ['report-profiles'] as const;

export const reportProfilesQueryOptions = queryOptions({
  queryKey: reportProfilesKey,
  queryFn: () => api(API.listReportProfiles.to()),
  staleTime: 60_000,
  retry: false,
});

export function useReportProfiles() {
  return useQuery(reportProfilesQueryOptions);
}

export function useCreateReportProfile() {
  return useMutation({
    mutationFn: (input: ReportProfileInput) => api(API.createReportProfile.to(), { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportProfilesKey }),
  });
}

export function useUpdateReportProfile() {
  return useMutation({
    mutationFn: ({ id, ...input }: ReportProfileInput & { id: string }) =>
      api(API.updateReportProfile.to({ profileId: id }), { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportProfilesKey }),
  });
}

export function useDeleteReportProfile() {
  return useMutation({
    mutationFn: (id: string) => api(API.deleteReportProfile.to({ profileId: id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportProfilesKey }),
  });
}
