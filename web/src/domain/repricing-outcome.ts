/**
 * Where a repricing request stands, as the plan and the admin review say it
 * (issue 31 item 6): whether its company may still withdraw it, the status a
 * person reads, why a finished one ended, and the plan's notice while one is
 * active. The statuses themselves are in `repricing.ts`.
 */
import { assertRepricingStatus, REPRICING_STATUS_LABELS } from './repricing';

/**
 * Withdrawal is a project extension (spec §4 has none): the plan's company may
 * take back a request while it is new, before anyone works on it. It then has
 * the spec's status `rejected` (history, no longer active) and a `withdrawnAt`.
 */
export function canWithdrawRepricing(status: string): boolean {
  return assertRepricingStatus(status) === 'new';
}

interface RepricingOutcome {
  status: string;
  rejectionReason?: string | null | undefined;
  withdrawnAt?: string | null | undefined;
}

/** The status a person reads: 'Withdrawn' for a withdrawn request, otherwise the spec's label. */
export function repricingStatusLabel(repricing: RepricingOutcome): string {
  const status = assertRepricingStatus(repricing.status);
  return status === 'rejected' && repricing.withdrawnAt ? 'Withdrawn' : REPRICING_STATUS_LABELS[status];
}

/** What an error means, for partner and admin alike: the portal knows no more than the status, so it says who does. */
export const REPRICING_ERROR_EXPLANATION =
  'Applying the new price failed before it completed. Partner support can say what was applied; a new request can be made.';

export const REPRICING_NO_REASON = 'No reason was recorded.';

/**
 * Why a finished request ended the way it did (issue 31 item 6: History showed
 * "Rejected" and "Error" unexplained): the admin's reason for a rejection, who
 * ended a withdrawn one, what an error means. `null` when the status says it all.
 */
export function repricingOutcomeNote(repricing: RepricingOutcome): string | null {
  const status = assertRepricingStatus(repricing.status);
  if (status === 'rejected' && repricing.withdrawnAt) return 'Withdrawn by the partner before review.';
  if (status === 'rejected') return repricing.rejectionReason?.trim() ? `Reason: ${repricing.rejectionReason.trim()}` : REPRICING_NO_REASON;
  return status === 'error' ? REPRICING_ERROR_EXPLANATION : null;
}

/**
 * The plan's notice while a request is active (spec §2 calls it 'Repricing In
 * Progress'): its heading follows the status, so a new request is not called
 * "In Progress" above a status reading "New" (issue 31 item 6), and a line says
 * what happens next.
 */
export function activeRepricingNotice(status: string): { heading: string; next: string } {
  switch (assertRepricingStatus(status)) {
    case 'new':
      return { heading: 'Repricing requested', next: 'New: waiting for review by the platform team. You can withdraw it until then.' };
    case 'in_progress':
      return { heading: 'Repricing In Progress', next: 'In Progress: the platform team is reviewing it.' };
    case 'approved':
      return { heading: 'Repricing approved', next: 'Approved: scheduled for the dates below.' };
    case 'partially_complete':
      return { heading: 'Repricing partially complete', next: 'Partially Complete: applied in part; the rest follows on the dates below.' };
    default:
      throw new RangeError(`Not an active repricing status: ${status}`);
  }
}
