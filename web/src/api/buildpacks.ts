/**
 * Buildpacks on the platform's buildpack registry (issue 23, spec §3 and §7
 * "Buildpack registry"), on the registry's public contract: reached through
 * the BFF under `/buildpack-registry` (which adds the bearer and the
 * registry's Accept header). A buildpack is addressed by its id, or by
 * `{namespace}/{name}` URL-encoded into one segment; the SPA uses the id,
 * because the BFF refuses encoded slashes in any proxied path.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BUILDPACK_CATEGORIES,
  SUPPORT_METHODS,
  buildpackDescriptionRule,
  buildpackNameRule,
  buildpackNamespaceRule,
  supportAddressRules,
} from './buildpack-rules';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { zodText } from './field-rules';
import './query-meta';
import { externalUrlSchema, imageUrlSchema } from './url-schemas';

/** The registry's media type: every request must name it in Accept (others get 406). */
export const BUILDPACK_REGISTRY_MEDIA_TYPE = 'application/vnd.heroku+json; version=3.buildpack-registry';
/** The header a second factor travels in, on writes to a buildpack that requires one. */
export const TWO_FACTOR_HEADER = 'Heroku-Two-Factor-Code';

const timestamp = z.iso.datetime({ offset: true });
const logoImageSchema = z.object({ url: imageUrlSchema, width: z.number().int().positive(), height: z.number().int().positive() });

/** Who owns a buildpack: a user or a team (an enterprise team is shown as a team). */
export const buildpackOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['user', 'team', 'enterprise']),
});

export const buildpackSourceSchema = z.object({
  type: z.literal('github'),
  /** The code-hosting account or organisation, and the repository's name. */
  owner: z.string().min(1),
  repo: z.string().min(1),
});

export const buildpackSupportSchema = z.object({
  method: z.enum(SUPPORT_METHODS),
  /** An e-mail (email), an https page (website), `null` otherwise. */
  address: z.string().nullable(),
});

export const buildpackSchema = z.object({
  id: z.string(),
  name: z.string(),
  namespace: z.string(),
  description: z.string().nullable(),
  category: z.enum(BUILDPACK_CATEGORIES),
  two_factor_authentication: z.boolean(),
  blob_url: externalUrlSchema,
  source: buildpackSourceSchema,
  support: buildpackSupportSchema,
  logo: z.object({ small: logoImageSchema, medium: logoImageSchema }).nullable(),
  owner: buildpackOwnerSchema,
  created_at: timestamp,
  updated_at: timestamp,
});

export type BuildpackWire = z.infer<typeof buildpackSchema>;
export type Buildpack = Camelized<BuildpackWire>;
export type BuildpackOwner = Camelized<z.infer<typeof buildpackOwnerSchema>>;

/** The support address each method needs, judged by the shared rules (the form's Yup uses the same). */
const supportRequestSchema = z
  .object({ method: z.enum(SUPPORT_METHODS), address: z.string().trim().nullable().optional() })
  .superRefine((support, context) => {
    const rule = support.method === 'email' || support.method === 'website' ? supportAddressRules[support.method] : undefined;
    if (!rule) return;
    const checked = zodText(rule).safeParse(support.address ?? '');
    for (const issue of checked.success ? [] : checked.error.issues) context.addIssue({ code: 'custom', path: ['address'], message: issue.message });
  })
  .transform((support) => ({ method: support.method, address: support.method === 'email' || support.method === 'website' ? (support.address ?? null) : null }));

export const createBuildpackSchema = z.object({
  name: zodText(buildpackNameRule),
  namespace: zodText(buildpackNamespaceRule),
  description: zodText(buildpackDescriptionRule).nullable().optional(),
  category: z.enum(BUILDPACK_CATEGORIES),
  source: buildpackSourceSchema,
  support: supportRequestSchema,
  /** The user themself or one of their teams; the registry fills in the name. */
  owner: z.object({ id: z.string().min(1), type: z.enum(['user', 'team', 'enterprise']) }),
});

export const updateBuildpackSchema = z.object({
  description: zodText(buildpackDescriptionRule).nullable().optional(),
  category: z.enum(BUILDPACK_CATEGORIES).optional(),
  support: supportRequestSchema.optional(),
  source: buildpackSourceSchema.optional(),
});

export type CreateBuildpack = Camelized<z.input<typeof createBuildpackSchema>>;
export type UpdateBuildpack = Camelized<z.input<typeof updateBuildpackSchema>>;

const repeated = z.array(z.string()).optional();
/** `in[namespace][]=a&in[namespace][]=b&in[name][]=x&like[description]=text`: every filter given must match. */
export const buildpackSearchQuerySchema = z.object({
  'in[namespace][]': repeated,
  'in[name][]': repeated,
  'like[description]': z.array(z.string()).max(1, 'give like[description] once').optional(),
});

