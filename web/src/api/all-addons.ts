/** GET /api/v3/addons: every add-on of every company (platform admins only, spec §6/§7). */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, partnerApiPath } from './client';
import './query-meta';
import { queryKeys } from './query-keys';
import { addonSummarySchema } from './schemas';
import type { AddonSummary } from './types';

const allAddonsSchema = z.array(addonSummarySchema);

export function fetchAllAddons(signal?: AbortSignal): Promise<AddonSummary[]> {
  return apiRequest({ path: partnerApiPath('/addons'), schema: allAddonsSchema, signal });
}

/** `enabled` false for non-admins: the call would only earn a 403. */
export const allAddonsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: queryKeys.allAddons(),
    queryFn: enabled ? ({ signal }) => fetchAllAddons(signal) : skipToken,
  });

export function useAllAddons(options: { enabled: boolean }) {
  return useQuery(allAddonsQueryOptions(options.enabled));
}
