import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { galleryKeys } from '../../bff/static/storybook';
import { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl') } });
});
afterAll(() => portal.close());

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('the SPA', () => {
  it('is served for any route (history fallback) with a fresh CSP nonce in the header and the page', async () => {
    const first = await fetch(`${portal.url}/addons/acme-postgres/plans`, { headers: { accept: 'text/html' } });
    const second = await fetch(`${portal.url}/`, { headers: { accept: 'text/html' } });
    expect(first.status).toBe(200);
    const csp = directives(first.headers.get('content-security-policy'));
    const nonce = csp.get('script-src')?.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain('__CSP_NONCE__');
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it("has a strict policy: no 'unsafe-inline' or 'unsafe-eval' scripts, no framing, no plugins", async () => {
    const response = await fetch(`${portal.url}/`, { headers: { accept: 'text/html' } });
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('lets images load only from itself, data:/blob: previews and the configured image origins', async () => {
    const withCdn = await startPortal({
      env: { REDIS_URL: inject('redisUrl'), IMAGE_ORIGINS: 'https://cdn.example.com/screenshots/, http://127.0.0.1:4002' },
    });
    try {
      const response = await fetch(`${withCdn.url}/`, { headers: { accept: 'text/html' } });
      expect(directives(response.headers.get('content-security-policy')).get('img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://cdn.example.com',
        'http://127.0.0.1:4002',
      ]);
    } finally {
      await withCdn.close();
    }
  });

  it('tells the SPA its UI flags in the page, and refuses unknown flags at start-up', async () => {
    const flagged = await startPortal({ env: { REDIS_URL: inject('redisUrl'), UI_FLAGS: 'supported-generations' } });
    try {
      const html = await (await fetch(`${flagged.url}/`, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('<meta name="portal-ui-flags" content="supported-generations">');
    } finally {
      await flagged.close();
    }
    const plain = await (await fetch(`${portal.url}/`, { headers: { accept: 'text/html' } })).text();
    expect(plain).toContain('<meta name="portal-ui-flags" content="">');
    await expect(startPortal({ env: { UI_FLAGS: 'supported-generations,everything' } })).rejects.toThrow(/UI_FLAGS/);
  });

  it('marks every SPA page no-store, which keeps it out of the back/forward cache (issue 22)', async () => {
    for (const path of ['/', '/token', '/addons/acme-postgres']) {
      const response = await fetch(`${portal.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('never serves a source map, even one on disk (issue 22)', async () => {
    for (const path of ['/assets/app.js.map', '/app.js.map', '/assets/APP.JS.MAP', '/assets/app.js.map?x=1']) {
      const response = await fetch(`${portal.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret.ts');
    }
  });

  it('builds the SPA without linking source maps (issue 22)', async () => {
    const { default: viteConfig } = await import('../../web/vite.config');
    expect((viteConfig as { build?: { sourcemap?: unknown } }).build?.sourcemap).toBe('hidden');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const response = await fetch(`${portal.url}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});

describe('the component gallery at /ui-components', () => {
  const SANDBOX = ['allow-scripts', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-forms', 'allow-downloads'];
  const KEYED = /^\/ui-components\/([0-9a-z]+\.[\w-]{40,400})\//;

  /** A signed-in browser and the gallery link it is handed. */
  async function galleryLink(): Promise<{ browser: BrowserSession; key: string }> {
    const browser = await signedInBrowser(portal.url, 'owner@solo.test');
    const entry = await browser.request(`${portal.url}/ui-components/`);
    const key = KEYED.exec(entry.headers.get('location') ?? '')?.[1];
    if (!key) throw new Error(`no gallery link: ${entry.status} ${entry.headers.get('location')}`);
    return { browser, key };
  }

  it('sends visitors without a session to sign-in, and back', async () => {
    const response = await fetch(`${portal.url}/ui-components/`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?return_to=%2Fui-components%2F');
  });

  it('is served to signed-in users, under a link of its own that keeps the page asked for', async () => {
    const browser = await signedInBrowser(portal.url, 'owner@solo.test');
    const entry = await browser.request(`${portal.url}/ui-components/?path=/story/components-banner--info`);
    expect(entry.status).toBe(303);
    const location = entry.headers.get('location') ?? '';
    expect(location).toMatch(KEYED);
    expect(location).toMatch(/\/\?path=\/story\/components-banner--info$/);
    const response = await browser.request(new URL(location, portal.url).href);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Storybook');
  });

  it('sandboxes every answer: CSP `sandbox` without allow-same-origin, so the gallery runs in an opaque origin', async () => {
    const { browser, key } = await galleryLink();
    const responses = [
      await fetch(`${portal.url}/ui-components/`, { redirect: 'manual' }),
      await browser.request(`${portal.url}/ui-components/`),
      await browser.request(`${portal.url}/ui-components/${key}/`),
      await browser.request(`${portal.url}/ui-components/${key}/iframe.html`),
      await browser.request(`${portal.url}/ui-components/${key}/no-such-file.js`),
    ];
    expect(responses.map((response) => response.status)).toEqual([303, 303, 200, 404, 404]);
    for (const response of responses) {
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('sandbox'), response.url).toEqual(SANDBOX);
      expect(csp.get('sandbox'), response.url).not.toContain('allow-same-origin');
    }
  });

  it('lets only the story preview be framed: the sandboxed gallery page frames it, and no frame-ancestors can name an opaque origin', async () => {
    const { browser, key } = await galleryLink();
    const manager = await browser.request(`${portal.url}/ui-components/${key}/`);
    expect(directives(manager.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(manager.headers.get('x-frame-options')).toBe('DENY');
    const preview = await browser.request(`${portal.url}/ui-components/${key}/iframe.html?id=components-banner--info`);
    expect(directives(preview.headers.get('content-security-policy')).has('frame-ancestors')).toBe(false);
    expect(preview.headers.get('x-frame-options')).toBeNull();
  });

  it('serves its files to the sandboxed gallery, which sends no cookie, under a valid link only', async () => {
    const { key } = await galleryLink();
    const file = await fetch(`${portal.url}/ui-components/${key}/index.html`, { redirect: 'manual' });
    expect(file.status).toBe(200);
    // Module scripts are CORS requests from the opaque origin; CORP must let it load them.
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect(file.headers.get('access-control-allow-credentials')).toBeNull();
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const forged = `${key.slice(0, -4)}AAAA`;
    const expired = galleryKeys(portal.config.session.secrets[0], portal.config.session.maxAgeMs).issue('a-session', Date.now() - portal.config.session.maxAgeMs - 2 * 3_600_000);
    for (const other of [forged, expired]) {
      const refused = await fetch(`${portal.url}/ui-components/${other}/index.html`, { redirect: 'manual' });
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toMatch(/^\/login\?return_to=/);
    }
    // A page opened at the top level needs the session too, even under a valid link.
    const topLevel = await fetch(`${portal.url}/ui-components/${key}/iframe.html?id=x`, { redirect: 'manual', headers: { 'sec-fetch-dest': 'document' } });
    expect(topLevel.status).toBe(303);
    expect(topLevel.headers.get('location')).toBe(`/login?return_to=${encodeURIComponent(`/ui-components/${key}/iframe.html?id=x`)}`);
  });

  it('ties the link to its session: it lasts an hour at most, and dies at log-out (issue 22)', async () => {
    const { browser, key } = await galleryLink();
    const expiresIn = parseInt(key.split('.')[0] ?? '', 36) - Date.now();
    expect(expiresIn).toBeLessThanOrEqual(2 * 3_600_000); // an hour, rounded up to the next hour
    const file = () => fetch(`${portal.url}/ui-components/${key}/index.html`, { redirect: 'manual' });
    expect((await file()).status).toBe(200);
    // The same link, with the browser's cookie or without: the sandboxed gallery sends none.
    await (await browser.request(`${portal.url}/log-out`, { method: 'POST', headers: { origin: portal.url } })).body?.cancel();
    const after = await file();
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toMatch(/^\/login\?return_to=/);
    // A key for a session id that was never signed in opens nothing either.
    const unknown = galleryKeys(portal.config.session.secrets[0], 3_600_000).issue('no-such-session');
    expect((await fetch(`${portal.url}/ui-components/${unknown}/index.html`, { redirect: 'manual' })).status).toBe(303);
  });

  it('moves a signed-in user from an expired link to a fresh one, same page', async () => {
    const { browser } = await galleryLink();
    const expired = galleryKeys(portal.config.session.secrets[0], portal.config.session.maxAgeMs).issue('a-session', Date.now() - portal.config.session.maxAgeMs - 2 * 3_600_000);
    const response = await browser.request(`${portal.url}/ui-components/${expired}/iframe.html?id=x`, { headers: { 'sec-fetch-dest': 'document' } });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(KEYED);
    expect(KEYED.exec(location)?.[1]).not.toBe(expired);
    expect(location).toMatch(/^\/ui-components\/[^/]+\/iframe\.html\?id=x$/);
  });

  it('gets nothing from the session: the portal grants the opaque origin no CORS', async () => {
    const { browser } = await galleryLink();
    const preflight = await browser.request(`${portal.url}/bff/token`, {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-csrf' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const path of ['/bff/token', '/api/v3/current_user']) {
      const response = await browser.request(`${portal.url}${path}`, { headers: { origin: 'null', 'x-csrf': '1' } });
      await response.body?.cancel();
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});

describe('/bff and health', () => {
  it('/bff/session answers 401 JSON without a session and requires the CSRF header', async () => {
    const anonymous = await fetch(`${portal.url}/bff/session`, { headers: { 'x-csrf': '1' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ id: 'unauthorized', message: 'no access token present', requestId: expect.any(String) });
    expect((await fetch(`${portal.url}/bff/session`)).status).toBe(403);
  });

  it('API answers carry locked-down security headers', async () => {
    const response = await fetch(`${portal.url}/bff/session`, { headers: { 'x-csrf': '1' } });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('/bff/token gives the access token and e-mail, uncached', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const response = await apiCall(browser, `${portal.url}/bff/token`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ email: 'partner@acme.test', access_token: expect.stringMatching(/^[\w-]{20,}$/) });
  });

  it('unknown /bff routes are 404 JSON', async () => {
    const response = await apiCall(new BrowserSession(), `${portal.url}/bff/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ id: 'not_found' });
  });

  it('/healthz and /readyz answer 200 while Redis is up', async () => {
    expect(await (await fetch(`${portal.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
  });
});

describe('production cookie', () => {
  it('is __Host-, Secure, HttpOnly, SameSite=Lax behind an HTTPS proxy (as is the sign-in attempt cookie)', async () => {
    const secure = await startPortal({
      env: { REDIS_URL: inject('redisUrl'), NODE_ENV: 'production', TRUST_PROXY: '1', ADMIN_EMAIL_DOMAIN: 'platform.test' },
    });
    try {
      const response = await fetch(`${secure.url}/login`, { headers: { 'x-forwarded-proto': 'https' }, redirect: 'manual' });
      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(/^__Host-portal\.login\.[\w-]{43}=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 JSON after too many sign-in attempts from one client', async () => {
    const limited = await startPortal({ env: { REDIS_URL: inject('redisUrl'), LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await fetch(`${limited.url}/login`, { redirect: 'manual' })).status);
      expect(statuses).toEqual([303, 303, 303, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
