import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../api/session';
import { stubFetch } from '../test-support/fetch-stub';
import { adminScreens } from './admin-screens';
import { createQueryClient } from './query-client';
import { isPrefetchingLoader, noRouteData, prefetchingLoader, routerContextWith, type RouteData, type ScreenCode } from './route-prefetch';
import { routes } from './routes';
import { workspaceSections } from './workspace-sections';
import { partnerCurrentUserWire, partnerSession } from '../test-support/signed-in-partner';

const partner = partnerSession;
const currentUserWire = partnerCurrentUserWire;

/** A chunk that loads only when the test says so. */
function heldChunk() {
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { lazy: async () => (await loaded, { Component: () => null }), release };
}

/** A query whose requests the test counts; `fails` makes each one a 500-like failure. */
function countedQuery(fails = false) {
  const queryFn = vi.fn(async () => {
    if (fails) throw new Error('upstream down');
    return ['plan'];
  });
  return { queryFn, options: queryOptions({ queryKey: ['test', 'plans'], queryFn, retry: false }) };
}

function routerAt(client: QueryClient, route: { data: RouteData; lazy: RouteObject['lazy'] }) {
  const tree: RouteObject[] = [
    { path: '/', Component: () => null },
    { path: '/addons/:slug/plans', loader: prefetchingLoader(route.data), lazy: route.lazy } as RouteObject,
  ];
  return createMemoryRouter(tree, { initialEntries: ['/'], getContext: routerContextWith(client) });
}

const routers: { dispose(): void }[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('a route loader from route-prefetch', () => {
  const { fetchMock } = stubFetch();

  it("starts the route's declared queries before its chunk has loaded, from the route's params", async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKey(), partner);
    const query = countedQuery();
    const chunk = heldChunk();
    const slugs: string[] = [];
    const router = routerAt(client, {
      data: async ({ params }) => {
        slugs.push(params.slug ?? '');
        return [query.options];
      },
      lazy: chunk.lazy,
    });
    routers.push(router);
    const navigation = router.navigate('/addons/acme-postgres/plans');
    await vi.waitFor(() => expect(query.queryFn).toHaveBeenCalledTimes(1));
    // The chunk is still held: the data did not wait for the code.
    expect(router.state.navigation.state).toBe('loading');
    expect(slugs).toEqual(['acme-postgres']);
    chunk.release();
    await navigation;
    expect(router.state.location.pathname).toBe('/addons/acme-postgres/plans');
    // The screen's own useQuery finds the answer (or the request on its way), not a second request.
    await vi.waitFor(() => expect(client.getQueryData(['test', 'plans'])).toEqual(['plan']));
    expect(query.queryFn).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("hands the declaration the address's query, so a screen whose state is in it is asked for that state (?period=7d)", async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKey(), partner);
    const chunk = heldChunk();
    const seen: string[] = [];
    const router = routerAt(client, {
      data: async ({ search }) => {
        seen.push(search?.toString() ?? '(none)');
        return [];
      },
      lazy: chunk.lazy,
    });
    routers.push(router);
    const navigation = router.navigate('/addons/acme-postgres/plans?period=7d&page=2');
    await vi.waitFor(() => expect(seen).toEqual(['period=7d&page=2']));
    chunk.release();
    await navigation;
  });

  it("starts a query that needs the user's company once current_user answers, asking current_user once", async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKey(), partner);
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/v3/current_user'
        ? new Response(JSON.stringify(currentUserWire), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response('{}', { status: 500 }),
    );
    const companyIds: string[] = [];
    const chunk = heldChunk();
    const router = routerAt(client, {
      data: async ({ currentUser }) => [
        currentUser().then((user) => {
          companyIds.push(user.company?.id ?? '(none)');
          return queryOptions({ queryKey: ['test', 'company', user.company?.id], queryFn: async () => 'company' });
        }),
      ],
      lazy: chunk.lazy,
    });
    routers.push(router);
    const navigation = router.navigate('/addons/acme-postgres/plans');
    await vi.waitFor(() => expect(client.getQueryData(['test', 'company', 'acme-data'])).toBe('company'));
    chunk.release();
    await navigation;
    expect(companyIds).toEqual(['acme-data']);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v3/current_user']);
  });

  it("sends the requests of a navigation's routes together, once every route's query options have loaded", async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKey(), partner);
    const shell = vi.fn(async () => 'shell');
    const screen = countedQuery();
    let screenOptionsLoaded: () => void = () => undefined;
    const screenOptions = new Promise<void>((resolve) => {
      screenOptionsLoaded = resolve;
    });
    const tree: RouteObject[] = [
      {
        path: '/',
        loader: prefetchingLoader(async () => [queryOptions({ queryKey: ['test', 'shell'], queryFn: shell })]),
        Component: () => null,
        children: [
          {
            path: 'plans',
            loader: prefetchingLoader(async () => {
              await screenOptions;
              return [screen.options];
            }),
            Component: () => null,
          },
        ],
      },
    ];
    const router = createMemoryRouter(tree, { initialEntries: ['/plans'], getContext: routerContextWith(client) });
    routers.push(router);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    // The screen's options are still loading: the shell's request waits for them rather than going out alone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shell).not.toHaveBeenCalled();
    screenOptionsLoaded();
    await vi.waitFor(() => expect(screen.queryFn).toHaveBeenCalledTimes(1));
    expect(shell).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a route that declares none', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKey(), partner);
    const chunk = heldChunk();
    const router = routerAt(client, { data: noRouteData('nothing to start'), lazy: chunk.lazy });
    routers.push(router);
    const navigation = router.navigate('/addons/acme-postgres/plans');
    chunk.release();
    await navigation;
    expect(router.state.location.pathname).toBe('/addons/acme-postgres/plans');
    expect(client.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([sessionKey()]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not hold or fail the navigation when the data fails: the screen shows the error', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKey(), partner);
    const query = countedQuery(true);
    const chunk = heldChunk();
    const router = routerAt(client, { data: async () => [query.options], lazy: chunk.lazy });
    routers.push(router);
    const navigation = router.navigate('/addons/acme-postgres/plans');
    await vi.waitFor(() => expect(client.getQueryState(['test', 'plans'])?.status).toBe('error'));
    chunk.release();
    await navigation;
    expect(router.state.location.pathname).toBe('/addons/acme-postgres/plans');
    expect(router.state.errors).toBeNull();
  });

  it("holds the navigation until the screen's own code is in, from the route's params, and not on its failure", async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKey(), partner);
    for (const failing of [false, true]) {
      let release: () => void = () => undefined;
      const screenCode = vi.fn(async ({ params, session }: Parameters<ScreenCode>[0]) => {
        expect(params).toEqual({ slug: 'acme-postgres' });
        expect(await session()).toEqual(partner);
        return new Promise<void>((resolve, reject) => {
          release = failing ? () => reject(new TypeError('Failed to fetch dynamically imported module: /assets/Tab.js')) : resolve;
        });
      });
      const tree: RouteObject[] = [
        { path: '/', Component: () => null },
        { path: '/addons/:slug/plans', loader: prefetchingLoader(async () => [], { screenCode }), Component: () => null },
      ];
      const router = createMemoryRouter(tree, { initialEntries: ['/'], getContext: routerContextWith(client) });
      routers.push(router);
      const navigation = router.navigate('/addons/acme-postgres/plans');
      await vi.waitFor(() => expect(screenCode).toHaveBeenCalledTimes(1));
      await new Promise((settled) => setTimeout(settled, 20));
      expect(router.state.location.pathname).toBe('/');
      release();
      await navigation;
      expect(router.state.location.pathname).toBe('/addons/acme-postgres/plans');
      expect(router.state.errors).toBeNull();
    }
  });

  it('asks nothing for a signed-out visitor, and lets the session guard answer', async () => {
    const client = createQueryClient();
    const query = countedQuery();
    const chunk = heldChunk();
    // No facts in the page: the session is asked for, and answers 401.
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'unauthorized', message: 'Sign in' }), { status: 401 }));
    const router = routerAt(client, { data: async () => [query.options], lazy: chunk.lazy });
    routers.push(router);
    const navigation = router.navigate('/addons/acme-postgres/plans');
    await vi.waitFor(() => expect(client.getQueryState(sessionKey())?.status).toBe('error'));
    chunk.release();
    await navigation;
    expect(router.state.location.pathname).toBe('/addons/acme-postgres/plans');
    expect(router.state.errors).toBeNull();
    expect(query.queryFn).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/bff/session']);
  });

  it('does nothing under a router given no query client (stories): the screens fetch for themselves', async () => {
    const query = countedQuery();
    const router = createMemoryRouter([{ path: '/', loader: prefetchingLoader(async () => [query.options]), Component: () => null }]);
    routers.push(router);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.errors).toBeNull();
    expect(query.queryFn).not.toHaveBeenCalled();
  });
});

