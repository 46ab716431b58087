/**
 * The review queue (spec §4 "Approvals", "Progression details", §6): what
 * waits for a platform admin's decision across every add-on — approvals
 * requested and still pending, and partners' progression requests to Beta or
 * GA — so admins no longer open each add-on to find them. Platform admins
 * only (403 otherwise). Built from the same approval and progression records
 * as the add-on's own endpoints; the SPA orders it oldest first itself
 * (domain/review-queue.ts) rather than trusting the order it arrives in.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { APPROVAL_TYPE_VALUES } from './approvals';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';
import { imageUrlSchema } from './url-schemas';

/** What a queue row shows of the add-on: enough to recognise it and link to it. */
const queuedAddonSchema = z.object({
  slug: z.string(),
  display_name: z.string(),
  state: z.enum(['alpha', 'beta', 'ga', 'shutdown']),
  /** A URL the browser can load directly (https: or data:), or `null` without an icon. */
  icon_url: imageUrlSchema.nullable(),
});

const waitingSince = {
  /** Who asked: the partner who requested it. */
  requester_email: z.email(),
  /** When it was asked for: the approval's or the progression request's creation. */
  requested_at: z.iso.datetime({ offset: true }),
};

const waitingApprovalSchema = z.object({
  kind: z.literal('approval'),
  /** The approval's own id: its edit panel is `/addons/{slug}/next-steps/approvals/{id}/edit`. */
  id: z.string(),
  addon: queuedAddonSchema,
  approval_type: z.enum(APPROVAL_TYPE_VALUES),
  ...waitingSince,
});

const waitingProgressionSchema = z.object({
  kind: z.literal('progression'),
  /** The progression request's id. */
  id: z.string(),
  addon: queuedAddonSchema,
  /** Partners request Beta or GA; shutdowns are the admins' own (spec §6). */
  to: z.enum(['beta', 'ga']),
  ...waitingSince,
});

export const reviewQueueEntrySchema = z.discriminatedUnion('kind', [waitingApprovalSchema, waitingProgressionSchema]);

export type ReviewQueueEntryWire = z.infer<typeof reviewQueueEntrySchema>;
export type ReviewQueueEntry = Camelized<ReviewQueueEntryWire>;

export const reviewQueueEndpoints = defineEndpoints({
  'get /review_queue': {
    api: 'partner',
    summary:
      'Pending approvals and pending progression requests of every add-on, oldest first: what waits for a platform admin (platform admins only)',
    access: 'admin',
    response: z.array(reviewQueueEntrySchema),
  },
});

export const reviewQueueKey = () => ['review-queue'] as const;

export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: reviewQueueKey(),
    queryFn: ({ signal }): Promise<ReviewQueueEntry[]> => callEndpoint(reviewQueueEndpoints['get /review_queue'], { signal }),
    // A work queue read from an old cache would list requests already decided (or miss new ones) while it
    // refetches: nothing is kept once no screen shows it, so each visit starts from the loading state.
    gcTime: 0,
  });

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions());
}

/**
 * How many entries wait, for a live count (the admin index, the All Addons
 * list): the same query and cache as the queue, so the two never disagree.
 * `data` is `undefined` until the queue has loaded — never a guessed 0.
 */
export function useReviewQueueCount() {
  return useQuery({ ...reviewQueueQueryOptions(), select: (entries) => entries.length });
}
