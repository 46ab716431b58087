/**
 * Fixed webhook endpoints and deliveries for the webhooks stories (issue 34
 * §3): the sandbox's own deliveries carry real times and random secrets, so
 * screenshots would never match; these are wire answers the contract accepts.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { WebhookDeliveryWire, WebhookEndpointWire, WebhookEndpointWithSecretWire } from '../../../web/src/api/webhooks';

export const SLUG = 'acme-postgres';
export const ENDPOINTS_PATH = `/api/v3/addons/${SLUG}/webhook_endpoints`;

export const healthyEndpoint: WebhookEndpointWire = {
  id: 'hook-1',
  url: 'https://hooks.acme.test/platform-events',
  description: 'Provisioning and approvals into our ops channel',
  events: ['resource.provisioned', 'resource.deprovisioned', 'approval.decided'],
  enabled: true,
  disabled_reason: null,
  secret_hint: 'whsec_MfKQ…',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

export const failingEndpoint: WebhookEndpointWire = {
  id: 'hook-2',
  url: 'https://billing.acme.test/webhooks/marketplace',
  description: '',
  events: ['repricing.status_changed'],
  enabled: false,
  disabled_reason: 'failures',
  secret_hint: 'whsec_9xQa…',
  created_at: '2026-11-21T08:30:00Z',
  updated_at: '2026-11-27T22:10:00Z',
};

export const registered: WebhookEndpointWithSecretWire = {
  ...healthyEndpoint,
  id: 'hook-3',
  url: 'https://hooks.acme.test/new',
  description: '',
  events: ['approval.decided'],
  secret: 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
  secret_hint: 'whsec_C2FV…',
};

const headers = (id: string, timestamp: number) => ({
  'content-type': 'application/json',
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': 'v1,…',
});

const approvalBody = '{"type":"approval.decided","timestamp":"2026-11-28T09:58:00.000Z","data":{"approval_id":"apr-12","type":"alpha_engineering_approval","state":"approved"}}';
const provisionBody = '{"type":"resource.provisioned","timestamp":"2026-11-28T09:40:00.000Z","data":{"resource_id":"review-resource-r7","source":"automatic_review","step":"provision"}}';

export const deliveries: WebhookDeliveryWire[] = [
  {
    id: 'msg_2Qx7approval',
    event: 'approval.decided',
    state: 'pending',
    next_attempt_at: '2026-11-28T10:04:00Z',
    attempts: [
      { attempt: 1, at: '2026-11-28T09:58:00Z', status: 503, error: null, latency_ms: 412.3, request_headers: headers('msg_2Qx7approval', 1795859880), request_body: approvalBody, response_body: '{"error":"upstream unavailable"}' },
      { attempt: 2, at: '2026-11-28T09:58:05Z', status: null, error: 'The operation was aborted due to timeout', latency_ms: 15000, request_headers: headers('msg_2Qx7approval', 1795859885), request_body: approvalBody, response_body: '' },
    ],
  },
  {
    id: 'msg_1Rb3provisioned',
    event: 'resource.provisioned',
    state: 'succeeded',
    next_attempt_at: null,
    attempts: [
      { attempt: 1, at: '2026-11-28T09:40:00Z', status: 204, error: null, latency_ms: 88.6, request_headers: headers('msg_1Rb3provisioned', 1795858800), request_body: provisionBody, response_body: '' },
    ],
  },
];

/** Answers the endpoint list (and each endpoint's log) with these; writes fall through to the sandbox. */
export function fixedWebhooks(list: WebhookEndpointWire[], logs: Record<string, WebhookDeliveryWire[]> = {}): HttpHandler[] {
  return [
    http.get(ENDPOINTS_PATH, () => HttpResponse.json(list)),
    http.get(`${ENDPOINTS_PATH}/:id/deliveries`, ({ params }) => HttpResponse.json(logs[String(params.id)] ?? [])),
  ];
}
