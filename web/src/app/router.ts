import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { withPrefetchContext } from './route-prefetch';
import { routes } from './routes';

/** The app's router; its loaders start each screen's queries in `queryClient` while the screen's code loads. */
export function createAppRouter(queryClient: QueryClient) {
  return withPrefetchContext(queryClient, (getContext) => createBrowserRouter(routes, { getContext }));
}
