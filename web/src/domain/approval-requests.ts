/**
 * The request-approval buttons of next-steps (spec §4 "Approvals"): "A request
 * button is enabled only when its requirements are complete and no approval of
 * that type exists yet", with the spec's hints as the reason when it is not.
 */
import type { ApprovalState, ApprovalType } from './approvals';

/** The approvals a partner requests from next-steps, in panel order (alpha panel, then beta panel). */
export const REQUESTABLE_APPROVALS = [
  'marketplace_fitting_approval',
  'alpha_engineering_approval',
  'article_review_approval',
  'beta_engineering_approval',
  'pricing_plan_approval',
] as const satisfies readonly ApprovalType[];
export type RequestableApproval = (typeof REQUESTABLE_APPROVALS)[number];

/** What a hint says once an approval of the button's type exists, by its state. */
export interface ApprovalRequestHints {
  /** Spec §4's hint; said while the approval is pending. */
  requested: string;
  prerequisites: string;
  approved: string;
  /** A rejection is not the end: the partner is told so and how to go on (issue 21 item 2). */
  rejected: string;
}

/**
 * Issue 21 item 2, issue 31 item 5: what a partner does after a rejection.
 * Requesting again is real (the partner API puts the rejected approval back to
 * pending, once the requirements are complete), not a support ticket.
 */
export const REJECTED_NEXT_STEP = 'Fix what the reason for rejection names, then request it again.';
/** The rejected approval's requirements are not complete yet: what comes first. */
export const REJECTED_PREREQUISITES_STEP = 'Fix what the reason for rejection names and complete the prerequisite tasks, then request it again.';

/** "Pricing approval", from the spec's "Pricing approval has been requested." */
function subjectOf(requested: string): string {
  return requested.replace(/ has been requested\.$/, '');
}

/**
 * Spec §4 "Button hints" for pending and missing prerequisites. The
 * technical-approval prerequisite hint and both documentation-approval hints
 * are not worded there, so they follow the others; nor are the approved and
 * rejected ones, which say what happened rather than "requested".
 */
const SPEC_HINTS: Record<RequestableApproval, { requested: string; prerequisites: string }> = {
  marketplace_fitting_approval: {
    requested: 'Business approval has been requested.',
    prerequisites: 'To request business approval, complete the prerequisite tasks and pass the automatic review.',
  },
  alpha_engineering_approval: {
    requested: 'Technical approval has been requested.',
    prerequisites: 'To request technical approval, complete the prerequisite tasks.',
  },
  article_review_approval: {
    requested: 'Developer documentation approval has been requested.',
    prerequisites: 'To request developer documentation approval, complete the prerequisite tasks.',
  },
  beta_engineering_approval: {
    requested: 'Technical approval has been requested.',
    prerequisites: 'To request technical approval, complete the prerequisite tasks.',
  },
  pricing_plan_approval: {
    requested: 'Pricing approval has been requested.',
    prerequisites: 'To request pricing approval, complete the prerequisite task.',
  },
};

export const APPROVAL_REQUEST_HINTS: Record<RequestableApproval, ApprovalRequestHints> = Object.fromEntries(
  REQUESTABLE_APPROVALS.map((type) => {
    const hints = SPEC_HINTS[type];
    const subject = subjectOf(hints.requested);
    return [type, { ...hints, approved: `${subject} has been granted.`, rejected: `${subject} was rejected.` }];
  }),
) as Record<RequestableApproval, ApprovalRequestHints>;

export interface ApprovalRequestInput {
  type: RequestableApproval;
  /** The requirement list(s) behind this approval are all complete. */
  requirementsComplete: boolean;
  /** Business approval also needs a passed automatic review (its hint says so). */
  automaticReviewPassed: boolean;
  /** The state of the approval of this type, `null` when none exists. */
  approvalState: ApprovalState | null;
}

/**
 * Disabled buttons carry their reason; a rejected approval's button says it
 * was rejected and what the partner does next (`nextStep`). Spec §4's "no
 * approval of that type exists yet" stands for a first request; a rejected one
 * is requested again (issue 31 item 5: a rejection was a dead end).
 */
export type ApprovalRequestButton =
  | { enabled: true; again?: { reason: string; nextStep: string } }
  | { enabled: false; reason: string; nextStep?: string };

const STATE_HINT: Record<ApprovalState, keyof ApprovalRequestHints> = { pending: 'requested', approved: 'approved', rejected: 'rejected' };

export function approvalRequestButton(input: ApprovalRequestInput): ApprovalRequestButton {
  const hints = APPROVAL_REQUEST_HINTS[input.type];
  const needsReview = input.type === 'marketplace_fitting_approval';
  const ready = input.requirementsComplete && (!needsReview || input.automaticReviewPassed);
  if (input.approvalState === 'rejected') {
    if (!ready) return { enabled: false, reason: hints.rejected, nextStep: REJECTED_PREREQUISITES_STEP };
    return { enabled: true, again: { reason: hints.rejected, nextStep: REJECTED_NEXT_STEP } };
  }
  if (input.approvalState !== null) return { enabled: false, reason: hints[STATE_HINT[input.approvalState]] };
  if (!ready) return { enabled: false, reason: hints.prerequisites };
  return { enabled: true };
}

/** Issue 31 item 5: only a rejected approval is requested again (back to pending); a pending or approved one is not. */
export function canRequestAgain(state: ApprovalState): boolean {
  return state === 'rejected';
}

/**
 * Spec §6: requesting approvals is the partner's part (admins decide them), so
 * platform admins are not offered the request buttons.
 */
export function canRequestApprovals(isPlatformAdmin: boolean): boolean {
  return !isPlatformAdmin;
}
