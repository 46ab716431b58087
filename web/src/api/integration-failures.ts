/**
 * Failure triage (issue 34 §2): an add-on's failed calls grouped by cause,
 * a group's recent calls (request and response, secrets masked upstream), the
 * partner's test endpoint, and a replay of one call against it. The sandbox
 * groups as it folds its calls in (once per add-on and hour), so a page of
 * groups costs the same however many calls there were.
 *
 * Paging: `page` (1-based) and `limit` in the query, and `next_page` in the
 * answer (`null` on the last page). The platform's `Range`/`Next-Range`
 * headers are not used: the contract engine carries bodies, not headers.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { HEALTH_ACTIONS, healthPeriodSchema, type HealthPeriod } from './integration-health';
import './query-meta';
import { isAllowedWebhookUrl, WEBHOOK_URL_MAX } from './webhook-url';

/** A failure's kind: the HTTP status the service answered, or why it did not answer. */
export const FAILURE_KINDS = ['http', 'timeout', 'connection_refused', 'tls'] as const;
export const FAILURE_GROUPS_PAGE_MAX = 100;
/** Ten causes a page: a phone's list of cards stays a few screens long. */
export const FAILURE_GROUPS_PAGE_DEFAULT = 10;

/** The test endpoint follows the webhook endpoints' rule: https, or http to loopback in the sandbox. */
export const TEST_ENDPOINT_URL_MESSAGE = 'must be an https:// address (or http://localhost in the sandbox)';
export const isAllowedTestEndpointUrl = (url: string): boolean => isAllowedWebhookUrl(url, true);

export const failureGroupsQuerySchema = z.object({
  period: z.array(healthPeriodSchema).max(1, 'give period once').optional(),
  page: z.array(z.coerce.number({ error: 'page must be a whole number from 1' }).int('page must be a whole number from 1').min(1, 'page must be a whole number from 1')).max(1, 'give page once').optional(),
  limit: z
    .array(
      z.coerce
        .number({ error: `limit must be a whole number from 1 to ${FAILURE_GROUPS_PAGE_MAX}` })
        .int(`limit must be a whole number from 1 to ${FAILURE_GROUPS_PAGE_MAX}`)
        .min(1, `limit must be a whole number from 1 to ${FAILURE_GROUPS_PAGE_MAX}`)
        .max(FAILURE_GROUPS_PAGE_MAX, `limit must be a whole number from 1 to ${FAILURE_GROUPS_PAGE_MAX}`),
    )
    .max(1, 'give limit once')
    .optional(),
});

export const failureGroupSchema = z.object({
  /** Stable for a signature: the same cause has the same id in every period. */
  id: z.string().regex(/^[0-9a-f]{8}$/),
  action: z.enum(HEALTH_ACTIONS),
  kind: z.enum(FAILURE_KINDS),
  /** The HTTP status for `http`, `null` when the service did not answer. */
  status: z.number().int().min(100).max(599).nullable(),
  /** The error message with ids, numbers, hex and UUIDs replaced by placeholders (`<n>`, `<uuid>`…). */
  message: z.string(),
  /** One real message of the group, as the most recent call had it. */
  example_message: z.string(),
  count: z.number().int().positive(),
  /** count / every failure of the period, 0 to 1. */
  share: z.number().min(0).max(1),
  first_seen: z.iso.datetime({ offset: true }),
  last_seen: z.iso.datetime({ offset: true }),
  apps_affected: z.number().int().nonnegative(),
  /** Failures per step of the period, oldest first (`spark_step_minutes` each). */
  spark: z.array(z.number().int().nonnegative()).max(60),
});

export const failureGroupsSchema = z.object({
  period: healthPeriodSchema,
  period_start: z.iso.datetime({ offset: true }),
  period_end: z.iso.datetime({ offset: true }),
  spark_step_minutes: z.number().int().positive(),
  /** Every failure of the period, across all groups. */
  total_failures: z.number().int().nonnegative(),
  total_groups: z.number().int().nonnegative(),
  /** By count, most first. */
  groups: z.array(failureGroupSchema).max(FAILURE_GROUPS_PAGE_MAX),
  page: z.number().int().positive(),
  next_page: z.number().int().positive().nullable(),
});

const headersSchema = z.record(z.string(), z.string());
/** A JSON body (`null` without one); secrets are masked. */
const bodySchema = z.unknown();

export const exchangeRequestSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  /** The path on the partner's service; a replay sends it to the test endpoint's base URL. */
  path: z.string().startsWith('/'),
  headers: headersSchema,
  body: bodySchema,
});

export const exchangeResponseSchema = z.object({
  /** `null`: no answer (timeout, connection refused, TLS failure); `error` says which. */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  headers: headersSchema,
  body: bodySchema,
  latency_ms: z.number().nonnegative(),
});

export const failedCallSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  at: z.iso.datetime({ offset: true }),
  app: z.string(),
  request: exchangeRequestSchema,
  response: exchangeResponseSchema,
});

export const failedCallsSchema = z.object({
  group: failureGroupSchema.pick({ id: true, action: true, kind: true, status: true, message: true }),
  /** The most recent calls kept for this group (a bounded sample), newest first. */
  calls: z.array(failedCallSchema).max(50),
});

export const testEndpointSchema = z.object({
  /** The base URL replays go to; `null` until the partner sets one. */
  url: z.string().nullable(),
});

export const testEndpointInputSchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .trim()
    .max(WEBHOOK_URL_MAX, `must be at most ${WEBHOOK_URL_MAX} characters`)
    .refine((url) => url === '' || isAllowedTestEndpointUrl(url), TEST_ENDPOINT_URL_MESSAGE),
});

