/**
 * What an anonymous visitor may reach (spec §2 "Public routes"): the public
 * pages themselves, the one public upstream path (the changelog) and
 * /bff/visitor — none of them redirects, answers 401 or sets a cookie — and
 * that the exception is narrow: read-only, one path, never a bearer token.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { changelogEntrySchema } from '../../web/src/api/changelog';
import { visitorSchema } from '../../web/src/api/visitor';
import type { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { rawRequest } from '../support/raw-http';
import { startRecordingUpstream } from '../support/recording-upstream';

let portal: TestPortal;
let partner: BrowserSession;
/** A second portal whose partner API records what reaches it. */
let recorded: TestPortal;
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
let recordedPartner: BrowserSession;

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  [portal, recorded] = await Promise.all([
    startPortal({ env: { REDIS_URL: inject('redisUrl') } }),
    startPortal({ env: { REDIS_URL: inject('redisUrl'), PARTNER_API_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '400' } }),
  ]);
  [partner, recordedPartner] = await Promise.all([
    signedInBrowser(portal.url, 'partner@acme.test'),
    signedInBrowser(recorded.url, 'partner@acme.test'),
  ]);
});
afterAll(async () => {
  await Promise.all([portal?.close(), recorded?.close()]);
  await upstream?.close();
});

describe('the public pages', () => {
  it.each(['/changelog', '/provider/home'])('serves %s to an anonymous visitor without a redirect or a cookie', async (path) => {
    const response = await fetch(`${portal.url}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('GET /api/v3/changelog', () => {
  it('answers an anonymous visitor (no cookie, no X-CSRF) from the partner API, setting no cookie', async () => {
    const response = await fetch(`${portal.url}/api/v3/changelog`, { headers: { accept: 'application/json' }, redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const entries = changelogEntrySchema.array().parse(await response.json());
    expect(entries.map((entry) => entry.slug)).toContain('acme-postgres');
  });

  it('answers a signed-in partner the same', async () => {
    const anonymous = await (await fetch(`${portal.url}/api/v3/changelog`)).json();
    const response = await apiCall(partner, `${portal.url}/api/v3/changelog`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(anonymous);
  });

  it('sends no Authorization and no cookie upstream, even when a session exists, and only its own path', async () => {
    const before = upstream.requests.length;
    const response = await apiCall(recordedPartner, `${recorded.url}/api/v3/changelog?include=../addons`, {
      headers: { authorization: 'Bearer from-the-browser' },
    });
    expect(response.status).toBe(200);
    // The upstream's cookie does not reach the browser either.
    expect(response.headers.getSetCookie()).toEqual([]);
    const sent = upstream.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toBe('/api/v3/changelog');
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
    expect(sent[0]?.headers).not.toHaveProperty('cookie');
    expect(sent[0]?.headers).not.toHaveProperty('x-csrf');
    // The signed-in proxy beside it still sends the session's bearer.
    await apiCall(recordedPartner, `${recorded.url}/api/v3/current_user`);
    expect(upstream.requests.at(-1)?.headers.authorization).toMatch(/^Bearer /);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s with 405, signed in or not, before the upstream', async (method) => {
    const before = upstream.requests.length;
    for (const response of [
      await fetch(`${recorded.url}/api/v3/changelog`, { method, headers: { 'x-csrf': '1' } }),
      await apiCall(recordedPartner, `${recorded.url}/api/v3/changelog`, { method }),
    ]) {
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect((await response.json()).id).toBe('method_not_allowed');
    }
    expect(upstream.requests.length).toBe(before);
  });

  it('opens no other path: below it and beside it, an anonymous visitor gets 401', async () => {
    const before = upstream.requests.length;
    for (const path of ['/api/v3/changelog/acme-postgres', '/api/v3/changelogs', '/api/v3/addons', '/api/v3/current_user']) {
      const response = await fetch(`${recorded.url}${path}`, { headers: { 'x-csrf': '1' } });
      expect(response.status, path).toBe(401);
    }
    expect(upstream.requests.length).toBe(before);
  });

  it('refuses a request body, and a protocol upgrade, before the upstream', async () => {
    const before = upstream.requests.length;
    const withBody = await rawRequest(recorded.url, '/api/v3/changelog', { headers: { 'content-length': '5' }, body: 'hello' });
    expect(withBody.status).toBe(413);
    const upgrade = await rawRequest(recorded.url, '/api/v3/changelog', { headers: { connection: 'upgrade', upgrade: 'websocket' } });
    expect(upgrade.status).toBe(400);
    expect(upstream.requests.length).toBe(before);
  });

  it('answers 504 when the partner API does not answer in time', async () => {
    upstream.setDelay(1_500);
    try {
      const response = await fetch(`${recorded.url}/api/v3/changelog`);
      expect(response.status).toBe(504);
      expect((await response.json()).id).toBe('upstream_timeout');
    } finally {
      upstream.setDelay(0);
    }
  });
});

describe('GET /bff/visitor', () => {
  it('tells an anonymous visitor they are not signed in: 200, no cookie', async () => {
    const response = await fetch(`${portal.url}/bff/visitor`, { headers: { 'x-csrf': '1' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(visitorSchema.parse(await response.json())).toEqual({ signed_in: false });
  });

  it('tells a signed-in visitor who they are', async () => {
    const response = await apiCall(partner, `${portal.url}/bff/visitor`);
    expect(response.status).toBe(200);
    expect(visitorSchema.parse(await response.json())).toMatchObject({ signed_in: true, email: 'partner@acme.test', is_admin: false });
  });

  it('still wants X-CSRF, like every /bff call', async () => {
    expect((await fetch(`${portal.url}/bff/visitor`)).status).toBe(403);
  });
});
