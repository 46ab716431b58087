/**
 * The webhook events beyond approvals and repricings (issue 34 §3), each from
 * a real action in the sandbox and verified by a receiver with svix: an admin
 * deciding a progression (progression.decided); an automatic review, which
 * really calls the partner's service, provisioning and deprovisioning its test
 * resource (resource.provisioned, resource.deprovisioned) and finishing
 * (automatic_review.finished); a review whose provision step fails sends no
 * resource event; the platform moving a review's test resource to another
 * plan (its plan-change call to the partner's service) is delivered as
 * resource.plan_changed to an endpoint that chose it, and to no other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliverySchema, webhookEndpointWithSecretSchema, WEBHOOK_EVENTS, WEBHOOK_RETRY_JITTER, WEBHOOK_RETRY_SCHEDULE_MS } from '../../web/src/api/webhooks';
import { sandboxForFile } from '../support/sandbox-for-file';
import { startWebhookReceiver, verifiedBySvix, waitFor, type ReceivedWebhook } from '../support/webhook-receiver';

const { tokens, call } = sandboxForFile();
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

/** Registers an endpoint for every event on `slug` (as the admin: any add-on) at its own path, so each test reads only its own deliveries. */
async function register(slug: string) {
  const url = `${receiver.url}/${slug}`;
  const answer = await call(`/api/v3/addons/${slug}/webhook_endpoints`, tokens.admin, { method: 'POST', body: JSON.stringify({ url, events: WEBHOOK_EVENTS }) });
  expect(answer.status).toBe(201);
  const { secret } = webhookEndpointWithSecretSchema.parse(answer.body);
  const path = new URL(url).pathname;
  /** The `type` event delivered to this endpoint, when it has come. */
  const received = (type: string) => waitFor(() => receiver.received.find((each) => each.path === path && payloadOf(each).type === type), type);
  const types = () => receiver.received.filter((each) => each.path === path).map((each) => payloadOf(each).type);
  return { secret, received, types };
}

const payloadOf = (received: ReceivedWebhook) => JSON.parse(received.body) as { type: string; data: Record<string, unknown> };

