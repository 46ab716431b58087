/**
 * An alpha add-on's invited users (spec §3 alpha-user, §7): listed and added by
 * e-mail, which must belong to an existing platform account (spec §5).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';
import { useRefreshingMutation } from './refreshing-mutation';

/** The server's answers on `email` (spec §5, §4). */
export const INVITE_MESSAGES = {
  noAccount: 'has no platform account; ask them to sign up first',
  alreadyInvited: 'has already been invited',
  notAlpha: 'Alpha users can only be invited while the add-on is in alpha.',
} as const;

export const invitedEmailSchema = z.string().trim().min(1, "can't be blank").pipe(z.email('must be an e-mail address'));

export const alphaUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  created_at: z.iso.datetime({ offset: true }),
});

export const alphaUserInputSchema = z.object({ email: invitedEmailSchema }).strict();

export type AlphaUserWire = z.infer<typeof alphaUserSchema>;
export type AlphaUser = Camelized<AlphaUserWire>;

export const alphaUserEndpoints = defineEndpoints({
  'get /addons/{slug}/alpha_users': {
    api: 'partner',
    summary: "An alpha add-on's invited users, oldest first",
    access: 'user',
    response: z.array(alphaUserSchema),
  },
  'post /addons/{slug}/alpha_users': {
    api: 'partner',
    summary: 'Invites a platform account to an alpha add-on (422 on email when there is no such account)',
    access: 'user',
    status: 201,
    request: alphaUserInputSchema,
    response: alphaUserSchema,
  },
});

export const alphaUsersKey = (slug: string) => [...addonKey(slug), 'alpha-users'] as const;

export const alphaUsersQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: alphaUsersKey(slug),
    queryFn: ({ signal }): Promise<AlphaUser[]> =>
      callEndpoint(alphaUserEndpoints['get /addons/{slug}/alpha_users'], { params: { slug }, signal }),
  });

export function useAlphaUsers(slug: string) {
  return useQuery(alphaUsersQueryOptions(slug));
}

export function useInviteAlphaUser(slug: string) {
  return useRefreshingMutation(alphaUsersKey(slug), (email: string) =>
    callEndpoint(alphaUserEndpoints['post /addons/{slug}/alpha_users'], { params: { slug }, body: { email } }),
  );
}
