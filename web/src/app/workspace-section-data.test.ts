import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiAuthorizationQueryOptions } from '../api/api-authorizations';
import { approvalsQueryOptions } from '../api/approvals';
import { automaticReviewsQueryOptions } from '../api/automatic-reviews';
import { documentationQueryOptions } from '../api/documentation';
import { testEndpointQueryOptions } from '../api/integration-failures';
import { progressionsQueryOptions } from '../api/progressions';
import { requirementsQueryOptions } from '../api/requirements';
import { REQUIREMENT_LISTS } from '../domain/progression';
import { manifestQueryOptions } from '../api/manifests';
import { oauthCredentialQueryOptions } from '../api/oauth-credentials';
import type { CurrentUser } from '../api/current-user';
import { reportsQueryOptions } from '../api/reports';
import type { PrefetchableQuery, RouteDataArgs } from './route-prefetch';
import { integrationScreens } from '../features/integration/integration-screens';
import { workspaceSections } from './workspace-sections';

/** An Acme user in `companyRole`: reports wait for the role (issue 35 §2), so a Developer's 403 is never prefetched. */
const acmeUser = (companyRole: CurrentUser['companyRole']): CurrentUser => ({
  id: 'u1',
  email: 'someone@acme.test',
  name: 'Someone',
  admin: false,
  provider: true,
  acknowledgedMsa: true,
  platformAdmin: false,
  company: { id: 'acme-data', name: 'Acme Data' },
  companyRole,
});

/** The args a declaration gets; these sections need neither the session nor the company, and the user only for their role. */
const args = (slug: string, user: CurrentUser = acmeUser('owner')): RouteDataArgs => ({
  params: { slug },
  session: () => Promise.reject(new Error('not needed')),
  currentUser: () => Promise.resolve(user),
  companyId: () => Promise.reject(new Error('not needed')),
  permissionUser: () => Promise.resolve(user),
});

/** The query keys `section` starts for add-on `slug` (none of what needs the session, which `args` refuses). */
async function declaredKeys(path: string, slug: string, user?: CurrentUser): Promise<QueryKey[]> {
  const section = workspaceSections.find((candidate) => candidate.path === path);
  if (!section) throw new Error(`No workspace section ${path}`);
  if (typeof section.data !== 'function') throw new Error(`${path} declares no data: ${section.data.none}`);
  const queries = await Promise.all((await section.data(args(slug, user))).map((query) => Promise.resolve(query).catch(() => undefined)));
  return queries.filter((query): query is PrefetchableQuery => query !== undefined).map((query) => query.queryKey);
}

// The screens' hooks use these same query options, so equal keys mean the screen finds its prefetched request.
describe('workspace sections whose queries were built inside hooks (issue 33)', () => {
  it("Reports starts the add-on's reports beside its chunk", async () => {
    expect(await declaredKeys('reports', 'acme-postgres')).toEqual([reportsQueryOptions('acme-postgres').queryKey]);
  });

  it('Settings starts the manifest, both credentials and the test endpoint of the add-on beside its chunk', async () => {
    // The test endpoint's section asked after the first render, a round trip after current_user (bench: depth 2).
    expect(await declaredKeys('settings', 'acme-postgres')).toEqual([
      manifestQueryOptions('acme-postgres').queryKey,
      oauthCredentialQueryOptions('acme-postgres').queryKey,
      apiAuthorizationQueryOptions('acme-postgres').queryKey,
      testEndpointQueryOptions('acme-postgres').queryKey,
    ]);
  });

  it('Reports starts them for the roles that may read them, and not for a Developer (the sandbox would answer 403)', async () => {
    expect(await declaredKeys('reports', 'acme-postgres', acmeUser('finance'))).toEqual([reportsQueryOptions('acme-postgres').queryKey]);
    expect(await declaredKeys('reports', 'acme-postgres', acmeUser('support'))).toEqual([reportsQueryOptions('acme-postgres').queryKey]);
    expect(await declaredKeys('reports', 'acme-postgres', acmeUser('developer'))).toEqual([]);
  });

  it("uses the route's add-on, not another's", async () => {
    expect(await declaredKeys('reports', 'acme-metrics')).not.toEqual(await declaredKeys('reports', 'acme-postgres'));
  });
});

describe('Next steps: every list at once, whatever the add-on state (issue 33: critical-path depth 1)', () => {
  /** Args whose session, user and company never answer: a query that waits for any answer is not declared at once. */
  const answerless = (slug: string): RouteDataArgs => {
    const never = () => new Promise<never>(() => undefined);
    return { params: { slug }, session: never, currentUser: never, companyId: never, permissionUser: never };
  };

  it("declares, without waiting for any answer, the timeline's queries and every requirement list and the documentation an alpha or beta add-on reads", async () => {
    const section = workspaceSections.find((candidate) => candidate.path === 'next-steps');
    if (typeof section?.data !== 'function') throw new Error('Next steps declares no data');
    const declared = await section.data(answerless('acme-insights'));
    // Plain query options, not promises: each is sent with the add-on's own request, not after its answer.
    const keys = declared.map((query) => ('queryKey' in query ? query.queryKey : 'waits for an answer'));
    expect(keys).toEqual([
      approvalsQueryOptions('acme-insights').queryKey,
      progressionsQueryOptions('acme-insights').queryKey,
      automaticReviewsQueryOptions('acme-insights').queryKey,
      ...REQUIREMENT_LISTS.map((list) => requirementsQueryOptions('acme-insights', list).queryKey),
      documentationQueryOptions('acme-insights').queryKey,
    ]);
  });
});

describe("the integration section's screen code (issue 33)", () => {
  it("loads the opened tab's screen before the route renders, the first tab for the section itself, and nothing for an unknown tab", async () => {
    const section = workspaceSections.find((candidate) => candidate.path === 'integration');
    const screen = (path: string) => {
      const found = integrationScreens.get(path);
      if (!found) throw new Error(`No integration screen ${path}`);
      return found;
    };
    const preloads = vi.spyOn(screen('webhooks'), 'preload').mockResolvedValue();
    const health = vi.spyOn(screen('health'), 'preload').mockResolvedValue();
    await section?.screenCode?.({ params: { slug: 'acme-postgres', '*': 'webhooks' }, session: () => Promise.reject(new Error('not needed')) });
    expect(preloads).toHaveBeenCalledTimes(1);
    expect(health).not.toHaveBeenCalled();
    await section?.screenCode?.({ params: { slug: 'acme-postgres', '*': '' }, session: () => Promise.reject(new Error('not needed')) });
    expect(health).toHaveBeenCalledTimes(1);
    await section?.screenCode?.({ params: { slug: 'acme-postgres', '*': 'no-such-tab/x' }, session: () => Promise.reject(new Error('not needed')) });
    expect(preloads).toHaveBeenCalledTimes(1);
    expect(health).toHaveBeenCalledTimes(1);
  });
});
