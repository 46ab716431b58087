/**
 * Every company at once, for the admin Addresses and Users screens (spec §2
 * "Admin routes", §6: "list company addresses and users" is admin-only).
 *
 * One endpoint serves both screens (a choice, not the spec's: §7 shows only
 * per-company calls): each company with its address, its add-ons (slug,
 * display name, state) and its users (e-mail, date added). Both screens need
 * the add-ons to decide which companies to list, so they share one query and
 * moving between them costs no second download.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonListKeys, type AddonState } from './addon-lists';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { companyAddressFields } from './company';
import { defineEndpoints } from './endpoint-table';
import { listPagesQueryFn, wholeList, type ListWalk } from './list-pages';
import { DEFAULT_RANGE_MAX, formatRange, RANGE_MAX_LIMIT } from './list-range';
import './query-meta';

const addonStateSchema = z.enum(['alpha', 'beta', 'ga', 'shutdown'] satisfies AddonState[]);

export const adminCompanyAddonSchema = z.object({
  slug: z.string(),
  display_name: z.string(),
  state: addonStateSchema,
});

export const adminCompanyUserSchema = z.object({
  email: z.email(),
  /** When the user was added to the company. */
  created_at: z.iso.datetime({ offset: true }),
});

export const adminCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  ...companyAddressFields,
  /**
   * As the upstream stores it: any string. The screen links it only when it
   * is an https: URL (domain/admin-companies.ts `safeMapLink`), so one odd
   * value neither breaks the list nor becomes a `javascript:` link.
   */
  google_maps_link: z.string().nullable(),
  /** Sorted by display name. */
  addons: z.array(adminCompanyAddonSchema),
  /** Oldest first. */
  users: z.array(adminCompanyUserSchema),
});

export type AdminCompanyWire = z.infer<typeof adminCompanySchema>;
export type AdminCompany = Camelized<AdminCompanyWire>;
export type AdminCompanyAddon = AdminCompany['addons'][number];
export type AdminCompanyUser = AdminCompany['users'][number];

export const adminCompanyEndpoints = defineEndpoints({
  'get /companies': {
    api: 'partner',
    summary: 'Every company with its address, add-ons and users, by name (platform admins only); with Range (id, name), one page',
    access: 'admin',
    response: z.array(adminCompanySchema),
    requestHeaders: ['range'],
  },
});

/**
 * Under the companies prefix, so a change to any add-on (whose state decides
 * who is listed) makes it stale; an object segment, so it never reads as a
 * company id.
 */
export const adminCompaniesKey = () => [...addonListKeys.companies(), { list: 'admin' }] as const;

/** The first page in the screens' order (by name), then the whole list by id (list-pages.ts). */
const FIRST_PAGE = formatRange({ field: 'name', max: DEFAULT_RANGE_MAX, order: 'asc' });
const WALK = formatRange({ field: 'id', max: RANGE_MAX_LIMIT, order: 'asc' });

const companiesWalk = (signal: AbortSignal): ListWalk<AdminCompany> => ({
  first: FIRST_PAGE,
  walk: WALK,
  idOf: (company) => company.id,
  fetchPage: async (range) => {
    let nextRange: string | undefined;
    const rows = await callEndpoint(adminCompanyEndpoints['get /companies'], {
      signal,
      headers: { Range: range },
      readHeaders: (headers) => (nextRange = headers.get('Next-Range') ?? undefined),
    });
    return { rows, nextRange };
  },
});

export const adminCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: adminCompaniesKey(),
    queryFn: listPagesQueryFn<AdminCompany, ReturnType<typeof adminCompaniesKey>>(companiesWalk),
  });

/** The companies as they arrive, for the tables that show rows before the last page (`complete` says when all are in). */
export function useAdminCompanyPages() {
  return useQuery(adminCompaniesQueryOptions());
}

/** Every company, once all have arrived: pending until then, so counts and lookups never read a partial list. */
export function useAdminCompanies() {
  return wholeList(useQuery(adminCompaniesQueryOptions()));
}
