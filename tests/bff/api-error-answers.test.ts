import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBothLanes, type BothLanes } from '../support/both-lanes';
import type { BrowserSession } from '../support/browser-session';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { rawRequest } from '../support/raw-http';
import { startRedisServer, type RedisServer } from '../support/redis-server';

/*
 * The outside review's finding (issue 32 §5.3): the fast lane's 503 (session
 * store down) carried none of the API security headers the normal path sends,
 * and `/buildpack-registry` errors came back as HTML pages, not the
 * `{id, message, requestId}` JSON of every other API prefix.
 */

/** Headers that describe this one answer (its body, its connection, its id), not the policy. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'content-length', 'etag', 'x-request-id', 'transfer-encoding']);
const policyHeaders = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !PER_ANSWER.has(name)).sort());

describe('the session store down: the fast lane answers as the normal path does', () => {
  let redis: RedisServer;
  let lanes: BothLanes;
  let fast: TestPortal;
  let express: TestPortal;
  let fastBrowser: BrowserSession;
  let expressBrowser: BrowserSession;

  beforeAll(async () => {
    redis = await startRedisServer();
    lanes = await startBothLanes({ env: { REDIS_URL: redis.url } });
    ({ fast, express, fastBrowser, expressBrowser } = lanes);
  }, 60_000);
  afterAll(async () => {
    await lanes?.close();
    await redis?.stop();
  });

  it('carries the same headers, security headers included, on its 503', async () => {
    const path = '/api/v3/current_user';
    // Signed in and served by both before the outage: the session and the lane are live.
    expect((await apiCall(fastBrowser, `${fast.url}${path}`)).status).toBe(200);
    expect((await apiCall(expressBrowser, `${express.url}${path}`)).status).toBe(200);
    await redis.stop();
    // Back before the portals close: their Redis clients would otherwise keep reconnecting.
    const [viaFastLane, viaExpress] = await Promise.all([apiCall(fastBrowser, `${fast.url}${path}`), apiCall(expressBrowser, `${express.url}${path}`)]).finally(() => redis.start());
    expect([viaFastLane.status, viaExpress.status]).toEqual([503, 503]);
    expect(await viaFastLane.json()).toMatchObject({ id: 'session_store_unavailable', requestId: viaFastLane.headers.get('x-request-id') });
    expect(policyHeaders(viaFastLane.headers)).toEqual(policyHeaders(viaExpress.headers));
    // Spelled out, so an empty set on both sides cannot pass.
    expect(viaFastLane.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(viaFastLane.headers.get('x-content-type-options')).toBe('nosniff');
    expect(viaFastLane.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(viaFastLane.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(viaFastLane.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/buildpack-registry errors are JSON, whatever the client accepts', () => {
  let portal: TestPortal;
  let registryDown: TestPortal;
  let browser: BrowserSession;
  let browserAtDown: BrowserSession;

  beforeAll(async () => {
    portal = await startPortal({ env: { REDIS_URL: inject('redisUrl'), BODY_LIMIT_BYTES: '1024' } });
    const closed = await freePort();
    const down = `http://127.0.0.1:${closed}`;
    registryDown = await startPortal({ env: { REDIS_URL: inject('redisUrl'), BUILDPACK_REGISTRY_URL: down, CODE_HOSTING_API_URL: down } });
    [browser, browserAtDown] = await Promise.all([signedInBrowser(portal.url, 'partner@acme.test'), signedInBrowser(registryDown.url, 'partner@acme.test')]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([portal?.close(), registryDown?.close()]);
  });

  // What a browser's address bar sends: HTML first.
  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  /** A signed-in call with the X-CSRF header but a browser's Accept (apiCall would ask for JSON). */
  const htmlFirst = (session: BrowserSession, url: string, init: RequestInit = {}) =>
    session.request(url, { ...init, headers: { 'x-csrf': '1', ...(init.headers as Record<string, string>), accept: BROWSER_ACCEPT } });

  const cases: { name: string; status: number; id?: string; send: () => Promise<Response> }[] = [
    { name: 'no session', status: 401, id: 'unauthorized', send: () => fetch(`${portal.url}/buildpack-registry/buildpacks`, { headers: { accept: BROWSER_ACCEPT, 'x-csrf': '1' } }) },
    { name: 'no X-CSRF header', status: 403, id: 'csrf_header_missing', send: () => browser.request(`${portal.url}/buildpack-registry/buildpacks`, { headers: { accept: BROWSER_ACCEPT } }) },
    { name: 'a body over the limit', status: 413, id: 'payload_too_large', send: () => htmlFirst(browser, `${portal.url}/buildpack-registry/buildpacks/b9c0/revisions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ref: 'x'.repeat(2048) }) }) },
    { name: 'the registry unreachable', status: 502, send: () => htmlFirst(browserAtDown, `${registryDown.url}/buildpack-registry/buildpacks`) },
    // Any proxy's 502 was a page: inside the mount, the error answer saw only the path below the prefix.
    { name: 'another upstream (code hosting) unreachable', status: 502, send: () => htmlFirst(browserAtDown, `${registryDown.url}/code-hosting/user`) },
    { name: 'bad JSON', status: 400, send: () => htmlFirst(browser, `${portal.url}/buildpack-registry/buildpacks/b9c00000-0000-4000-8000-000000000004/revisions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ref": ' }) },
    { name: 'no such registry path', status: 404, send: () => htmlFirst(browser, `${portal.url}/buildpack-registry/no-such-thing`) },
    { name: 'a method the registry does not take', status: 405, send: () => htmlFirst(browser, `${portal.url}/buildpack-registry/buildpacks`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' }) },
  ];

  it.each(cases)('$name: $status as {id, message, requestId}', async ({ status, id, send }) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: id ?? expect.stringMatching(/^[a-z_]+$/), message: expect.stringMatching(/\w/) });
    // The BFF's own errors name the request; an upstream's passes through as the upstream wrote it.
    if (id || status === 502) expect(body.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('a hostile path is refused as JSON too, sent as raw bytes', async () => {
    for (const path of ['/buildpack-registry/%2e%2e/admin', '/buildpack-registry/..%2fplatform']) {
      const answer = await rawRequest(portal.url, path, { headers: { accept: BROWSER_ACCEPT, 'x-csrf': '1' } });
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-type'], path).toMatch(/^application\/json\b/);
      expect(JSON.parse(answer.body), path).toMatchObject({ id: 'bad_path', requestId: answer.headers['x-request-id'] });
    }
  });

  it('other pages still answer a browser with a page (the rule is per API prefix)', async () => {
    const page = await fetch(`${portal.url}/assets/nothing-here.js`, { headers: { accept: BROWSER_ACCEPT } });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html\b/);
  });
});
