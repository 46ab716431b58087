/**
 * Company users (spec §4, §6): a company always keeps at least one user, so
 * nobody can lock the company out by revoking its last user's access. The
 * screen disables that revoke and says why; the sandbox refuses it with the
 * same sentence.
 */

export const LAST_COMPANY_USER_REASON = 'A company needs at least one user, so its last user cannot be removed.';

/** Why a company user's access cannot be revoked, or `null` when it can. */
export function revokeRefusal(companyUserCount: number): string | null {
  return companyUserCount <= 1 ? LAST_COMPANY_USER_REASON : null;
}
