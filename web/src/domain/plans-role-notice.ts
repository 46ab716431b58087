/**
 * What the Plans tab says once at its top about the caller's role (issue 35
 * §2): plans and features are Owner/Developer, repricing requests
 * Owner/Finance. Where the row menu would offer Reprice (a GA add-on, spec §4)
 * but the role may not, that is said too, so a Developer is not left
 * wondering where Reprice went; Support, who may do neither, reads both.
 */
import type { AddonState } from './addon-state';
import type { CompanyPermission } from './company-permission';
import { canRequestRepricing } from './repricing';

export function plansRoleNotice(addonState: AddonState, plans: CompanyPermission, reprice: CompanyPermission): CompanyPermission {
  const parts = canRequestRepricing(addonState) ? [plans, reprice] : [plans];
  const reasons = parts.flatMap((part) => (!part.allowed && part.reason ? [part.reason] : []));
  return { allowed: parts.every((part) => part.allowed), reason: reasons.length > 0 ? reasons.join(' ') : null };
}