/** Every route with its own chunk, and whether its loader is one of route-prefetch's. */
function lazyRoutes(tree: readonly RouteObject[], into: { id: string; prefetches: boolean }[] = []) {
  for (const route of tree) {
    if (route.lazy) into.push({ id: route.id ?? route.path ?? '(index)', prefetches: isPrefetchingLoader(route.loader) });
    lazyRoutes(route.children ?? [], into);
  }
  return into;
}

describe('every route declares its data', () => {
  it('gives every lazy route in the tree a loader from route-prefetch (its queries, or noRouteData and why)', () => {
    const found = lazyRoutes(routes);
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter((route) => !route.prefetches)).toEqual([]);
  });

  it('tells a forgotten route apart: one with no loader, or a hand-written one, is reported', () => {
    const tree: RouteObject[] = [
      { path: 'declared', loader: prefetchingLoader(noRouteData('none')), lazy: async () => ({}) },
      { path: 'forgotten', lazy: async () => ({}) },
      { path: 'hand-written', loader: () => null, lazy: async () => ({}) },
    ];
    expect(lazyRoutes(tree)).toEqual([
      { id: 'declared', prefetches: true },
      { id: 'forgotten', prefetches: false },
      { id: 'hand-written', prefetches: false },
    ]);
  });

  it('has every registry entry say what it starts, or give a reason for starting nothing', () => {
    for (const entry of [...workspaceSections, ...adminScreens]) {
      const said = typeof entry.data === 'function' || entry.data.none.trim().length > 0;
      expect(said, entry.path).toBe(true);
    }
  });
});
