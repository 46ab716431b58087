import { describe, expect, it } from 'vitest';
import { APPROVAL_REQUEST_HINTS, approvalRequestButton, REQUESTABLE_APPROVALS, type RequestableApproval } from './approval-requests';

describe('request-approval buttons (spec §4)', () => {
  it('uses the spec hints word for word', () => {
    expect(APPROVAL_REQUEST_HINTS.marketplace_fitting_approval).toEqual({
      requested: 'Business approval has been requested.',
      prerequisites: 'To request business approval, complete the prerequisite tasks and pass the automatic review.',
    });
    expect(APPROVAL_REQUEST_HINTS.alpha_engineering_approval.requested).toBe('Technical approval has been requested.');
    expect(APPROVAL_REQUEST_HINTS.pricing_plan_approval).toEqual({
      requested: 'Pricing approval has been requested.',
      prerequisites: 'To request pricing approval, complete the prerequisite task.',
    });
  });

  // [type, requirements complete, review passed, approval exists, expected]
  const table: [RequestableApproval, boolean, boolean, boolean, 'enabled' | 'requested' | 'prerequisites'][] = [
    ['marketplace_fitting_approval', true, true, false, 'enabled'],
    ['marketplace_fitting_approval', true, false, false, 'prerequisites'],
    ['marketplace_fitting_approval', false, true, false, 'prerequisites'],
    ['marketplace_fitting_approval', true, true, true, 'requested'],
    ['marketplace_fitting_approval', false, false, true, 'requested'],
    ['alpha_engineering_approval', true, false, false, 'enabled'],
    ['alpha_engineering_approval', false, true, false, 'prerequisites'],
    ['alpha_engineering_approval', true, true, true, 'requested'],
    ['article_review_approval', true, false, false, 'enabled'],
    ['article_review_approval', false, true, false, 'prerequisites'],
    ['article_review_approval', true, true, true, 'requested'],
    ['beta_engineering_approval', true, false, false, 'enabled'],
    ['beta_engineering_approval', false, false, false, 'prerequisites'],
    ['pricing_plan_approval', true, false, false, 'enabled'],
    ['pricing_plan_approval', false, true, false, 'prerequisites'],
    ['pricing_plan_approval', true, true, true, 'requested'],
  ];

  it.each(table)('%s: requirements %s, review passed %s, exists %s → %s', (type, requirementsComplete, automaticReviewPassed, approvalExists, expected) => {
    const button = approvalRequestButton({ type, requirementsComplete, automaticReviewPassed, approvalExists });
    if (expected === 'enabled') expect(button).toEqual({ enabled: true });
    else expect(button).toEqual({ enabled: false, reason: APPROVAL_REQUEST_HINTS[type][expected] });
  });

  it('has a hint for every requestable approval', () => {
    for (const type of REQUESTABLE_APPROVALS) expect(APPROVAL_REQUEST_HINTS[type].requested).toMatch(/has been requested\.$/);
  });
});
