import type { LoaderFunction, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../api/session';
import { AllAddonsTable } from '../features/addons/AllAddonsTableOnceLoaded';
import { stubFetch } from '../test-support/fetch-stub';
import { createQueryClient } from './query-client';
import { routerContextWith } from './route-prefetch';
import { routes } from './routes';

/** The /addons route's loader, from the app's own route tree. */
function addonsLoader(): LoaderFunction {
  const find = (list: RouteObject[] | undefined): RouteObject | undefined =>
    list?.reduce<RouteObject | undefined>((found, route) => found ?? (route.path === 'addons' ? route : find(route.children)), undefined);
  const loader = find(routes)?.loader;
  if (typeof loader !== 'function') throw new Error('No /addons route loader');
  return loader;
}

/** Runs the loader as the router would for `facts`, with every API request answered by an empty list. */
function load(facts: { email: string; name: string; isAdmin: boolean }) {
  const client = createQueryClient();
  client.setQueryData(sessionKey(), facts);
  return addonsLoader()({ params: {}, request: new Request('http://portal.test/addons'), context: routerContextWith(client)() } as Parameters<LoaderFunction>[0]);
}

// Issue 33: the admin's table (the DataGrid) is a chunk of its own; asked for only once the page rendered, its first row came a chunk's load later.
describe("the add-ons route and the admin's table of every add-on", () => {
  const { fetchMock } = stubFetch();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("starts the table's chunk for a platform admin beside the page's data, without holding the page for it", async () => {
    fetchMock.mockImplementation(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
    const preload = vi.spyOn(AllAddonsTable, 'preload').mockImplementation(() => new Promise<void>(() => undefined));
    expect(await load({ email: 'admin@platform.test', name: 'Ada Admin', isAdmin: true })).toBeNull();
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
  });

  it("does not load the table on a partner's page", async () => {
    fetchMock.mockImplementation(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
    const preload = vi.spyOn(AllAddonsTable, 'preload').mockResolvedValue();
    await load({ email: 'partner@acme.test', name: 'Pat Partner', isAdmin: false });
    await new Promise((settled) => setTimeout(settled, 50));
    expect(preload).not.toHaveBeenCalled();
  });
});
