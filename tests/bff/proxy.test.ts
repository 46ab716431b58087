import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserSession } from '../support/browser-session';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { rawRequest, statusOverSocket } from '../support/raw-http';
import { startRecordingUpstream } from '../support/recording-upstream';

let portal: TestPortal;
let platform: Awaited<ReturnType<typeof startRecordingUpstream>>;
let partner: BrowserSession;
let admin: BrowserSession;

beforeAll(async () => {
  platform = await startRecordingUpstream();
  portal = await startPortal({
    env: {
      REDIS_URL: inject('redisUrl'),
      // The platform API is a recording stand-in so tests can see what reaches it;
      // the code-hosting service points at a port nobody listens on (upstream down).
      PLATFORM_API_URL: platform.url,
      CODE_HOSTING_API_URL: `http://127.0.0.1:${await freePort()}`,
      // The registry goes to the same recorder, so a refused registry path is seen not to reach it.
      BUILDPACK_REGISTRY_URL: `${platform.url}/registry`,
      UPSTREAM_TIMEOUT_MS: '400',
      BODY_LIMIT_BYTES: '1024',
    },
  });
  partner = await signedInBrowser(portal.url, 'partner@acme.test');
  admin = await signedInBrowser(portal.url, 'admin@platform.test');
});
afterAll(async () => {
  await portal.close();
  await platform.close();
});

const platformCallsSince = (count: number) => platform.requests.slice(count);
const raw = (path: string, options?: Parameters<typeof rawRequest>[2]) => rawRequest(portal.url, path, options);

describe('partner API through the BFF', () => {
  it("shows a partner their company's add-ons and nobody else's", async () => {
    const user = await (await apiCall(partner, `${portal.url}/api/v3/current_user`)).json();
    expect(user.company.name).toBe('Acme Data');
    const addons = await (await apiCall(partner, `${portal.url}/api/v3/companies/${user.company.id}/addons`)).json();
    expect(addons.length).toBeGreaterThan(3);
    expect(addons.every((addon: { company: { id: string } }) => addon.company.id === user.company.id)).toBe(true);

    const everything = await (await apiCall(admin, `${portal.url}/api/v3/addons`)).json();
    const foreign = everything.find((addon: { company: { id: string } }) => addon.company.id !== user.company.id);
    expect((await apiCall(partner, `${portal.url}/api/v3/addons/${foreign.slug}`)).status).toBe(404);
    expect((await apiCall(partner, `${portal.url}/api/v3/addons`)).status).toBe(403);
  });

  it('answers 401 JSON without a session, never a redirect', async () => {
    const response = await fetch(`${portal.url}/api/v3/current_user`, { headers: { 'x-csrf': '1' }, redirect: 'manual' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ id: 'unauthorized', message: 'no access token present', requestId: expect.any(String) });
  });
});

