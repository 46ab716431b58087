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

/** Issue 21 item 2: what a partner does after a rejection, with the support link beside it. */
export const REJECTED_NEXT_STEP = 'To go on, fix what the reason for rejection names, then ask the ecosystem team to re-open it.';
/** The support link's words, as the GA resources word it. */
export const REOPEN_LINK_LABEL = 'Open a support ticket';

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
 * Disabled buttons carry their reason; a rejected approval's also says what
 * the partner does next (`nextStep`), since the button stays disabled (spec
 * §4: "no approval of that type exists yet" is part of the enabling rule).
 */
export type ApprovalRequestButton = { enabled: true } | { enabled: false; reason: string; nextStep?: string };

const STATE_HINT: Record<ApprovalState, keyof ApprovalRequestHints> = { pending: 'requested', approved: 'approved', rejected: 'rejected' };

export function approvalRequestButton(input: ApprovalRequestInput): ApprovalRequestButton {
  const hints = APPROVAL_REQUEST_HINTS[input.type];
  if (input.approvalState === 'rejected') return { enabled: false, reason: hints.rejected, nextStep: REJECTED_NEXT_STEP };
  if (input.approvalState !== null) return { enabled: false, reason: hints[STATE_HINT[input.approvalState]] };
  const needsReview = input.type === 'marketplace_fitting_approval';
  if (!input.requirementsComplete || (needsReview && !input.automaticReviewPassed)) return { enabled: false, reason: hints.prerequisites };
  return { enabled: true };
}

/**
 * Spec §6: requesting approvals is the partner's part (admins decide them), so
 * platform admins are not offered the request buttons.
 */
export function canRequestApprovals(isPlatformAdmin: boolean): boolean {
  return !isPlatformAdmin;
}
