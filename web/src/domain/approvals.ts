/**
 * Approvals (spec §3 approval, §4 "Approvals"): their types and labels, states,
 * and when one may be edited.
 */

export const APPROVAL_TYPES = [
  'marketplace_fitting_approval',
  'alpha_engineering_approval',
  'beta_engineering_approval',
  'article_review_approval',
  'pricing_plan_approval',
] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** Spec §4 "Types and labels". */
export const APPROVAL_LABELS: Record<ApprovalType, string> = {
  marketplace_fitting_approval: 'Business Approval',
  alpha_engineering_approval: 'Technical Approval',
  beta_engineering_approval: 'Technical Approval',
  article_review_approval: 'Developer Documentation Approval',
  pricing_plan_approval: 'Pricing Plan Approval',
};

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * The label of an approval's approver row (spec §2: admins see the approver
 * e-mail). The approver is whoever last saved the approval: the one who
 * approved or rejected it, or, on a pending one, an admin who saved it still
 * pending (a new request has none).
 */
export const APPROVER_LABELS: Record<ApprovalState, string> = {
  pending: 'Reviewed by',
  approved: 'Approved by',
  rejected: 'Rejected by',
};

export function isApprovalType(value: string): value is ApprovalType {
  return (APPROVAL_TYPES as readonly string[]).includes(value);
}

/** Spec §4: "A new request is created as pending." */
export const NEW_APPROVAL_STATE: ApprovalState = 'pending';

/** Spec §4: "Only pending or rejected approvals can be edited." */
export function canEditApproval(state: ApprovalState): boolean {
  return state === 'pending' || state === 'rejected';
}

/**
 * Spec §2, §6: admins see an Edit Details button — only where it leads
 * somewhere: on an approval that can be edited (the edit route sends the
 * others back with the §8 warning).
 */
export function canOfferEditDetails(input: { isPlatformAdmin: boolean; state: ApprovalState }): boolean {
  return input.isPlatformAdmin && canEditApproval(input.state);
}

/**
 * Issue 21 item 2: a rejection carries its reason, written for the partner
 * (who must know what to fix); other states carry none.
 */
export function rejectionReasonRequired(state: ApprovalState): boolean {
  return state === 'rejected';
}

/** The rejection reason as stored: kept only on a rejected approval, blank is none. */
export function storedRejectionReason(state: ApprovalState, reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() ?? '';
  return rejectionReasonRequired(state) && trimmed !== '' ? trimmed : null;
}

/** Spec §8: the warning after the redirect to next-steps. */
export const APPROVAL_NOT_EDITABLE_WARNING = "Approval can't be edited unless pending or rejected";

/** Spec §2: "Approval edit is titled per approval type plus Edit." */
export function approvalEditTitle(type: ApprovalType): string {
  return `Edit ${APPROVAL_LABELS[type]}`;
}

export type ArticleReviewDisplay = 'Approved' | 'Pending' | 'Not Started';

/**
 * Spec §4: "Article review display: Approved if docsApproved; else Pending if
 * the approval is approved; else Not Started." (The documentation centre
 * publishes after the approval, so an approved review waits on it.)
 */
export function articleReviewDisplay(input: { docsApproved: boolean; approvalState: ApprovalState | null }): ArticleReviewDisplay {
  if (input.docsApproved) return 'Approved';
  if (input.approvalState === 'approved') return 'Pending';
  return 'Not Started';
}
