import { describe, expect, it } from 'vitest';
import {
  APPROVAL_LABELS,
  APPROVAL_STATES,
  APPROVAL_TYPES,
  approvalEditTitle,
  articleReviewDisplay,
  canEditApproval,
  canOfferEditDetails,
  isApprovalType,
  rejectionReasonRequired,
  storedRejectionReason,
  type ApprovalState,
} from './approvals';

describe('approval types (spec §4 "Types and labels")', () => {
  it.each([
    ['marketplace_fitting_approval', 'Business Approval'],
    ['alpha_engineering_approval', 'Technical Approval'],
    ['beta_engineering_approval', 'Technical Approval'],
    ['article_review_approval', 'Developer Documentation Approval'],
    ['pricing_plan_approval', 'Pricing Plan Approval'],
  ] as const)('%s is labelled %s', (type, label) => {
    expect(APPROVAL_LABELS[type]).toBe(label);
    expect(approvalEditTitle(type)).toBe(`Edit ${label}`);
  });

  it('knows exactly the five types', () => {
    expect(APPROVAL_TYPES).toHaveLength(5);
    expect(isApprovalType('pricing_plan_approval')).toBe(true);
    expect(isApprovalType('shutdown_approval')).toBe(false);
    expect(isApprovalType('')).toBe(false);
  });
});

describe('editing an approval (spec §4: "Only pending or rejected approvals can be edited.")', () => {
  it.each<[ApprovalState, boolean]>([
    ['pending', true],
    ['rejected', true],
    ['approved', false],
  ])('%s → %s', (state, editable) => {
    expect(canEditApproval(state)).toBe(editable);
  });

  it('covers every state', () => {
    expect(APPROVAL_STATES).toEqual(['pending', 'approved', 'rejected']);
  });
});

describe('Edit Details (spec §2, §6; issue 21 item 2)', () => {
  it.each<[boolean, ApprovalState, boolean]>([
    [true, 'pending', true],
    [true, 'rejected', true],
    // The edit route would only send the admin back with a warning.
    [true, 'approved', false],
    [false, 'pending', false],
    [false, 'rejected', false],
  ])('admin %s, %s → offered %s', (isPlatformAdmin, state, offered) => {
    expect(canOfferEditDetails({ isPlatformAdmin, state })).toBe(offered);
  });
});

describe('the reason of a rejection (issue 21 item 2)', () => {
  it('is required to reject, and only then', () => {
    expect(APPROVAL_STATES.filter(rejectionReasonRequired)).toEqual(['rejected']);
  });

  it('is kept trimmed on a rejected approval, blank as none, and dropped in other states', () => {
    expect(storedRejectionReason('rejected', '  Scale needs a price.  ')).toBe('Scale needs a price.');
    expect(storedRejectionReason('rejected', '   ')).toBeNull();
    expect(storedRejectionReason('rejected', undefined)).toBeNull();
    expect(storedRejectionReason('pending', 'Scale needs a price.')).toBeNull();
    expect(storedRejectionReason('approved', 'Scale needs a price.')).toBeNull();
  });
});

describe('article review display (spec §4)', () => {
  it.each<[boolean, ApprovalState | null, string]>([
    [true, 'approved', 'Approved'],
    [true, 'pending', 'Approved'],
    [true, null, 'Approved'],
    [false, 'approved', 'Pending'],
    [false, 'pending', 'Not Started'],
    [false, 'rejected', 'Not Started'],
    [false, null, 'Not Started'],
  ])('docsApproved %s, approval %s → %s', (docsApproved, approvalState, shown) => {
    expect(articleReviewDisplay({ docsApproved, approvalState })).toBe(shown);
  });
});
