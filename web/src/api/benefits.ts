/**
 * An add-on's benefits: list and create on the partner API, change, delete and
 * reorder on the platform API (spec §7).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, partnerApiPath, platformApiPath, segment } from './client';
import './query-meta';
import { queryKeys } from './query-keys';
import { useReorderMutation } from './reorder';
import { benefitSchema } from './schemas';
import type { Benefit } from './types';

const benefitsSchema = z.array(benefitSchema);

export interface BenefitInput {
  title: string;
  description: string;
}

const benefitsPath = (slug: string) => `/addons/${segment(slug)}/benefits` as const;

export const benefitsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.benefits(slug),
    queryFn: ({ signal }): Promise<Benefit[]> => apiRequest({ path: partnerApiPath(benefitsPath(slug)), schema: benefitsSchema, signal }),
  });

export function useBenefits(slug: string) {
  return useQuery(benefitsQueryOptions(slug));
}

function useBenefitsRefresh(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.benefits(slug) });
}

export function useCreateBenefit(slug: string) {
  const refresh = useBenefitsRefresh(slug);
  return useMutation({
    mutationFn: (input: BenefitInput) =>
      apiRequest({ path: partnerApiPath(benefitsPath(slug)), method: 'POST', body: { ...input }, schema: benefitSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateBenefit(slug: string) {
  const refresh = useBenefitsRefresh(slug);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<BenefitInput> }) =>
      apiRequest({
        path: platformApiPath(`${benefitsPath(slug)}/${segment(id)}`),
        method: 'PATCH',
        body: changes,
        schema: benefitSchema,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteBenefit(slug: string) {
  const refresh = useBenefitsRefresh(slug);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest({ path: platformApiPath(`${benefitsPath(slug)}/${segment(id)}`), method: 'DELETE', schema: z.null() }),
    onSuccess: refresh,
  });
}

export function useReorderBenefits(slug: string) {
  return useReorderMutation<Benefit>(queryKeys.benefits(slug), (order) =>
    apiRequest({ path: platformApiPath(`${benefitsPath(slug)}/order`), method: 'PUT', body: { order }, schema: benefitsSchema }),
  );
}
