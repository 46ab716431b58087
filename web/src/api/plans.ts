/**
 * An add-on's plans (spec §3 plan, §4 "Plan availability", §7 "Plans"):
 * listed and created per add-on, changed by id. A plan's offerings (one value
 * per feature) are read on their own (GET plans/{id}/offerings) and embedded
 * when a plan is saved.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { zodText, type TextRule } from './field-rules';
import './query-meta';

/** Spec §5 slug rule's output: lower-case words joined by single hyphens. */
export const PLAN_SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export const planTextRules = {
  name: { required: true, max: 60 },
  slug: {
    required: true,
    max: 60,
    pattern: { regex: PLAN_SLUG_PATTERN, message: 'must be lower-case letters, digits and single hyphens' },
  },
} as const satisfies Record<string, TextRule>;

/** The server's answer to a slug change (spec §5: "read-only after creation"). */
export const PLAN_SLUG_LOCKED_ERROR = "can't be changed; create a new plan and hide the old one";

/** Prices are whole cents (spec §9); a bound keeps a typo from listing a plan at millions. */
export const MAX_PRICE_CENTS = 100_000_000;
const priceCentsSchema = z.number().int().min(0, 'cannot be negative').max(MAX_PRICE_CENTS, 'is too large');

/** Spec §4: the admin-set properties (shield, private networking, temporary support). */
const adminPlanProperties = {
  shield: z.boolean(),
  shield_default: z.boolean(),
  installable_with_private_networking: z.boolean(),
  installable_without_private_networking: z.boolean(),
  temporary_supported: z.boolean(),
  temporary_space_supported: z.boolean(),
};
export const ADMIN_ONLY_PLAN_FIELDS = Object.keys(adminPlanProperties) as (keyof typeof adminPlanProperties)[];

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** `{addon name}:{plan slug}`, what a customer types to provision it. */
  full_slug: z.string(),
  price_cents: z.number().int().min(0),
  price_contract: z.boolean(),
  default: z.boolean(),
  enabled: z.boolean(),
  public: z.boolean(),
  visible: z.boolean(),
  space_default: z.boolean(),
  ...adminPlanProperties,
  created_at: z.iso.datetime({ offset: true }),
});

/**
 * A plan as the list gives it: with its active repricing, if any (spec §3
 * plan: "Active repricings are exposed"), so each row can say it is being
 * repriced without one request per plan (1 000 plans on acme-metrics).
 */
export const planListItemSchema = planSchema.extend({
  active_repricing: z
    .object({
      id: z.string(),
      price_cents: z.number().int().min(0),
      /** The first day new installs pay the new price (YYYY-MM-DD). */
      reprice_date: z.iso.date(),
    })
    .nullable(),
  /**
   * The ids of the add-on's features this plan has no value for (a feature
   * added after the plan was made), so the list can flag the plan (issue 31 item 7).
   */
  features_without_value: z.array(z.string()),
});

/** One value per feature: a boolean for a boolean feature, else a number; `null` while not set. */
export const offeringSchema = z.object({
  feature_id: z.string(),
  value: z.union([z.boolean(), z.number()]).nullable(),
});

const offeringInputSchema = offeringSchema.strict();

/** POST: a new plan always starts Invite Only (spec §4), so availability is not sent. */
export const planInputSchema = z
  .object({
    name: zodText(planTextRules.name),
    slug: zodText(planTextRules.slug),
    price_cents: priceCentsSchema,
  })
  .extend(
    z
      .object({
        price_contract: z.boolean(),
        offerings: z.array(offeringInputSchema),
        ...adminPlanProperties,
      })
      .partial().shape,
  )
  .strict();

/**
 * PATCH: what changed. Availability travels as its three flags (spec §4 table);
 * the sandbox refuses a combination that is not one of the four types, and a
 * slug change (read-only after creation).
 */
