/**
 * Personal API tokens (issue 35 §4): a partner's own bearer tokens for
 * automation, each with a name, scopes (never more than the creator's company
 * role allows, domain/api-token-scopes.ts) and a required expiry. The value
 * (`ppt_…`) is in the answer that makes it and nowhere else: the sandbox keeps
 * only its hash, and the list never carries it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import type { TextRule } from './field-rules';
import { zodText } from './field-rules';
import './query-meta';
import { useRefreshingMutation } from './refreshing-mutation';

/** One scope per company action a token may take (the permission table's actions, minus the caller's own things). */
export const API_TOKEN_SCOPES = [
  'read_listing',
  'read_reports',
  'read_users',
  'write_listing',
  'manage_plans',
  'manage_credentials',
  'request_approvals',
  'request_repricings',
  'edit_company',
  'manage_users',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The expiries offered; there is no token without one. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];

/** What every token value starts with, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'ppt_';

export const API_TOKEN_NAME_RULE = { required: true, max: 60 } as const satisfies TextRule;

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: `must be one of ${API_TOKEN_SCOPES.join(', ')}` });

export const apiTokenScopesSchema = z
  .array(apiTokenScopeSchema, { error: 'must be a list of scopes' })
  .min(1, 'must name at least one scope')
  .refine((scopes) => new Set(scopes).size === scopes.length, 'lists a scope twice');

const EXPIRY_MESSAGE = `must be one of ${API_TOKEN_EXPIRY_DAYS.join(', ')} (days)`;
export const apiTokenExpirySchema = z.union(
  API_TOKEN_EXPIRY_DAYS.map((days) => z.literal(days)),
  { error: EXPIRY_MESSAGE },
);

export const apiTokenInputSchema = z
  .object({
    name: zodText(API_TOKEN_NAME_RULE),
    scopes: apiTokenScopesSchema,
    expires_in_days: apiTokenExpirySchema,
  })
  .strict();

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  created_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
  /** `null` until a call is made with it. */
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
});

/** The list, and which scopes the caller's role lets them grant today (the form offers only these). */
export const apiTokenListSchema = z.object({
  tokens: z.array(apiTokenSchema),
  grantable_scopes: z.array(apiTokenScopeSchema),
});

/** The answer that makes a token: the only time its value is shown. */
export const apiTokenWithValueSchema = apiTokenSchema.extend({
  token: z.string().regex(/^ppt_[A-Za-z0-9_-]{20,}$/),
});

export type ApiTokenWire = z.infer<typeof apiTokenSchema>;
export type ApiTokenWithValueWire = z.infer<typeof apiTokenWithValueSchema>;
export type ApiTokenListWire = z.infer<typeof apiTokenListSchema>;
export type ApiToken = Camelized<ApiTokenWire>;
export type ApiTokenWithValue = Camelized<ApiTokenWithValueWire>;
export type ApiTokenList = Camelized<ApiTokenListWire>;
export type ApiTokenInput = { name: string; scopes: ApiTokenScope[]; expiresInDays: ApiTokenExpiryDays };

export const apiTokenEndpoints = defineEndpoints({
  'get /current_user/api_tokens': {
    api: 'partner',
    summary: "The caller's personal API tokens that are not revoked, newest first, without their values; and the scopes their role may grant",
    access: 'user',
    response: apiTokenListSchema,
  },
  'post /current_user/api_tokens': {
    api: 'partner',
    summary:
      'Makes a personal API token (name, scopes within the caller’s role, 30/90/365 days); the answer shows its value once. Platform administrators may not (403)',
    access: 'user',
    status: 201,
    request: apiTokenInputSchema,
    response: apiTokenWithValueSchema,
  },
  'delete /current_user/api_tokens/{id}': {
    api: 'partner',
    summary: 'Revokes one of the caller’s personal API tokens: calls with it are refused (401) from now on',
    access: 'user',
    status: 204,
    response: z.null(),
  },
});

export const apiTokensKey = ['current-user', 'api-tokens'] as const;

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokensKey,
    queryFn: ({ signal }): Promise<ApiTokenList> => callEndpoint(apiTokenEndpoints['get /current_user/api_tokens'], { signal }),
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}

export function useCreateApiToken() {
  return useRefreshingMutation(apiTokensKey, (input: ApiTokenInput) =>
    callEndpoint(apiTokenEndpoints['post /current_user/api_tokens'], { body: input }),
  );
}

export function useRevokeApiToken() {
  return useRefreshingMutation(apiTokensKey, (id: string) =>
    callEndpoint(apiTokenEndpoints['delete /current_user/api_tokens/{id}'], { params: { id } }),
  );
}
