/**
 * Issue 31 item 2: an approval was granted while Next Steps said its
 * requirements were not complete, and the admin deciding it was not told.
 * Admins decide (spec §6), so this warns and never blocks: it names what is
 * missing, by list and item, from the same requirement lists the partner's
 * checklists and request buttons read.
 */
import type { ApprovalType } from './approvals';
import { REQUIREMENT_LIST_LABELS, type RequirementList } from './progression';

/**
 * The requirement lists behind each approval (spec §4: the business and
 * technical requirements for alpha's approvals; GA technical and pricing plan
 * for beta's) — the lists its request button waits on in Next Steps.
 */
export const APPROVAL_REQUIREMENT_LISTS: Record<ApprovalType, readonly RequirementList[]> = {
  marketplace_fitting_approval: ['business'],
  alpha_engineering_approval: ['technical'],
  article_review_approval: ['technical'],
  beta_engineering_approval: ['gaTechnical'],
  pricing_plan_approval: ['pricingPlans'],
};

export interface RequirementListFacts {
  completed: boolean;
  items: readonly { name: string; completed: boolean; url?: string | null }[];
}

export interface MissingRequirement {
  name: string;
  url: string | null;
}

/**
 * Issue 31 item 5: a request button disabled for its prerequisites names
 * which ones, each with where it is done — the items not completed in the
 * lists behind the approval (lists not known yet are left out).
 */
export function missingRequirements(type: ApprovalType, lists: Partial<Record<RequirementList, RequirementListFacts>>): MissingRequirement[] {
  return APPROVAL_REQUIREMENT_LISTS[type].flatMap((list) =>
    (lists[list]?.items ?? []).filter((item) => !item.completed).map((item) => ({ name: item.name, url: item.url ?? null })),
  );
}

/**
 * What the admin's decision form says when the approval's requirements are
 * not complete, or `null` when they are — or are not known yet (a list still
 * loading or failed is not reported as missing).
 */
export function approvalRequirementsWarning(
  type: ApprovalType,
  lists: Partial<Record<RequirementList, RequirementListFacts>>,
): string | null {
  const gaps = APPROVAL_REQUIREMENT_LISTS[type].flatMap((list) => {
    const facts = lists[list];
    if (!facts || facts.completed) return [];
    const missing = facts.items.filter((item) => !item.completed).map((item) => item.name);
    return [`${REQUIREMENT_LIST_LABELS[list]}: ${missing.length > 0 ? missing.join(', ') : 'not complete'}`];
  });
  if (gaps.length === 0) return null;
  return `Its requirements are not complete. Missing — ${gaps.join('; ')}. You can still approve it; the partner's checklist shows these as pending.`;
}