describe('attacks on the proxy', () => {
  it('treats a session cookie with a forged signature, or a guessed id, as no session', async () => {
    const cookie = await partner.jar.getCookieString(portal.url);
    const [name, value] = cookie.split('=') as [string, string];
    const [signedId] = decodeURIComponent(value).slice(2).split('.') as [string];
    const forged = `${name}=${encodeURIComponent(`s:${signedId}.${'A'.repeat(43)}`)}`;
    const unsigned = `${name}=${encodeURIComponent(signedId)}`;
    const before = platform.requests.length;
    for (const attempt of [forged, unsigned]) {
      const response = await fetch(`${portal.url}/platform/account`, { headers: { cookie: attempt, 'x-csrf': '1' } });
      expect(response.status).toBe(401);
    }
    expect(platformCallsSince(before)).toEqual([]);
    // The real cookie still works: the attempts did not disturb the session.
    expect((await apiCall(partner, `${portal.url}/api/v3/current_user`)).status).toBe(200);
  });

  it('refuses a call without X-CSRF: 1 with 403 JSON, before the upstream is reached', async () => {
    const before = platform.requests.length;
    for (const headers of [{}, { 'x-csrf': '0' }, { 'x-csrf': 'true' }] as Record<string, string>[]) {
      const response = await partner.request(`${portal.url}/platform/account`, { headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ id: 'csrf_header_missing' });
    }
    const post = await partner.request(`${portal.url}/platform/account`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(403);
    expect(platformCallsSince(before)).toHaveLength(0);
  });

  it.each([
    '/platform/../admin',
    '/platform/%2e%2e/admin',
    '/platform/account%2f..%2f..%2fadmin',
    '/platform/a\\..\\b',
    '/buildpack-registry/../admin',
    '/buildpack-registry/buildpacks/%2e%2e/%2e%2e/admin',
    '/buildpack-registry/buildpacks/acme%2f..%2f..%2fadmin',
    '/buildpack-registry/buildpacks/acme%252f..%252fadmin',
  ])(
    'keeps %s inside the allowlisted prefix',
    async (path) => {
      const before = platform.requests.length;
      // fetch() would normalise the dots away; send the raw path like an attacker's client.
      const response = await raw(path, { headers: { cookie: await cookieHeader(partner), 'x-csrf': '1' } });
      expect(response.status).toBe(400);
      expect(platformCallsSince(before)).toHaveLength(0);
    },
  );

  // Issue 22: `..;/` is `../` to servers that read matrix parameters; refused for every upstream.
  it.each(['/api/v3/..;/internal', '/api/v3/addons/..;/..;/internal', '/platform/..;/admin', '/platform/account;jsessionid=1', '/platform/%2e%2e%3b/admin', '/code-hosting/..;/admin', '/code-hosting/x%3B/y', '/buildpack-registry/..;/admin', '/buildpack-registry/buildpacks/x;v=1'])(
    'refuses the path parameter in %s with 400, before any upstream',
    async (path) => {
      const before = platform.requests.length;
      const response = await raw(path, { headers: { cookie: await cookieHeader(partner), 'x-csrf': '1' } });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ id: 'bad_path' });
      expect(platformCallsSince(before)).toHaveLength(0);
    },
  );

  it('answers 413 to an oversized body and 411 to an unmeasured one, before the upstream', async () => {
    const before = platform.requests.length;
    const big = await apiCall(partner, `${portal.url}/platform/apps`, { method: 'POST', body: 'x'.repeat(2048) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ id: 'payload_too_large' });
    const chunked = await apiCall(partner, `${portal.url}/platform/apps`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(platformCallsSince(before)).toHaveLength(0);
  });
});

describe('what the upstream receives', () => {
  it('the bearer token and platform headers, never the browser cookie, CSRF header or a forged bearer', async () => {
    const before = platform.requests.length;
    const response = await apiCall(partner, `${portal.url}/platform/account`, {
      headers: { authorization: 'Bearer forged' },
    });
    expect(response.status).toBe(200);
    const [received] = platformCallsSince(before);
    expect(received?.url).toBe('/account');
    expect(received?.headers.authorization).toMatch(/^Bearer [\w-]{20,}$/);
    expect(received?.headers.authorization).not.toBe('Bearer forged');
    expect(received?.headers.cookie).toBeUndefined();
    expect(received?.headers['x-csrf']).toBeUndefined();
    expect(received?.headers.accept).toBe('application/vnd.heroku+json; version=3');
    expect(received?.headers.origin).toBe(portal.url);
    // Cookies set by an upstream never reach the browser.
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 502 JSON when the upstream is down', async () => {
    const response = await apiCall(partner, `${portal.url}/code-hosting/github/user`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ id: 'upstream_unavailable', message: expect.any(String) });
  });

  it('answers 504 JSON when the upstream is too slow', async () => {
    platform.setDelay(2000);
    try {
      const started = Date.now();
      const response = await apiCall(partner, `${portal.url}/platform/account`);
      expect(response.status).toBe(504);
      expect(await response.json()).toMatchObject({ id: 'upstream_timeout' });
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      platform.setDelay(0);
    }
  });
});

