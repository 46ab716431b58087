/** GET /api/v3/addons/{slug}/documentations: the developer documentation's status (spec §2, §3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';
import { externalUrlSchema } from './url-schemas';

export const documentationSchema = z.object({
  devcenter_url: externalUrlSchema,
  status: z.enum(['ok', 'error', 'notice']),
  has_docs: z.boolean(),
  status_message: z.string().nullable(),
  /** The documentation centre approved the article (spec §4 "Article review display"), and when. */
  docs_approved: z.boolean(),
  docs_approved_at: z.iso.datetime({ offset: true }).nullable(),
});

export type DocumentationWire = z.infer<typeof documentationSchema>;
export type Documentation = Camelized<DocumentationWire>;

export const documentationEndpoints = defineEndpoints({
  'get /addons/{slug}/documentations': {
    api: 'partner',
    summary: "The state of the add-on's developer documentation",
    access: 'user',
    response: documentationSchema,
  },
});

export const documentationKey = (slug: string) => [...addonKey(slug), 'documentation'] as const;

export const documentationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: documentationKey(slug),
    queryFn: ({ signal }): Promise<Documentation> =>
      callEndpoint(documentationEndpoints['get /addons/{slug}/documentations'], { params: { slug }, signal }),
  });

export function useDocumentation(slug: string) {
  return useQuery(documentationQueryOptions(slug));
}