// Concurrent: each test waits on a review's real clock (2 s a step) on add-ons of
// its own, so waiting side by side takes the longest one's time, not their sum.
describe.concurrent('webhook events from real actions', () => {
  it('an admin shutting an add-on down is delivered as progression.decided, signed', async () => {
    const endpoint = await register('kiln-cache');
    const answer = await call('/api/v3/addons/kiln-cache/progressions', tokens.admin, {
      method: 'POST',
      body: JSON.stringify({ state: 'approved', to: 'shutdown', confirmation: 'kiln-cache' }),
    });
    expect(answer.status).toBe(201);
    const received = await endpoint.received('progression.decided');
    expect(verifiedBySvix(endpoint.secret, received)).toBe(true);
    expect(payloadOf(received).data).toMatchObject({ from: 'alpha', to: 'shutdown', state: 'approved' });
  });

  // Acme Insights takes one review at a time (a new one only once the last is final,
  // and its endpoint here counts every event): its two reviews take turns, beside the rest.
  describe('Acme Insights, one review after the other', () => {
    it.sequential('an automatic review provisions and deprovisions its test resource and finishes: each delivered, signed', async () => {
      const endpoint = await register('acme-insights');
      const requested = await call('/api/v3/addons/acme-insights/automatic_reviews', tokens.partner, { method: 'POST' });
      expect(requested.status).toBe(201);
      const reviewId = (requested.body as { id: string }).id;
      const finished = await endpoint.received('automatic_review.finished');
      expect(payloadOf(finished).data).toMatchObject({ review_id: reviewId, status: 'succeeded' });
      const provisioned = await endpoint.received('resource.provisioned');
      const deprovisioned = await endpoint.received('resource.deprovisioned');
      for (const each of [finished, provisioned, deprovisioned]) expect(verifiedBySvix(endpoint.secret, each)).toBe(true);
      expect(payloadOf(provisioned).data).toMatchObject({ source: 'automatic_review', review_id: reviewId, step: 'provision' });
      expect(payloadOf(deprovisioned).data).toMatchObject({ resource_id: payloadOf(provisioned).data.resource_id, step: 'deprovision' });
      // In the order they happened, each step once: provision, deprovision, reprovision, then the end.
      await waitFor(() => (endpoint.types().length >= 4 ? true : undefined), 'four events');
      expect(endpoint.types()).toEqual(['resource.provisioned', 'resource.deprovisioned', 'resource.provisioned', 'automatic_review.finished']);
    }, 20_000);

    it.sequential('a plan change is refused for a plan the add-on does not have, the plan it is on, or a resource the caller cannot see', async () => {
      const requested = await call('/api/v3/addons/acme-insights/automatic_reviews', tokens.partner, { method: 'POST' });
      const resourceId = `review-resource-${(requested.body as { id: string }).id}`;
      // Before the review has reprovisioned it, the resource does not exist yet.
      expect((await call(`/sandbox/resources/${resourceId}`, tokens.partner)).status).toBe(404);
      await waitFor(async () => ((await call(`/sandbox/resources/${resourceId}`, tokens.partner)).status === 200 ? true : undefined), 'the test resource');
      const change = (plan: unknown, token = tokens.partner) => call(`/sandbox/resources/${resourceId}/plan_change`, token, { method: 'POST', body: JSON.stringify({ plan }) });
      expect(await change('team')).toMatchObject({ status: 422, body: { errors: { plan: ['is not an enabled plan of acme-insights'] } } });
      expect(await change('test')).toMatchObject({ status: 422, body: { errors: { plan: ['is the plan the resource is on already'] } } });
      expect((await change('')).status).toBe(422);
      expect((await change('pilot', tokens.solo)).status).toBe(404);
      expect((await change('pilot')).status).toBe(200);
    }, 20_000);
  });

  it("the platform changing a test resource's plan is delivered as resource.plan_changed, signed, only where chosen", async () => {
    const endpoint = await register('acme-vault');
    // Another endpoint of the same add-on that chose every resource event but this one.
    const others = WEBHOOK_EVENTS.filter((event) => event !== 'resource.plan_changed');
    const created = await call('/api/v3/addons/acme-vault/webhook_endpoints', tokens.partner, {
      method: 'POST',
      body: JSON.stringify({ url: `${receiver.url}/acme-vault-unsubscribed`, events: others }),
    });
    expect(created.status).toBe(201);
    const unsubscribed = webhookEndpointWithSecretSchema.parse(created.body);
    const requested = await call('/api/v3/addons/acme-vault/automatic_reviews', tokens.partner, { method: 'POST' });
    expect(requested.status).toBe(201);
    const reviewId = (requested.body as { id: string }).id;
    await endpoint.received('automatic_review.finished');
    const resourceId = `review-resource-${reviewId}`;
    // Acme Vault has no test plan: its review provisions on the cheapest enabled plan.
    const before = await call(`/sandbox/resources/${resourceId}`, tokens.partner);
    expect(before).toMatchObject({ status: 200, body: { plan: 'acme-vault:starter', plan_changes: [] } });
    const changed = await call(`/sandbox/resources/${resourceId}/plan_change`, tokens.partner, { method: 'POST', body: JSON.stringify({ plan: 'team' }) });
    expect(changed.status).toBe(200);
    // Recorded as the platform's own call to the partner's service.
    expect(changed.body).toMatchObject({
      plan: 'acme-vault:team',
      plan_changes: [{ method: 'PUT', path: `/heroku/resources/${resourceId}`, body: { uuid: resourceId, plan: 'acme-vault:team' }, status: 200 }],
    });
    const received = await endpoint.received('resource.plan_changed');
    expect(verifiedBySvix(endpoint.secret, received)).toBe(true);
    expect(payloadOf(received).data).toMatchObject({ resource_id: resourceId, review_id: reviewId, from_plan: 'acme-vault:starter', to_plan: 'acme-vault:team' });
    // The event is queued for every chosen endpoint as the change is made: the other endpoint's log has none.
    const logged = webhookDeliverySchema.array().parse((await call(`/api/v3/addons/acme-vault/webhook_endpoints/${unsubscribed.id}/deliveries`, tokens.partner)).body);
    expect(logged.map((delivery) => delivery.event)).toContain('automatic_review.finished');
    expect(logged.map((delivery) => delivery.event)).not.toContain('resource.plan_changed');
    expect(receiver.received.filter((each) => each.path === '/acme-vault-unsubscribed').map((each) => payloadOf(each).type)).not.toContain('resource.plan_changed');
  }, 20_000);

  it('a review whose provision step fails sends no resource event, and finishes as failed', async () => {
    const endpoint = await register('tessellate-vector');
    const requested = await call('/api/v3/addons/tessellate-vector/automatic_reviews', tokens.admin, { method: 'POST' });
    expect(requested.status).toBe(201);
    const finished = await endpoint.received('automatic_review.finished');
    expect(verifiedBySvix(endpoint.secret, finished)).toBe(true);
    expect(payloadOf(finished).data).toMatchObject({ status: 'failed' });
    expect(endpoint.types()).toEqual(['automatic_review.finished']);
  }, 25_000);

  it('a review cancelled while it waits on the provider finishes as cancelled, with no resource event', async () => {
    const endpoint = await register('northwind-logs');
    const requested = await call('/api/v3/addons/northwind-logs/automatic_reviews', tokens.admin, { method: 'POST' });
    expect(requested.status).toBe(201);
    const reviewId = (requested.body as { id: string }).id;
    // The provision step waits on the provider forever; after every look scheduled at the request (5 × 2 s + 1 s), a cancel stops it.
    await new Promise((resolve) => setTimeout(resolve, 11_500));
    expect(endpoint.types()).toEqual([]);
    expect((await call(`/api/v3/automatic_reviews/${reviewId}/cancel`, tokens.admin, { method: 'POST' })).status).toBe(200);
    const finished = await endpoint.received('automatic_review.finished');
    expect(payloadOf(finished).data).toMatchObject({ review_id: reviewId, status: 'cancelled' });
    expect(endpoint.types()).toEqual(['automatic_review.finished']);
  }, 25_000);

  it('the delivery log says when a failed delivery is tried next, per the fixed schedule with its jitter', async () => {
    // Nothing listens on port 9 of loopback: the first attempt is refused at once.
    const created = await call('/api/v3/addons/acme-insights/webhook_endpoints', tokens.partner, {
      method: 'POST',
      body: JSON.stringify({ url: 'http://127.0.0.1:9/hooks', events: ['approval.decided'] }),
    });
    const { id } = webhookEndpointWithSecretSchema.parse(created.body);
    const base = `/api/v3/addons/acme-insights/webhook_endpoints/${id}`;
    expect((await call(`${base}/test_event`, tokens.partner, { method: 'POST' })).status).toBe(201);
    const logged = await waitFor(async () => {
      const [delivery] = webhookDeliverySchema.array().parse((await call(`${base}/deliveries`, tokens.partner)).body);
      return delivery && delivery.attempts.length === 1 ? delivery : undefined;
    }, 'the first attempt');
    const attemptedAt = Date.parse(logged.attempts[0]!.at);
    const delay = WEBHOOK_RETRY_SCHEDULE_MS[1];
    expect(logged).toMatchObject({ state: 'pending', attempts: [{ status: null, attempt: 1 }] });
    expect(Date.parse(logged.next_attempt_at!) - attemptedAt).toBeGreaterThanOrEqual(delay * (1 - WEBHOOK_RETRY_JITTER) - 50);
    expect(Date.parse(logged.next_attempt_at!) - attemptedAt).toBeLessThanOrEqual(delay * (1 + WEBHOOK_RETRY_JITTER) + 500);
    expect((await call(base, tokens.partner, { method: 'DELETE' })).status).toBe(204);
  });
});
