import { redirect, type RouteObject } from 'react-router';
import { addonSectionPath } from '../domain/addon-paths';
import { adminScreens, type AdminScreen } from './admin-screens';
import { ErrorPage, RouteErrorPage, StandaloneErrorPage } from './ErrorPage';
import { FullPageLoading } from './FullPageLoading';
import { paths } from './paths';
import { defaultWorkspaceSection, workspaceSections, type WorkspaceSection } from './workspace-sections';

/** A workspace section's route, from its registry entry; the screen comes in its own chunk. */
function workspaceSectionRoute(section: WorkspaceSection): RouteObject {
  return {
    // A screen with panels matches them itself, so opening one is not a new page (RootLayout's focus).
    path: section.hasSubRoutes ? `${section.path}/*` : section.path,
    lazy: async () => {
      const [Screen, { sectionScreen }] = await Promise.all([section.lazy(), import('./AddonWorkspaceRoute')]);
      return { Component: sectionScreen(Screen, section.visibleTo) };
    },
  };
}

/** An admin screen's route, from its registry entry; the admin guard above it keeps others out. */
function adminScreenRoute(screen: AdminScreen): RouteObject {
  const lazy = async () => ({ Component: await screen.lazy() });
  if (screen.path === 'index') return { index: true, lazy };
  return { path: screen.hasSubRoutes ? `${screen.path}/*` : screen.path, lazy };
}

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
        ErrorBoundary: RouteErrorPage,
        children: [
          // Redirects before rendering; `element: null` says so to the router.
          { index: true, loader: () => redirect(paths.addons), element: null },
          { path: paths.termsAgreement.slice(1), loader: () => redirect(paths.addons), element: null },
          {
            path: 'addons',
            lazy: async () => ({ Component: (await import('../features/addons/AddonsPage')).AddonsPage }),
          },
          {
            path: 'addons/:slug',
            lazy: async () => ({ Component: (await import('./AddonWorkspaceRoute')).AddonWorkspaceRoute }),
            children: [
              {
                index: true,
                loader: ({ params }) => redirect(addonSectionPath(params.slug ?? '', defaultWorkspaceSection)),
                element: null,
              },
              ...workspaceSections.map(workspaceSectionRoute),
            ],
          },
          {
            path: paths.buildpacks.slice(1),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('../features/buildpacks/RegistryPage')).RegistryPage }) },
              { path: ':namespace/:name', lazy: async () => ({ Component: (await import('../features/buildpacks/BuildpackPage')).BuildpackPage }) },
              {
                path: 'publish',
                lazy: async () => ({ Component: (await import('../features/buildpacks-publish/PublishPage')).PublishPage }),
              },
              {
                path: 'publish/success/:buildpackId',
                lazy: async () => ({ Component: (await import('../features/buildpacks-publish/PublishSuccessPage')).PublishSuccessPage }),
              },
            ],
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await import('./AdminGuard')).AdminGuard }),
            children: adminScreens.map(adminScreenRoute),
          },
          {
            // Issue 31 item 5: the user's own company, reachable with no add-on.
            path: 'company/*',
            lazy: async () => ({ Component: (await import('../features/company/CompanyPage')).OwnCompanyPage }),
          },
          {
            path: paths.token.slice(1),
            lazy: async () => ({ Component: (await import('../features/token/TokenPage')).TokenPage }),
          },
          { path: '*', Component: ErrorPage },
        ],
      },
    ],
  },
  {
    // The public pages (spec §2 "Public routes"): a sibling of the root, so no
    // session guard runs — an anonymous visitor reads them without signing in.
    // Their static paths outrank the root's `*`.
    id: 'public',
    lazy: async () => ({ Component: (await import('./PublicLayout')).PublicLayout }),
    ErrorBoundary: StandaloneErrorPage,
    HydrateFallback: FullPageLoading,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            path: paths.changelog.slice(1),
            lazy: async () => ({ Component: (await import('../features/public/ChangelogPage')).ChangelogPage }),
          },
          {
            path: paths.providerHome.slice(1),
            lazy: async () => ({ Component: (await import('../features/public/ProviderHomePage')).ProviderHomePage }),
          },
        ],
      },
    ],
  },
];
