import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import { BrowserSession } from '../support/browser-session';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, authorizeAtIdentityProvider, signedInBrowser } from '../support/portal-sign-in';
import { startRecordingUpstream } from '../support/recording-upstream';

/*
 * The identity provider's calls carry the id of the request that caused them
 * (issue 32 §2): the sign-in callback's code exchange, a refresh when the
 * token is due, a refresh after an upstream refused the token, the log-out's
 * revocations. Checked at the real sandbox identity provider, whose request
 * log names the X-Request-Id each call arrived with.
 */
interface IdpLine {
  service?: string;
  method?: string;
  path?: string;
  requestId?: string;
}
const sandboxLines: IdpLine[] = [];
let platform: Awaited<ReturnType<typeof startRecordingUpstream>>;
let portal: TestPortal;
/** Every token is due for refresh at once (skew beyond the tokens' lifetime). */
let alwaysDue: TestPortal;

beforeAll(async () => {
  platform = await startRecordingUpstream();
  const logger = pino({ level: 'debug' }, { write: (line: string) => void sandboxLines.push(JSON.parse(line) as IdpLine) });
  const ports = [await freePort(), await freePort()];
  const sandbox = await startSandbox({
    redirectUris: ports.map((port) => `http://localhost:${port}/login/oauth`),
    postLogoutRedirectUris: ports.map((port) => `http://localhost:${port}/`),
    logger,
  });
  const env = { REDIS_URL: inject('redisUrl'), PLATFORM_API_URL: platform.url };
  portal = await startPortal({ sandbox, port: ports[0], env });
  alwaysDue = await startPortal({ sandbox, port: ports[1], env: { ...env, TOKEN_REFRESH_SKEW_SECONDS: '7200' } });
}, 60_000);
afterAll(async () => {
  await alwaysDue?.close();
  await portal?.close();
  await portal?.sandbox.close();
  await platform?.close();
});

/** The identity provider's calls (method and path) that arrived with `requestId`. */
const idpCallsWith = (requestId: string | null) =>
  sandboxLines.filter((line) => line.service === 'identity' && line.requestId === requestId).map((line) => `${line.method} ${line.path}`);

describe('identity-provider calls carry the causing request id', () => {
  it("the sign-in callback's code exchange carries the callback's id", async () => {
    const browser = new BrowserSession();
    const callbackUrl = await authorizeAtIdentityProvider(browser, portal.url, 'partner@acme.test');
    const callback = await browser.request(callbackUrl, { headers: { 'x-request-id': 'sign-in-callback-1' } });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('x-request-id')).toBe('sign-in-callback-1');
    expect(idpCallsWith('sign-in-callback-1')).toContain('POST /token');
  });

  it('a callback without an id: the exchange carries the id the portal made and answered with', async () => {
    const browser = new BrowserSession();
    const callbackUrl = await authorizeAtIdentityProvider(browser, portal.url, 'partner@acme.test');
    const callback = await browser.request(callbackUrl);
    expect(callback.status).toBe(303);
    const made = callback.headers.get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(idpCallsWith(made)).toEqual(['POST /token']);
  });

  it("a refresh of a due token carries the id of the call that needed it, and no other call's", async () => {
    const browser = await signedInBrowser(alwaysDue.url, 'partner@acme.test');
    for (const id of ['due-refresh-1', 'due-refresh-2']) {
      const response = await apiCall(browser, `${alwaysDue.url}/platform/account`, { headers: { 'x-request-id': id } });
      expect(response.status).toBe(200);
      expect(idpCallsWith(id)).toEqual(['POST /token']);
    }
  });

  it("a refresh after an upstream refused the token carries the refused call's id", async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    platform.setResponse({ status: 401, body: '', times: 1 });
    const response = await apiCall(browser, `${portal.url}/platform/account`, { headers: { 'x-request-id': 'refused-token-1' } });
    expect(response.status).toBe(401);
    expect(idpCallsWith('refused-token-1')).toEqual(['POST /token']);
    // The refresh saved the session: the next call goes through.
    expect((await apiCall(browser, `${portal.url}/platform/account`)).status).toBe(200);
  });

  it("log-out's revocations carry the log-out's id", async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const response = await browser.request(`${portal.url}/log-out`, { method: 'POST', headers: { 'x-request-id': 'log-out-1', 'x-csrf': '1' } });
    expect(response.status).toBe(303);
    const calls = idpCallsWith('log-out-1');
    expect(calls.filter((call) => call.startsWith('POST /token/revocation'))).toHaveLength(2);
  });
});
