import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isPublicPagePath, PAGE_SESSION_ELEMENT_ID } from '../../bff/static/page-session';
import { PAGE_SESSION_ELEMENT_ID as SPA_ELEMENT_ID } from '../../web/src/api/session-bootstrap';
import { isPublicPath } from '../../web/src/app/paths';
import { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { sessionIdOf, withStoredSession } from '../support/stored-session';

/*
 * The session in the page (issue 33): the SPA's page carries the `/bff/visitor`
 * facts as inert JSON, so the first screen needs no /bff/session round trip;
 * nothing secret goes in, the public pages carry none, and hostile names stay data.
 */
let portal: TestPortal;
let browser: Browser | undefined;
beforeAll(async () => {
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl') } });
});
afterAll(async () => {
  await browser?.close();
  await portal.close();
});

const FACTS = new RegExp(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">(.*?)</script>`, 's');

async function page(session: BrowserSession, path: string) {
  const response = await session.request(`${portal.url}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const facts = FACTS.exec(html)?.[1];
  return { response, html, facts: facts === undefined ? undefined : (JSON.parse(facts) as unknown) };
}

describe('a signed-in page', () => {
  it('carries the /bff/session answer, uncached, and none of the session’s tokens or its id', async () => {
    const session = await signedInBrowser(portal.url, 'admin@platform.test');
    const answer = (await (await apiCall(session, `${portal.url}/bff/session`)).json()) as object;
    const { response, html, facts } = await page(session, '/addons/acme-postgres/plans');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(facts).toEqual({ signed_in: true, ...answer });
    expect(answer).toEqual({ email: 'admin@platform.test', name: expect.any(String), is_admin: true });

    const stored = await withStoredSession(portal, session, async (record) => (await record.read())?.auth);
    const secrets = [stored?.accessToken, stored?.refreshToken, stored?.idToken, await sessionIdOf(portal, session)];
    expect(secrets.filter(Boolean)).toHaveLength(4);
    for (const secret of secrets) expect(html).not.toContain(secret);
    // Read-only: the page sets no cookie.
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('a signed-out page says so', () => {
  it.each([
    ['no cookie', () => new BrowserSession()],
    [
      'a forged cookie',
      async () => {
        const forged = new BrowserSession();
        await forged.jar.setCookie(`${portal.config.session.cookieName}=s:made-up.c2lnbmF0dXJl`, portal.url);
        return forged;
      },
    ],
  ])('with %s', async (_case, visitor) => {
    const { facts } = await page(await visitor(), '/addons');
    expect(facts).toEqual({ signed_in: false });
  });

  it('when the session has ended by its idle timeout', async () => {
    const session = await signedInBrowser(portal.url, 'partner@acme.test');
    await withStoredSession(portal, session, async (record) => {
      const data = await record.read();
      if (!data?.auth) throw new Error('no stored session');
      data.auth.lastSeenAt = Date.now() - portal.config.session.idleMs - 1000;
      await record.write(data);
    });
    expect((await page(session, '/addons')).facts).toEqual({ signed_in: false });
  });
});

describe('the public pages', () => {
  it.each(['/changelog', '/provider/home', '/Changelog/'])('%s carries no session facts, even signed in', async (path) => {
    const session = await signedInBrowser(portal.url, 'partner@acme.test');
    const { response, html } = await page(session, path);
    expect(response.status).toBe(200);
    expect(html).not.toContain(PAGE_SESSION_ELEMENT_ID);
  });

  it('are the SPA’s public routes, and the element id is the one the SPA reads', () => {
    for (const path of ['/changelog', '/provider/home', '/CHANGELOG', '/provider/home/', '/addons', '/buildpacks', '/', '/token', '/changelog/x']) {
      expect(isPublicPagePath(path), path).toBe(isPublicPath(path));
    }
    expect(PAGE_SESSION_ELEMENT_ID).toBe(SPA_ELEMENT_ID);
  });
});

/** Names and e-mails an identity provider might hand over, each trying to break out of the element. */
const HOSTILE = [
  { name: '</script><script>window.__pwned = 1</script>', email: 'a@example.test' },
  { name: '</SCRIPT ><img src=x onerror="window.__pwned = 1">', email: '"</script>"@example.test' },
  { name: '<!--<script>', email: '<!--@example.test' },
  { name: 'Tom & Jerry &amp; &lt;/script&gt;', email: 'tom&jerry@example.test' },
  { name: 'line\u2028separator\u2029paragraph', email: 'u2028\u2028@example.test' },
  { name: '"quotes" \'and\' `backticks` \\ backslash', email: 'quote"@example.test' },
  { name: '<svg onload="window.__pwned = 1">', email: 'x@example.test<script>window.__pwned = 1</script>' },
];

describe('hostile names and e-mails', () => {
  it('parse back to the same data in a browser, and no script runs', async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const tab = await browser.newPage();
    const session = await signedInBrowser(portal.url, 'partner@acme.test');
    for (const hostile of HOSTILE) {
      await withStoredSession(portal, session, async (record) => {
        const data = await record.read();
        if (!data?.auth) throw new Error('no stored session');
        await record.write({ ...data, auth: { ...data.auth, ...hostile } });
      });
      const { html } = await page(session, '/addons');
      // Without the page's CSP, so only the escaping stands between a name and a running script.
      // The page's own early-requests script (bff/static/early-requests.ts) out as well: only the facts' element may stay.
      await tab.setContent(html.replace(/<script type="module"[^>]*><\/script>/, '').replace(/<script nonce="[^"]*">\(function \(\) \{[^<]*__portalEarlyGets[^<]*<\/script>/, ''));
      const seen = await tab.evaluate((id) => ({
        pwned: (window as { __pwned?: unknown }).__pwned,
        scripts: document.scripts.length,
        images: document.images.length,
        facts: JSON.parse(document.getElementById(id)?.textContent ?? 'null') as unknown,
      }), PAGE_SESSION_ELEMENT_ID);
      expect(seen, hostile.name).toEqual({ pwned: undefined, scripts: 1, images: 0, facts: { signed_in: true, email: hostile.email, name: hostile.name, is_admin: false } });
    }
  });
});
