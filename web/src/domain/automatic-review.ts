/**
 * Automatic reviews (spec §3 automatic-review, §4 "Automatic review", §8):
 * when a review is finalised, when one may be requested or cancelled, and how
 * each of its four steps is shown and worded.
 */

import type { AutomaticReview } from '../api/automatic-reviews';
import { formatGeneralDateTime } from './general-date';

/** Spec §4: "Status values: new, in_progress, cancelling and final values." */
export const RUNNING_REVIEW_STATUSES = ['new', 'in_progress', 'cancelling'] as const;

/** "It is finalized when not new, in_progress or cancelling." */
export function isReviewFinalized(status: string): boolean {
  return !(RUNNING_REVIEW_STATUSES as readonly string[]).includes(status);
}

/** "A review can be requested when the previous one is finalized." (None yet: it can.) */
export function canRequestReview(latest: { status: string } | null): boolean {
  return latest === null || isReviewFinalized(latest.status);
}

/** "It can be cancelled while running": not once it is cancelling or finished. */
export function canCancelReview(latest: { status: string } | null): boolean {
  return latest !== null && (latest.status === 'new' || latest.status === 'in_progress');
}

/** Spec §9: the logs screen polls every 3 seconds until the review is finalised. */
export const REVIEW_POLL_INTERVAL_MS = 3000;

/** The refetch interval for the latest review: poll while it runs, stop once finalised. */
export function reviewPollInterval(latest: { status: string } | null | undefined): number | false {
  return latest && !isReviewFinalized(latest.status) ? REVIEW_POLL_INTERVAL_MS : false;
}

export const REVIEW_STEPS = ['manifest', 'provision', 'deprovision', 'reprovision'] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

export const STEP_STATUSES = ['completed', 'failed', 'internal_error', 'async_wait', 'skipped', 'cancelled'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** Spec §4: "The step display states are pending, succeeded, failed, internal error, skipped, cancelled, or waiting on provisioning." */
export type StepDisplay = 'pending' | 'succeeded' | 'failed' | 'internalError' | 'skipped' | 'cancelled' | 'waitingOnProvisioning';

/**
 * One spelling in the review panel (issue 21 item 13): the spec's own words
 * are 'Canceling...' and 'Canceled before … was checked.', so every other
 * word of the panel spells it the same way (not "Cancelled").
 */
export const CANCEL_WORDS = { cancel: 'Cancel', cancelling: 'Canceling...', cancelled: 'Canceled' } as const;

/** What a step's display state is called beside its icon (and what a screen reader hears). */
export const STEP_DISPLAY_LABELS: Record<StepDisplay, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  internalError: 'Internal error',
  skipped: 'Skipped',
  cancelled: CANCEL_WORDS.cancelled,
  waitingOnProvisioning: 'Waiting on provisioning',
};

/**
 * What a review's status is called in the panel's headings and history. A
 * review that succeeded is "Succeeded", the word its steps show beside it
 * (spec §4's display state), not a second word for the same outcome.
 */
export const REVIEW_STATUS_LABELS: Record<AutomaticReview['status'], string> = {
  new: 'Requested',
  in_progress: 'Running',
  cancelling: CANCEL_WORDS.cancelling,
  succeeded: STEP_DISPLAY_LABELS.succeeded,
  failed: 'Failed',
  cancelled: CANCEL_WORDS.cancelled,
  error: 'Stopped by an internal error',
};

const DISPLAY_OF_STATUS: Record<StepStatus, StepDisplay> = {
  completed: 'succeeded',
  failed: 'failed',
  internal_error: 'internalError',
  async_wait: 'waitingOnProvisioning',
  skipped: 'skipped',
  cancelled: 'cancelled',
};

/** A step with no status yet is pending; an unknown status is an error, not a guess. */
export function stepDisplay(status: string | null): StepDisplay {
  if (status === null) return 'pending';
  if (!(STEP_STATUSES as readonly string[]).includes(status)) throw new RangeError(`Unknown automatic review step status: ${status}`);
  return DISPLAY_OF_STATUS[status as StepStatus];
}

const STEP_NAMES: Record<ReviewStep, { title: string; check: string; succeeded: string; failed: string; cancelled: string }> = {
  manifest: {
    title: 'Manifest',
    check: 'manifest check',
    succeeded: 'Manifest is valid.',
    failed: "Manifest isn't valid.",
    cancelled: 'Canceled before manifest was checked.',
  },
  provision: {
    title: 'Provision',
    check: 'provisioning check',
    succeeded: 'Provisioning succeeded.',
    failed: "Provisioning didn't succeed.",
    cancelled: 'Canceled before provisioning was checked.',
  },
  deprovision: {
    title: 'Deprovision',
    check: 'deprovisioning check',
    succeeded: 'Deprovisioning succeeded.',
    failed: "Deprovisioning didn't succeed.",
    cancelled: 'Canceled before deprovisioning was checked.',
  },
  reprovision: {
    title: 'Reprovision',
    check: 'reprovisioning check',
    succeeded: 'Reprovisioning succeeded.',
    failed: "Reprovisioning didn't succeed.",
    cancelled: 'Canceled before reprovisioning was checked.',
  },
};

export function stepTitle(step: ReviewStep): string {
  return STEP_NAMES[step].title;
}

/** Spec §4 and §8 step texts; `null` while pending (the spinner says it). */
export function stepText(step: ReviewStep, display: StepDisplay): string | null {
  const names = STEP_NAMES[step];
  switch (display) {
    case 'pending':
      return null;
    case 'succeeded':
      return names.succeeded;
    case 'failed':
      return names.failed;
    case 'internalError':
      return `Something went wrong during the ${names.check}. Please try again. If the issue continues, create a ticket.`;
    case 'skipped':
      return `Skipped the ${names.check} because an earlier step didn't succeed.`;
    case 'cancelled':
      return names.cancelled;
    case 'waitingOnProvisioning':
      return 'Waiting for the add-on to finish provisioning asynchronously.';
  }
}

/** How long asynchronous provisioning may take before the user is advised to cancel and retry. */
export const PROVISIONING_PATIENCE_MS = 5 * 60 * 1000;

export const PROVISIONING_TOO_LONG_ADVICE =
  'Provisioning is taking longer than expected. Cancel this review and request a new one; if it happens again, check that your service completes asynchronous provisioning.';

/** Spec §4: "When provisioning takes too long, the user is advised to cancel and retry." */
export function provisioningTooLong(step: { status: string | null; startedAt: string | null }, now: Date): boolean {
  if (step.status !== 'async_wait' || step.startedAt === null) return false;
  return now.getTime() - new Date(step.startedAt).getTime() > PROVISIONING_PATIENCE_MS;
}

/**
 * The latest review's heading: its status and when it was requested
 * ("Running · requested March 2nd, 2026 10:00:00"). A review that is only
 * requested says so once ("Requested March 2nd, …"), not "Requested · requested".
 */
export function reviewHeading(review: Pick<AutomaticReview, 'status' | 'createdAt'>): string {
  const when = formatGeneralDateTime(review.createdAt);
  return review.status === 'new' ? `${REVIEW_STATUS_LABELS.new} ${when}` : `${REVIEW_STATUS_LABELS[review.status]} · requested ${when}`;
}
