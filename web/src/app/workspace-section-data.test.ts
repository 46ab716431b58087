import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiAuthorizationQueryOptions } from '../api/api-authorizations';
import { manifestQueryOptions } from '../api/manifests';
import { oauthCredentialQueryOptions } from '../api/oauth-credentials';
import { reportsQueryOptions } from '../api/reports';
import type { PrefetchableQuery, RouteDataArgs } from './route-prefetch';
import { workspaceSections } from './workspace-sections';

/** The args a declaration gets; these sections need neither the session nor the user. */
const args = (slug: string): RouteDataArgs => ({
  params: { slug },
  session: () => Promise.reject(new Error('not needed')),
  currentUser: () => Promise.reject(new Error('not needed')),
  companyId: () => Promise.reject(new Error('not needed')),
});

/** The query keys `section` starts for add-on `slug` (none of what needs the session, which `args` refuses). */
async function declaredKeys(path: string, slug: string): Promise<QueryKey[]> {
  const section = workspaceSections.find((candidate) => candidate.path === path);
  if (!section) throw new Error(`No workspace section ${path}`);
  if (typeof section.data !== 'function') throw new Error(`${path} declares no data: ${section.data.none}`);
  const queries = await Promise.all((await section.data(args(slug))).map((query) => Promise.resolve(query).catch(() => undefined)));
  return queries.filter((query): query is PrefetchableQuery => query !== undefined).map((query) => query.queryKey);
}

// The screens' hooks use these same query options, so equal keys mean the screen finds its prefetched request.
describe('workspace sections whose queries were built inside hooks (issue 33)', () => {
  it("Reports starts the add-on's reports beside its chunk", async () => {
    expect(await declaredKeys('reports', 'acme-postgres')).toEqual([reportsQueryOptions('acme-postgres').queryKey]);
  });

  it("Settings starts the manifest and both credentials of the add-on beside its chunk", async () => {
    expect(await declaredKeys('settings', 'acme-postgres')).toEqual([
      manifestQueryOptions('acme-postgres').queryKey,
      oauthCredentialQueryOptions('acme-postgres').queryKey,
      apiAuthorizationQueryOptions('acme-postgres').queryKey,
    ]);
  });

  it("uses the route's add-on, not another's", async () => {
    expect(await declaredKeys('reports', 'acme-metrics')).not.toEqual(await declaredKeys('reports', 'acme-postgres'));
  });
});