describe('upstream response headers the browser sees', () => {
  afterEach(() => platform.setResponse(undefined));
  // Headers a compromised or misconfigured upstream could use against the portal.
  const hostile = {
    'content-security-policy': "default-src *; script-src 'unsafe-inline'",
    'x-frame-options': 'ALLOWALL',
    'x-content-type-options': 'none',
    'referrer-policy': 'unsafe-url',
    'strict-transport-security': 'max-age=0',
    server: 'nginx/1.2.3 (10.0.0.5)',
    'x-powered-by': 'PHP/5.4',
    connection: 'close',
    'access-control-allow-origin': '*',
    'access-control-allow-credentials': 'true',
    'set-cookie': ['upstream=leak; Path=/', 'admin=1; Path=/'],
    location: 'http://10.0.0.5/admin',
    refresh: '0; url=http://10.0.0.5/admin',
    link: '<http://10.0.0.5/addons?page=2>; rel="next"',
    'www-authenticate': 'Basic realm="internal"',
    'cache-control': 'public, max-age=86400',
    expires: 'Thu, 01 Jan 2099 00:00:00 GMT',
  };
  // What the SPA may need: representation, conditional requests, platform API Range pagination, rate limits, support ids.
  const kept = {
    'content-type': 'application/json', etag: '"v7"', 'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT',
    'accept-ranges': 'id, name', 'content-range': 'id 01..02; max=2', 'next-range': ']02..; max=2',
    'retry-after': '30', 'ratelimit-remaining': '4499', 'request-id': 'upstream-request-7',
  };

  it("are the BFF's security headers, no-store and an allowlist of the upstream's", async () => {
    platform.setResponse({ status: 206, headers: { ...hostile, ...kept, 'x-request-id': 'upstream-request-7' }, body: '[]' });
    const headers = { cookie: await cookieHeader(partner), 'x-csrf': '1', connection: 'keep-alive' };
    const response = await raw('/platform/addons', { headers });
    expect(response.status).toBe(206);
    expect(response.headers).toMatchObject({
      ...kept,
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    expect(response.headers.connection).not.toBe('close');
    // The BFF's own request id wins over the upstream's X-Request-Id (request-id.ts): one id from browser to upstream.
    expect(response.headers['x-request-id']).toBe(platform.requests.at(-1)?.headers['x-request-id']);
    // The test portal serves plain HTTP, so the BFF sends no HSTS: neither may the upstream.
    const absent = ['strict-transport-security', 'server', 'x-powered-by', 'access-control-allow-origin', 'access-control-allow-credentials'];
    absent.push('set-cookie', 'location', 'refresh', 'link', 'www-authenticate', 'expires');
    expect(absent.filter((name) => name in response.headers)).toEqual([]);
  });

  it.each([301, 302, 303, 307, 308])('turn an upstream %i into 502 JSON, never passing on its Location', async (status) => {
    platform.setResponse({ status, headers: { location: 'http://10.0.0.5/admin', 'content-type': 'text/html' }, body: '<a href="http://10.0.0.5/admin">moved</a>' });
    const response = await apiCall(partner, `${portal.url}/platform/account`);
    expect(response.status).toBe(502);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(await response.json()).toEqual({ id: 'upstream_redirect', message: expect.any(String), requestId: expect.any(String) });
  });

  it('pass a 304 Not Modified through: it is not a redirect', async () => {
    platform.setResponse({ status: 304, headers: { etag: '"v7"' } });
    const response = await apiCall(partner, `${portal.url}/platform/account`, { headers: { 'if-none-match': '"v7"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"v7"');
    expect(platform.requests.at(-1)?.headers['if-none-match']).toBe('"v7"');
  });
});

describe('browser request headers the upstream receives', () => {
  const forwardedByBff = () => ({
    'x-forwarded-for': '127.0.0.1',
    'x-forwarded-proto': 'http',
    'x-forwarded-host': new URL(portal.url).host,
  });

  // Forwarding claims, client-IP claims, proxy and hop-by-hop headers, method and URL overrides.
  const hostile = {
    'x-forwarded-host': 'evil.example', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'gopher',
    forwarded: 'for=6.6.6.7;host=evil.example;proto=https', 'x-real-ip': '6.6.6.8', 'true-client-ip': '6.6.6.9',
    'cf-connecting-ip': '6.6.6.10', 'client-ip': '6.6.6.11', 'forwarded-for': '6.6.6.12', via: '1.1 evil-proxy',
    'proxy-authorization': 'Basic ZXZpbDpldmls', 'proxy-connection': 'evil-proxy-connection', 'keep-alive': 'timeout=6666',
    te: 'trailers', trailer: 'x-evil-checksum', 'x-http-method-override': 'DELETE', 'x-http-method': 'PURGE',
    'x-method-override': 'PUT', 'x-original-url': '/evil-original', 'x-rewrite-url': '/evil-rewrite',
  };

  it.each(Object.entries(hostile))('drops %s, and X-Forwarded-* are the BFF\'s own', async (name, value) => {
    const before = platform.requests.length;
    expect(await statusOverSocket(portal.url, '/platform/account', { cookie: await cookieHeader(partner), 'x-csrf': '1', [name]: value })).toBe(200);
    const [received] = platformCallsSince(before);
    expect(received?.method).toBe('GET');
    expect(received?.headers).toMatchObject(forwardedByBff());
    if (!(name in forwardedByBff())) expect(received?.headers[name]).toBeUndefined();
    expect(JSON.stringify(received?.headers)).not.toContain(value);
  });

  it('drops the headers a Connection header names (hop-by-hop), even allowlisted ones', async () => {
    const before = platform.requests.length;
    const headers = { cookie: await cookieHeader(partner), 'x-csrf': '1', connection: 'x-custom, accept-language', 'x-custom': 'hop', 'accept-language': 'de' };
    expect((await raw('/platform/account', { headers })).status).toBe(200);
    const [received] = platformCallsSince(before);
    expect(received?.headers['x-custom']).toBeUndefined();
    expect(received?.headers['accept-language']).toBeUndefined();
    expect(received?.headers.connection ?? '').not.toContain('x-custom');
  });

  it('never forwards a spoofed Host: such requests go to PUBLIC_URL (GET) or get 421, before the upstream', async () => {
    const before = platform.requests.length;
    const headers = { cookie: await cookieHeader(partner), 'x-csrf': '1', host: 'evil.example' };
    const get = await raw('/platform/account', { headers });
    expect(get.status).toBe(308);
    expect(get.headers.location).toBe(`${portal.url}/platform/account`);
    expect((await raw('/platform/apps', { method: 'POST', headers, body: '' })).status).toBe(421);
    expect(platformCallsSince(before)).toEqual([]);
    // On the right host, the upstream gets its own Host.
    expect((await raw('/platform/account', { headers: { ...headers, host: new URL(portal.url).host } })).status).toBe(200);
    expect(platformCallsSince(before)[0]?.headers).toMatchObject({ host: new URL(platform.url).host, ...forwardedByBff() });
  });

  it('forwards what the SPA needs: conditional requests, Range pagination, body type and length', async () => {
    const before = platform.requests.length;
    const sent = { 'if-match': '"v6"', 'if-none-match': '"v7"', range: 'id ..; max=2', 'accept-language': 'de', 'content-type': 'application/json', 'content-length': '2' };
    expect((await apiCall(partner, `${portal.url}/platform/addons`, { method: 'PATCH', headers: sent, body: '{}' })).status).toBe(200);
    expect(platformCallsSince(before)[0]?.headers).toMatchObject({ ...sent, accept: 'application/vnd.heroku+json; version=3' });
  });

  it('strips Expect: 100-continue, which would make the proxy skip the bearer injection', async () => {
    const before = platform.requests.length;
    const headers = { cookie: await cookieHeader(partner), 'x-csrf': '1', 'content-type': 'application/json', 'content-length': '2', expect: '100-continue' };
    expect((await raw('/platform/apps', { method: 'POST', headers, body: '{}' })).status).toBe(200);
    const [received] = platformCallsSince(before);
    expect(received?.headers.authorization).toMatch(/^Bearer [\w-]{20,}$/);
    expect(received?.headers.cookie).toBeUndefined();
    expect(received?.headers['x-csrf']).toBeUndefined();
    expect(received?.headers.expect).toBeUndefined();
  });

  it.each([
    ['Upgrade: websocket', { upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' }, true],
    ['Connection: upgrade, without a session', { connection: 'keep-alive, Upgrade' }, false],
  ])('refuses %s with 400 JSON at once, before the session and the upstream', async (_case, upgrade, withSession) => {
    const before = platform.requests.length;
    const cookie = withSession ? { cookie: await cookieHeader(partner) } : {};
    const response = await raw('/platform/account', { headers: { ...cookie, 'x-csrf': '1', ...upgrade } });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ id: 'upgrade_not_supported' });
    expect(response.ms).toBeLessThan(1000);
    expect(platformCallsSince(before)).toEqual([]);
  });
});

async function cookieHeader(browser: BrowserSession): Promise<string> {
  return browser.jar.getCookieString(portal.url);
}
