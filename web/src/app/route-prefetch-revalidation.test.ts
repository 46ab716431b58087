/**
 * Prefetch loaders stay out of search-only navigations: a search kept in the
 * URL (the plans list's `?q=`) is typed letter by letter, and a navigation that
 * runs loaders completes asynchronously, so the field bound to the URL dropped
 * letters (the PlansList story's "Tier 42" found nothing).
 */
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { prefetchingLoader, revalidateOnNewParams, routerContextWith, withPrefetchRevalidation } from './route-prefetch';

function routerCounting() {
  const declared = vi.fn(async () => []);
  const routes = withPrefetchRevalidation([
    { path: '/addons/:slug/plans', loader: prefetchingLoader(declared), Component: () => null },
    { path: '/plain', loader: () => null, Component: () => null },
  ]);
  const router = createMemoryRouter(routes, { initialEntries: ['/addons/acme/plans'], getContext: routerContextWith(createQueryClient()) });
  return { router, declared, routes };
}

describe('prefetch loaders and revalidation', () => {
  it('do not run again when only the search changes, so such a navigation is not held', async () => {
    const { router, declared } = routerCounting();
    await vi.waitFor(() => expect(declared).toHaveBeenCalledTimes(1));
    for (const q of ['T', 'Ti', 'Tie', 'Tier 42']) await router.navigate(`/addons/acme/plans?q=${encodeURIComponent(q)}`);
    expect(declared).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?q=Tier%2042');
  });

  it('run again for new params (another add-on)', async () => {
    const { router, declared } = routerCounting();
    await vi.waitFor(() => expect(declared).toHaveBeenCalledTimes(1));
    await router.navigate('/addons/other/plans');
    await vi.waitFor(() => expect(declared).toHaveBeenCalledTimes(2));
  });

  it('is set on prefetch loaders only', () => {
    const { routes } = routerCounting();
    expect(routes[0]?.shouldRevalidate).toBe(revalidateOnNewParams);
    expect(routes[1]?.shouldRevalidate).toBeUndefined();
  });

  it.each([
    [{ slug: 'a' }, { slug: 'a' }, false],
    [{ slug: 'a' }, { slug: 'b' }, true],
    [{ slug: 'a' }, { slug: 'a', '*': 'new' }, true],
    [{ slug: 'a', '*': 'new' }, { slug: 'a' }, true],
  ])('revalidateOnNewParams(%o → %o) is %s', (currentParams, nextParams, expected) => {
    const args = { currentParams, nextParams, currentUrl: new URL('http://x/'), nextUrl: new URL('http://x/'), defaultShouldRevalidate: true } as Parameters<typeof revalidateOnNewParams>[0];
    expect(revalidateOnNewParams(args)).toBe(expected);
  });
});
