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
} as const;

export type AdminScreenSegment = (typeof adminScreenSegments)[keyof typeof adminScreenSegments];

/** `/admin/{screen}` */
export function adminPath(screen: AdminScreenSegment): string {
  return `${ADMIN_PATH}/${screen}`;
}
