import type { ComponentType } from 'react';
import { adminScreenSegments, type AdminScreenSegment } from '../domain/admin-paths';

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
}

export const adminScreens: readonly AdminScreen[] = [
  { path: 'index', lazy: async () => (await import('../features/admin/AdminIndexPage')).AdminIndexPage },
  { path: adminScreenSegments.repricing, lazy: async () => (await import('../features/admin/RepricingReviewPage')).RepricingReviewPage },
  { path: adminScreenSegments.addresses, lazy: async () => (await import('../features/admin/AddressesPage')).AddressesPage },
  { path: adminScreenSegments.users, lazy: async () => (await import('../features/admin/UsersPage')).UsersPage },
  {
    path: adminScreenSegments.emailLookup,
    hasSubRoutes: true,
    lazy: async () => (await import('../features/admin/EmailLookupPage')).EmailLookupPage,
  },
];
