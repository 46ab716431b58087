import type { CurrentUser } from '../api/current-user';
import { companyPermission } from '../domain/company-permission';
import type { CompanyAction } from '../domain/company-permissions';
import type { PrefetchableQuery } from './route-prefetch';

/**
 * A route's query that only some company roles may read (issue 35 §2: reports,
 * the users list): started once `current_user` says the role may, else not at
 * all, since a refused prefetch would be flashed as a 403 on a screen that
 * shows the reason instead.
 */
export async function ifRoleMay<Query extends PrefetchableQuery>(
  currentUser: () => Promise<CurrentUser>,
  action: CompanyAction,
  query: Query | undefined | Promise<Query | undefined>,
): Promise<Query | undefined> {
  const [user, known] = await Promise.all([currentUser(), query]);
  return known && companyPermission(user, action).allowed ? known : undefined;
}
