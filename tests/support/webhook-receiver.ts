/**
 * A webhook receiver for sandbox tests (issue 34 §3): a loopback HTTP server
 * that records each request and verifies it with svix's `Webhook.verify` (the
 * sandbox signs with the `standardwebhooks` package) and with the Standard
 * Webhooks HMAC computed here by hand with node:crypto.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'svix';

export interface ReceivedWebhook {
  /** The path it was sent to, so one receiver can serve several endpoints. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Records every request; answers 204, or 500 while `failures` (set by the test) lasts, counting it down. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = { failures: 0 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers as Record<string, string>, body });
      if (state.failures > 0) {
        state.failures -= 1;
        response.writeHead(500).end('{"error":"receiver down"}');
      } else response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    /** How many of the next requests fail with 500 (the sandbox's retries and disabling). */
    get failures() {
      return state.failures;
    },
    set failures(count: number) {
      state.failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** The spec's signature, by hand: HMAC-SHA256 over `id.timestamp.body` with the base64 key after `whsec_`. */
function handSignature(secret: string, received: ReceivedWebhook): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${received.headers['webhook-id']}.${received.headers['webhook-timestamp']}.${received.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

/** Whether svix accepts the delivery with `secret` (throws if svix and the hand check disagree). */
export function verifiedBySvix(secret: string, received: ReceivedWebhook): boolean {
  const byHand = received.headers['webhook-signature']!.split(' ').includes(handSignature(secret, received));
  let bySvix = true;
  try {
    new Webhook(secret).verify(received.body, received.headers);
  } catch {
    bySvix = false;
  }
  if (bySvix !== byHand) throw new Error(`svix says ${bySvix}, the hand check ${byHand}`);
  return bySvix;
}

export async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
