import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_REQUESTS_KEY, MAX_EARLY_REQUESTS } from '../../bff/static/early-requests';
import { EARLY_REQUESTS_KEY as SPA_KEY, MAX_EARLY_REQUESTS as SPA_MAX } from '../../web/src/app/route-prefetch-early';
import { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { signedInBrowser } from '../support/portal-sign-in';

/*
 * The page's early requests (issue 33, bff/static/early-requests.ts): a
 * signed-in page carries the inline script that starts the screen's remembered
 * GETs, under the response's CSP nonce; a signed-out visitor's page carries
 * none; a public page starts its own fixed GETs, the same for everyone.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const EARLY_SCRIPT = /<script nonce="([^"]+)">\(function \(\) \{[^<]*__portalEarlyGets/;

async function page(session: BrowserSession, path: string) {
  const response = await session.request(`${portal.url}${path}`, { headers: { accept: 'text/html' } });
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

describe('the early requests script in the page', () => {
  it('reads the memory under the key the SPA writes', () => expect(EARLY_REQUESTS_KEY).toBe(SPA_KEY));

  it('asks for as many as the SPA remembers', () => expect(MAX_EARLY_REQUESTS).toBe(SPA_MAX));

  it('is on a signed-in page, after the facts it reads, under the nonce the CSP names', async () => {
    const session = await signedInBrowser(portal.url, 'partner@acme.test');
    const { html, csp } = await page(session, '/addons/acme-postgres/plans');
    const nonce = EARLY_SCRIPT.exec(html)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(html.indexOf('id="portal-session"')).toBeGreaterThan(-1);
    expect(html.indexOf('id="portal-session"')).toBeLessThan(html.indexOf('__portalEarlyGets'));
  });

  it.each([
    ['a signed-out visitor', () => new BrowserSession(), '/addons'],
    ['a public page, signed in', () => signedInBrowser(portal.url, 'partner@acme.test'), '/changelog'],
  ])('has no remembered GETs on %s', async (_case, session, path) => {
    const { html } = await page(await session(), path);
    expect(html).toContain('id="root"');
    expect(html).not.toContain(EARLY_REQUESTS_KEY);
  });

  it.each([
    ['an anonymous visitor', () => new BrowserSession()],
    ['a signed-in partner', () => signedInBrowser(portal.url, 'partner@acme.test')],
  ])("starts the changelog's own GETs on its page for %s, under the nonce the CSP names", async (_case, session) => {
    const { html, csp } = await page(await session(), '/changelog');
    const nonce = EARLY_SCRIPT.exec(html)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(html).toContain('["/bff/visitor","/api/v3/changelog"]');
    // The public page reads no session: no facts in it.
    expect(html).not.toContain('id="portal-session"');
  });

  it('starts no GETs on a signed-out visitor\'s screen page', async () => {
    expect((await page(new BrowserSession(), '/addons')).html).not.toContain('__portalEarlyGets');
  });
});
