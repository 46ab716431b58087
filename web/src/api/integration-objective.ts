/**
 * An add-on's integration objective (issue 34 §1): the share of provisions
 * that must succeed over a rolling window (default 99 % over 28 days), and
 * what the error budget rule (domain/error-budget.ts) needs to say how much of
 * it is left and when today's rate would spend it: the window's and the last
 * 24 hours' provision counts, aggregated by the partner API (never the calls).
 * Also the admins' list of add-ons below their objective.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const DEFAULT_OBJECTIVE = { target_success_rate: 0.99, window_days: 28 } as const;
/** A target from 90 % to 99.99 %: below that an objective says little, 100 % allows no failure at all. */
export const OBJECTIVE_TARGET_MIN = 0.9;
export const OBJECTIVE_TARGET_MAX = 0.9999;
/** The window fits in the 30 days of history the partner API keeps at this resolution. */
export const OBJECTIVE_WINDOW_MIN_DAYS = 1;
export const OBJECTIVE_WINDOW_MAX_DAYS = 30;

export const OBJECTIVE_MESSAGES = {
  target: `The target must be from ${OBJECTIVE_TARGET_MIN * 100}% to ${OBJECTIVE_TARGET_MAX * 100}%, in steps of 0.01%.`,
  window: `The window must be a whole number of days from ${OBJECTIVE_WINDOW_MIN_DAYS} to ${OBJECTIVE_WINDOW_MAX_DAYS}.`,
} as const;

/** Whole hundredths of a percent (99.95 %, not 99.951 %). */
const inHundredthsOfPercent = (value: number) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6;

export const objectiveInputSchema = z.object({
  target_success_rate: z
    .number({ error: OBJECTIVE_MESSAGES.target })
    .min(OBJECTIVE_TARGET_MIN, OBJECTIVE_MESSAGES.target)
    .max(OBJECTIVE_TARGET_MAX, OBJECTIVE_MESSAGES.target)
    .refine(inHundredthsOfPercent, OBJECTIVE_MESSAGES.target),
  window_days: z.number({ error: OBJECTIVE_MESSAGES.window }).int(OBJECTIVE_MESSAGES.window).min(OBJECTIVE_WINDOW_MIN_DAYS, OBJECTIVE_MESSAGES.window).max(OBJECTIVE_WINDOW_MAX_DAYS, OBJECTIVE_MESSAGES.window),
});

export const callCountsSchema = z.object({
  calls: z.number().int().nonnegative(),
  failures: z.number().int().nonnegative(),
});

export const objectiveSchema = objectiveInputSchema.extend({
  /** `false`: the default, never set for this add-on. */
  is_set: z.boolean(),
  /** The counts are as of this instant (the last whole hour). */
  as_of: z.iso.datetime({ offset: true }),
  /** Provisions in the window ending `as_of`. */
  window: callCountsSchema,
  /** Provisions in the 24 hours ending `as_of`: today's rate. */
  last_24_hours: callCountsSchema,
});

export const belowObjectiveRowSchema = objectiveSchema.extend({
  slug: z.string(),
  display_name: z.string(),
  company_name: z.string().nullable(),
});

/**
 * The admins' list (issue 34): the add-ons checked so far that are below
 * their objective, worst first, and how many were checked. Checking an
 * add-on means rolling up its month of calls, so an upstream with thousands
 * of add-ons checks a bounded number per request (and more in the background):
 * until `checked_addons` reaches `total_addons` the list is not yet complete.
 */
export const belowObjectiveListSchema = z.object({
  addons: z.array(belowObjectiveRowSchema),
  checked_addons: z.number().int().min(0),
  total_addons: z.number().int().min(0),
});

export type ObjectiveInputWire = z.infer<typeof objectiveInputSchema>;
export type ObjectiveWire = z.infer<typeof objectiveSchema>;
export type IntegrationObjective = Camelized<ObjectiveWire>;
export type BelowObjectiveRowWire = z.infer<typeof belowObjectiveRowSchema>;
export type BelowObjectiveRow = Camelized<BelowObjectiveRowWire>;
export type BelowObjectiveListWire = z.infer<typeof belowObjectiveListSchema>;
export type BelowObjectiveList = Camelized<BelowObjectiveListWire>;

export const integrationObjectiveEndpoints = defineEndpoints({
  'get /addons/{slug}/integration/objective': {
    api: 'partner',
    summary: "An add-on's provisioning objective (default 99 % over 28 days) with the window's and the last 24 hours' provision counts for its error budget",
    access: 'user',
    response: objectiveSchema,
  },
  'put /addons/{slug}/integration/objective': {
    api: 'partner',
    summary: "Sets an add-on's provisioning objective: target success rate (90 % to 99.99 %) and window (1 to 30 days)",
    access: 'user',
    request: objectiveInputSchema,
    response: objectiveSchema,
  },
  'get /integration/below_objective': {
    api: 'partner',
    summary:
      'Add-ons whose provisions fall below their objective over its window, with their counts, worst first, among the add-ons checked so far this hour (a bounded number more per request) (platform admins)',
    access: 'admin',
    response: belowObjectiveListSchema,
  },
});

const endpoints = integrationObjectiveEndpoints;

export const integrationObjectiveKey = (slug: string) => [...addonKey(slug), 'integration-objective'] as const;

export const integrationObjectiveQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: integrationObjectiveKey(slug),
    queryFn: ({ signal }): Promise<IntegrationObjective> => callEndpoint(endpoints['get /addons/{slug}/integration/objective'], { params: { slug }, signal }),
  });

export function useIntegrationObjective(slug: string) {
  return useQuery(integrationObjectiveQueryOptions(slug));
}

export function useSetIntegrationObjective(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { targetSuccessRate: number; windowDays: number }): Promise<IntegrationObjective> =>
      callEndpoint(endpoints['put /addons/{slug}/integration/objective'], { params: { slug }, body: input }),
    onSuccess: (answer) => {
      client.setQueryData(integrationObjectiveKey(slug), answer);
      void client.invalidateQueries({ queryKey: belowObjectiveKey });
    },
  });
}

export const belowObjectiveKey = ['integration', 'below-objective'] as const;

export const belowObjectiveQueryOptions = () =>
  queryOptions({
    queryKey: belowObjectiveKey,
    queryFn: ({ signal }): Promise<BelowObjectiveList> => callEndpoint(endpoints['get /integration/below_objective'], { signal }),
  });

export function useBelowObjective() {
  return useQuery(belowObjectiveQueryOptions());
}
