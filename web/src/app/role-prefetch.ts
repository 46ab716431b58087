import { companyPermission, type CompanyPermissionUser } from '../domain/company-permission';
import type { CompanyAction } from '../domain/company-permissions';
import type { PrefetchableQuery } from './route-prefetch';

/**
 * A route's query that only some company roles may read (issue 35 §2: reports,
 * the users list): started once `user` says the role may, else not at all,
 * since a refused prefetch would be flashed as a 403 on a screen that shows the
 * reason instead. Give it the route's `permissionUser` (route-prefetch.ts): at
 * once from the role this tab remembers, so the query goes with the first
 * batch rather than a round trip after `current_user`. A remembered role can be
 * out of date only if it was changed since this tab last asked; the screen
 * decides from `current_user` itself, so that costs one wasted or late
 * request, never a wrong screen. (`currentUser` works too, always a round trip later.)
 */
export async function ifRoleMay<Query extends PrefetchableQuery>(
  user: () => Promise<CompanyPermissionUser>,
  action: CompanyAction,
  query: Query | undefined | Promise<Query | undefined>,
): Promise<Query | undefined> {
  const [known, may] = await Promise.all([query, user().then((who) => companyPermission(who, action).allowed)]);
  // A role remembered before it was lowered gets a 403 here: not flashed, since the
  // screen, deciding from a fresh current_user, may not show that section at all;
  // a screen that does ask shows (and flashes) its own query's refusal.
  return known && may ? { ...known, meta: { ...(known as { meta?: object }).meta, globalErrorHandling: false } } : undefined;
}
