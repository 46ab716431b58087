/**
 * Two rules of webhook endpoints (issue 34 §3) that the delivery tests pass
 * through without pinning: re-enabling an endpoint starts its run of failures
 * afresh (else the next failed attempt would disable it again at once), and
 * the delivery log lists the newest delivery first.
 */
import { describe, expect, it } from 'vitest';
import { webhookDeliverySchema, webhookEndpointSchema, webhookEndpointWithSecretSchema } from '../../web/src/api/webhooks';
import { sandboxForFile } from '../support/sandbox-for-file';
import { webhookReceiverForFile } from '../support/webhook-receiver-for-file';

const { tokens, call } = sandboxForFile();

/** Answers 500 while `failures` lasts, then 204. */
const receiver = webhookReceiverForFile();

const base = '/api/v3/addons/acme-insights/webhook_endpoints';

async function register() {
  const answer = await call(base, tokens.partner, { method: 'POST', body: JSON.stringify({ url: receiver.url, events: ['approval.decided'] }) });
  expect(answer.status).toBe(201);
  return webhookEndpointWithSecretSchema.parse(answer.body);
}

async function deliveries(endpointId: string) {
  const answer = await call(`${base}/${endpointId}/deliveries`, tokens.partner);
  expect(answer.status).toBe(200);
  return webhookDeliverySchema.array().parse(answer.body);
}

async function testEvent(endpointId: string) {
  const sent = await call(`${base}/${endpointId}/test_event`, tokens.partner, { method: 'POST' });
  expect(sent.status).toBe(201);
  return webhookDeliverySchema.parse(sent.body);
}

async function settled(endpointId: string, deliveryId: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = (await deliveries(endpointId)).find((each) => each.id === deliveryId && each.state !== 'pending');
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`delivery ${deliveryId} did not settle`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const listed = async (endpointId: string) =>
  webhookEndpointSchema
    .array()
    .parse((await call(base, tokens.partner)).body)
    .find((each) => each.id === endpointId)!;

describe('webhook endpoint rules', () => {
  it('re-enabling starts the run of failures afresh: one more failed attempt does not disable it again', async () => {
    const endpoint = await register();
    receiver.failures = 100;
    expect((await settled(endpoint.id, (await testEvent(endpoint.id)).id)).state).toBe('failed');
    expect(await listed(endpoint.id)).toMatchObject({ enabled: false, disabled_reason: 'failures' });

    expect((await call(`${base}/${endpoint.id}`, tokens.partner, { method: 'PATCH', body: '{"enabled":true}' })).status).toBe(200);
    receiver.failures = 1;
    const done = await settled(endpoint.id, (await testEvent(endpoint.id)).id);
    expect(done.attempts.map((each) => each.status)).toEqual([500, 204]);
    expect(done.state).toBe('succeeded');
    expect(await listed(endpoint.id)).toMatchObject({ enabled: true, disabled_reason: null });
  });

  it('lists the delivery log newest first', async () => {
    const endpoint = await register();
    receiver.failures = 0;
    const first = await testEvent(endpoint.id);
    await settled(endpoint.id, first.id);
    const second = await testEvent(endpoint.id);
    await settled(endpoint.id, second.id);
    expect((await deliveries(endpoint.id)).map((each) => each.id)).toEqual([second.id, first.id]);
  });
});
