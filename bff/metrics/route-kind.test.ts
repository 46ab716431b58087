import { describe, expect, it } from 'vitest';
import { ROUTE_KINDS, routeKind } from './route-kind';

describe('routeKind', () => {
  it.each([
    ['/api/v3/addons?page=1', 'api_v3'],
    ['/API/V3/current_user', 'api_v3'],
    ['/api/v3', 'api_v3'],
    ['/api/v3/changelog?limit=1', 'public_changelog'],
    ['/api/v3x/current_user', 'page'],
    ['/platform/account', 'platform'],
    ['/code-hosting/user/orgs', 'code_hosting'],
    ['/buildpack-registry/buildpacks', 'buildpack_registry'],
    ['/bff/session', 'bff'],
    ['/login?return_to=%2Faddons', 'sign_in'],
    ['/login/oauth?code=x&state=y', 'sign_in'],
    ['/log-out', 'sign_in'],
    ['/healthz', 'health'],
    ['/readyz', 'health'],
    ['/ui-components/index.html', 'storybook'],
    ['/assets/index-3f2a.js', 'static'],
    ['/favicon.ico', 'static'],
    ['/addons/acme-postgres/next-steps', 'page'],
    ['/', 'page'],
    ['/addons/a.b/plans', 'page'],
    ['*', 'other'],
    ['http://evil.test/api/v3/x', 'other'],
  ])('%s is %s', (url, kind) => {
    expect(routeKind(url)).toBe(kind);
  });

  it('never answers outside the fixed set, whatever the path', () => {
    const hostile = ['/%00', '/..%2f..%2fetc/passwd', `/${'x'.repeat(10_000)}`, '/user@example.com', '/\u00e9t\u00e9', '//double', ''];
    for (const url of hostile) expect(ROUTE_KINDS).toContain(routeKind(url));
  });
});
