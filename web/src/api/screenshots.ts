/**
 * An add-on's screenshots: list and upload (multipart) on the partner API;
 * alt-text edits, deletes and reorders on the platform API (spec §7).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, partnerApiPath, platformApiPath, segment } from './client';
import './query-meta';
import { queryKeys } from './query-keys';
import { useReorderMutation } from './reorder';
import { screenshotSchema } from './schemas';
import type { Screenshot } from './types';

const screenshotsSchema = z.array(screenshotSchema);
const screenshotsPath = (slug: string) => `/addons/${segment(slug)}/screenshots` as const;

export const screenshotsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.screenshots(slug),
    queryFn: ({ signal }): Promise<Screenshot[]> =>
      apiRequest({ path: partnerApiPath(screenshotsPath(slug)), schema: screenshotsSchema, signal }),
  });

export function useScreenshots(slug: string) {
  return useQuery(screenshotsQueryOptions(slug));
}

function useScreenshotsRefresh(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.screenshots(slug) });
}

export function useUploadScreenshot(slug: string) {
  const refresh = useScreenshotsRefresh(slug);
  return useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }) => {
      const formData = new FormData();
      formData.set('name', name);
      formData.set('file', file, file.name);
      return apiRequest({ path: partnerApiPath(screenshotsPath(slug)), method: 'POST', formData, schema: screenshotSchema });
    },
    onSuccess: refresh,
  });
}

export function useUpdateScreenshot(slug: string) {
  const refresh = useScreenshotsRefresh(slug);
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest({
        path: platformApiPath(`${screenshotsPath(slug)}/${segment(id)}`),
        method: 'PATCH',
        body: { name },
        schema: screenshotSchema,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteScreenshot(slug: string) {
  const refresh = useScreenshotsRefresh(slug);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest({ path: platformApiPath(`${screenshotsPath(slug)}/${segment(id)}`), method: 'DELETE', schema: z.null() }),
    onSuccess: refresh,
  });
}

export function useReorderScreenshots(slug: string) {
  return useReorderMutation<Screenshot>(queryKeys.screenshots(slug), (order) =>
    apiRequest({ path: platformApiPath(`${screenshotsPath(slug)}/order`), method: 'PUT', body: { order }, schema: screenshotsSchema }),
  );
}
