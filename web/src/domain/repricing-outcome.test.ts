/**
 * Issue 31 item 6: a partner may withdraw a request while it is new; a
 * finished request says why it ended; the active notice's heading agrees with
 * the status beneath it.
 */
import { describe, expect, it } from 'vitest';
import { REPRICING_STATUS_LABELS, REPRICING_STATUSES } from './repricing';
import {
  activeRepricingNotice,
  canWithdrawRepricing,
  REPRICING_ERROR_EXPLANATION,
  REPRICING_NO_REASON,
  repricingOutcomeNote,
  repricingStatusLabel,
} from './repricing-outcome';

describe('withdrawing (a project extension: the plan’s company takes back a request nobody has started on)', () => {
  it.each(REPRICING_STATUSES.map((status) => [status, status === 'new'] as const))('%s: %s', (status, allowed) => {
    expect(canWithdrawRepricing(status)).toBe(allowed);
  });

  it('throws on an unknown status', () => {
    expect(() => canWithdrawRepricing('withdrawn')).toThrow(RangeError);
  });
});

describe('the status a person reads', () => {
  it('names a withdrawn request "Withdrawn", not "Rejected"', () => {
    expect(repricingStatusLabel({ status: 'rejected', withdrawnAt: '2026-11-28T10:00:00Z' })).toBe('Withdrawn');
  });

  it.each(REPRICING_STATUSES)('otherwise gives the spec’s label for %s', (status) => {
    expect(repricingStatusLabel({ status, withdrawnAt: null })).toBe(REPRICING_STATUS_LABELS[status]);
  });

  it('calls only a rejected request withdrawn: a withdrawal time on any other status does not change what it says', () => {
    const withdrawnAt = '2026-11-28T10:00:00Z';
    expect(repricingStatusLabel({ status: 'approved', withdrawnAt })).toBe(REPRICING_STATUS_LABELS.approved);
    expect(repricingOutcomeNote({ status: 'error', withdrawnAt })).toBe(REPRICING_ERROR_EXPLANATION);
    expect(repricingOutcomeNote({ status: 'approved', withdrawnAt })).toBeNull();
  });
});

describe('why a request ended (History showed "Rejected" and "Error" unexplained)', () => {
  it('gives a rejection’s reason', () => {
    expect(repricingOutcomeNote({ status: 'rejected', rejectionReason: '  Too steep for existing customers.  ' })).toBe('Reason: Too steep for existing customers.');
  });

  it.each([undefined, null, '', '   '])('says a rejection without a reason (%j) has none recorded', (rejectionReason) => {
    expect(repricingOutcomeNote({ status: 'rejected', rejectionReason })).toBe(REPRICING_NO_REASON);
  });

  it('says a withdrawn request was withdrawn, whatever reason field it has', () => {
    expect(repricingOutcomeNote({ status: 'rejected', withdrawnAt: '2026-11-28T10:00:00Z', rejectionReason: null })).toBe('Withdrawn by the partner before review.');
  });

  it('explains an error', () => {
    expect(repricingOutcomeNote({ status: 'error' })).toBe(REPRICING_ERROR_EXPLANATION);
  });

  it.each(['new', 'in_progress', 'approved', 'partially_complete', 'completed'])('adds nothing to %s', (status) => {
    expect(repricingOutcomeNote({ status, rejectionReason: 'stale' })).toBeNull();
  });
});

describe('the active notice (spec §2 "Repricing In Progress"): heading and status agree', () => {
  it.each([
    ['new', 'Repricing requested', 'New'],
    ['in_progress', 'Repricing In Progress', 'In Progress'],
    ['approved', 'Repricing approved', 'Approved'],
    ['partially_complete', 'Repricing partially complete', 'Partially Complete'],
  ] as const)('%s: %j, and the status line starts with %j', (status, heading, label) => {
    const notice = activeRepricingNotice(status);
    expect(notice.heading).toBe(heading);
    expect(notice.next.startsWith(`${label}:`)).toBe(true);
    // Never "In Progress" above another status.
    if (status !== 'in_progress') expect(notice.heading).not.toMatch(/in progress/i);
  });

  it.each(['completed', 'rejected', 'error'])('refuses a finished status (%s): it has no notice', (status) => {
    expect(() => activeRepricingNotice(status)).toThrow(new RangeError(`Not an active repricing status: ${status}`));
  });
});
