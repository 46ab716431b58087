import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { startRecordingUpstream } from '../support/recording-upstream';

/*
 * Log-out must be impossible to forge from another page, and final: a request
 * that was already running when the user logged out must not bring the session
 * back when it ends (express-session writes the session at response end).
 */

describe('forged log-outs leave the user signed in', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({ env: { REDIS_URL: inject('redisUrl') } });
  });
  afterAll(() => portal.close());

  const forgeries: [string, RequestInit][] = [
    ['a plain link (GET)', {}],
    ['a cross-site link (GET)', { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } }],
    ['a same-site link (GET)', { headers: { 'sec-fetch-site': 'same-site' } }],
    ['a same-origin GET, even with X-CSRF', { headers: { 'sec-fetch-site': 'same-origin', 'x-csrf': '1' } }],
    ['a POST without Origin or X-CSRF', { method: 'POST' }],
    ['a cross-site form POST', { method: 'POST', headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' } }],
    ['a POST from a sibling origin', { method: 'POST', headers: { origin: 'http://sub.localhost', 'sec-fetch-site': 'same-site' } }],
    ['a POST from an opaque origin', { method: 'POST', headers: { origin: 'null' } }],
    ['a POST with X-CSRF: 0', { method: 'POST', headers: { 'x-csrf': '0' } }],
    ['a POST with X-CSRF: true', { method: 'POST', headers: { 'x-csrf': 'true' } }],
    ['a cross-site POST from an opaque origin', { method: 'POST', headers: { origin: 'null', 'sec-fetch-site': 'cross-site' } }],
    ['a same-site POST from a sibling with no Origin', { method: 'POST', headers: { 'sec-fetch-site': 'same-site' } }],
  ];

  it.each(forgeries)('%s', async (_name, init) => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const response = await browser.request(`${portal.url}/log-out`, init);
    await response.body?.cancel();
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(200);
  });

  it("the SPA's form as Chromium posts it (Origin: null under no-referrer, Sec-Fetch-Site: same-origin) logs out", async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const headers = { origin: 'null', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'content-type': 'application/x-www-form-urlencoded' };
    const response = await browser.request(`${portal.url}/log-out`, { method: 'POST', headers });
    expect(response.status).toBe(303);
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(401);
  });

  it('a GET asks with a form that posts back to the portal', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const response = await browser.request(`${portal.url}/log-out`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/<form method="post" action="\/log-out"><button type="submit">Log out<\/button><\/form>/);
  });

  it('a refused POST says why, with status 403', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const response = await browser.request(`${portal.url}/log-out`, { method: 'POST', headers: { origin: 'https://evil.test' } });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('did not come from the Partner Portal');
  });
});

describe.each([
  ['Redis', () => inject('redisUrl')],
  ['the in-process store', () => undefined],
])('a request still running at log-out cannot undo it (%s)', (_store, redisUrl) => {
  let portal: TestPortal;
  let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
  beforeAll(async () => {
    upstream = await startRecordingUpstream({ delayMs: 800 });
    // A refresh skew longer than the token lifetime makes every call refresh and
    // save the session — the write that used to resurrect it at response end.
    portal = await startPortal({
      env: { REDIS_URL: redisUrl(), PLATFORM_API_URL: upstream.url, TOKEN_REFRESH_SKEW_SECONDS: '7200' },
      accessTokenTtlSeconds: 3600,
    });
  });
  afterAll(async () => {
    await portal.close();
    await upstream.close();
  });

  it('the session stays ended for /bff/session, /bff/token and the proxies', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const oldCookie = await browser.cookieValue(portal.url, portal.config.session.cookieName);
    const slow = apiCall(browser, `${portal.url}/platform/account`);
    // Log out while the slow call (session loaded, tokens refreshed) waits for its upstream.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logOut = await browser.request(`${portal.url}/log-out`, { method: 'POST', headers: { origin: portal.url } });
    expect(logOut.status).toBe(303);
    const slowResponse = await slow;
    expect(slowResponse.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The browser dropped its cookie, but another tab (or a thief) may still send it.
    const stillSent = new BrowserSession();
    await stillSent.jar.setCookie(`${portal.config.session.cookieName}=${oldCookie}; Path=/`, portal.url);
    expect((await apiCall(stillSent, `${portal.url}/bff/session`)).status).toBe(401);
    expect((await apiCall(stillSent, `${portal.url}/bff/token`)).status).toBe(401);
    expect((await apiCall(stillSent, `${portal.url}/platform/account`)).status).toBe(401);
  });
});
