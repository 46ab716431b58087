import type { SessionData } from 'express-session';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HOSTILE_RETURN_TO } from '../../bff/auth/hostile-return-to';
import { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, authorizeAtIdentityProvider, signedInBrowser, signInToPortal } from '../support/portal-sign-in';
import { withStoredSession } from '../support/stored-session';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl') } });
});
afterAll(() => portal.close());

describe('sign-in', () => {
  it.each([
    ['partner@acme.test', false],
    ['owner@solo.test', false],
    ['admin@platform.test', true],
  ])('signs %s in through the identity provider, admin=%s', async (email, isAdmin) => {
    const browser = await signedInBrowser(portal.url, email);
    const response = await apiCall(browser, `${portal.url}/bff/session`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ email, name: expect.any(String), is_admin: isAdmin });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
  });

  it('sends the identity provider PKCE S256, state and nonce', async () => {
    const browser = new BrowserSession();
    const response = await browser.request(`${portal.url}/login`);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(new URL(portal.sandbox.issuer).origin);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('redirect_uri')).toBe(`${portal.url}/login/oauth`);
  });

  it('returns to the page the user first asked for', async () => {
    const browser = new BrowserSession();
    const result = await signInToPortal(browser, portal.url, 'partner@acme.test', '/addons/acme-postgres?tab=plans');
    expect(result.finalLocation).toBe('/addons/acme-postgres?tab=plans');
  });

  it('lands in the portal, not back on the marketing page, when Sign in was pressed on a public page (issue 31 item 13)', async () => {
    for (const publicPage of ['/provider/home', '/changelog']) {
      const result = await signInToPortal(new BrowserSession(), portal.url, 'partner@acme.test', publicPage);
      expect(result.finalLocation, publicPage).toBe('/');
    }
  });

  it(`never redirects off-site after sign-in, for all ${HOSTILE_RETURN_TO.length} hostile return_to values`, async () => {
    // One sign-in each through the real identity provider, 8 at a time: one by one
    // the table takes several seconds. Failures are collected so one run names them all.
    const failures: string[] = [];
    const queue = [...HOSTILE_RETURN_TO];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const [description, payload] = entry;
        try {
          const result = await signInToPortal(new BrowserSession(), portal.url, 'partner@acme.test', payload);
          const location = result.finalLocation ?? '';
          const origin = new URL(location, portal.url).origin;
          if (result.status !== 303 || origin !== new URL(portal.url).origin || location !== '/') {
            failures.push(`${description} (${JSON.stringify(payload)}): ${result.status} → ${location}`);
          }
        } catch (error) {
          failures.push(`${description} (${JSON.stringify(payload)}): ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
  });

  it('gives a new session id at sign-in, so a planted id is worthless (fixation)', async () => {
    // Starting a sign-in creates no session, so there is no anonymous id to plant;
    // the attacker plants the id of a session of their own instead, then ends it.
    const cookieName = portal.config.session.cookieName;
    const attacker = await signedInBrowser(portal.url, 'owner@solo.test');
    const planted = await attacker.cookieValue(portal.url, cookieName);
    const victim = new BrowserSession();
    await victim.jar.setCookie(`${cookieName}=${planted}; Path=/`, portal.url);
    await (await attacker.request(`${portal.url}/log-out`, { method: 'POST', headers: { 'x-csrf': '1' } })).body?.cancel();
    await attacker.jar.setCookie(`${cookieName}=${planted}; Path=/`, portal.url);

    const result = await signInToPortal(victim, portal.url, 'partner@acme.test');
    expect(result.status).toBe(303);
    const after = await victim.cookieValue(portal.url, cookieName);
    expect(after).toBeDefined();
    expect(after).not.toBe(planted);
    expect(await (await apiCall(victim, `${portal.url}/bff/session`)).json()).toMatchObject({ email: 'partner@acme.test' });
    expect((await apiCall(attacker, `${portal.url}/bff/session`)).status).toBe(401);
  });

  it('gives a new session id at sign-in even when the planted id names a live session without a sign-in', async () => {
    // The store holds a record under the planted id that is signed in as nobody: without
    // regeneration, express-session would load it and the victim's sign-in would be saved under
    // the id the attacker knows.
    const cookieName = portal.config.session.cookieName;
    const attacker = await signedInBrowser(portal.url, 'owner@solo.test');
    const planted = await attacker.cookieValue(portal.url, cookieName);
    await withStoredSession(portal, attacker, async (record) => {
      const { auth: _auth, ...signedInAsNobody } = (await record.read())!;
      await record.write(signedInAsNobody as SessionData);
    });
    const victim = new BrowserSession();
    await victim.jar.setCookie(`${cookieName}=${planted}; Path=/`, portal.url);
    expect((await signInToPortal(victim, portal.url, 'partner@acme.test')).status).toBe(303);
    expect(await victim.cookieValue(portal.url, cookieName)).not.toBe(planted);
    expect((await apiCall(attacker, `${portal.url}/bff/session`)).status).toBe(401);
  });

  it('creates no session before the identity provider calls back', async () => {
    const browser = new BrowserSession();
    await (await browser.request(`${portal.url}/login`)).body?.cancel();
    expect(await browser.cookieValue(portal.url, portal.config.session.cookieName)).toBeUndefined();
  });

  it('restarts sign-in on a forged state and never signs in', async () => {
    const browser = new BrowserSession();
    const login = await browser.request(`${portal.url}/login?return_to=/admin`);
    await login.body?.cancel();
    const forged = await browser.request(`${portal.url}/login/oauth?code=attacker-code&state=forged-state`);
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/login?return_to=%2Fadmin');
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(401);
  });

  it('refuses a callback with no sign-in in progress (login CSRF), without a redirect loop', async () => {
    const browser = new BrowserSession();
    const response = await browser.request(`${portal.url}/login/oauth?code=x&state=y`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign in again');
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(401);
  });

  it('refuses a replayed authorization code and callback', async () => {
    const browser = new BrowserSession();
    const callbackUrl = await authorizeAtIdentityProvider(browser, portal.url, 'partner@acme.test');
    // An eavesdropper copies the browser's cookies and the callback URL before it is used.
    const eavesdropper = new BrowserSession();
    for (const cookie of await browser.jar.getCookies(portal.url)) {
      await eavesdropper.jar.setCookie(cookie.toString(), portal.url);
    }
    const first = await browser.request(callbackUrl);
    expect(first.status).toBe(303);
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(200);

    const replay = await eavesdropper.request(callbackUrl);
    expect(replay.status).toBe(400);
    expect((await apiCall(eavesdropper, `${portal.url}/bff/session`)).status).toBe(401);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, carrying only an id', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const cookies = await browser.jar.getCookies(portal.url);
    const session = cookies.find((cookie) => cookie.key === portal.config.session.cookieName);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('lax');
    expect(session?.path).toBe('/');
    expect(decodeURIComponent(session?.value ?? '')).toMatch(/^s:[\w-]+\.[\w+/=-]+$/);
    expect((session?.value ?? '').length).toBeLessThan(120);
  });
});

describe('log-out', () => {
  it('destroys the session: the old cookie no longer works, and goes to the IdP end-session page', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const cookieName = portal.config.session.cookieName;
    const oldCookie = await browser.cookieValue(portal.url, cookieName);
    // As the SPA's form posts it: the browser sets Origin to the portal's.
    const response = await browser.request(`${portal.url}/log-out`, { method: 'POST', headers: { origin: portal.url } });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', portal.url);
    expect(location.origin).toBe(new URL(portal.sandbox.issuer).origin);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${portal.url}/`);

    const replay = new BrowserSession();
    await replay.jar.setCookie(`${cookieName}=${oldCookie}; Path=/`, portal.url);
    const session = await apiCall(replay, `${portal.url}/bff/session`);
    expect(session.status).toBe(401);
    expect(await session.json()).toEqual({ id: 'unauthorized', message: 'no access token present', requestId: expect.any(String) });
  });

  it('also accepts a script call with X-CSRF: 1', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const response = await browser.request(`${portal.url}/log-out`, { method: 'POST', headers: { 'x-csrf': '1' } });
    expect(response.status).toBe(303);
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(401);
  });
});
