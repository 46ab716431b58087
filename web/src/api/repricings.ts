/**
 * A plan's repricing requests (spec §3 repricing, §4 "Repricing", §7 "Plans"):
 * a partner asks for a new price on a GA add-on's plan; platform admins move
 * the request through its statuses. Only one may be active per plan.
 */
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { plansKey } from './plans';
import './query-meta';

/** Spec §4: the seven statuses; an unknown one is an error, so the schema refuses it. */
export const REPRICING_STATUS_VALUES = ['new', 'in_progress', 'approved', 'partially_complete', 'completed', 'rejected', 'error'] as const;
export const repricingStatusSchema = z.enum(REPRICING_STATUS_VALUES);

/** Spec §4: admins move a request to new, in_progress, approved or rejected. */
export const REPRICING_TRANSITION_VALUES = ['new', 'in_progress', 'approved', 'rejected'] as const;

/** The server's answers (spec §8 and §4). */
export const REPRICING_MESSAGES = {
  samePrice: 'Price cannot be the same.',
  notGa: 'Only GA add-ons can request repricing.',
  active: 'This plan already has a repricing in progress.',
  reasonRequired: 'Enter the reason for rejecting: the partner reads it.',
  withdrawOnlyNew: 'Only a new request can be withdrawn; once the platform team is working on it, ask them instead.',
  withdrawOnlyOwnCompany: "Only the plan's company can withdraw its repricing request.",
} as const;

/** The longest reason a rejection may carry (the partner reads it on the plan and in History). */
export const REPRICING_REASON_MAX_LENGTH = 500;

const calendarDateSchema = z.iso.date();

export const repricingSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  price_cents: z.number().int().min(0),
  original_price_cents: z.number().int().min(0),
  grandfathered: z.boolean(),
  /** The first day the new price applies to new installs (spec §4, the 20th-of-month rule). */
  reprice_date: calendarDateSchema,
  status: repricingStatusSchema,
  submitter_email: z.email(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  existing_install_repricing_completed_at: z.iso.datetime({ offset: true }).nullable(),
  new_install_repricing_completed_at: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Why an admin rejected it (required with the rejected transition). Optional
   * on the wire: requests decided before reasons were kept have none.
   */
  rejection_reason: z.string().nullable().optional(),
  /**
   * When its submitter's company withdrew it (a project extension: spec §4 has
   * no withdrawal). A withdrawn request takes the spec's status `rejected`, so
   * it leaves the active set and lands in history like any decided request;
   * the screens name it "Withdrawn" from this field.
   */
  withdrawn_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

/**
 * A status change's body: a reason, required (by the sandbox) for `rejected`
 * and ignored otherwise. The body may be left out, as before reasons were kept.
 */
export const repricingTransitionInputSchema = z
  .object({
    reason: z.string().trim().max(REPRICING_REASON_MAX_LENGTH, `is too long (at most ${REPRICING_REASON_MAX_LENGTH} characters)`).optional(),
  })
  .strict()
  .optional();

export const repricingInputSchema = z
  .object({
    price_cents: z.number().int().min(0, 'cannot be negative').max(100_000_000, 'is too large'),
    grandfathered: z.boolean(),
  })
  .strict();

/**
 * A row of the admin review (spec §2 "Admin routes": every plan's requests in
 * one list): the request, with what the table names it by.
 */
export const repricingReviewRowSchema = repricingSchema.extend({
  addon_slug: z.string(),
  addon_display_name: z.string(),
  plan_name: z.string(),
  company_name: z.string(),
});

export type RepricingWire = z.infer<typeof repricingSchema>;
export type RepricingReviewRowWire = z.infer<typeof repricingReviewRowSchema>;
export type RepricingReviewRow = Camelized<RepricingReviewRowWire>;
export type Repricing = Camelized<RepricingWire>;
export type RepricingInput = Camelized<z.input<typeof repricingInputSchema>>;
export type RepricingTransition = (typeof REPRICING_TRANSITION_VALUES)[number];
/** A status change as the screens ask for it: the target, and the reason a rejection carries. */
export interface RepricingMove {
  transition: RepricingTransition;
  reason?: string;
}


export const repricingEndpoints = defineEndpoints({
  'get /plans/{planId}/repricings': {
    api: 'partner',
    summary: "A plan's repricing requests, newest first",
    access: 'user',
    response: z.array(repricingSchema),
  },
  'post /plans/{planId}/repricings': {
    api: 'partner',
    summary: 'Requests a new price (GA add-ons only; one active request per plan; not the current price)',
    access: 'user',
    status: 201,
    request: repricingInputSchema,
    response: repricingSchema,
  },
  'get /repricings': {
    api: 'partner',
    summary: "Every plan's repricing requests, newest first, with add-on, plan and company names (platform admins); with Range (id, created_at), one page",
    access: 'admin',
    response: z.array(repricingReviewRowSchema),
    requestHeaders: ['range'],
  },
  'post /repricings/{id}/transitions/{transition}': {
    api: 'partner',
    summary: 'Moves a repricing request to new, in_progress, approved or rejected (platform admins); rejected needs a reason',
    access: 'admin',
    request: repricingTransitionInputSchema,
    response: repricingSchema,
  },
  'post /plans/{planId}/repricings/{id}/withdrawal': {
    api: 'partner',
    summary: "Withdraws a new repricing request (the plan's company only); it becomes rejected, marked withdrawn",
    access: 'user',
    response: repricingSchema,
  },
});

export const repricingsKey = (slug: string, planId: string) => [...plansKey(slug), planId, 'repricings'] as const;

export const repricingsQueryOptions = (slug: string, planId: string) =>
  queryOptions({
    queryKey: repricingsKey(slug, planId),
    queryFn: ({ signal }): Promise<Repricing[]> =>
      callEndpoint(repricingEndpoints['get /plans/{planId}/repricings'], { params: { planId }, signal }),
  });

export function useRepricings(slug: string, planId: string) {
  return useQuery(repricingsQueryOptions(slug, planId));
}

export function useRequestRepricing(slug: string, planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RepricingInput) => callEndpoint(repricingEndpoints['post /plans/{planId}/repricings'], { params: { planId }, body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: repricingsKey(slug, planId) }),
        // The plans list too: its row says the plan is being repriced.
        queryClient.invalidateQueries({ queryKey: plansKey(slug), exact: true }),
      ]),
  });
}

