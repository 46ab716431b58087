/**
 * What the SPA shows a signed-in user for one company action (issue 35 §2):
 * the same table the sandbox enforces (company-permissions.ts), so a control
 * is hidden or disabled with the refusal's own sentence instead of failing
 * with 403. Platform admins are outside company roles: everything allowed, as
 * before roles.
 */
import { roleRefusal, type CompanyAction, type CompanyRole } from './company-permissions';

export interface CompanyPermissionUser {
  platformAdmin: boolean;
  companyRole: CompanyRole | null;
}

export interface CompanyPermission {
  allowed: boolean;
  /** The sentence to show beside a hidden or disabled control; null when allowed or not yet known. */
  reason: string | null;
}

/** Not known yet (the current user is loading): nothing offered, nothing refused. */
export const PERMISSION_PENDING: CompanyPermission = { allowed: false, reason: null };

export function companyPermission(user: CompanyPermissionUser | undefined, action: CompanyAction): CompanyPermission {
  if (!user) return PERMISSION_PENDING;
  if (user.platformAdmin) return { allowed: true, reason: null };
  // A signed-in user in no company acts for nobody: the partner API refuses every company write (404/403).
  const reason = user.companyRole ? roleRefusal(user.companyRole, action) : roleRefusal('support', action);
  return { allowed: reason === null, reason };
}

/**
 * The entries this user may read (issue 35 §2): those that need no action, and
 * those whose `readAction` the table gives their role. One rule for every list
 * that offers places (the workspace tabs, the command palette), so none of
 * them offers what the role may not see. Unknown user: the gated ones wait.
 */
export function readableBy<T extends { readAction?: CompanyAction | undefined }>(user: CompanyPermissionUser | undefined, entries: readonly T[]): T[] {
  return entries.filter((entry) => !entry.readAction || companyPermission(user, entry.readAction).allowed);
}
