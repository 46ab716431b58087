/** GET and PATCH /api/v3/addons/{slug}: one add-on, and saving its listing (spec §7). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, partnerApiPath, segment } from './client';
import './query-meta';
import { queryKeys } from './query-keys';
import { addonSchema } from './schemas';
import type { Addon, AddonPatch } from './types';

export function fetchAddon(slug: string, signal?: AbortSignal): Promise<Addon> {
  return apiRequest({ path: partnerApiPath(`/addons/${segment(slug)}`), schema: addonSchema, signal });
}

export const addonQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.addon(slug),
    queryFn: ({ signal }) => fetchAddon(slug, signal),
  });

/** The workspace shows its own not-found state, so a 404 is not flashed. */
export function useAddon(slug: string) {
  return useQuery({ ...addonQueryOptions(slug), meta: { globalErrorHandling: false } });
}

/** PATCH with only the changed attributes (spec §3); the saved add-on replaces the cached one. */
export function useUpdateAddon(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AddonPatch) =>
      apiRequest({ path: partnerApiPath(`/addons/${segment(slug)}`), method: 'PATCH', body: changes, schema: addonSchema }),
    onSuccess: (addon) => {
      queryClient.setQueryData(queryKeys.addon(slug), addon);
      // Lists show the display name, summary and icon too.
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAddons() });
    },
  });
}
