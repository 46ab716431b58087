/**
 * An add-on's manifest (spec §2 settings "Manifest"): the JSON document the
 * platform reads the add-on's configuration from (id, name, config vars,
 * regions, provisioning endpoints). Its keys are the manifest's own, so they
 * are kept as sent (`dataFields`). No secret is part of it here: the
 * credentials have their own sections.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const manifestResponseSchema = z.object({
  manifest: z.record(z.string(), z.unknown()),
});

export const manifestEndpoints = defineEndpoints({
  'get /addons/{slug}/manifest': {
    api: 'partner',
    summary: "The add-on's manifest as JSON",
    access: 'user',
    dataFields: ['manifest'],
    response: manifestResponseSchema,
  },
});

/** The add-on's manifest, for the hook and for the route that starts it beside its chunk (app/route-prefetch.ts). */
export const manifestQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...addonKey(slug), 'manifest'] as const,
    queryFn: ({ signal }) => callEndpoint(manifestEndpoints['get /addons/{slug}/manifest'], { params: { slug }, signal }),
  });

export function useManifest(slug: string) {
  return useQuery(manifestQueryOptions(slug));
}
