import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../bff/config';
import { portalEnvironment } from '../../fixtures/sandbox/portal-environment';
import { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, authorizeAtIdentityProvider, signedInBrowser, signInFormAction } from '../support/portal-sign-in';
import { refreshTokenOf, withStoredLogin } from '../support/stored-session';

/** A GET with exactly these headers (fetch() refuses to set Host). */
async function rawGet(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; location?: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: new URL(base).port, path, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl') } });
});
afterAll(() => portal.close());

describe('starting a sign-in', () => {
  it('starts afresh when the session has just expired (no 500)', async () => {
    const running = await startPortal({ env: { REDIS_URL: inject('redisUrl'), SESSION_IDLE_MINUTES: '0.01' } });
    try {
      const browser = await signedInBrowser(running.url, 'partner@acme.test');
      await sleep(700);
      const login = await browser.request(`${running.url}/login?return_to=%2Faddons`);
      expect(login.status).toBe(303);
      expect(new URL(login.headers.get('location') ?? '').origin).toBe(new URL(running.sandbox.issuer).origin);
    } finally {
      await running.close();
    }
  });

  it('sends no prompt by default, so the identity provider decides whether to ask', async () => {
    const response = await new BrowserSession().request(`${portal.url}/login`);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.has('prompt')).toBe(false);
    expect(location.searchParams.get('scope')).toContain('offline_access');
    // And the sandbox still grants offline access without asking: a refresh token.
    const browser = await signedInBrowser(portal.url, 'owner@solo.test');
    expect(await refreshTokenOf(portal, browser)).toMatch(/^[\w-]{20,}$/);
  });

  it('sends the configured prompt, and refuses prompt=none', async () => {
    const prompting = await startPortal({ env: { REDIS_URL: inject('redisUrl'), OIDC_PROMPT: 'login' } });
    try {
      const response = await new BrowserSession().request(`${prompting.url}/login`);
      expect(new URL(response.headers.get('location') ?? '').searchParams.get('prompt')).toBe('login');
    } finally {
      await prompting.close();
    }
    const base = { ...portalEnvironment(portal.sandbox), OIDC_PROMPT: 'none' };
    expect(() => loadConfig(base)).toThrow(/OIDC_PROMPT.*'none' would forbid signing in/s);
    expect(loadConfig({ ...base, OIDC_PROMPT: ' consent  login ' }).oidc.prompt).toBe('consent login');
  });
});