export function useTransitionRepricing(slug: string, planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transition, reason }: RepricingMove & { id: string }) =>
      callEndpoint(repricingEndpoints['post /repricings/{id}/transitions/{transition}'], { params: { id, transition }, body: reasonBody(reason) }),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: repricingsKey(slug, planId) }),
      // The plans list too: an approved or rejected request changes the row's note.
      queryClient.invalidateQueries({ queryKey: plansKey(slug), exact: true }),
      queryClient.invalidateQueries({ queryKey: repricingReviewKey() }),
    ]),
  });
}

/** Only a non-blank reason travels. */
const reasonBody = (reason: string | undefined) => (reason?.trim() ? { reason: reason.trim() } : {});

/** A partner withdraws a new request; the plan's requests and its row's note are fetched again. */
export function useWithdrawRepricing(slug: string, planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(repricingEndpoints['post /plans/{planId}/repricings/{id}/withdrawal'], { params: { planId, id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: repricingsKey(slug, planId) }),
        queryClient.invalidateQueries({ queryKey: plansKey(slug), exact: true }),
        queryClient.invalidateQueries({ queryKey: repricingReviewKey() }),
      ]),
  });
}

/** The admin review's list (every plan's requests): apart from the per-plan keys, which start with an add-on. */
export const repricingReviewKey = () => ['repricings', 'review'] as const;

/** `enabled` false for non-admins: the call would only earn a 403. */
export const repricingReviewQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: repricingReviewKey(),
    queryFn: enabled
      ? ({ signal }): Promise<RepricingReviewRow[]> => callEndpoint(repricingEndpoints['get /repricings'], { signal })
      : skipToken,
  });

export function useRepricingReview(options: { enabled?: boolean } = {}) {
  return useQuery(repricingReviewQueryOptions(options.enabled));
}

export interface ReviewTransition extends RepricingMove {
  row: RepricingReviewRow;
}

export interface ReviewTransitionCallbacks {
  onSuccess?: (updated: Repricing, variables: ReviewTransition) => void;
  /** After the row is back as it was. */
  onError?: (error: unknown, variables: ReviewTransition) => void;
}

/**
 * A status change from the admin review, optimistic (design.md §4): the row
 * takes its new status at once (so it moves to its new tab); a refused change
 * puts that row back as it was. Either way the list and the plan's own
 * requests are fetched again. The screen says what happened (the callbacks,
 * which run even if the row's menu has gone), so the app-wide flash is off.
 */
export function useReviewTransition(callbacks: ReviewTransitionCallbacks = {}) {
  const queryClient = useQueryClient();
  const key = repricingReviewKey();
  // The reason rides along, so a row rejected a moment ago does not read "no reason" until the list is back.
  const setStatus = (id: string, status: Repricing['status'], rejectionReason: string | null = null) =>
    queryClient.setQueryData<RepricingReviewRow[]>(key, (rows) => rows?.map((row) => (row.id === id ? { ...row, status, rejectionReason } : row)));
  return useMutation({
    meta: { globalErrorHandling: false },
    mutationFn: ({ row, transition, reason }: ReviewTransition) =>
      callEndpoint(repricingEndpoints['post /repricings/{id}/transitions/{transition}'], { params: { id: row.id, transition }, body: reasonBody(reason) }),
    onMutate: async ({ row, transition, reason }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<RepricingReviewRow[]>(key)?.find((candidate) => candidate.id === row.id);
      setStatus(row.id, transition, transition === 'rejected' ? (reason?.trim() ?? null) : null);
      return { before };
    },
    onSuccess: (updated, variables) => callbacks.onSuccess?.(updated, variables),
    onError: (error, variables, context) => {
      // Only this row: another row's change made meanwhile stays.
      if (context?.before) setStatus(variables.row.id, context.before.status, context.before.rejectionReason ?? null);
      callbacks.onError?.(error, variables);
    },
    onSettled: (_data, _error, { row }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: repricingsKey(row.addonSlug, row.planId) }),
      ]),
  });
}
