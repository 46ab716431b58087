/**
 * What a plans-list row offers (issue 31, item 20). Spec §2: "The row menu is
 * hidden from non-admins for plans that are not enabled. Admins see it for
 * disabled plans too." A row whose menu is shown also opens the plan's edit
 * panel when clicked (its name is the link). A partner's disabled plan keeps
 * the spec's hidden menu, but no longer dead-ends: it says who can change it
 * and how to ask — the change-request form in GA (spec §4), a support ticket
 * before that. A shut-down add-on's plans are listed only.
 */
import type { AddonState } from './addon-state';
import { links } from './links';
import { canSeePlanRowMenu } from './plan-permissions';

export type PlanRowAccess =
  | { kind: 'open' }
  | { kind: 'locked'; hint: string; link: { label: string; href: string } }
  | { kind: 'listed' };

export const DISABLED_PLAN_HINT = 'Disabled: only the platform team can change this plan.';

export function planRowAccess(plan: { enabled: boolean }, isAdmin: boolean, addonState: AddonState): PlanRowAccess {
  if (addonState === 'shutdown') return { kind: 'listed' };
  if (canSeePlanRowMenu(plan, isAdmin)) return { kind: 'open' };
  return {
    kind: 'locked',
    hint: DISABLED_PLAN_HINT,
    link:
      addonState === 'ga'
        ? { label: 'Request an availability change', href: links.planAvailabilityChangeRequest }
        : { label: 'Ask support to re-enable it', href: links.supportTicket },
  };
}
