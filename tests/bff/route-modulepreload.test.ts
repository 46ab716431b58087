import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedRouteModules, routeModulePreloadsFrom, routeSourceModules } from '../../bff/static/route-modules';
import { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { signedInBrowser } from '../support/portal-sign-in';

/*
 * The route's chunks in its page (issue 33): the BFF names the chunks of the
 * screen a URL opens as <link rel="modulepreload">, from Vite's build manifest,
 * so the browser loads them beside the entry script rather than one import
 * level at a time after it.
 */

/** A build output whose manifest has the plans screen (with a shared chunk) and the entry. */
function buildWithManifest(): string {
  const staticDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-preload-')), 'web');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_table-1.js': { file: 'assets/table-1.js', imports: ['_react-1.js'] },
    'src/app/RootLayout.tsx': { file: 'assets/RootLayout-1.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/app/AddonWorkspaceRoute.tsx': { file: 'assets/AddonWorkspaceRoute-1.js', isDynamicEntry: true },
    'src/features/plans/PlansPage.tsx': { file: 'assets/PlansPage-1.js', isDynamicEntry: true, imports: ['_table-1.js', 'index.html'] },
    'src/features/public/ChangelogPage.tsx': { file: 'assets/ChangelogPage-1.js', isDynamicEntry: true, imports: ['_table-1.js'] },
  };
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return staticDir;
}

const PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]*)">/g;

let portal: TestPortal;
let partner: BrowserSession;
beforeAll(async () => {
  portal = await startPortal({ env: { STATIC_DIR: buildWithManifest() } });
  partner = await signedInBrowser(portal.url, 'partner@acme.test');
});
afterAll(async () => {
  await portal.close();
});

