import type { ComponentType } from 'react';
import { adminScreenSegments, type AdminScreenSegment } from '../domain/admin-paths';
import { noRouteData, type PrefetchableQuery, type RouteData, type RouteQueries } from './route-prefetch';

/**
 * The admin area's screens (spec §2 "Admin routes"), from which the routes under
 * /admin are made (routes.tsx), all behind the admin guard: platform admins
 * only, others are sent to /. Adding an admin screen is one entry here (and its
 * segment in domain/admin-paths.ts, which the index's card links to).
 */
export interface AdminScreen {
  /** The route segment under /admin/, or `index` for /admin itself. */
  path: AdminScreenSegment | 'index';
  /**
   * The screen matches its own sub-routes (the e-mail lookup's `{email}`), so
   * moving between them is not a new page: the screen handles focus itself.
   */
  hasSubRoutes?: true;
  /** Loads the screen as its own chunk, on first visit. */
  lazy: () => Promise<ComponentType>;
  /**
   * The queries the screen asks for first, started beside its chunk
   * (route-prefetch.ts). Required: a screen with nothing to start says so with `noRouteData(why)`.
   */
  data: RouteData;
}

/** Admin-only lists: the admin guard sends anyone else away, so they are started for platform admins only (never a 403). */
const forAdmins =
  (queries: () => Promise<readonly PrefetchableQuery[]>): RouteQueries =>
  async ({ session }) => {
    const loading = queries();
    return (await session()).isAdmin ? loading : [];
  };

const repricingReview = forAdmins(async () => [(await import('../api/repricings')).repricingReviewQueryOptions()]);
const adminCompanies = forAdmins(async () => [(await import('../api/admin-companies')).adminCompaniesQueryOptions()]);

export const adminScreens: readonly AdminScreen[] = [
  {
    path: 'index',
    lazy: async () => (await import('../features/admin/AdminIndexPage')).AdminIndexPage,
    // Its cards' live counts come from these two lists.
    data: async (route) => (await Promise.all([repricingReview(route), adminCompanies(route)])).flat(),
  },
  {
    path: adminScreenSegments.repricing,
    lazy: async () => (await import('../features/admin/RepricingReviewPage')).RepricingReviewPage,
    data: repricingReview,
  },
  { path: adminScreenSegments.addresses, lazy: async () => (await import('../features/admin/AddressesPage')).AddressesPage, data: adminCompanies },
  { path: adminScreenSegments.users, lazy: async () => (await import('../features/admin/UsersPage')).UsersPage, data: adminCompanies },
  {
    path: adminScreenSegments.emailLookup,
    hasSubRoutes: true,
    lazy: async () => (await import('../features/admin/EmailLookupPage')).EmailLookupPage,
    data: noRouteData('Nothing is asked until an e-mail is looked up (the lookup form or the address).'),
  },
  {
    path: adminScreenSegments.belowObjective,
    lazy: async () => (await import('../features/admin/BelowObjectivePage')).BelowObjectivePage,
    data: forAdmins(async () => [(await import('../api/integration-objective')).belowObjectiveQueryOptions()]),
  },
];
