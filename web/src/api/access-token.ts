/**
 * GET /bff/token: the signed-in user's platform API access token and e-mail,
 * for the token screen only (design.md §1: the one deliberate exception to
 * "tokens never reach the browser"). The BFF's own endpoint, answered with
 * `Cache-Control: no-store`; the SPA keeps it no longer than the screen is open.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Camelized } from './case';
import { apiRequest } from './client';
import './query-meta';

export const TOKEN_PATH = '/bff/token';

export const accessTokenSchema = z.object({
  email: z.email(),
  access_token: z.string().min(1),
});

export type AccessToken = Camelized<z.infer<typeof accessTokenSchema>>;

export const accessTokenKey = () => ['bff', 'token'] as const;

export const accessTokenQueryOptions = () =>
  queryOptions({
    queryKey: accessTokenKey(),
    queryFn: ({ signal }): Promise<AccessToken> => apiRequest({ path: TOKEN_PATH, schema: accessTokenSchema, signal }),
    // A refreshed session has a new token: ask each time the screen opens, and forget it once it closes.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export function useAccessToken() {
  return useQuery(accessTokenQueryOptions());
}
