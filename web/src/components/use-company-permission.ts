import { useCurrentUser } from '../api/current-user';
import { companyPermission, type CompanyPermission } from '../domain/company-permission';
import type { CompanyAction } from '../domain/company-permissions';

/**
 * Whether the signed-in user may take a company action (issue 35 §2), and the
 * sentence to show when not: read from current_user's `company_role` through
 * the table the sandbox enforces. Until the current user is known nothing is
 * offered, so a control never appears and then fails.
 */
export function useCompanyPermission(action: CompanyAction): CompanyPermission {
  const user = useCurrentUser();
  return companyPermission(user.data, action);
}
