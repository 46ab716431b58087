/**
 * GET /bff/session: who is signed in (display facts, never tokens), or 401.
 * The BFF's own endpoint, not an upstream one: called with the plain client.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Camelized } from './case';
import { apiRequest } from './client';
import './query-meta';

export const SESSION_PATH = '/bff/session';

/** What `/bff/session` tells the SPA. */
export const sessionInfoSchema = z.object({
  email: z.email(),
  name: z.string(),
  is_admin: z.boolean(),
});

export type SessionInfo = Camelized<z.infer<typeof sessionInfoSchema>>;

export { signInUrl } from './sign-in-url';

export const sessionKey = () => ['bff', 'session'] as const;

export function fetchSession(signal?: AbortSignal): Promise<SessionInfo> {
  return apiRequest({ path: SESSION_PATH, schema: sessionInfoSchema, signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKey(),
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
    // The session guard shows its own outcome (sign-in redirect or error page).
    meta: { globalErrorHandling: false },
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
