/**
 * A rotated-out webhook secret signs only during its overlap window (issue
 * 34 §3): within it a delivery carries both signatures, after it only the new
 * one — a leaked old secret must stop verifying. The window is scaled down to
 * a second and a half; signatures are checked by hand (the spec's HMAC).
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpointWithSecretSchema } from '../../web/src/api/webhooks';
import { setWebhookDeliveryOptions } from '../../fixtures/model/webhook-deliveries';
import { sandboxForFile } from '../support/sandbox-for-file';

const { tokens, call } = sandboxForFile();

const OVERLAP_MS = 1_500;

interface Received {
  headers: Record<string, string>;
  body: string;
}
const receiver = { received: [] as Received[], url: '' };
let server: Server;
let restoreOptions: () => void;

beforeAll(async () => {
  restoreOptions = setWebhookDeliveryOptions({ scheduleMs: [0], jitter: 0, disableAfterFailures: 4, rotationOverlapMs: OVERLAP_MS });
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      receiver.received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  restoreOptions();
  await new Promise((resolve) => server.close(resolve));
});

const base = '/api/v3/addons/acme-insights/webhook_endpoints';

function signs(secret: string, received: Received): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${received.headers['webhook-id']}.${received.headers['webhook-timestamp']}.${received.body}`;
  return received.headers['webhook-signature']!.split(' ').includes(`v1,${createHmac('sha256', key).update(signed).digest('base64')}`);
}

async function testEventReceived(endpointId: string): Promise<Received> {
  receiver.received = [];
  expect((await call(`${base}/${endpointId}/test_event`, tokens.partner, { method: 'POST' })).status).toBe(201);
  for (let waited = 0; waited < 5_000; waited += 20) {
    const [received] = receiver.received;
    if (received) return received;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the test event never arrived');
}

describe('a rotated-out webhook secret', () => {
  it('signs beside the new one during the overlap, and not after it', async () => {
    const registered = await call(base, tokens.partner, { method: 'POST', body: JSON.stringify({ url: receiver.url, events: ['approval.decided'] }) });
    expect(registered.status).toBe(201);
    const endpoint = webhookEndpointWithSecretSchema.parse(registered.body);
    const rotated = await call(`${base}/${endpoint.id}/rotate_secret`, tokens.partner, { method: 'POST' });
    const rotatedAt = Date.now();
    const { secret: newSecret } = webhookEndpointWithSecretSchema.parse(rotated.body);

    const during = await testEventReceived(endpoint.id);
    // Only meaningful if it was sent inside the window: on a very loaded machine, say so rather than pass on nothing.
    expect(Date.now() - rotatedAt, 'the first event took longer than the overlap').toBeLessThan(OVERLAP_MS);
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(signs(newSecret, during)).toBe(true);
    expect(signs(endpoint.secret, during)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, OVERLAP_MS + 50 - (Date.now() - rotatedAt)));
    const after = await testEventReceived(endpoint.id);
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(signs(newSecret, after)).toBe(true);
    expect(signs(endpoint.secret, after)).toBe(false);
  });
});
