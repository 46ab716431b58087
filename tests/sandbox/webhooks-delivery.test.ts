/**
 * Webhook deliveries end to end (issue 34 §3): a receiver on a loopback port
 * verifies every delivery with svix's `Webhook.verify` (the signer is the
 * `standardwebhooks` package) and with the spec's HMAC computed here by hand
 * with node:crypto — svix 1.x delegates to standardwebhooks internally, so the
 * hand check is the truly independent one. Events come from a real action: an
 * admin deciding an approval through the partner API.
 */
import { describe, expect, it } from 'vitest';
import { approvalSchema } from '../../web/src/api/approvals';
import { notificationListSchema } from '../../web/src/api/notifications';
import { webhookDeliverySchema, webhookEndpointSchema, webhookEndpointWithSecretSchema } from '../../web/src/api/webhooks';
import { sandboxForFile } from '../support/sandbox-for-file';
import { verifiedBySvix, waitFor } from '../support/webhook-receiver';
import { webhookReceiverForFile } from '../support/webhook-receiver-for-file';

const { tokens, call } = sandboxForFile();

/** The receiver: answers 500 while `failures` lasts, then 204; records every request. */
const receiver = webhookReceiverForFile();

const base = '/api/v3/addons/acme-insights/webhook_endpoints';

async function register(events = ['approval.decided']) {
  const answer = await call(base, tokens.partner, { method: 'POST', body: JSON.stringify({ url: receiver.url, events }) });
  expect(answer.status).toBe(201);
  return webhookEndpointWithSecretSchema.parse(answer.body);
}

const until = <T>(read: () => Promise<T | undefined>, what: string) => waitFor(read, what, 5_000);

async function deliveries(endpointId: string) {
  const answer = await call(`${base}/${endpointId}/deliveries`, tokens.partner);
  expect(answer.status).toBe(200);
  return webhookDeliverySchema.array().parse(answer.body);
}

async function pendingApprovalId(): Promise<string> {
  const list = approvalSchema.array().parse((await call('/api/v3/addons/acme-insights/approvals', tokens.admin)).body);
  return list.find((each) => each.type === 'alpha_engineering_approval')!.id;
}

const decide = async (id: string, decision: object) =>
  expect((await call(`/api/v3/approvals/${id}`, tokens.admin, { method: 'PATCH', body: JSON.stringify(decision) })).status).toBe(200);

