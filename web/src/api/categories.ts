/** GET /api/v3/categories: the marketplace categories (spec §7 "Lists"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, partnerApiPath } from './client';
import './query-meta';
import { queryKeys } from './query-keys';
import { categorySchema } from './schemas';
import type { Category } from './types';

const categoriesSchema = z.array(categorySchema);

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest({ path: partnerApiPath('/categories'), schema: categoriesSchema, signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(signal),
    // Categories change rarely; one load per visit is enough.
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
