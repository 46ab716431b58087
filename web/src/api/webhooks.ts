/**
 * An add-on's outbound webhook endpoints (issue 34 §3): where the platform
 * pushes the add-on's events, which events, and the signing secret
 * (`whsec_…`, Standard Webhooks), shown only in the answer that makes it
 * (create, rotate). The sandbox plays the platform, so its rule for the
 * address allows http to loopback (webhook-url.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isAllowedWebhookUrl, WEBHOOK_URL_MAX, WEBHOOK_URL_MESSAGE } from './webhook-url';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { BLANK_MESSAGE, tooLongMessage } from './field-rules';
import './query-meta';
import { useRefreshingMutation } from './refreshing-mutation';

/** The events the issue names, as `<resource>.<what happened>` the way Standard Webhooks' examples spell types. */
export const WEBHOOK_EVENTS = [
  'resource.provisioned',
  'resource.deprovisioned',
  'resource.plan_changed',
  'approval.decided',
  'progression.decided',
  'repricing.status_changed',
  'automatic_review.finished',
] as const;
/** People's names for the events, for the checkboxes and the delivery log. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<(typeof WEBHOOK_EVENTS)[number], string>> = {
  'resource.provisioned': 'Resource provisioned',
  'resource.deprovisioned': 'Resource deprovisioned',
  'resource.plan_changed': 'Plan changed',
  'approval.decided': 'Approval decided',
  'progression.decided': 'Progression decided',
  'repricing.status_changed': 'Repricing status changed',
  'automatic_review.finished': 'Automatic review finished',
};

/**
 * The platform's delivery promises, shown to the partner as they are kept:
 * the delay before each attempt (the Standard Webhooks / Svix schedule: at
 * once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h; each varied by up to 20 % either
 * way), how many failed attempts in a row disable an endpoint, and how long a
 * rotated-out secret still signs.
 */
