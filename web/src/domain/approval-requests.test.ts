import { describe, expect, it } from 'vitest';
import {
  APPROVAL_REQUEST_HINTS,
  approvalRequestButton,
  canRequestAgain,
  canRequestApprovals,
  REJECTED_NEXT_STEP,
  REJECTED_PREREQUISITES_STEP,
  REQUESTABLE_APPROVALS,
  type RequestableApproval,
} from './approval-requests';
import type { ApprovalState } from './approvals';

describe('request-approval buttons (spec §4)', () => {
  it('uses the spec hints word for word', () => {
    expect(APPROVAL_REQUEST_HINTS.marketplace_fitting_approval).toMatchObject({
      requested: 'Business approval has been requested.',
      prerequisites: 'To request business approval, complete the prerequisite tasks and pass the automatic review.',
    });
    expect(APPROVAL_REQUEST_HINTS.alpha_engineering_approval.requested).toBe('Technical approval has been requested.');
    expect(APPROVAL_REQUEST_HINTS.pricing_plan_approval).toEqual({
      requested: 'Pricing approval has been requested.',
      prerequisites: 'To request pricing approval, complete the prerequisite task.',
      approved: 'Pricing approval has been granted.',
      rejected: 'Pricing approval was rejected.',
    });
  });

  // [type, requirements complete, review passed, existing approval's state, expected]
  const table: [RequestableApproval, boolean, boolean, ApprovalState | null, 'enabled' | 'requested' | 'prerequisites' | 'approved'][] = [
    ['marketplace_fitting_approval', true, true, null, 'enabled'],
    ['marketplace_fitting_approval', true, false, null, 'prerequisites'],
    ['marketplace_fitting_approval', false, true, null, 'prerequisites'],
    ['marketplace_fitting_approval', true, true, 'pending', 'requested'],
    ['marketplace_fitting_approval', false, false, 'pending', 'requested'],
    ['marketplace_fitting_approval', true, true, 'approved', 'approved'],
    ['alpha_engineering_approval', true, false, null, 'enabled'],
    ['alpha_engineering_approval', false, true, null, 'prerequisites'],
    ['alpha_engineering_approval', true, true, 'pending', 'requested'],
    ['article_review_approval', true, false, null, 'enabled'],
    ['article_review_approval', false, true, null, 'prerequisites'],
    ['article_review_approval', true, true, 'pending', 'requested'],
    ['beta_engineering_approval', true, false, null, 'enabled'],
    ['beta_engineering_approval', false, false, null, 'prerequisites'],
    ['beta_engineering_approval', true, true, 'approved', 'approved'],
    ['pricing_plan_approval', true, false, null, 'enabled'],
    ['pricing_plan_approval', false, true, null, 'prerequisites'],
    ['pricing_plan_approval', true, true, 'pending', 'requested'],
  ];

  it.each(table)('%s: requirements %s, review passed %s, existing %s → %s', (type, requirementsComplete, automaticReviewPassed, approvalState, expected) => {
    const button = approvalRequestButton({ type, requirementsComplete, automaticReviewPassed, approvalState });
    if (expected === 'enabled') expect(button).toEqual({ enabled: true });
    else expect(button).toEqual({ enabled: false, reason: APPROVAL_REQUEST_HINTS[type][expected] });
  });

  it('lets a rejected approval be requested again once its requirements are complete, saying it was rejected and how to go on (issue 31 item 5)', () => {
    // acme-vault's case (issue 21 item 2): its hint read "has been requested"; then only a support ticket re-opened it.
    const button = approvalRequestButton({ type: 'pricing_plan_approval', requirementsComplete: true, automaticReviewPassed: true, approvalState: 'rejected' });
    expect(button).toEqual({ enabled: true, again: { reason: 'Pricing approval was rejected.', nextStep: REJECTED_NEXT_STEP } });
    expect(REJECTED_NEXT_STEP).toBe('Fix what the reason for rejection names, then request it again.');
  });

  it('keeps a rejected approval disabled while its requirements are not complete, and says what comes first', () => {
    const pricing = approvalRequestButton({ type: 'pricing_plan_approval', requirementsComplete: false, automaticReviewPassed: true, approvalState: 'rejected' });
    expect(pricing).toEqual({ enabled: false, reason: 'Pricing approval was rejected.', nextStep: REJECTED_PREREQUISITES_STEP });
    const business = approvalRequestButton({ type: 'marketplace_fitting_approval', requirementsComplete: true, automaticReviewPassed: false, approvalState: 'rejected' });
    expect(business.enabled).toBe(false);
  });

  it('requests again only a rejected approval, never a pending or approved one', () => {
    expect(canRequestAgain('rejected')).toBe(true);
    expect(canRequestAgain('pending')).toBe(false);
    expect(canRequestAgain('approved')).toBe(false);
  });

  it('says "granted" for an approved one and "requested" only while it is pending', () => {
    for (const type of REQUESTABLE_APPROVALS) {
      expect(APPROVAL_REQUEST_HINTS[type].approved).toMatch(/ approval has been granted\.$/);
      expect(APPROVAL_REQUEST_HINTS[type].rejected).toMatch(/ approval was rejected\.$/);
    }
  });

  it('offers the request buttons to partners, not to platform admins (spec §6)', () => {
    expect(canRequestApprovals(false)).toBe(true);
    expect(canRequestApprovals(true)).toBe(false);
  });

  it('has a hint for every requestable approval', () => {
    for (const type of REQUESTABLE_APPROVALS) expect(APPROVAL_REQUEST_HINTS[type].requested).toMatch(/has been requested\.$/);
  });
});