async function pageAt(session: BrowserSession, pathname: string) {
  const response = await session.request(`${portal.url}${pathname}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const links = [...html.matchAll(PRELOADS)].map(([, href = '', nonce = '']) => ({ href, nonce }));
  const cspNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { response, html, links, cspNonce };
}

describe("a page's route chunks", () => {
  it("names the plans screen's chunks, what they import and its layouts, nonce'd like the entry, not the entry's own", async () => {
    const { response, html, links, cspNonce } = await pageAt(partner, '/addons/acme-postgres/plans');
    expect(response.status).toBe(200);
    expect(links.map((link) => link.href)).toEqual(['/assets/RootLayout-1.js', '/assets/AddonWorkspaceRoute-1.js', '/assets/PlansPage-1.js', '/assets/table-1.js']);
    expect(cspNonce).toBeTruthy();
    for (const link of links) expect(link.nonce).toBe(cspNonce);
    // Same origin, in the head.
    expect(links.every((link) => link.href.startsWith('/assets/'))).toBe(true);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names nothing for a path with no screen', async () => {
    for (const pathname of ['/no-such-page', '/addons/acme-postgres/no-such-section', '/token']) {
      expect((await pageAt(partner, pathname)).links, pathname).toEqual([]);
    }
  });

  it("names a public page's chunks for an anonymous visitor, and no screen's for one who will be sent to sign in", async () => {
    const anonymous = new BrowserSession();
    expect((await pageAt(anonymous, '/changelog')).links.map((link) => link.href)).toEqual(['/assets/ChangelogPage-1.js', '/assets/table-1.js']);
    expect((await pageAt(anonymous, '/addons/acme-postgres/plans')).links).toEqual([]);
  });

  it('does not serve the build manifest itself', async () => {
    const response = await fetch(`${portal.url}/.vite/manifest.json`);
    expect(await response.text()).not.toContain('PlansPage-1.js');
  });
});

describe('the route table', () => {
  it('names only modules that exist in the SPA (a renamed screen fails here, not silently in production)', () => {
    const missing = namedRouteModules().filter((module) => !existsSync(path.resolve('web', module)));
    expect(missing).toEqual([]);
    expect(namedRouteModules().length).toBeGreaterThan(15);
  });

  it("names an admin screen with the admin guard it renders inside (routes.tsx's lazy layout), and nothing for an unknown admin path", () => {
    const users = routeSourceModules('/admin/users');
    expect(users).toContain('src/app/AdminGuard.tsx');
    expect(users).toContain('src/features/admin/UsersPage.tsx');
    expect(routeSourceModules('/admin')).toContain('src/app/AdminGuard.tsx');
    expect(routeSourceModules('/admin')).toContain('src/features/admin/AdminIndexPage.tsx');
    expect(routeSourceModules('/admin/no-such-screen')).toEqual([]);
    // A workspace screen is not behind the admin guard.
    expect(routeSourceModules('/addons/x/plans')).not.toContain('src/app/AdminGuard.tsx');
  });

  it('names Next steps\' data module beside its screen (its queries start from it), and no other section\'s', () => {
    expect(routeSourceModules('/addons/x/next-steps')).toContain('src/features/next-steps/next-steps-data.ts');
    expect(routeSourceModules('/addons/x/plans')).not.toContain('src/features/next-steps/next-steps-data.ts');
  });

  it("names the opened integration tab's screen and the modules its data loads (the section itself opens Health), and no other tab's", () => {
    const health = ['src/features/integration/integration-tabs.ts', 'src/features/integration/health/HealthTab.tsx', 'src/api/integration-health.ts', 'src/api/integration-objective.ts'];
    for (const address of ['/addons/x/integration', '/addons/x/integration/health', '/addons/x/Integration/Health/']) {
      expect(routeSourceModules(address)).toEqual(expect.arrayContaining(health));
      expect(routeSourceModules(address)).not.toContain('src/features/integration/webhooks/WebhooksTab.tsx');
    }
    expect(routeSourceModules('/addons/x/integration/webhooks')).toEqual(expect.arrayContaining(['src/features/integration/webhooks/WebhooksTab.tsx', 'src/api/webhooks.ts']));
    expect(routeSourceModules('/addons/x/integration/webhooks')).not.toContain('src/features/integration/health/HealthTab.tsx');
    expect(routeSourceModules('/addons/x/integration/failures')).toContain('src/features/integration/failures/FailuresTab.tsx');
    expect(routeSourceModules('/addons/x/integration/no-such-tab')).not.toContain('src/features/integration/integration-tabs.ts');
    expect(routeSourceModules('/addons/x/settings')).not.toContain('src/features/integration/integration-tabs.ts');
  });

  it.each([
    ['company', 'src/features/company/CompanyPage.tsx'],
    ['reports', 'src/features/reports/ReportsPage.tsx'],
    ['plans', 'src/features/plans/PlansPage.tsx'],
    ['logs', 'src/features/logs/LogsPage.tsx'],
  ])("names the workspace section %s's own screen, inside the workspace, and no other section's", (section, screen) => {
    const modules = routeSourceModules(`/addons/x/${section}`);
    expect(modules).toEqual(expect.arrayContaining(['src/app/AddonWorkspaceRoute.tsx', screen]));
    const others = ['src/features/company/CompanyPage.tsx', 'src/features/reports/ReportsPage.tsx', 'src/features/plans/PlansPage.tsx', 'src/features/logs/LogsPage.tsx'];
    for (const other of others.filter((module) => module !== screen)) expect(modules).not.toContain(other);
  });

  it("names the same screen for the workspace's Company tab as for the user's own company", () => {
    const screenOf = (address: string) => routeSourceModules(address).filter((module) => module.startsWith('src/features/'));
    expect(screenOf('/addons/x/company')).toEqual(screenOf('/company'));
  });

  it("names the company screen for the user's own company and its panels, with the shell, and nothing for a look-alike path", () => {
    for (const address of ['/company', '/company/', '/Company/information/edit']) {
      expect(routeSourceModules(address)).toEqual(expect.arrayContaining(['src/app/RootLayout.tsx', 'src/features/company/CompanyPage.tsx']));
    }
    expect(routeSourceModules('/companyx')).toEqual([]);
    expect(routeSourceModules('/companies/acme')).toEqual([]);
  });

  it('preloads nothing without a manifest entry, and each file once', () => {
    const preloads = routeModulePreloadsFrom({
      'src/features/plans/PlansPage.tsx': { file: 'assets/P.js', imports: ['_a.js', '_b.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
    });
    expect(preloads('/addons/x/plans')).toEqual(['/assets/P.js', '/assets/a.js', '/assets/b.js']);
    expect(preloads('/addons/x/reports')).toEqual([]);
  });
});
