/** GET /api/v3/current_user: the signed-in user with their company (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, partnerApiPath } from './client';
import './query-meta';
import { queryKeys } from './query-keys';
import { currentUserSchema } from './schemas';
import type { CurrentUser } from './types';

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest({ path: partnerApiPath('/current_user'), schema: currentUserSchema, signal });
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentUser(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