export const WEBHOOK_RETRY_SCHEDULE_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000] as const;
export const WEBHOOK_RETRY_JITTER = 0.2;
export const WEBHOOK_DISABLE_AFTER_FAILURES = 20;
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 3_600_000;

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(', ')}` });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** The contract describes the sandbox partner API, which takes loopback http (the production rule is the same call with `false`). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, { error: BLANK_MESSAGE, abort: true })
  .max(WEBHOOK_URL_MAX, tooLongMessage(WEBHOOK_URL_MAX))
  .refine((url) => isAllowedWebhookUrl(url, true), WEBHOOK_URL_MESSAGE);

export const webhookEventsSchema = z
  .array(webhookEventSchema)
  .min(1, 'must name at least one event')
  .refine((events) => new Set(events).size === events.length, 'lists an event twice');

export const WEBHOOK_DESCRIPTION_MAX = 200;
export const webhookDescriptionSchema = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, tooLongMessage(WEBHOOK_DESCRIPTION_MAX));

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventSchema),
  /** `false` after the partner switched it off or a run of failed deliveries did (`disabled_reason`). */
  enabled: z.boolean(),
  disabled_reason: z.enum(['partner', 'failures']).nullable(),
  /** The secret's first characters, so the partner can tell which one their receiver holds; never the secret. */
  secret_hint: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** The answer that makes a secret: the only time the whole secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/),
});

export const webhookEndpointInputSchema = z
  .object({ url: webhookUrlSchema, events: webhookEventsSchema, description: webhookDescriptionSchema.optional() })
  .strict();

export const webhookEndpointPatchSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    description: webhookDescriptionSchema.optional(),
    /** `true` re-enables one the failures disabled (and resets the run of failures). */
    enabled: z.boolean().optional(),
  })
  .strict();

export const webhookDeliveryAttemptSchema = z.object({
  attempt: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  /** The receiver's HTTP status; null when it did not answer (`error` says why). */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  latency_ms: z.number().nonnegative(),
  /** As sent, with the signatures masked. */
  request_headers: z.record(z.string(), z.string()),
  request_body: z.string(),
  response_body: z.string(),
});

export const webhookDeliverySchema = z.object({
  /** The `webhook-id`: the same on every attempt, so receivers can drop duplicates. */
  id: z.string(),
  event: webhookEventSchema,
  state: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.array(webhookDeliveryAttemptSchema),
  /** When the next attempt is due (jitter included), while pending; null once it succeeded or was given up. */
  next_attempt_at: z.iso.datetime({ offset: true }).nullable(),
});

export type WebhookEndpointWire = z.infer<typeof webhookEndpointSchema>;
export type WebhookDeliveryWire = z.infer<typeof webhookDeliverySchema>;
export type WebhookEndpointWithSecretWire = z.infer<typeof webhookEndpointWithSecretSchema>;
export type WebhookEndpoint = Camelized<WebhookEndpointWire>;
export type WebhookEndpointWithSecret = Camelized<WebhookEndpointWithSecretWire>;
export type WebhookDelivery = Camelized<WebhookDeliveryWire>;

export const webhookEndpoints = defineEndpoints({
  'get /addons/{slug}/webhook_endpoints': {
    api: 'partner',
    summary: "An add-on's webhook endpoints, oldest first, without their secrets (its company's users and platform admins; 404 otherwise)",
    access: 'user',
    response: z.array(webhookEndpointSchema),
  },
  'post /addons/{slug}/webhook_endpoints': {
    api: 'partner',
    summary: 'Registers a webhook endpoint (https, or http to loopback in the sandbox); the answer shows its signing secret, once',
    access: 'user',
    status: 201,
    request: webhookEndpointInputSchema,
    response: webhookEndpointWithSecretSchema,
  },
  'patch /addons/{slug}/webhook_endpoints/{id}': {
    api: 'partner',
    summary: "Changes a webhook endpoint's address, events or description, or switches it on or off",
    access: 'user',
    request: webhookEndpointPatchSchema,
    response: webhookEndpointSchema,
  },
  'post /addons/{slug}/webhook_endpoints/{id}/rotate_secret': {
    api: 'partner',
    summary: 'Makes a new signing secret, shown once; the old one keeps signing (both signatures sent) for an overlap window',
    access: 'user',
    response: webhookEndpointWithSecretSchema,
  },
  'get /addons/{slug}/webhook_endpoints/{id}/deliveries': {
    // Header names as sent (`webhook-id`), not attributes to camelCase.
    dataFields: ['attempts.request_headers'],
    api: 'partner',
    summary: "An endpoint's delivery log, newest first: event, state and every attempt (status, latency, request and response, signatures masked)",
    access: 'user',
    response: z.array(webhookDeliverySchema),
  },
  'post /addons/{slug}/webhook_endpoints/{id}/test_event': {
    // Header names as sent (`webhook-id`), not attributes to camelCase.
    dataFields: ['attempts.request_headers'],
    api: 'partner',
    summary: 'Sends a test event to the endpoint (answers at once; the delivery log shows how it went)',
    access: 'user',
    status: 201,
    response: webhookDeliverySchema,
  },
  'post /addons/{slug}/webhook_endpoints/{id}/deliveries/{deliveryId}/redeliver': {
    // Header names as sent (`webhook-id`), not attributes to camelCase.
    dataFields: ['attempts.request_headers'],
    api: 'partner',
    summary: 'Sends a logged delivery again, as a new delivery with the same event and data',
    access: 'user',
    status: 201,
    response: webhookDeliverySchema,
  },
  'delete /addons/{slug}/webhook_endpoints/{id}': {
    api: 'partner',
    summary: 'Removes a webhook endpoint; nothing more is delivered to it',
    access: 'user',
    status: 204,
    response: z.null(),
  },
});

export const webhookEndpointsKey = (slug: string) => [...addonKey(slug), 'webhook-endpoints'] as const;

export const webhookEndpointsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: webhookEndpointsKey(slug),
    queryFn: ({ signal }): Promise<WebhookEndpoint[]> =>
      callEndpoint(webhookEndpoints['get /addons/{slug}/webhook_endpoints'], { params: { slug }, signal }),
  });

export function useWebhookEndpoints(slug: string) {
  return useQuery(webhookEndpointsQueryOptions(slug));
}

export function useCreateWebhookEndpoint(slug: string) {
  return useRefreshingMutation(webhookEndpointsKey(slug), (input: { url: string; events: WebhookEvent[]; description?: string }) =>
    callEndpoint(webhookEndpoints['post /addons/{slug}/webhook_endpoints'], { params: { slug }, body: input }),
  );
}

/** Switching an endpoint on or off (re-enabling one the failures disabled). */
export function useSetWebhookEndpointEnabled(slug: string) {
  return useRefreshingMutation(webhookEndpointsKey(slug), ({ id, enabled }: { id: string; enabled: boolean }) =>
    callEndpoint(webhookEndpoints['patch /addons/{slug}/webhook_endpoints/{id}'], { params: { slug, id }, body: { enabled } }),
  );
}

export function useRotateWebhookSecret(slug: string) {
  return useRefreshingMutation(webhookEndpointsKey(slug), (id: string) =>
    callEndpoint(webhookEndpoints['post /addons/{slug}/webhook_endpoints/{id}/rotate_secret'], { params: { slug, id } }),
  );
}

export function useDeleteWebhookEndpoint(slug: string) {
  return useRefreshingMutation(webhookEndpointsKey(slug), (id: string) =>
    callEndpoint(webhookEndpoints['delete /addons/{slug}/webhook_endpoints/{id}'], { params: { slug, id } }),
  );
}

export const webhookDeliveriesKey = (slug: string, id: string) => [...webhookEndpointsKey(slug), id, 'deliveries'] as const;

/** While a delivery is pending the log is asked again every few seconds, so its attempts appear as they happen. */
export const WEBHOOK_LOG_POLL_MS = 3_000;

export const webhookDeliveriesQueryOptions = (slug: string, id: string) =>
  queryOptions({
    queryKey: webhookDeliveriesKey(slug, id),
    queryFn: ({ signal }): Promise<WebhookDelivery[]> =>
      callEndpoint(webhookEndpoints['get /addons/{slug}/webhook_endpoints/{id}/deliveries'], { params: { slug, id }, signal }),
    // Deliveries come from events elsewhere (an admin's decision): opening the log asks again rather than show a 30 s old answer.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((each) => each.state === 'pending') ? WEBHOOK_LOG_POLL_MS : false),
  });

export function useWebhookDeliveries(slug: string, id: string) {
  return useQuery(webhookDeliveriesQueryOptions(slug, id));
}

export function useSendTestEvent(slug: string, id: string) {
  return useRefreshingMutation(webhookDeliveriesKey(slug, id), () =>
    callEndpoint(webhookEndpoints['post /addons/{slug}/webhook_endpoints/{id}/test_event'], { params: { slug, id } }),
  );
}

export function useRedeliver(slug: string, id: string) {
  return useRefreshingMutation(webhookDeliveriesKey(slug, id), (deliveryId: string) =>
    callEndpoint(webhookEndpoints['post /addons/{slug}/webhook_endpoints/{id}/deliveries/{deliveryId}/redeliver'], { params: { slug, id, deliveryId } }),
  );
}
