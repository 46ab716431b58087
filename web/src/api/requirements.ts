/**
 * The five requirement checklists of next-steps (spec §3 requirement list, §7):
 * business and technical (alpha to beta), GA technical, pricing plans and
 * approved supplier (beta to GA). The sandbox works them out from the add-on's
 * records, so finishing a task really ticks its item.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const requirementItemSchema = z.object({
  name: z.string(),
  completed: z.boolean(),
  /** What to do, or what was found. */
  message: z.string(),
  /** Where in the portal (or the docs) to do it. */
  url: z.string().nullable(),
});

export const requirementListSchema = z.object({
  completed: z.boolean(),
  items: z.array(requirementItemSchema),
});

export type RequirementListWire = z.infer<typeof requirementListSchema>;
export type RequirementListResult = Camelized<RequirementListWire>;

export const requirementEndpoints = defineEndpoints({
  'get /addons/{slug}/beta_requirements/business_approval_requirements': {
    api: 'partner',
    summary: 'Business requirements for alpha to beta',
    access: 'user',
    response: requirementListSchema,
  },
  'get /addons/{slug}/beta_requirements/technical_approval_requirements': {
    api: 'partner',
    summary: 'Technical requirements for alpha to beta',
    access: 'user',
    response: requirementListSchema,
  },
  'get /addons/{slug}/ga_requirements/technical_approval_requirements': {
    api: 'partner',
    summary: 'GA technical requirements for beta to GA',
    access: 'user',
    response: requirementListSchema,
  },
  'get /addons/{slug}/ga_requirements/pricing_plans_requirements': {
    api: 'partner',
    summary: 'Pricing plan requirements for beta to GA',
    access: 'user',
    response: requirementListSchema,
  },
  'get /addons/{slug}/ga_requirements/approved_supplier_requirements': {
    api: 'partner',
    summary: 'Approved supplier requirements for beta to GA',
    access: 'user',
    response: requirementListSchema,
  },
});

/** The requirement lists by the names domain/progression.ts uses. */
export const REQUIREMENT_ENDPOINTS = {
  business: requirementEndpoints['get /addons/{slug}/beta_requirements/business_approval_requirements'],
  technical: requirementEndpoints['get /addons/{slug}/beta_requirements/technical_approval_requirements'],
  gaTechnical: requirementEndpoints['get /addons/{slug}/ga_requirements/technical_approval_requirements'],
  pricingPlans: requirementEndpoints['get /addons/{slug}/ga_requirements/pricing_plans_requirements'],
  approvedSupplier: requirementEndpoints['get /addons/{slug}/ga_requirements/approved_supplier_requirements'],
} as const;
export type RequirementListName = keyof typeof REQUIREMENT_ENDPOINTS;

/** Every requirement list of an add-on (a prefix of each list's key). */
export const allRequirementsKey = (slug: string) => [...addonKey(slug), 'requirements'] as const;

export const requirementsKey = (slug: string, list: RequirementListName) => [...allRequirementsKey(slug), list] as const;

export const requirementsQueryOptions = (slug: string, list: RequirementListName) =>
  queryOptions({
    queryKey: requirementsKey(slug, list),
    queryFn: ({ signal }): Promise<RequirementListResult> => callEndpoint(REQUIREMENT_ENDPOINTS[list], { params: { slug }, signal }),
  });

export function useRequirements(slug: string, list: RequirementListName) {
  return useQuery(requirementsQueryOptions(slug, list));
}
