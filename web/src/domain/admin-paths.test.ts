import { createMemoryRouter, matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminEmailLookupPath, adminPath, emailLookupRoutes } from './admin-paths';

describe('admin paths (spec §2 "Admin routes")', () => {
  it('builds /admin/{screen}', () => {
    expect(adminPath('email-lookup')).toBe('/admin/email-lookup');
  });

  it('builds email-lookup and email-lookup/{email}, keeping @ readable', () => {
    expect(adminEmailLookupPath()).toBe('/admin/email-lookup');
    expect(adminEmailLookupPath('partner@acme.test')).toBe('/admin/email-lookup/partner@acme.test');
    expect(adminEmailLookupPath('ops+billing@acme.test')).toBe('/admin/email-lookup/ops%2Bbilling@acme.test');
  });

  it.each(['partner@acme.test', 'ops+billing@acme.test', 'a/b%c?d#e@acme.test', 'o’brien@acme.test'])(
    'reads %s back from the route exactly as it was written',
    (email) => {
      const pattern = `${adminEmailLookupPath()}/${emailLookupRoutes.result}`;
      // Through the router, as the screen gets it: useParams() of the matched route.
      const router = createMemoryRouter([{ path: pattern, element: null }], { initialEntries: [adminEmailLookupPath(email)] });
      expect(router.state.matches.at(-1)?.params.email).toBe(email);
      expect(matchPath(pattern, router.state.location.pathname)).not.toBeNull();
      router.dispose();
    },
  );
});
