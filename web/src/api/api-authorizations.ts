/**
 * An add-on's API authorization (spec §3 api-authorization, §7): the token
 * the add-on's service uses to call the platform's partner API. POST
 * regenerates it; the old one stops working at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const apiAuthorizationSchema = z.object({
  token: z.string().min(1),
  updated_at: z.iso.datetime({ offset: true }),
});

export type ApiAuthorization = Camelized<z.infer<typeof apiAuthorizationSchema>>;

export const apiAuthorizationEndpoints = defineEndpoints({
  'get /addons/{slug}/api_authorizations': {
    api: 'partner',
    summary: "The add-on's partner API token",
    access: 'user',
    response: apiAuthorizationSchema,
  },
  'post /addons/{slug}/api_authorizations': {
    api: 'partner',
    summary: 'Regenerates the partner API token (the old one stops working)',
    access: 'user',
    status: 201,
    response: apiAuthorizationSchema,
  },
});

export const apiAuthorizationKey = (slug: string) => [...addonKey(slug), 'api-authorization'] as const;

/** The add-on's API token, for the hook and for the route that starts it beside its chunk (app/route-prefetch.ts). */
export const apiAuthorizationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: apiAuthorizationKey(slug),
    queryFn: ({ signal }): Promise<ApiAuthorization> =>
      callEndpoint(apiAuthorizationEndpoints['get /addons/{slug}/api_authorizations'], { params: { slug }, signal }),
  });

export function useApiAuthorization(slug: string) {
  return useQuery(apiAuthorizationQueryOptions(slug));
}

export function useRegenerateApiAuthorization(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(apiAuthorizationEndpoints['post /addons/{slug}/api_authorizations'], { params: { slug } }),
    onSuccess: (authorization) => queryClient.setQueryData(apiAuthorizationKey(slug), authorization),
  });
}
