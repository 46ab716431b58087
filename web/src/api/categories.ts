/** GET /api/v3/categories: the marketplace categories (spec §7 "Lists"), and how a record refers to one. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

/** Spec §3: "Categories are sent as id objects typed category." */
export const categoryRefSchema = z.object({
  id: z.string(),
  type: z.literal('category'),
});

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  label: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  description: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

export type CategoryWire = z.infer<typeof categorySchema>;
export type Category = Camelized<CategoryWire>;

export const categoryEndpoints = defineEndpoints({
  'get /categories': {
    api: 'partner',
    summary: 'Every marketplace category, in display order',
    access: 'user',
    response: z.array(categorySchema),
  },
});

export const categoriesKey = () => ['categories'] as const;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesKey(),
    queryFn: ({ signal }): Promise<Category[]> => callEndpoint(categoryEndpoints['get /categories'], { signal }),
    // Categories change rarely; one load per visit is enough.
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