describe('webhook deliveries', () => {
  it('an admin deciding an approval is delivered, signed; a receiver failing twice gets it on the third attempt', async () => {
    const endpoint = await register();
    receiver.received.length = 0;
    receiver.failures = 2;
    const approvalId = await pendingApprovalId();
    await decide(approvalId, { state: 'rejected', rejection_reason: 'Needs a status page.' });

    const done = await until(async () => (await deliveries(endpoint.id)).find((each) => each.state !== 'pending'), 'the delivery');
    expect(done.state).toBe('succeeded');
    expect(done.event).toBe('approval.decided');
    expect(done.attempts.map((each) => each.status)).toEqual([500, 500, 204]);
    expect(done.attempts.map((each) => each.attempt)).toEqual([1, 2, 3]);
    // Signatures are masked in the log.
    expect(done.attempts[0]!.request_headers['webhook-signature']).toBe('v1,…');

    expect(receiver.received).toHaveLength(3);
    // The same webhook-id on every attempt, so the receiver can drop duplicates.
    expect(new Set(receiver.received.map((each) => each.headers['webhook-id']))).toEqual(new Set([done.id]));
    for (const each of receiver.received) expect(verifiedBySvix(endpoint.secret, each)).toBe(true);
    const payload = JSON.parse(receiver.received[2]!.body) as { type: string; data: { approval_id: string; state: string } };
    expect(payload).toMatchObject({ type: 'approval.decided', data: { approval_id: approvalId, state: 'rejected' } });
    // A tampered body or another secret does not verify.
    expect(verifiedBySvix(endpoint.secret, { ...receiver.received[2]!, body: receiver.received[2]!.body.replace('rejected', 'approved') })).toBe(false);
    expect(verifiedBySvix((await register()).secret, receiver.received[2]!)).toBe(false);
  });

  it('an endpoint that did not choose the event gets nothing', async () => {
    const other = await register(['repricing.status_changed']);
    await decide(await pendingApprovalId(), { state: 'rejected', rejection_reason: 'Still needs a status page.' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await deliveries(other.id)).toEqual([]);
  });

  it('an admin moving a repricing request is delivered to the add-on’s endpoint that chose it', async () => {
    const created = await call('/api/v3/addons/northwind-apm/webhook_endpoints', tokens.admin, {
      method: 'POST',
      body: JSON.stringify({ url: receiver.url, events: ['repricing.status_changed'] }),
    });
    const endpoint = webhookEndpointWithSecretSchema.parse(created.body);
    receiver.received.length = 0;
    receiver.failures = 0;
    const moved = await call('/api/v3/repricings/repricing-northwind-apm-pro-2026-11/transitions/in_progress', tokens.admin, { method: 'POST' });
    expect(moved.status).toBe(200);
    const received = await until(async () => receiver.received[0], 'the repricing event');
    expect(verifiedBySvix(endpoint.secret, received)).toBe(true);
    expect(JSON.parse(received.body)).toMatchObject({ type: 'repricing.status_changed', data: { repricing_id: 'repricing-northwind-apm-pro-2026-11', status: 'in_progress' } });
  });

  it('after rotation both the old and the new secret verify during the overlap', async () => {
    const endpoint = await register();
    const rotated = await call(`${base}/${endpoint.id}/rotate_secret`, tokens.partner, { method: 'POST' });
    expect(rotated.status).toBe(200);
    const { secret: newSecret } = webhookEndpointWithSecretSchema.parse(rotated.body);
    expect(newSecret).not.toBe(endpoint.secret);
    receiver.received.length = 0;
    receiver.failures = 0;
    expect((await call(`${base}/${endpoint.id}/test_event`, tokens.partner, { method: 'POST' })).status).toBe(201);
    const received = await until(async () => receiver.received[0], 'the test event');
    expect(received.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verifiedBySvix(newSecret, received)).toBe(true);
    expect(verifiedBySvix(endpoint.secret, received)).toBe(true);
  });

  it('a run of failed attempts disables the endpoint; re-enabling delivers again', async () => {
    const endpoint = await register();
    receiver.failures = 100;
    await call(`${base}/${endpoint.id}/test_event`, tokens.partner, { method: 'POST' });
    const failed = await until(async () => (await deliveries(endpoint.id)).find((each) => each.state === 'failed'), 'the failed delivery');
    expect(failed.attempts).toHaveLength(4);
    const listed = webhookEndpointSchema.array().parse((await call(base, tokens.partner)).body).find((each) => each.id === endpoint.id)!;
    expect(listed).toMatchObject({ enabled: false, disabled_reason: 'failures' });
    const bell = notificationListSchema.parse((await call('/api/v3/notifications', tokens.partner)).body).notifications;
    expect(bell.find((each) => each.kind === 'webhook_disabled')).toMatchObject({ addon_slug: 'acme-insights', subject: receiver.url });

    receiver.failures = 0;
    const enabled = await call(`${base}/${endpoint.id}`, tokens.partner, { method: 'PATCH', body: '{"enabled":true}' });
    expect(webhookEndpointSchema.parse(enabled.body)).toMatchObject({ enabled: true, disabled_reason: null });
    const redelivered = await call(`${base}/${endpoint.id}/deliveries/${failed.id}/redeliver`, tokens.partner, { method: 'POST' });
    expect(redelivered.status).toBe(201);
    const again = webhookDeliverySchema.parse(redelivered.body);
    const done = await until(async () => (await deliveries(endpoint.id)).find((each) => each.id === again.id && each.state !== 'pending'), 'the redelivery');
    expect(done.state).toBe('succeeded');
  });
});
