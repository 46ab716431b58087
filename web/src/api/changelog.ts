/**
 * The public add-ons changelog (spec §2 "Public routes": /changelog). Anyone
 * may read it, signed in or not, so its entries carry only what the
 * marketplace already shows the world: no company, no internal id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonSummarySchema } from './addon-lists';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const changelogEntrySchema = addonSummarySchema.pick({
  slug: true,
  display_name: true,
  summary: true,
  state: true,
  icon_url: true,
  marketplace_url: true,
  updated_at: true,
});

export type ChangelogEntryWire = z.infer<typeof changelogEntrySchema>;
export type ChangelogEntry = Camelized<ChangelogEntryWire>;

export const changelogEndpoints = defineEndpoints({
  'get /changelog': {
    api: 'partner',
    summary: 'The 20 most recently updated publicly listed add-ons (not alpha, not hidden), newest first (no sign-in)',
    access: 'public',
    response: z.array(changelogEntrySchema),
  },
});

export const changelogKey = () => ['changelog'] as const;

export function fetchChangelog(signal?: AbortSignal): Promise<ChangelogEntry[]> {
  return callEndpoint(changelogEndpoints['get /changelog'], { signal });
}

export const changelogQueryOptions = () =>
  queryOptions({
    queryKey: changelogKey(),
    queryFn: ({ signal }) => fetchChangelog(signal),
    // Public and slow-moving: no need to refetch on every visit.
    staleTime: 5 * 60_000,
    // The page shows a failure in place; the app-wide handler would flash it, or
    // on a 401 start a sign-in, which an anonymous reader must never meet.
    meta: { globalErrorHandling: false },
  });

export function useChangelog() {
  return useQuery(changelogQueryOptions());
}
