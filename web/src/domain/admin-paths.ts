/**
 * The admin area's addresses (spec §2 "Admin routes"), spelled once: the admin
 * screen registry (app/admin-screens.ts) declares its routes with the segments,
 * the admin index links with the builder.
 */

export const ADMIN_PATH = '/admin';

/** Route segments of the admin screens, under /admin/. */
export const adminScreenSegments = {
  repricing: 'repricing',
  addresses: 'addresses',
  users: 'users',
  emailLookup: 'email-lookup',
  belowObjective: 'below-objective',
} as const;

export type AdminScreenSegment = (typeof adminScreenSegments)[keyof typeof adminScreenSegments];

/** What each admin screen is called: the admin index's cards and the command palette. */
export const adminScreenTitles: Record<AdminScreenSegment, string> = {
  repricing: 'Repricing',
  addresses: 'Addresses',
  users: 'Users',
  'email-lookup': 'Email lookup',
  'below-objective': 'Add-ons below objective',
};

/** `/admin/{screen}` */
export function adminPath(screen: AdminScreenSegment): string {
  return `${ADMIN_PATH}/${screen}`;
}

/** The e-mail lookup's own sub-route: the e-mail looked up, so a result can be shared (spec §2). */
export const emailLookupRoutes = { result: ':email' } as const;

/**
 * `/admin/email-lookup`, or `/admin/email-lookup/{email}` with the e-mail as one
 * path segment. Encoded (`+` is `%2B`, `/` is `%2F`) so it reads back exactly as
 * typed, but `@` is left as it is: allowed in a path segment, and the shared
 * address stays readable.
 */
export function adminEmailLookupPath(email?: string): string {
  const lookup = adminPath(adminScreenSegments.emailLookup);
  return email ? `${lookup}/${encodeURIComponent(email).replaceAll('%40', '@')}` : lookup;
}
