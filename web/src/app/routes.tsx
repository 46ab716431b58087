import { redirect, type RouteObject } from 'react-router';
import { addonSectionPath } from '../domain/addon-paths';
import { adminScreens, type AdminScreen } from './admin-screens';
import { ErrorPage, RouteErrorPage, StandaloneErrorPage } from './ErrorPage';
import { FullPageLoading } from './FullPageLoading';
import { paths } from './paths';
import { companyScreenQueries } from './company-screen-data';
import { noRouteData, prefetchingLoader, publicPrefetchingLoader, withPrefetchRevalidation } from './route-prefetch';
import { defaultWorkspaceSection, workspaceSections, type WorkspaceSection } from './workspace-sections';

/** A workspace section's route, from its registry entry; the screen comes in its own chunk. */
function workspaceSectionRoute(section: WorkspaceSection): RouteObject {
  return {
    // A screen with panels matches them itself, so opening one is not a new page (RootLayout's focus).
    path: section.hasSubRoutes ? `${section.path}/*` : section.path,
    loader: prefetchingLoader(section.data, { screenCode: section.screenCode }),
    lazy: async () => {
      const [Screen, { sectionScreen }] = await Promise.all([section.lazy(), import('./AddonWorkspaceRoute')]);
      return { Component: sectionScreen(Screen, section.visibleTo, section.readAction) };
    },
  };
}

/** An admin screen's route, from its registry entry; the admin guard above it keeps others out. */
function adminScreenRoute(screen: AdminScreen): RouteObject {
  const lazy = async () => ({ Component: await screen.lazy() });
  const loader = prefetchingLoader(screen.data, { firstPaintWithData: true });
  if (screen.path === 'index') return { index: true, loader, lazy };
  return { path: screen.hasSubRoutes ? `${screen.path}/*` : screen.path, loader, lazy };
}

/** The buildpack screens: nothing of their own to start yet. */
const buildpackScreensLoader = prefetchingLoader(noRouteData('api/buildpacks.ts builds these screens\' queries inside its hooks; current_user comes from the root.'));

/**
 * The route tree (spec §2), apart from any router so stories and tests can use a
 * memory router: `createMemoryRouter(routes, { initialEntries: ['/addons'] })`.
 * Everything below the providers is loaded lazily; the entry chunk holds the
 * providers, the router and the loading and error pages. Every lazy route has a
 * loader from route-prefetch.ts that starts its screen's queries beside its
 * chunk (route-prefetch.test.ts holds every route to it).
 */
export const routes: RouteObject[] = withPrefetchRevalidation([
  {
    id: 'root',
    path: paths.root,
    // The shell, the session guard and the API client (with zod) load beside
    // the first screen, keeping the entry chunk small.
    // What the shell asks for on its first render (the notification bell; every
    // screen's current_user), started beside its chunk rather than after it.
    loader: prefetchingLoader(async () => {
      const [{ currentUserQueryOptions }, { notificationsQueryOptions }] = await Promise.all([import('../api/current-user'), import('../api/notifications')]);
      return [currentUserQueryOptions(), notificationsQueryOptions()];
    }),
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
            loader: prefetchingLoader(async ({ session, companyId }) => {
              const [{ allAddonsQueryOptions, companyAddonsQueryOptions }, { canSeeAllAddons }] = await Promise.all([
                import('../api/addon-lists'),
                import('../domain/permissions'),
              ]);
              const allAddons = canSeeAllAddons({ platformAdmin: (await session()).isAdmin });
              // The admin's table (the DataGrid) is a chunk of its own that a partner never loads: started here, beside its data.
              if (allAddons) void import('../features/addons/AllAddonsTableOnceLoaded').then(({ AllAddonsTable }) => AllAddonsTable.preload());
              return [
                ...(allAddons ? [allAddonsQueryOptions()] : []),
                // A company's list needs its id (the page does not carry it): remembered by this tab, else current_user's.
                companyId().then((id) => (id ? companyAddonsQueryOptions(id) : undefined)),
              ];
            }, { firstPaintWithData: true }),
            lazy: async () => ({ Component: (await import('../features/addons/AddonsPage')).AddonsPage }),
          },
          {
            path: 'addons/:slug',
            loader: prefetchingLoader(async ({ params: { slug = '' } }) => [(await import('../api/addon')).addonQueryOptions(slug)]),
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
              {
                index: true,
                loader: buildpackScreensLoader,
                lazy: async () => ({ Component: (await import('../features/buildpacks/RegistryPage')).RegistryPage }),
              },
              {
                path: ':namespace/:name',
                loader: buildpackScreensLoader,
                lazy: async () => ({ Component: (await import('../features/buildpacks/BuildpackPage')).BuildpackPage }),
              },
              {
                path: 'publish',
                loader: buildpackScreensLoader,
                lazy: async () => ({ Component: (await import('../features/buildpacks-publish/PublishPage')).PublishPage }),
              },
              {
                path: 'publish/success/:buildpackId',
                loader: buildpackScreensLoader,
                lazy: async () => ({ Component: (await import('../features/buildpacks-publish/PublishSuccessPage')).PublishSuccessPage }),
              },
            ],
          },
          {
            path: 'admin',
            loader: prefetchingLoader(noRouteData('A guard: the screens below start their own data.')),
            lazy: async () => ({ Component: (await import('./AdminGuard')).AdminGuard }),
            children: adminScreens.map(adminScreenRoute),
          },
          {
            // Issue 31 item 5: the user's own company, reachable with no add-on.
            path: 'company/*',
            loader: prefetchingLoader(({ companyId, permissionUser }) => companyScreenQueries(companyId, permissionUser)),
            lazy: async () => ({ Component: (await import('../features/company/CompanyPage')).OwnCompanyPage }),
          },
          {
            // Issue 35 §3: the link of an invitation e-mail. Under the session guard, so a signed-out visitor signs in and comes back.
            path: 'invitations/:token',
            loader: prefetchingLoader(noRouteData('The invitation is read by its token once the page opens; its answer is the page itself (404, a closed link).')),
            lazy: async () => ({ Component: (await import('../features/invitations/AcceptInvitationPage')).AcceptInvitationPage }),
          },
          {
            path: paths.token.slice(1),
            loader: prefetchingLoader(noRouteData('The token is asked for each time the screen opens and never kept (gcTime 0), so a prefetch would be thrown away.')),
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
    // The header's visitor, sent in one batch with the page's own data (route-prefetch.ts):
    // started alone by the entry script, it answered before the changelog's query options had loaded (depth 2).
    loader: publicPrefetchingLoader(async () => [(await import('../api/visitor')).visitorQueryOptions()]),
    lazy: async () => ({ Component: (await import('./PublicLayout')).PublicLayout }),
    ErrorBoundary: StandaloneErrorPage,
    HydrateFallback: FullPageLoading,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            path: paths.changelog.slice(1),
            loader: publicPrefetchingLoader(async () => [(await import('../api/changelog')).changelogQueryOptions()], { firstPaintWithData: true }),
            lazy: async () => ({ Component: (await import('../features/public/ChangelogPage')).ChangelogPage }),
          },
          {
            path: paths.providerHome.slice(1),
            loader: publicPrefetchingLoader(noRouteData('It shows the visitor only, which the public layout starts.')),
            lazy: async () => ({ Component: (await import('../features/public/ProviderHomePage')).ProviderHomePage }),
          },
        ],
      },
    ],
  },
]);
