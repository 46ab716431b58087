/**
 * The page's first navigation waits briefly for its screen's first answers, so
 * the screen renders once with its data instead of a loading state replaced a
 * moment later (issue 33); a slow answer holds it FIRST_PAINT_DATA_WAIT_MS at
 * most, and a later navigation (a click in the shell) never waits for data.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../api/session';
import { partnerSession } from '../test-support/signed-in-partner';
import { createQueryClient } from './query-client';
import { FIRST_PAINT_DATA_WAIT_MS, prefetchingLoader, withPrefetchContext } from './route-prefetch';
// Loaded here so the loaders' `import()` of it is at once, as in a page, not a first compile that outlasts the wait.
import './route-prefetch-start';

/** A query whose answer comes when the test says so. */
function heldQuery() {
  let answer: (plans: string[]) => void = () => undefined;
  const answered = new Promise<string[]>((resolve) => (answer = resolve));
  const queryFn = vi.fn(() => answered);
  return { queryFn, answer, options: queryOptions({ queryKey: ['test', 'plans'], queryFn, retry: false }) };
}

const routers: { dispose(): void }[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

function signedInClient(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(sessionKey(), partnerSession);
  return client;
}

/** The app's wiring (router.ts) on a memory router opened at `firstPath`. */
function routerOpenedAt(client: QueryClient, firstPath: string, query: ReturnType<typeof heldQuery>, firstPaintWithData = true) {
  const tree: RouteObject[] = [
    { path: '/', Component: () => null },
    { path: '/addons/:slug/plans', loader: prefetchingLoader(async () => [query.options], { firstPaintWithData }), Component: () => null },
  ];
  const router = withPrefetchContext(client, (getContext) => createMemoryRouter(tree, { initialEntries: [firstPath], getContext }));
  routers.push(router);
  return router;
}

/** Resolves with the query's data as it was when the router first said it was initialized. */
function dataWhenShown(router: ReturnType<typeof routerOpenedAt>, client: QueryClient) {
  return new Promise<unknown>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(client.getQueryData(['test', 'plans']));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a route-prefetch loader with firstPaintWithData, on the page's first navigation", () => {
  it('waits for the screen\'s first answer, so the screen is first shown with its data', async () => {
    const client = signedInClient();
    const query = heldQuery();
    // Answered 30 ms after it is asked: the route's code is in (no lazy), so only the answer can hold the page.
    query.queryFn.mockImplementation(() => sleep(30).then(() => ['Basic']));
    const router = routerOpenedAt(client, '/addons/acme/plans', query);
    expect(await dataWhenShown(router, client)).toEqual(['Basic']);
  });

  it(`is held no longer than ${FIRST_PAINT_DATA_WAIT_MS} ms by an answer that does not come, and the screen shows its loading state`, async () => {
    const client = signedInClient();
    const query = heldQuery();
    const started = performance.now();
    const router = routerOpenedAt(client, '/addons/acme/plans', query);
    const shown = await dataWhenShown(router, client);
    const waited = performance.now() - started;
    expect(shown).toBeUndefined();
    expect(waited).toBeGreaterThanOrEqual(FIRST_PAINT_DATA_WAIT_MS - 5);
    // Bounded (a loaded machine runs the timer late, so the margin is wide): not held until the answer.
    expect(waited).toBeLessThan(FIRST_PAINT_DATA_WAIT_MS + 1_500);
  });

  it('does not wait for a route that does not ask to (a workspace section: the workspace is its first paint)', async () => {
    const client = signedInClient();
    const query = heldQuery();
    const router = routerOpenedAt(client, '/addons/acme/plans', query, false);
    setTimeout(() => query.answer(['Basic']), 30);
    // Shown before its answer came, which a route that waits would have had.
    expect(await dataWhenShown(router, client)).toBeUndefined();
    await vi.waitFor(() => expect(client.getQueryData(['test', 'plans'])).toEqual(['Basic']));
  });

  it("waits for the screen's own answers only, never a layout's (the shell's notifications, the workspace's add-on)", async () => {
    const client = signedInClient();
    const layoutQuery = heldQuery();
    const layoutOptions = queryOptions({ queryKey: ['test', 'addon'], queryFn: layoutQuery.queryFn, retry: false });
    const screenOptions = queryOptions({ queryKey: ['test', 'plans'], queryFn: async () => ['Basic'], retry: false });
    const tree: RouteObject[] = [
      {
        path: '/addons/:slug',
        loader: prefetchingLoader(async () => [layoutOptions]),
        Component: () => null,
        children: [{ path: 'plans', loader: prefetchingLoader(async () => [screenOptions], { firstPaintWithData: true }), Component: () => null }],
      },
    ];
    const started = performance.now();
    const router = withPrefetchContext(client, (getContext) => createMemoryRouter(tree, { initialEntries: ['/addons/acme/plans'], getContext }));
    routers.push(router);
    expect(await dataWhenShown(router, client)).toEqual(['Basic']);
    expect(performance.now() - started).toBeLessThan(FIRST_PAINT_DATA_WAIT_MS);
    expect(layoutQuery.queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['test', 'addon'])).toBeUndefined();
  });

  it('does not wait for data on a later navigation: the shell is on screen, and the screen shows its loading state at once', async () => {
    const client = signedInClient();
    const query = heldQuery();
    const router = routerOpenedAt(client, '/', query);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    setTimeout(() => query.answer(['Basic']), 30);
    await router.navigate('/addons/acme/plans');
    // Navigated before its answer came, which a first navigation would have waited for.
    expect(router.state.location.pathname).toBe('/addons/acme/plans');
    expect(client.getQueryData(['test', 'plans'])).toBeUndefined();
    await vi.waitFor(() => expect(client.getQueryData(['test', 'plans'])).toEqual(['Basic']));
  });
});
