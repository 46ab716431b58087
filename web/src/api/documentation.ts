/** GET /api/v3/addons/{slug}/documentations: the developer documentation's status (spec §2, §3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, partnerApiPath, segment } from './client';
import './query-meta';
import { queryKeys } from './query-keys';
import { documentationSchema } from './schemas';
import type { Documentation } from './types';

export function fetchDocumentation(slug: string, signal?: AbortSignal): Promise<Documentation> {
  return apiRequest({ path: partnerApiPath(`/addons/${segment(slug)}/documentations`), schema: documentationSchema, signal });
}

export const documentationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.documentation(slug),
    queryFn: ({ signal }) => fetchDocumentation(slug, signal),
  });

export function useDocumentation(slug: string) {
  return useQuery(documentationQueryOptions(slug));
}
