/**
 * An add-on's OAuth credentials (spec §3 oauth-credential, §7): the client id
 * and secret the platform's OAuth flow uses. POST regenerates the secret; the
 * old one stops working at once. The partner may read them (they configure
 * their service with them); the screen masks the secret until revealed.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const oauthCredentialSchema = z.object({
  client_id: z.string(),
  secret: z.string().min(1),
  updated_at: z.iso.datetime({ offset: true }),
});

export type OauthCredential = Camelized<z.infer<typeof oauthCredentialSchema>>;

export const oauthCredentialEndpoints = defineEndpoints({
  'get /addons/{slug}/oauth_credentials': {
    api: 'partner',
    summary: "The add-on's OAuth client id and secret",
    access: 'user',
    response: oauthCredentialSchema,
  },
  'post /addons/{slug}/oauth_credentials': {
    api: 'partner',
    summary: 'Regenerates the OAuth client secret (the old one stops working)',
    access: 'user',
    status: 201,
    response: oauthCredentialSchema,
  },
});

export const oauthCredentialKey = (slug: string) => [...addonKey(slug), 'oauth-credentials'] as const;

/** The add-on's OAuth credential, for the hook and for the route that starts it beside its chunk (app/route-prefetch.ts). */
export const oauthCredentialQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: oauthCredentialKey(slug),
    queryFn: ({ signal }): Promise<OauthCredential> =>
      callEndpoint(oauthCredentialEndpoints['get /addons/{slug}/oauth_credentials'], { params: { slug }, signal }),
  });

export function useOauthCredential(slug: string) {
  return useQuery(oauthCredentialQueryOptions(slug));
}

/** The new secret replaces the cached one at once (no refetch of a secret that was just sent). */
export function useRegenerateOauthCredential(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(oauthCredentialEndpoints['post /addons/{slug}/oauth_credentials'], { params: { slug } }),
    onSuccess: (credential) => queryClient.setQueryData(oauthCredentialKey(slug), credential),
  });
}
