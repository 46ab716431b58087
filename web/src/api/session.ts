/**
 * GET /bff/session: who is signed in (display facts, never tokens), or 401.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import './query-meta';
import { queryKeys } from './query-keys';
import { sessionInfoSchema } from './schemas';
import type { SessionInfo } from './types';

export const SESSION_PATH = '/bff/session';

export { signInUrl } from './sign-in-url';

export function fetchSession(signal?: AbortSignal): Promise<SessionInfo> {
  return apiRequest({ path: SESSION_PATH, schema: sessionInfoSchema, signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
    // The session guard shows its own outcome (sign-in redirect or error page).
    meta: { globalErrorHandling: false },
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
