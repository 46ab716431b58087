/**
 * Automatic reviews (spec §3 automatic-review, §4 "Automatic review", §7): the
 * platform provisions, deprovisions and reprovisions the add-on against its
 * manifest and reports each step. Requested by a partner when the previous
 * one is finalised; cancellable while it runs.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';
import { allRequirementsKey } from './requirements';

export const REVIEW_STATUS_VALUES = ['new', 'in_progress', 'cancelling', 'succeeded', 'failed', 'cancelled', 'error'] as const;
export const REVIEW_STEP_VALUES = ['manifest', 'provision', 'deprovision', 'reprovision'] as const;
export const STEP_STATUS_VALUES = ['completed', 'failed', 'internal_error', 'async_wait', 'skipped', 'cancelled'] as const;

export const REVIEW_MESSAGES = {
  running: 'An automatic review is already running; wait for it to finish or cancel it.',
  notReviewable: 'Automatic reviews run only while the add-on is in alpha or beta.',
  notCancellable: 'Only a running review can be cancelled.',
} as const;

export const reviewStepSchema = z.object({
  name: z.enum(REVIEW_STEP_VALUES),
  /** `null` until the step has run. */
  status: z.enum(STEP_STATUS_VALUES).nullable(),
  started_at: z.iso.datetime({ offset: true }).nullable(),
  suggestions: z.array(z.string()),
  errors: z.array(z.string()),
});

export const automaticReviewSchema = z.object({
  id: z.string(),
  /** The state the add-on is reviewed for: `beta` while alpha, `ga` while beta. */
  progression_type: z.enum(['beta', 'ga']),
  status: z.enum(REVIEW_STATUS_VALUES),
  is_finalized: z.boolean(),
  cancelling: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  steps: z.array(reviewStepSchema),
});

export type AutomaticReviewWire = z.infer<typeof automaticReviewSchema>;
export type AutomaticReview = Camelized<AutomaticReviewWire>;

export const automaticReviewEndpoints = defineEndpoints({
  'get /addons/{slug}/automatic_reviews': {
    api: 'partner',
    summary: "An add-on's automatic reviews, newest first",
    access: 'user',
    response: z.array(automaticReviewSchema),
  },
  'post /addons/{slug}/automatic_reviews': {
    api: 'partner',
    summary: 'Starts an automatic review (alpha or beta; the previous one must be finalised)',
    access: 'user',
    status: 201,
    response: automaticReviewSchema,
  },
  'post /automatic_reviews/{id}/cancel': {
    api: 'partner',
    summary: 'Cancels a running review (it reads cancelling until its current step stops)',
    access: 'user',
    response: automaticReviewSchema,
  },
});

export const automaticReviewsKey = (slug: string) => [...addonKey(slug), 'automatic-reviews'] as const;

/** Whether a review that was still running in `before` is finalised in `after`. */
export function reviewFinalised(before: readonly AutomaticReview[] | undefined, after: readonly AutomaticReview[]): boolean {
  const running = new Set((before ?? []).filter((review) => !review.isFinalized).map((review) => review.id));
  return after.some((review) => review.isFinalized && running.has(review.id));
}

/**
 * The add-on's reviews. When a fetch (the logs' 3 s poll, or any other) finds
 * that a running review has finished, the requirement checklists are marked
 * stale: their "Automatic review" item follows the latest review, and they
 * would otherwise keep saying Pending, with next-steps' request buttons
 * disabled, for up to the 30 s queries stay fresh. The add-on itself holds
 * nothing about its reviews, so it is left alone.
 */
export const automaticReviewsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: automaticReviewsKey(slug),
    queryFn: async ({ signal, client, queryKey }): Promise<AutomaticReview[]> => {
      const reviews = await callEndpoint(automaticReviewEndpoints['get /addons/{slug}/automatic_reviews'], { params: { slug }, signal });
      if (reviewFinalised(client.getQueryData<AutomaticReview[]>(queryKey), reviews)) {
        void client.invalidateQueries({ queryKey: allRequirementsKey(slug) });
      }
      return reviews;
    },
  });

export function useAutomaticReviews(slug: string, refetchInterval?: (reviews: AutomaticReview[] | undefined) => number | false) {
  return useQuery({
    ...automaticReviewsQueryOptions(slug),
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
    refetchIntervalInBackground: false,
  });
}

/** A new review is the latest one: until it passes, the checklists' "Automatic review" item is pending again. */
export function useRequestAutomaticReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(automaticReviewEndpoints['post /addons/{slug}/automatic_reviews'], { params: { slug } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: automaticReviewsKey(slug) }),
        queryClient.invalidateQueries({ queryKey: allRequirementsKey(slug) }),
      ]),
  });
}

/**
 * Cancelling shows at once (spec §4: "status becomes cancelling and the
 * button is disabled") and is rolled back if saving fails; the list is
 * fetched again either way.
 */
export function useCancelAutomaticReview(slug: string) {
  const queryClient = useQueryClient();
  const key = automaticReviewsKey(slug);
  return useMutation({
    mutationFn: (id: string) => callEndpoint(automaticReviewEndpoints['post /automatic_reviews/{id}/cancel'], { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AutomaticReview[]>(key);
      queryClient.setQueryData<AutomaticReview[]>(key, (reviews) =>
        reviews?.map((review) => (review.id === id ? { ...review, status: 'cancelling', cancelling: true } : review)),
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