export const planPatchSchema = z
  .object({
    name: zodText(planTextRules.name),
    slug: zodText(planTextRules.slug),
    price_cents: priceCentsSchema,
    price_contract: z.boolean(),
    enabled: z.boolean(),
    public: z.boolean(),
    visible: z.boolean(),
    offerings: z.array(offeringInputSchema),
    ...adminPlanProperties,
  })
  .partial()
  .strict();

export type PlanWire = z.infer<typeof planSchema>;
export type Plan = Camelized<PlanWire>;
export type PlanListItemWire = z.infer<typeof planListItemSchema>;
export type PlanListItem = Camelized<PlanListItemWire>;
export type OfferingWire = z.infer<typeof offeringSchema>;
export type Offering = Camelized<OfferingWire>;
export type PlanInput = Camelized<z.input<typeof planInputSchema>>;
export type PlanPatch = Camelized<z.input<typeof planPatchSchema>>;

export const planEndpoints = defineEndpoints({
  'get /addons/{slug}/plans': {
    api: 'partner',
    summary: "An add-on's plans, cheapest first, each with its active repricing (or null)",
    access: 'user',
    response: z.array(planListItemSchema),
  },
  'post /addons/{slug}/plans': {
    api: 'partner',
    summary: 'Creates a plan (Invite Only) with its offerings; admin-set properties are for platform admins',
    access: 'user',
    status: 201,
    request: planInputSchema,
    adminOnlyFields: ADMIN_ONLY_PLAN_FIELDS,
    response: planSchema,
  },
  'patch /plans/{planId}': {
    api: 'partner',
    summary: 'Changes the plan attributes sent, with its offerings; availability rules of spec §4 apply',
    access: 'user',
    request: planPatchSchema,
    adminOnlyFields: ADMIN_ONLY_PLAN_FIELDS,
    response: planSchema,
  },
  'get /plans/{planId}/offerings': {
    api: 'partner',
    summary: "A plan's offerings, one per feature of its add-on, by feature position",
    access: 'user',
    response: z.array(offeringSchema),
  },
});

export const plansKey = (slug: string) => [...addonKey(slug), 'plans'] as const;
export const offeringsKey = (slug: string, planId: string) => [...plansKey(slug), planId, 'offerings'] as const;

export const plansQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: plansKey(slug),
    queryFn: ({ signal }): Promise<PlanListItem[]> => callEndpoint(planEndpoints['get /addons/{slug}/plans'], { params: { slug }, signal }),
  });

export function usePlans(slug: string) {
  return useQuery(plansQueryOptions(slug));
}

export const offeringsQueryOptions = (slug: string, planId: string) =>
  queryOptions({
    queryKey: offeringsKey(slug, planId),
    queryFn: ({ signal }): Promise<Offering[]> =>
      callEndpoint(planEndpoints['get /plans/{planId}/offerings'], { params: { planId }, signal }),
  });

export function useOfferings(slug: string, planId: string) {
  return useQuery(offeringsQueryOptions(slug, planId));
}

export function useCreatePlan(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanInput) => callEndpoint(planEndpoints['post /addons/{slug}/plans'], { params: { slug }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansKey(slug) }),
  });
}

/**
 * Spec §5: "Failed plan saves … roll the record back." The change shows in the
 * list at once; a refused save puts the plan back as it was, and either way the
 * list is fetched again.
 */
export function useUpdatePlan(slug: string) {
  const queryClient = useQueryClient();
  const key = plansKey(slug);
  return useMutation({
    mutationFn: ({ planId, changes }: { planId: string; changes: PlanPatch }) =>
      callEndpoint(planEndpoints['patch /plans/{planId}'], { params: { planId }, body: changes }),
    onMutate: async ({ planId, changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlanListItem[]>(key);
      const { offerings: _offerings, ...attributes } = changes;
      if (previous) {
        queryClient.setQueryData<PlanListItem[]>(
          key,
          previous.map((plan) => (plan.id === planId ? { ...plan, ...attributes } : plan)),
        );
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
