import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { BrowserSession } from '../support/browser-session';
import { sampleSum, scrape } from '../support/exposition';
import { startPortal, type TestPortal } from '../support/portal';
import { signedInBrowser } from '../support/portal-sign-in';

/*
 * The fast lane's cache of checked cookies is keyed by the session cookie
 * alone (issue 32 §5.4; its bound is tested in bff/session/verified-cookies.test.ts):
 * over real HTTP, a signed-in user whose every call carries a differently
 * padded Cookie header is still served, and on the fast lane, not pushed to
 * the slower Express path.
 */
let portal: TestPortal;
let partner: BrowserSession;
let metricsUrl: string;

beforeAll(async () => {
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl'), METRICS_PORT: '0' } });
  metricsUrl = portal.server.metrics!.url;
  partner = await signedInBrowser(portal.url, 'partner@acme.test');
}, 60_000);
afterAll(() => portal?.close());

const fastPlatformCalls = async () => sampleSum((await scrape(metricsUrl)).samples, 'bff_http_request_duration_seconds_count', { route: 'platform', lane: 'fast', status_class: '2xx' });

describe('padded Cookie headers', () => {
  it('are served on the fast lane, each differently padded', async () => {
    const sessionCookie = `${portal.config.session.cookieName}=${await partner.cookieValue(portal.url, portal.config.session.cookieName)}`;
    const N = 300;
    const before = await fastPlatformCalls();
    for (let i = 0; i < N; i += 1) {
      const padding = Array.from({ length: 1 + (i % 5) }, (_, n) => `pad${i}_${n}=${'x'.repeat(200 + ((i * 53) % 1500))}`);
      const cookie = [...padding.slice(0, i % 3), sessionCookie, ...padding.slice(i % 3)].join('; ');
      const response = await fetch(`${portal.url}/platform/account`, { headers: { cookie, 'x-csrf': '1', accept: 'application/json' } });
      expect(response.status, cookie.slice(0, 80)).toBe(200);
      expect(await response.json()).toMatchObject({ email: 'partner@acme.test' });
    }
    await vi.waitFor(async () => expect((await fastPlatformCalls()) - before).toBe(N), { timeout: 3_000, interval: 50 });
  });
});