export const replaySchema = z.object({
  call_id: z.string(),
  /** Where it went: the test endpoint's base URL and the call's path. */
  url: z.string(),
  request: exchangeRequestSchema,
  response: exchangeResponseSchema,
  at: z.iso.datetime({ offset: true }),
});

export type FailureGroupsWire = z.infer<typeof failureGroupsSchema>;
export type FailureGroupWire = z.infer<typeof failureGroupSchema>;
export type FailedCallsWire = z.infer<typeof failedCallsSchema>;
export type FailedCallWire = z.infer<typeof failedCallSchema>;
export type ExchangeRequestWire = z.infer<typeof exchangeRequestSchema>;
export type ExchangeResponseWire = z.infer<typeof exchangeResponseSchema>;
export type ReplayWire = z.infer<typeof replaySchema>;
export type FailureGroups = Camelized<FailureGroupsWire>;
export type FailureGroup = Camelized<FailureGroupWire>;
export type FailedCalls = Camelized<FailedCallsWire>;
export type FailedCall = Camelized<FailedCallWire>;
export type Replay = Camelized<ReplayWire>;

export const integrationFailureEndpoints = defineEndpoints({
  'get /addons/{slug}/integration/failures': {
    api: 'partner',
    summary:
      "An add-on's failed calls in 24h, 7d or 30d grouped by cause (action, status or timeout/refused/TLS, normalized message), most first, paged with page and limit (its company's users and platform admins)",
    access: 'user',
    query: failureGroupsQuerySchema,
    response: failureGroupsSchema,
  },
  'get /addons/{slug}/integration/failures/{groupId}/calls': {
    api: 'partner',
    summary: "A failure group's most recent calls, newest first: request and response with secrets masked",
    access: 'user',
    // Headers and bodies as the partner's service sent and got them: their keys are data.
    dataFields: ['calls.request.headers', 'calls.request.body', 'calls.response.headers', 'calls.response.body'],
    response: failedCallsSchema,
  },
  'get /addons/{slug}/integration/test_endpoint': {
    api: 'partner',
    summary: 'The base URL replays are sent to (null until set)',
    access: 'user',
    response: testEndpointSchema,
  },
  'put /addons/{slug}/integration/test_endpoint': {
    api: 'partner',
    summary: 'Sets the test endpoint replays go to (https, or http to loopback in the sandbox); an empty url clears it',
    access: 'user',
    request: testEndpointInputSchema,
    response: testEndpointSchema,
  },
  'post /addons/{slug}/integration/failures/calls/{callId}/replay': {
    api: 'partner',
    summary:
      "Sends one failed call again to the add-on's test endpoint, with fresh credentials and an X-Replay header, and answers what came back (409 without a test endpoint)",
    access: 'user',
    dataFields: ['request.headers', 'request.body', 'response.headers', 'response.body'],
    response: replaySchema,
  },
});

const failuresKey = (slug: string) => [...addonKey(slug), 'integration-failures'] as const;
export const failureGroupsKey = (slug: string, period: HealthPeriod, page: number) => [...failuresKey(slug), 'groups', period, page] as const;
export const failedCallsKey = (slug: string, groupId: string) => [...failuresKey(slug), 'calls', groupId] as const;
export const testEndpointKey = (slug: string) => [...addonKey(slug), 'integration-test-endpoint'] as const;

const endpoints = integrationFailureEndpoints;

export const failureGroupsQueryOptions = (slug: string, period: HealthPeriod, page: number) =>
  queryOptions({
    queryKey: failureGroupsKey(slug, period, page),
    queryFn: ({ signal }): Promise<FailureGroups> =>
      callEndpoint(endpoints['get /addons/{slug}/integration/failures'], {
        params: { slug },
        query: { period, page: String(page), limit: String(FAILURE_GROUPS_PAGE_DEFAULT) },
        signal,
      }),
  });

export function useFailureGroups(slug: string, period: HealthPeriod, page: number) {
  return useQuery({ ...failureGroupsQueryOptions(slug, period, page), placeholderData: (previous) => previous });
}

export function useFailedCalls(slug: string, groupId: string | null) {
  return useQuery({
    queryKey: failedCallsKey(slug, groupId ?? ''),
    queryFn: ({ signal }): Promise<FailedCalls> =>
      callEndpoint(endpoints['get /addons/{slug}/integration/failures/{groupId}/calls'], { params: { slug, groupId: groupId ?? '' }, signal }),
    enabled: groupId !== null,
  });
}

/** Also the settings route's (app/workspace-sections.tsx): started beside the screen's chunk, not after its first render (issue 33). */
export const testEndpointQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: testEndpointKey(slug),
    queryFn: ({ signal }) => callEndpoint(endpoints['get /addons/{slug}/integration/test_endpoint'], { params: { slug }, signal }),
  });

export function useTestEndpoint(slug: string) {
  return useQuery(testEndpointQueryOptions(slug));
}

export function useSetTestEndpoint(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => callEndpoint(endpoints['put /addons/{slug}/integration/test_endpoint'], { params: { slug }, body: { url } }),
    onSuccess: (answer) => client.setQueryData(testEndpointKey(slug), answer),
  });
}

export function useReplayCall(slug: string) {
  return useMutation({
    mutationFn: (callId: string): Promise<Replay> =>
      callEndpoint(endpoints['post /addons/{slug}/integration/failures/calls/{callId}/replay'], { params: { slug, callId } }),
  });
}
