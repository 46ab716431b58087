/**
 * An add-on's benefits (spec §3 benefit): listed and created on the partner
 * API; changed, deleted and reordered on the platform API (spec §7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { zodText, type TextRule } from './field-rules';
import './query-meta';
import { useRefreshingMutation } from './refreshing-mutation';
import { reorderSchema, useReorderMutation } from './reorder';

export const benefitSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int().min(0),
});

/** The benefit's text fields, for the contract below and the benefit form. */
export const benefitTextRules = {
  title: { required: true, max: 80 },
  description: { required: true, max: 500 },
} as const satisfies Record<string, TextRule>;

export const benefitInputSchema = z
  .object({
    title: zodText(benefitTextRules.title),
    description: zodText(benefitTextRules.description),
  })
  .strict();

export const benefitPatchSchema = benefitInputSchema.partial().strict();

export type BenefitWire = z.infer<typeof benefitSchema>;
export type Benefit = Camelized<BenefitWire>;
export type BenefitInput = Camelized<z.input<typeof benefitInputSchema>>;

const benefitList = z.array(benefitSchema);

export const benefitEndpoints = defineEndpoints({
  'get /addons/{slug}/benefits': {
    api: 'partner',
    summary: "An add-on's benefits, in listing order",
    access: 'user',
    response: benefitList,
  },
  'post /addons/{slug}/benefits': {
    api: 'partner',
    summary: 'Adds a benefit at the end of the list',
    access: 'user',
    status: 201,
    request: benefitInputSchema,
    response: benefitSchema,
  },
  'patch /addons/{slug}/benefits/{id}': {
    api: 'platform',
    summary: 'Changes a benefit',
    access: 'user',
    request: benefitPatchSchema,
    response: benefitSchema,
  },
  'delete /addons/{slug}/benefits/{id}': {
    api: 'platform',
    summary: 'Deletes a benefit',
    access: 'user',
    status: 204,
    response: z.null(),
  },
  'put /addons/{slug}/benefits/order': {
    api: 'platform',
    summary: 'Puts the benefits in the given order (every id once)',
    access: 'user',
    request: reorderSchema,
    response: benefitList,
  },
});

export const benefitsKey = (slug: string) => [...addonKey(slug), 'benefits'] as const;

export const benefitsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: benefitsKey(slug),
    queryFn: ({ signal }): Promise<Benefit[]> => callEndpoint(benefitEndpoints['get /addons/{slug}/benefits'], { params: { slug }, signal }),
  });

export function useBenefits(slug: string) {
  return useQuery(benefitsQueryOptions(slug));
}

export function useCreateBenefit(slug: string) {
  return useRefreshingMutation(benefitsKey(slug), (input: BenefitInput) =>
    callEndpoint(benefitEndpoints['post /addons/{slug}/benefits'], { params: { slug }, body: input }),
  );
}

export function useUpdateBenefit(slug: string) {
  return useRefreshingMutation(benefitsKey(slug), ({ id, changes }: { id: string; changes: Partial<BenefitInput> }) =>
    callEndpoint(benefitEndpoints['patch /addons/{slug}/benefits/{id}'], { params: { slug, id }, body: changes }),
  );
}

export function useDeleteBenefit(slug: string) {
  return useRefreshingMutation(benefitsKey(slug), (id: string) =>
    callEndpoint(benefitEndpoints['delete /addons/{slug}/benefits/{id}'], { params: { slug, id } }),
  );
}

export function useReorderBenefits(slug: string) {
  return useReorderMutation<Benefit>(benefitsKey(slug), (order) =>
    callEndpoint(benefitEndpoints['put /addons/{slug}/benefits/order'], { params: { slug }, body: { order } }),
  );
}
