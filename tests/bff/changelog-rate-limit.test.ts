import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';

/*
 * The public changelog had no rate limit (issue 32 §5.5): anyone could make
 * the BFF and the partner API work in a loop. Now it is bounded per client
 * (CHANGELOG_RATE_LIMIT_PER_MINUTE), answering over the bound as every API
 * error does, `{id, message, requestId}`, with Retry-After.
 */
const LIMIT = 5;
let portal: TestPortal;
let partner: BrowserSession;

beforeAll(async () => {
  // Behind one proxy, so the test can be several clients (X-Forwarded-For, as nginx sets it).
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl'), CHANGELOG_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' } });
  partner = await signedInBrowser(portal.url, 'partner@acme.test');
}, 60_000);
afterAll(() => portal?.close());

const changelogAs = (client: string, accept = 'application/json') => fetch(`${portal.url}/api/v3/changelog`, { headers: { accept, 'x-forwarded-for': client } });

describe('the public changelog is rate limited per client (issue 32 §5.5)', () => {
  it('serves a client up to the limit, then answers 429 JSON with Retry-After until the window ends', async () => {
    const client = '203.0.113.7';
    for (let i = 1; i <= LIMIT; i += 1) {
      const response = await changelogAs(client);
      expect(response.status, `call ${i}`).toBe(200);
      expect(Array.isArray(await response.json()), `call ${i}`).toBe(true);
    }
    for (const accept of ['application/json', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
      const refused = await changelogAs(client, accept);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json\b/);
      expect(await refused.json()).toEqual({
        id: 'too_many_requests',
        message: 'Too many requests for the changelog. Please wait a minute.',
        requestId: refused.headers.get('x-request-id'),
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // An API answer like any other: its security headers, never cached.
      expect(refused.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('counts each client on its own, and limits nothing else', async () => {
    const busy = '203.0.113.8';
    for (let i = 0; i < LIMIT + 2; i += 1) await (await changelogAs(busy)).body?.cancel();
    expect((await changelogAs(busy)).status).toBe(429);
    // Another client is still served.
    expect((await changelogAs('203.0.113.9')).status).toBe(200);
    // The signed-in API and the changelog's page are not counted against the limit.
    const signedIn = { 'x-forwarded-for': busy };
    for (let i = 0; i < LIMIT + 2; i += 1) expect((await apiCall(partner, `${portal.url}/api/v3/current_user`, { headers: signedIn })).status).toBe(200);
    expect((await fetch(`${portal.url}/changelog`, { headers: { accept: 'text/html', 'x-forwarded-for': busy } })).status).toBe(200);
  });
});