describe('pending sign-ins are short-lived', () => {
  it('are kept minutes in Redis, not the twelve hours of a session', async () => {
    const response = await new BrowserSession().request(`${portal.url}/login`);
    const state = new URL(response.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const ttl = await withStoredLogin(portal, state, (record) => record.ttlMs());
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/Max-Age=600/);
  });

  it('refuses a callback for a sign-in started too long ago', async () => {
    const browser = new BrowserSession();
    const callback = await authorizeAtIdentityProvider(browser, portal.url, 'partner@acme.test');
    const state = new URL(callback).searchParams.get('state') ?? '';
    await withStoredLogin(portal, state, async (record) => {
      const stored = await record.read();
      stored!.pendingLogin.startedAt -= 11 * 60_000;
      await record.write(stored!);
    });
    const response = await browser.request(callback);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('expired or was already used');
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(401);
  });

  it('several tabs of one browser can sign in at once', async () => {
    // The browser is still signed in at the identity provider (single sign-on), so
    // every tab comes straight back with a code — the race that lost four of five.
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    await (await browser.request(`${portal.url}/log-out`, { method: 'POST', headers: { 'x-csrf': '1' } })).body?.cancel();
    const tabs = ['/addons', '/admin', '/addons/acme-stream', '/token', '/addons?tab=2'];
    const callbacks = await Promise.all(
      tabs.map(async (returnTo) => {
        const { hops } = await browser.follow(`${portal.url}/login?return_to=${encodeURIComponent(returnTo)}`, {
          stopWhen: (hop) => new URL(hop.location ?? '/', hop.url).href.startsWith(`${portal.url}/login/oauth`),
        });
        const last = hops.at(-1);
        return new URL(last?.location ?? '/', last?.url).href;
      }),
    );
    const landings: (string | null)[] = [];
    for (const callback of callbacks) {
      const response = await browser.request(callback);
      await response.body?.cancel();
      landings.push(response.status === 303 ? response.headers.get('location') : `status ${response.status}`);
    }
    expect(landings).toEqual(tabs);
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(200);
  });

  it('never push a signed-in user out of the bounded in-process store', async () => {
    const small = await startPortal({ env: { REDIS_URL: undefined, SESSION_MEMORY_MAX: '6' } });
    try {
      const admin = await signedInBrowser(small.url, 'admin@platform.test');
      for (let visit = 0; visit < 25; visit++) {
        await (await new BrowserSession().request(`${small.url}/login`)).body?.cancel();
      }
      expect((await apiCall(admin, `${small.url}/bff/session`)).status).toBe(200);
      // And sign-in still works after the flood.
      expect((await apiCall(await signedInBrowser(small.url, 'partner@acme.test'), `${small.url}/bff/session`)).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('one host', () => {
  const otherHost = () => portal.url.replace('localhost', '127.0.0.1');

  it('sends page requests on another host name to PUBLIC_URL, path and query kept', async () => {
    for (const path of ['/addons?tab=plans', '/', '//evil.test/x', '/login?return_to=%2Faddons']) {
      const response = await fetch(`${otherHost()}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(308);
      expect(response.headers.get('location')).toBe(`${portal.url}${path}`);
    }
    // fetch() cannot spoof Host; a raw client can, and still lands on the portal.
    const spoofed = await rawGet(portal.url, '/addons', { host: 'evil.test' });
    expect(spoofed).toEqual({ status: 308, location: `${portal.url}/addons` });
  });

  it('answers other methods there with 421, and health checks on any host', async () => {
    const post = await fetch(`${otherHost()}/api/v3/addons`, { method: 'POST', headers: { 'x-csrf': '1' }, body: '{}' });
    expect(post.status).toBe(421);
    expect(await post.json()).toMatchObject({ id: 'misdirected_request' });
    expect((await fetch(`${otherHost()}/healthz`)).status).toBe(200);
    expect((await fetch(`${otherHost()}/readyz`)).status).toBe(200);
  });

  it('lets a browser that opened the other host sign in', async () => {
    const browser = new BrowserSession();
    const toIdp = await browser.follow(`${otherHost()}/login?return_to=%2Faddons`);
    expect(toIdp.hops[0]).toMatchObject({ status: 308, location: `${portal.url}/login?return_to=%2Faddons` });
    const pageUrl = toIdp.hops.at(-1)?.url ?? '';
    const action = signInFormAction(await toIdp.response.text(), pageUrl);
    const back = await browser.follow(action, {
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=partner%40acme.test' },
      stopWhen: (hop) => (hop.location ?? '').startsWith(`${portal.url}/login/oauth`),
    });
    const callback = await browser.request(back.hops.at(-1)?.location ?? '');
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/addons');
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(200);
  });
});

describe('session secret rotation', () => {
  it('accepts cookies signed with a previous secret while signing with the new one', async () => {
    const oldSecret = 'old-session-secret-old-session-secret-0001';
    const newSecret = 'new-session-secret-new-session-secret-0002';
    const before = await startPortal({ env: { REDIS_URL: inject('redisUrl'), SESSION_SECRET: oldSecret } });
    try {
      const browser = await signedInBrowser(before.url, 'partner@acme.test');
      const cookie = await browser.jar.getCookieString(before.url);
      await before.server.close();
      const port = Number(new URL(before.url).port);
      const call = (url: string, path: string) => fetch(`${url}${path}`, { headers: { cookie, 'x-csrf': '1' } });
      for (const [secrets, expected] of [
        [`${newSecret},${oldSecret}`, 200],
        [newSecret, 401],
      ] as const) {
        const after = await startPortal({ sandbox: before.sandbox, port, env: { REDIS_URL: inject('redisUrl'), SESSION_SECRET: secrets } });
        try {
          // The proxies' fast path and express-session's full path agree.
          expect((await call(after.url, '/api/v3/current_user')).status).toBe(expected);
          expect((await call(after.url, '/bff/session')).status).toBe(expected);
        } finally {
          await after.server.close();
        }
      }
    } finally {
      await before.sandbox.close();
    }
  });
});
