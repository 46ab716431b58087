/** GET /api/v3/companies/{id}/addons: a company's add-ons (spec §7). */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, partnerApiPath } from './client';
import './query-meta';
import { queryKeys } from './query-keys';
import { addonSummarySchema } from './schemas';
import type { AddonSummary } from './types';

const companyAddonsSchema = z.array(addonSummarySchema);

export function fetchCompanyAddons(companyId: string, signal?: AbortSignal): Promise<AddonSummary[]> {
  return apiRequest({
    path: partnerApiPath(`/companies/${encodeURIComponent(companyId)}/addons`),
    schema: companyAddonsSchema,
    signal,
  });
}

/** `companyId` undefined (user not loaded, or no company): the query waits. */
export const companyAddonsQueryOptions = (companyId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.companyAddons(companyId ?? ''),
    queryFn: companyId ? ({ signal }) => fetchCompanyAddons(companyId, signal) : skipToken,
  });

export function useCompanyAddons(companyId: string | undefined) {
  return useQuery(companyAddonsQueryOptions(companyId));
}
