import { createElement } from 'react';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderHtml, textOf } from '../test-support/render-html';
import { ERROR_PAGE_MESSAGE, ErrorPage, RouteErrorPage } from './ErrorPage';
import { routes } from './routes';
import { footerLinks, Shell } from './Shell';

function matchedPaths(path: string) {
  return (matchRoutes(routes, path) ?? []).map((match) => match.route.path ?? (match.route.index ? '(index)' : '(layout)'));
}

describe('routes (spec §2)', () => {
  it('redirects / to /addons', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    // The root route loads the shell lazily: a cold import on a busy machine can take over a second.
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 4_000 });
    expect(router.state.location.pathname).toBe('/addons');
    router.dispose();
  });

  it('redirects the terms-agreement filter route (spec §2) to the add-ons list', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/terms-agreement'] });
    // The root route loads the shell lazily: a cold import on a busy machine can take over a second.
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 4_000 });
    expect(router.state.location.pathname).toBe('/addons');
    expect(matchedPaths('/terms-agreement/more')).toEqual(['/', '(layout)', '*']);
    router.dispose();
  });

  it('serves the add-ons list at /addons', () => {
    expect(matchedPaths('/addons')).toEqual(['/', '(layout)', 'addons']);
  });

  it('puts the admin index behind the admin guard', () => {
    expect(matchedPaths('/admin')).toEqual(['/', '(layout)', 'admin', '(index)']);
    const admin = routes[0]?.children?.[0]?.children?.find((route) => route.path === 'admin');
    expect(admin?.lazy).toBeTypeOf('function');
  });

  it('serves the e-mail lookup with and without an e-mail, behind the admin guard', () => {
    expect(matchedPaths('/admin/email-lookup')).toEqual(['/', '(layout)', 'admin', 'email-lookup/*']);
    expect(matchedPaths('/admin/email-lookup/ops%2Bbilling@acme.test')).toEqual(['/', '(layout)', 'admin', 'email-lookup/*']);
  });

  it('sends any other path to the error page', () => {
    expect(matchedPaths('/no/such/page')).toEqual(['/', '(layout)', '*']);
    expect(matchedPaths('/admin/unknown')).toEqual(['/', '(layout)', '*']);
  });

  it('renders errors with the error page, inside and outside the shell', () => {
    expect(routes[0]?.ErrorBoundary).toBeDefined();
    // The boundary hands the route's error to the page, which shows a failed API call's reference (issue 32).
    expect(routes[0]?.children?.[0]?.ErrorBoundary).toBe(RouteErrorPage);
  });
});

describe('error page', () => {
  it("reads 'Ooops, something has gone wrong.' with a link back to /", () => {
    const html = renderHtml(createElement(ErrorPage));
    expect(ERROR_PAGE_MESSAGE).toBe('Ooops, something has gone wrong.');
    expect(html).toMatch(/<h1[^>]*>Ooops, something has gone wrong\.<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back to the portal<\/a>/);
  });

  it("offers Reload when the screen's chunk is gone after a deploy, and only then", () => {
    const chunkGone = new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/CompanyPage-3f9a1c.js');
    const gone = textOf(renderHtml(createElement(ErrorPage, { error: chunkGone })));
    expect(gone).toBe('Error · Partner Portal Ooops, something has gone wrong. The portal may have been updated. Reload the page to get the new version. Reload Back to the portal');
    const bug = textOf(renderHtml(createElement(ErrorPage, { error: new Error('render failed') })));
    expect(bug).toBe('Error · Partner Portal Ooops, something has gone wrong. Back to the portal');
  });

  it('brings its own main landmark outside the shell', () => {
    expect(renderHtml(createElement(ErrorPage, { standalone: true }))).toMatch(/<main/);
    expect(renderHtml(createElement(ErrorPage))).not.toMatch(/<main/);
  });
});

describe('shell (spec "Shell")', () => {
  const partner = { name: 'Priya Raman', email: 'partner@acme.test', isPlatformAdmin: false };
  const render = (user = partner) => renderHtml(createElement(Shell, { user, children: createElement('p', null, 'Page') }));

  it('has a skip link, header, one main landmark and a footer', () => {
    const html = render();
    expect(html).toMatch(/<a [^>]*href="#main-content"[^>]*>Skip to main content<\/a>/);
    expect(html).toMatch(/<header/);
    expect(html.match(/<main[^>]*id="main-content"/g)).toHaveLength(1);
    expect(html).toMatch(/<footer/);
    expect(textOf(html)).toContain('Partner Portal');
  });

  it("shows the user's avatar with an accessible name", () => {
    const html = render();
    expect(html).toContain('aria-label="Account menu for Priya Raman (PR)"');
    expect(html).toMatch(/role="img"[^>]*aria-label="Priya Raman"/);
  });

  it('links to the admin area for platform admins only', () => {
    expect(render()).not.toMatch(/>Admin<\/a>/);
    expect(render({ ...partner, isPlatformAdmin: true })).toMatch(/<a [^>]*href="\/admin"[^>]*>Admin<\/a>/);
  });

  it("links a partner to their own company, which a new partner reaches with no add-on; not a platform admin", () => {
    expect(render()).toMatch(/<a [^>]*href="\/company"[^>]*>Company<\/a>/);
    expect(render({ ...partner, isPlatformAdmin: true })).not.toMatch(/>Company<\/a>/);
  });

  it('logs out through the server route, with a form POST no other site can forge', () => {
    // Two forms: the account menu's (submitted from the menu, which lives in a portal) and the header's own.
    const forms = [...render().matchAll(/<form [^>]*>.*?<\/form>/gs)].map((match) => match[0]);
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form).toMatch(/^<form [^>]*action="\/log-out"/);
      expect(form).toMatch(/^<form [^>]*method="post"/);
    }
    expect(forms.some((form) => /<button [^>]*type="submit"[^>]*>Log out<\/button><\/form>$/.test(form))).toBe(true);
  });

  it('has footer links and invites feedback by e-mail', () => {
    const html = render();
    expect(footerLinks.map((link) => link.label)).toEqual(['Documentation', 'Partner program', 'Changelog', 'Terms']);
    for (const link of footerLinks) expect(html).toContain(`href="${link.href}"`);
    expect(html).toMatch(/<a [^>]*href="mailto:partner-feedback@example.com"[^>]*>Send us feedback<\/a>/);
  });
});
