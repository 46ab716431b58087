/**
 * The request-approval buttons of next-steps (spec §4 "Approvals"): "A request
 * button is enabled only when its requirements are complete and no approval of
 * that type exists yet", with the spec's hints as the reason when it is not.
 */
import type { ApprovalType } from './approvals';

/** The approvals a partner requests from next-steps, in panel order (alpha panel, then beta panel). */
export const REQUESTABLE_APPROVALS = [
  'marketplace_fitting_approval',
  'alpha_engineering_approval',
  'article_review_approval',
  'beta_engineering_approval',
  'pricing_plan_approval',
] as const satisfies readonly ApprovalType[];
export type RequestableApproval = (typeof REQUESTABLE_APPROVALS)[number];

/**
 * Spec §4 "Button hints". The technical-approval prerequisite hint and both
 * documentation-approval hints are not worded there, so they follow the others.
 */
export const APPROVAL_REQUEST_HINTS: Record<RequestableApproval, { requested: string; prerequisites: string }> = {
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

export interface ApprovalRequestInput {
  type: RequestableApproval;
  /** The requirement list(s) behind this approval are all complete. */
  requirementsComplete: boolean;
  /** Business approval also needs a passed automatic review (its hint says so). */
  automaticReviewPassed: boolean;
  /** An approval of this type exists (in any state). */
  approvalExists: boolean;
}

export type ApprovalRequestButton = { enabled: true } | { enabled: false; reason: string };

export function approvalRequestButton(input: ApprovalRequestInput): ApprovalRequestButton {
  const hints = APPROVAL_REQUEST_HINTS[input.type];
  if (input.approvalExists) return { enabled: false, reason: hints.requested };
  const needsReview = input.type === 'marketplace_fitting_approval';
  if (!input.requirementsComplete || (needsReview && !input.automaticReviewPassed)) return { enabled: false, reason: hints.prerequisites };
  return { enabled: true };
}
