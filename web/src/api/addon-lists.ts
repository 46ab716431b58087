/**
 * Lists of add-ons (spec §6, §7): a company's add-ons, every add-on (platform
 * admins only) and a user's company's add-ons by e-mail (admins only), all as
 * summaries: what a card or a table row shows.
 */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { companyRefSchema } from './company';
import { defineEndpoints } from './endpoint-table';
import { isApiError } from './errors';
import { EMAIL_PATTERN, type TextRule } from './field-rules';
import './query-meta';
import { externalUrlSchema, imageUrlSchema } from './url-schemas';

const addonStateSchema = z.enum(['alpha', 'beta', 'ga', 'shutdown']);

export const addonSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  display_name: z.string(),
  summary: z.string(),
  state: addonStateSchema,
  /** A URL the browser can load directly (https: or data:). */
  icon_url: imageUrlSchema.nullable(),
  marketplace_url: externalUrlSchema,
  updated_at: z.iso.datetime({ offset: true }),
  provisioning_api_version: z.number().int().min(1).default(1),
  company: companyRefSchema,
});

export type AddonState = z.infer<typeof addonStateSchema>;
export type AddonSummaryWire = z.infer<typeof addonSummarySchema>;
export type AddonSummary = Camelized<AddonSummaryWire>;

const addonSummaries = z.array(addonSummarySchema);

export const addonListEndpoints = defineEndpoints({
  'get /addons': {
    api: 'partner',
    summary: 'All add-ons of every company (platform admins only); with Range (id, slug), one page',
    access: 'admin',
    response: addonSummaries,
    requestHeaders: ['range'],
  },
  'get /companies/{id}/addons': {
    api: 'partner',
    summary: "A company's add-ons; partners see only their own company's (404 otherwise)",
    access: 'user',
    response: addonSummaries,
  },
  'get /users/{email}/addons': {
    api: 'partner',
    summary: "The add-ons of a user's company, looked up by e-mail (platform admins only)",
    access: 'admin',
    response: addonSummaries,
  },
});

/** Every company's list: the prefix a change to any add-on makes stale. */
const companiesKey = () => ['companies'] as const;

export const addonListKeys = {
  all: () => ['addons', 'all'] as const,
  companies: companiesKey,
  company: (companyId: string) => [...companiesKey(), companyId, 'addons'] as const,
  /** The admin e-mail lookup's answer for one address. */
  user: (email: string) => ['users', email, 'addons'] as const,
};

export function fetchAllAddons(signal?: AbortSignal): Promise<AddonSummary[]> {
  return callEndpoint(addonListEndpoints['get /addons'], { signal });
}

/** `enabled` false for non-admins: the call would only earn a 403. */
export const allAddonsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: addonListKeys.all(),
    queryFn: enabled ? ({ signal }) => fetchAllAddons(signal) : skipToken,
  });

export function useAllAddons(options: { enabled: boolean }) {
  return useQuery(allAddonsQueryOptions(options.enabled));
}

export function fetchCompanyAddons(companyId: string, signal?: AbortSignal): Promise<AddonSummary[]> {
  return callEndpoint(addonListEndpoints['get /companies/{id}/addons'], { params: { id: companyId }, signal });
}

/** `companyId` undefined (user not loaded, or no company): the query waits. */
export const companyAddonsQueryOptions = (companyId: string | undefined) =>
  queryOptions({
    queryKey: addonListKeys.company(companyId ?? ''),
    queryFn: companyId ? ({ signal }) => fetchCompanyAddons(companyId, signal) : skipToken,
  });

export function useCompanyAddons(companyId: string | undefined) {
  return useQuery(companyAddonsQueryOptions(companyId));
}

/**
 * An admin's e-mail lookup (spec §8 "A 404 on the admin e-mail lookup gives a
 * not-found result; other errors are re-raised"): a 404 is an answer here, not
 * a failure, so it is neither flashed nor shown as an error.
 */
export type UserAddonsLookup = { found: true; addons: AddonSummary[] } | { found: false };

/** What the lookup's e-mail field accepts: an address as the contract judges one. */
export const emailLookupRule = { required: true, max: 254, pattern: EMAIL_PATTERN } as const satisfies TextRule;

export async function lookUpUserAddons(email: string, signal?: AbortSignal): Promise<UserAddonsLookup> {
  try {
    return { found: true, addons: await callEndpoint(addonListEndpoints['get /users/{email}/addons'], { params: { email }, signal }) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { found: false };
    throw error;
  }
}

/** `email` undefined (nothing looked up yet): the query waits. */
export const userAddonsLookupQueryOptions = (email: string | undefined) =>
  queryOptions({
    queryKey: addonListKeys.user(email ?? ''),
    queryFn: email ? ({ signal }) => lookUpUserAddons(email, signal) : skipToken,
  });

export function useUserAddonsLookup(email: string | undefined) {
  return useQuery(userAddonsLookupQueryOptions(email));
}
