import { redirect, type RouteObject } from 'react-router';
import { ErrorPage, StandaloneErrorPage } from './ErrorPage';
import { FullPageLoading } from './FullPageLoading';
import { paths } from './paths';
import { readUiFlags } from './ui-flags';

/**
 * The route tree (spec §2), apart from any router so stories and tests can use a
 * memory router: `createMemoryRouter(routes, { initialEntries: ['/addons'] })`.
 * Everything below the providers is loaded lazily; the entry chunk holds the
 * providers, the router and the loading and error pages.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.root,
    // The shell, the session guard and the API client (with zod) load beside
    // the first screen, keeping the entry chunk small.
    lazy: async () => ({ Component: (await import('./RootLayout')).RootLayout }),
    ErrorBoundary: StandaloneErrorPage,
    HydrateFallback: FullPageLoading,
    children: [
      {
        // Errors below the shell render inside it.
        ErrorBoundary: ErrorPage,
        children: [
          // Redirects before rendering; `element: null` says so to the router.
          { index: true, loader: () => redirect(paths.addons), element: null },
          {
            path: 'addons',
            lazy: async () => ({ Component: (await import('../features/addons/AddonsPage')).AddonsPage }),
          },
          {
            path: 'addons/:slug',
            lazy: async () => ({
              Component: (await import('../features/addon-workspace/AddonWorkspaceLayout')).AddonWorkspaceLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => {
                  const { defaultWorkspaceSection } = await import('../features/addon-workspace/workspace-sections');
                  return {
                    loader: ({ params }) => redirect(`/addons/${encodeURIComponent(params.slug ?? '')}/${defaultWorkspaceSection}`),
                    element: null,
                  };
                },
              },
              {
                // The listing's edit panels are its own sub-routes (`*`).
                path: 'marketplace-listing/*',
                lazy: async () => {
                  const { MarketplaceListingPage } = await import('../features/marketplace-listing/MarketplaceListingPage');
                  return {
                    Component: function MarketplaceListingRoute() {
                      return <MarketplaceListingPage showSupportedGenerations={readUiFlags().has('supported-generations')} />;
                    },
                  };
                },
              },
            ],
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await import('./AdminGuard')).AdminGuard }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('../features/admin/AdminIndexPage')).AdminIndexPage }),
              },
            ],
          },
          { path: '*', Component: ErrorPage },
        ],
      },
    ],
  },
];