export const buildpackEndpoints = defineEndpoints({
  'get /buildpacks': {
    api: 'registry',
    summary: 'Searches buildpacks: in[namespace][], in[name][] (repeatable) and like[description]',
    access: 'public',
    query: buildpackSearchQuerySchema,
    response: z.array(buildpackSchema),
  },
  'post /buildpacks': {
    api: 'registry',
    summary: 'Creates a buildpack owned by the user or one of their teams (422 when the name is taken)',
    access: 'user',
    status: 201,
    request: createBuildpackSchema,
    response: buildpackSchema,
  },
  'get /buildpacks/{buildpack}': {
    api: 'registry',
    summary: 'One buildpack, by id or URL-encoded namespace/name',
    access: 'public',
    response: buildpackSchema,
  },
  'patch /buildpacks/{buildpack}': {
    api: 'registry',
    summary: "Updates a buildpack's description, category, support or source (owner or team member)",
    access: 'user',
    request: updateBuildpackSchema,
    requestHeaders: ['heroku-two-factor-code'],
    response: buildpackSchema,
  },
  'post /buildpacks/{buildpack}/actions/archive': {
    api: 'registry',
    summary: 'Archives a buildpack: it leaves the registry (owner or team member; a second factor when required)',
    access: 'user',
    requestHeaders: ['heroku-two-factor-code'],
    response: buildpackSchema,
  },
  'get /users/{user}/buildpacks': {
    api: 'registry',
    summary: "The buildpacks a user owns (their own only; 403 for anyone else's)",
    access: 'user',
    response: z.array(buildpackSchema),
  },
});

export const buildpacksKey = () => ['buildpacks'] as const;
export const buildpackKey = (id: string) => [...buildpacksKey(), 'one', id] as const;
export const userBuildpacksKey = (userId: string) => [...buildpacksKey(), 'user', userId] as const;
export const buildpackSearchKey = (query: BuildpackSearch) => [...buildpacksKey(), 'search', query] as const;

/** A search as the screens write it; sent with repeated brackets. */
export interface BuildpackSearch {
  namespaces?: readonly string[];
  names?: readonly string[];
  description?: string;
}

export function searchQuery(search: BuildpackSearch) {
  return {
    'in[namespace][]': search.namespaces,
    'in[name][]': search.names,
    'like[description]': search.description?.trim() ? search.description.trim() : undefined,
  };
}

export const buildpackSearchQueryOptions = (search: BuildpackSearch) =>
  queryOptions({
    queryKey: buildpackSearchKey(search),
    queryFn: ({ signal }) => callEndpoint(buildpackEndpoints['get /buildpacks'], { query: searchQuery(search), signal }),
  });

/** A search; waits while `search` is undefined (e.g. the memberships are not loaded yet). */
export function useBuildpackSearch(search: BuildpackSearch | undefined) {
  return useQuery({ ...buildpackSearchQueryOptions(search ?? {}), enabled: search !== undefined });
}

/** `userId` undefined (the user is not loaded): the query waits. */
export function useUserBuildpacks(userId: string | undefined) {
  return useQuery({
    queryKey: userBuildpacksKey(userId ?? ''),
    queryFn: ({ signal }) => callEndpoint(buildpackEndpoints['get /users/{user}/buildpacks'], { params: { user: userId ?? '' }, signal }),
    enabled: userId !== undefined,
  });
}

export const buildpackQueryOptions = (id: string) =>
  queryOptions({
    queryKey: buildpackKey(id),
    queryFn: ({ signal }) => callEndpoint(buildpackEndpoints['get /buildpacks/{buildpack}'], { params: { buildpack: id }, signal }),
  });

export function useBuildpack(id: string) {
  return useQuery(buildpackQueryOptions(id));
}

/** The second factor as a header, when the user gave one. */
export function twoFactorHeaders(code: string | undefined): Record<string, string> | undefined {
  const trimmed = code?.trim();
  return trimmed ? { [TWO_FACTOR_HEADER]: trimmed } : undefined;
}

/** Errors (a taken name: 422 `name_taken`) are the form's to show: no global flash. */
export function useCreateBuildpack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBuildpack) => callEndpoint(buildpackEndpoints['post /buildpacks'], { body }),
    onSuccess: (buildpack) => {
      queryClient.setQueryData(buildpackKey(buildpack.id), buildpack);
      return queryClient.invalidateQueries({ queryKey: buildpacksKey() });
    },
    meta: { globalErrorHandling: false },
  });
}

export function useUpdateBuildpack(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, twoFactorCode }: { body: UpdateBuildpack; twoFactorCode?: string }) =>
      callEndpoint(buildpackEndpoints['patch /buildpacks/{buildpack}'], { params: { buildpack: id }, body, headers: twoFactorHeaders(twoFactorCode) }),
    onSuccess: (buildpack) => {
      queryClient.setQueryData(buildpackKey(id), buildpack);
      return queryClient.invalidateQueries({ queryKey: buildpacksKey() });
    },
    meta: { globalErrorHandling: false },
  });
}

/** A 403 `two_factor` asks for the code; the screen resends with it. */
export function useArchiveBuildpack(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ twoFactorCode }: { twoFactorCode?: string } = {}) =>
      callEndpoint(buildpackEndpoints['post /buildpacks/{buildpack}/actions/archive'], { params: { buildpack: id }, headers: twoFactorHeaders(twoFactorCode) }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: buildpackKey(id) });
      return queryClient.invalidateQueries({ queryKey: buildpacksKey() });
    },
    meta: { globalErrorHandling: false },
  });
}

/**
 * The buildpack at `namespace/name` (a screen's route), found by search:
 * the BFF refuses the encoded slash of `GET /buildpacks/{namespace%2Fname}`.
 * `null` when there is none.
 */
export function useBuildpackBySlug(namespace: string, name: string) {
  return useQuery({
    ...buildpackSearchQueryOptions({ namespaces: [namespace], names: [name] }),
    select: (found) => found.find((buildpack) => buildpack.namespace.toLowerCase() === namespace.toLowerCase() && buildpack.name.toLowerCase() === name.toLowerCase()) ?? null,
  });
}
