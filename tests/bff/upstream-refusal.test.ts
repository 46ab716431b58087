import http from 'node:http';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { startRecordingUpstream } from '../support/recording-upstream';
import { sandboxClientConfig } from '../support/sandbox-token';
import { refreshTokenOf, withStoredSession } from '../support/stored-session';

/*
 * When an upstream refuses a session's token, the browser must end up either
 * with a working session or signed out — never with a session that /bff/session
 * calls signed in while every API call fails (the sign-in loop). And an upstream
 * that answers before reading a large upload must have its answer relayed.
 */
let portal: TestPortal;
let platform: Awaited<ReturnType<typeof startRecordingUpstream>>;
let codeHosting: Awaited<ReturnType<typeof startRecordingUpstream>>;
beforeAll(async () => {
  platform = await startRecordingUpstream();
  codeHosting = await startRecordingUpstream();
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl'), PLATFORM_API_URL: platform.url, CODE_HOSTING_API_URL: codeHosting.url } });
});
afterAll(async () => {
  await portal.close();
  await platform.close();
  await codeHosting.close();
});

const tokenVersionOf = (browser: BrowserSession) => withStoredSession(portal, browser, async (session) => (await session.read())?.tokenVersion);
const bearerOfLastCall = () => platform.requests.at(-1)?.headers.authorization;

describe('a 401 that is not about the token (issue 22)', () => {
  it("code hosting's 401 for an account that is not linked is relayed, and the session stays as it was", async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    codeHosting.setResponse({ status: 401, headers: { 'content-type': 'application/json' }, body: '{"id":"unauthorized","message":"Link your code-hosting account first."}' });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await apiCall(browser, `${portal.url}/code-hosting/user/orgs`);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ id: 'unauthorized', message: 'Link your code-hosting account first.' });
      }
    } finally {
      codeHosting.setResponse(undefined);
    }
    expect(await tokenVersionOf(browser)).toBe(0);
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(200);
    expect((await apiCall(browser, `${portal.url}/platform/account`)).status).toBe(200);
  });

  it("code hosting's invalid_token challenge does cost a refresh", async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    codeHosting.setResponse({ status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' }, body: '', times: 1 });
    expect((await apiCall(browser, `${portal.url}/code-hosting/user/orgs`)).status).toBe(401);
    expect(await tokenVersionOf(browser)).toBe(1);
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(200);
  });

  it("a platform 401 whose challenge names another error (insufficient_scope) leaves the session alone", async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    platform.setResponse({ status: 401, headers: { 'www-authenticate': 'Bearer error="insufficient_scope"' }, body: '', times: 2 });
    expect((await apiCall(browser, `${portal.url}/platform/account`)).status).toBe(401);
    expect((await apiCall(browser, `${portal.url}/platform/account`)).status).toBe(401);
    expect(await tokenVersionOf(browser)).toBe(0);
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(200);
  });
});

describe('an upstream refuses the session token', () => {
  it('once: one refresh saves the session, and the next call works with the new token', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    expect((await apiCall(browser, `${portal.url}/platform/account`)).status).toBe(200);
    const refused = bearerOfLastCall();
    platform.setResponse({ status: 401, headers: { 'content-type': 'application/json' }, body: '{"id":"unauthorized","message":"Invalid token."}', times: 1 });
    const response = await apiCall(browser, `${portal.url}/platform/account`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ id: 'unauthorized', message: 'Invalid token.' });
    expect(await tokenVersionOf(browser)).toBe(1);
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(200);
    expect((await apiCall(browser, `${portal.url}/platform/account`)).status).toBe(200);
    expect(bearerOfLastCall()).not.toBe(refused);
  });

  it('again after the refresh: the session ends, and sign-in starts afresh instead of bouncing back', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    platform.setResponse({ status: 401, body: 'nope' });
    try {
      const first = await apiCall(browser, `${portal.url}/platform/account`);
      expect(first.status).toBe(401);
      const second = await apiCall(browser, `${portal.url}/platform/account`);
      expect(second.status).toBe(401);
      expect(await second.json()).toEqual({ id: 'unauthorized', message: 'no access token present', requestId: expect.any(String) });
    } finally {
      platform.setResponse(undefined);
    }
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(401);
    const login = await browser.request(`${portal.url}/login?return_to=%2Faddons`);
    expect(new URL(login.headers.get('location') ?? '', portal.url).origin).toBe(new URL(portal.sandbox.issuer).origin);
  });

  it('when the refresh token is refused too (signed out elsewhere): the session ends at once', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    await oidc.tokenRevocation(await sandboxClientConfig(portal.sandbox), await refreshTokenOf(portal, browser));
    platform.setResponse({ status: 401, times: 1 });
    const response = await apiCall(browser, `${portal.url}/platform/account`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ id: 'unauthorized', message: 'no access token present', requestId: expect.any(String) });
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(401);
  });
});

describe('an upstream that answers before reading a large upload', () => {
  it.each([
    [413, '{"id":"too_large"}'],
    [401, '{"id":"unauthorized","message":"Invalid token."}'],
  ])('has its %i relayed, every time', async (status, body) => {
    const browser = await signedInBrowser(portal.url, 'admin@platform.test');
    const cookie = await browser.jar.getCookieString(portal.url);
    const upload = Buffer.alloc(5 * 1024 * 1024, 7);
    const statuses: (number | string)[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      platform.setResponse({ status, headers: { 'content-type': 'application/json' }, body, early: true });
      statuses.push(await postRaw(`${portal.url}/platform/addons/x/screenshots`, upload, cookie));
    }
    platform.setResponse(undefined);
    expect(statuses).toEqual(Array(10).fill(status));
  });
});

/** POSTs `body` and gives the status, even if the server stops reading the body early. */
function postRaw(url: string, body: Buffer, cookie: string): Promise<number | string> {
  const target = new URL(url);
  return new Promise((resolve) => {
    let status: number | undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent: false,
        headers: { host: target.host, cookie, 'x-csrf': '1', 'content-type': 'application/octet-stream', 'content-length': body.length },
      },
      (res) => {
        status = res.statusCode;
        res.resume();
        res.on('end', () => resolve(status ?? 'no status'));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => setTimeout(() => resolve(status ?? `error ${(error as NodeJS.ErrnoException).code}`), 200));
    req.end(body);
  });
}
