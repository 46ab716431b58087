import signature from 'cookie-signature';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';

/*
 * A person who meets an error in the address bar gets a small page saying what
 * happened, with a way on; a script calling the API gets `{id, message}` JSON.
 */
const asPage = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const asApi = { accept: 'application/json' };

describe('with Redis unreachable', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => portal.close());

  it('/login shows a page with a retry link to a person', async () => {
    const response = await fetch(`${portal.url}/login?return_to=%2Faddons`, { headers: asPage, redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>The portal is briefly unavailable</h1>');
    expect(html).toContain('<a href="/login?return_to=%2Faddons">Try again</a>');
  });

  it('and JSON to a script, and on API paths whatever is accepted', async () => {
    const login = await fetch(`${portal.url}/login`, { headers: asApi, redirect: 'manual' });
    expect(login.status).toBe(503);
    expect(await login.json()).toMatchObject({ id: 'session_store_unavailable' });
    // A signed cookie, so the session must be looked up in the (unreachable) store.
    const cookie = `${portal.config.session.cookieName}=${encodeURIComponent(`s:${signature.sign('some-session-id', portal.config.session.secrets[0])}`)}`;
    const api = await fetch(`${portal.url}/api/v3/current_user`, { headers: { ...asPage, 'x-csrf': '1', cookie } });
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ id: 'session_store_unavailable' });
  });
});

describe('static files and unknown pages', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({ env: { REDIS_URL: inject('redisUrl'), LOGIN_RATE_LIMIT_PER_MINUTE: '1' } });
  });
  afterAll(() => portal.close());

  it.each([
    ['GET', '/assets/missing.js', 404, 'Page not found', 'not_found'],
    ['POST', '/assets/app.js', 405, 'That is not allowed here', 'method_not_allowed'],
    ['DELETE', '/', 404, 'Page not found', 'not_found'],
  ])('%s %s → %i, as a page or as JSON', async (method, path, status, heading, id) => {
    const page = await fetch(`${portal.url}${path}`, { method, headers: asPage });
    expect(page.status).toBe(status);
    expect(await page.text()).toContain(`<h1>${heading}</h1>`);
    const json = await fetch(`${portal.url}${path}`, { method, headers: asApi });
    expect(json.status).toBe(status);
    expect(await json.json()).toMatchObject({ id });
  });

  it('escapes what the page repeats from the request', async () => {
    const response = await fetch(`${portal.url}/assets/%22%3E%3Cscript%3Ealert(1)%3C/script%3E.js`, { headers: asPage });
    const html = await response.text();
    expect(html).not.toMatch(/<script>/i);
    expect(html).toContain('<a href="/assets/%22%3E%3Cscript%3Ealert(1)%3C/script%3E.js">Try again</a>');
  });

  it("the pages take the portal's look from a same-origin stylesheet the CSP allows", async () => {
    const page = await (await fetch(`${portal.url}/assets/missing.js`, { headers: asPage })).text();
    expect(page).toContain('<link rel="stylesheet" href="/portal-pages.css">');
    const css = await fetch(`${portal.url}/portal-pages.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('--primary: #5B3B8C');
  });

  it('a person rate-limited at sign-in sees a page', async () => {
    await (await fetch(`${portal.url}/login`, { headers: asPage, redirect: 'manual' })).body?.cancel();
    const limited = await fetch(`${portal.url}/login`, { headers: asPage, redirect: 'manual' });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('<h1>Too many attempts</h1>');
  });
});
