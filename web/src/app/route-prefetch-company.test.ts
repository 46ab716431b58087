import { queryOptions } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../api/session';
import { stubFetch } from '../test-support/fetch-stub';
import { createQueryClient } from './query-client';
import { prefetchingLoader, routerContextWith } from './route-prefetch';
import { REMEMBERED_COMPANY_KEY } from './remembered-company';
import { routes } from './routes';
import { workspaceSections } from './workspace-sections';
import { memoryStorage, partnerCurrentUserWire, partnerSession } from '../test-support/signed-in-partner';

const partner = partnerSession;
const currentUserWire = partnerCurrentUserWire;


const routers: { dispose(): void }[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

/** Opens a route whose declaration starts a query for the user's company id; answers what it started for. */
function openCompanyRoute() {
  const client = createQueryClient();
  client.setQueryData(sessionKey(), partner);
  const startedFor: (string | undefined)[] = [];
  const tree: RouteObject[] = [
    { path: '/', Component: () => null },
    {
      path: '/company',
      loader: prefetchingLoader(async ({ companyId }) => [
        companyId().then((id) => {
          startedFor.push(id);
          return id ? queryOptions({ queryKey: ['test', 'company', id], queryFn: async () => 'company' }) : undefined;
        }),
      ]),
      Component: () => null,
    },
  ];
  const router = createMemoryRouter(tree, { initialEntries: ['/'], getContext: routerContextWith(client) });
  routers.push(router);
  void router.navigate('/company');
  return { client, startedFor };
}

describe("the user's company id for a route's queries (issue 33: no current_user round trip first)", () => {
  const { fetchMock } = stubFetch();
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/v3/current_user' ? Response.json(currentUserWire) : new Response('{}', { status: 500 }),
    );
  });

  it('is the one this browser remembered for the same e-mail, with no current_user request', async () => {
    storage.setItem(REMEMBERED_COMPANY_KEY, JSON.stringify({ email: 'partner@acme.test', companyId: 'acme-remembered' }));
    const { client, startedFor } = openCompanyRoute();
    await vi.waitFor(() => expect(client.getQueryData(['test', 'company', 'acme-remembered'])).toBe('company'));
    expect(startedFor).toEqual(['acme-remembered']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is current_user's when the browser remembered another user's, and is then remembered for this user", async () => {
    storage.setItem(REMEMBERED_COMPANY_KEY, JSON.stringify({ email: 'someone-else@acme.test', companyId: 'other-co' }));
    const { client, startedFor } = openCompanyRoute();
    await vi.waitFor(() => expect(client.getQueryData(['test', 'company', 'acme-data'])).toBe('company'));
    expect(startedFor).toEqual(['acme-data']);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v3/current_user']);
    expect(JSON.parse(storage.getItem(REMEMBERED_COMPANY_KEY) ?? 'null')).toEqual({
      email: 'partner@acme.test',
      companyId: 'acme-data',
      companyRole: 'owner',
      platformAdmin: false,
    });
  });

  it("is kept for the whole browser, not one tab: a new tab's first load starts the company's queries with no current_user request", async () => {
    const tab = memoryStorage();
    vi.stubGlobal('sessionStorage', tab);
    const first = openCompanyRoute();
    await vi.waitFor(() => expect(first.client.getQueryData(['test', 'company', 'acme-data'])).toBe('company'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(tab.length).toBe(0);
    // Another tab: its own sessionStorage, the same localStorage.
    vi.stubGlobal('sessionStorage', memoryStorage());
    const second = openCompanyRoute();
    await vi.waitFor(() => expect(second.client.getQueryData(['test', 'company', 'acme-data'])).toBe('company'));
    expect(second.startedFor).toEqual(['acme-data']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when the remembered user has no company, and ignores a malformed memory', async () => {
    storage.setItem(REMEMBERED_COMPANY_KEY, JSON.stringify({ email: 'partner@acme.test', companyId: null }));
    const none = openCompanyRoute();
    await vi.waitFor(() => expect(none.startedFor).toEqual([undefined]));
    expect(fetchMock).not.toHaveBeenCalled();

    storage.setItem(REMEMBERED_COMPANY_KEY, '{not json');
    const malformed = openCompanyRoute();
    await vi.waitFor(() => expect(malformed.startedFor).toEqual(['acme-data']));
  });
});

/** The route of routes.tsx at `path` (the real one, with its real loader). */
function routeAt(tree: readonly RouteObject[], path: string): RouteObject | undefined {
  for (const route of tree) {
    if (route.path === path) return route;
    const found = routeAt(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

const companyTab = workspaceSections.find((section) => section.path === 'company');
/** The company screen's two addresses, each with the loader its real route has (routes.tsx: the registry's data goes through prefetchingLoader). */
const companyScreenLoaders = {
  '/company': routeAt(routes, 'company/*')?.loader,
  '/addons/acme-postgres/company': companyTab ? prefetchingLoader(companyTab.data) : undefined,
};

/** Opens `address` as a partner whose role is `role`; the paths of the API requests its loader made. */
async function companyScreenRequests(
  address: keyof typeof companyScreenLoaders,
  role: string,
  fetchMock: ReturnType<typeof stubFetch>['fetchMock'],
  remembered?: 'remembered by this tab',
) {
  if (remembered) {
    globalThis.localStorage.setItem(
      REMEMBERED_COMPANY_KEY,
      JSON.stringify({ email: partner.email, companyId: 'acme-data', companyRole: role, platformAdmin: false }),
    );
  }
  fetchMock.mockImplementation(async (url) =>
    // The rest are refused (4xx: not retried, so no earlier test's retry lands among this one's requests).
    String(url) === '/api/v3/current_user' ? Response.json({ ...currentUserWire, company_role: role }) : new Response('{}', { status: 404 }),
  );
  const client = createQueryClient();
  client.setQueryData(sessionKey(), partner);
  const loader = companyScreenLoaders[address];
  if (typeof loader !== 'function') throw new Error(`${address} has no loader`);
  // The screen's chunk never loads here: what is asked is the loader's doing, not the screen's.
  const held = new Promise<never>(() => undefined);
  const tree: RouteObject[] = [
    { path: '/', Component: () => null },
    { path: address, loader, lazy: async () => held },
  ];
  const router = createMemoryRouter(tree, { initialEntries: ['/'], getContext: routerContextWith(client) });
  routers.push(router);
  void router.navigate(address);
  const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
  // The company and the caller's tokens need no role; the role-gated ones follow current_user's answer within a few ticks.
  await vi.waitFor(() => expect(asked()).toEqual(expect.arrayContaining(['/api/v3/companies/acme-data', '/api/v3/current_user/api_tokens'])));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return asked().sort();
}

describe.each(Object.keys(companyScreenLoaders) as (keyof typeof companyScreenLoaders)[])(
  'the company screen at %s asks, while its chunk loads, for what its first render reads (issue 33: depth 1)',
  (address) => {
    const { fetchMock } = stubFetch();
    beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));

    it('an Owner, who may manage users: the company, its users, its invitations and their API tokens', async () => {
      expect(await companyScreenRequests(address, 'owner', fetchMock)).toEqual([
        '/api/v3/companies/acme-data',
        '/api/v3/companies/acme-data/company_users',
        '/api/v3/companies/acme-data/invitations',
        '/api/v3/current_user',
        '/api/v3/current_user/api_tokens',
      ]);
    });

    it('Finance, who may see users but not invitations: no invitations request (the sandbox would answer 403, flashed)', async () => {
      expect(await companyScreenRequests(address, 'finance', fetchMock)).toEqual([
        '/api/v3/companies/acme-data',
        '/api/v3/companies/acme-data/company_users',
        '/api/v3/current_user',
        '/api/v3/current_user/api_tokens',
      ]);
    });

    it('a Developer, who may see neither: only the company and their own tokens', async () => {
      expect(await companyScreenRequests(address, 'developer', fetchMock)).toEqual([
        '/api/v3/companies/acme-data',
        '/api/v3/current_user',
        '/api/v3/current_user/api_tokens',
      ]);
    });

    it("a role this browser remembers decides at once, with no current_user round trip first: an Owner's invitations, none for Finance", async () => {
      expect(await companyScreenRequests(address, 'owner', fetchMock, 'remembered by this tab')).toEqual([
        '/api/v3/companies/acme-data',
        '/api/v3/companies/acme-data/company_users',
        '/api/v3/companies/acme-data/invitations',
        '/api/v3/current_user/api_tokens',
      ]);
      fetchMock.mockClear();
      expect(await companyScreenRequests(address, 'finance', fetchMock, 'remembered by this tab')).toEqual([
        '/api/v3/companies/acme-data',
        '/api/v3/companies/acme-data/company_users',
        '/api/v3/current_user/api_tokens',
      ]);
    });
  },
);
