import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ReportProfileInput } from '../../../../domain/report-profile.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

export type { ReportProfile } from '../../../../domain/report-profile.ts';

/** `GET /api/report-profiles` (issue 12): the presets and the saved profiles. */
export const reportProfilesKey = ['report-profiles'] as const;

export const reportProfilesQueryOptions = queryOptions({
  queryKey: reportProfilesKey,
  queryFn: () => answer(client['report-profiles'].$get()),
  staleTime: 60_000,
  retry: false,
});

export function useReportProfiles() {
  return useQuery(reportProfilesQueryOptions);
}

export function useCreateReportProfile() {
  return useMutation({
    mutationFn: (input: ReportProfileInput) =>
      answer(client['report-profiles'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportProfilesKey }),
  });
}

export function useUpdateReportProfile() {
  return useMutation({
    mutationFn: ({ id, ...input }: ReportProfileInput & { id: string }) =>
      answer(
        client['report-profiles'][':profileId'].$put({
          param: { profileId: segment(id) },
          json: input,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportProfilesKey }),
  });
}

export function useDeleteReportProfile() {
  return useMutation({
    mutationFn: (id: string) =>
      answer(
        client['report-profiles'][':profileId'].$delete({ param: { profileId: segment(id) } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportProfilesKey }),
  });
}
