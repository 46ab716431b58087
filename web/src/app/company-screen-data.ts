import type { CompanyPermissionUser } from '../domain/company-permission';
import { ifRoleMay } from './role-prefetch';
import type { RouteQuery } from './route-prefetch';

/**
 * What the company screen (features/company/CompanyPage.tsx) asks for on its
 * first render, for both its routes (`/company` and the workspace's Company
 * tab): the company, its users, its invitations and the caller's API tokens.
 * One list, so the two routes cannot drift apart again (issue 33: the
 * invitations and the tokens were asked only after the screen rendered, a
 * round trip after `current_user`: critical-path depth 2 and 3).
 *
 * The users and the invitations are asked by their sections only for the
 * roles that may read them (`viewUsers`, `manageUsers`: the same actions the
 * sections check), so they are started only once the role is known (the one
 * this tab remembers, else `current_user`'s: the route's `permissionUser`): a
 * refused prefetch would flash a 403 the screen never shows. The tokens are the
 * caller's own (`ownAccount`, every role), asked whatever the company.
 *
 * `companyId` gives undefined when the route does not know the company
 * (an admin's tab: any company, known only with the add-on).
 */
export async function companyScreenQueries(
  companyId: () => Promise<string | undefined>,
  permissionUser: () => Promise<CompanyPermissionUser>,
): Promise<RouteQuery[]> {
  const [{ companyQueryOptions }, { companyUsersQueryOptions }, { invitationsQueryOptions }, { apiTokensQueryOptions }] = await Promise.all([
    import('../api/company'),
    import('../api/company-users'),
    import('../api/company-invitations'),
    import('../api/api-tokens'),
  ]);
  // Asked once the query options are here (a signed-out visitor's refusal is then handled at once, never left unhandled).
  const id = companyId();
  const ofCompany = <Query>(options: (id: string) => Query): Promise<Query | undefined> => id.then((known) => (known ? options(known) : undefined));
  return [
    ofCompany(companyQueryOptions),
    ifRoleMay(permissionUser, 'viewUsers', ofCompany(companyUsersQueryOptions)),
    ifRoleMay(permissionUser, 'manageUsers', ofCompany(invitationsQueryOptions)),
    apiTokensQueryOptions(),
  ];
}
