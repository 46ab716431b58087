import { describe, expect, it } from 'vitest';
import { APPROVAL_REQUIREMENT_LISTS, approvalRequirementsWarning, missingRequirements } from './approval-readiness';
import { APPROVAL_TYPES } from './approvals';

const done = { completed: true, items: [{ name: 'Marketplace listing', completed: true }] };
const listingMissing = {
  completed: false,
  items: [
    { name: 'Marketplace listing', completed: false },
    { name: 'Category', completed: true },
    { name: 'Support e-mail', completed: false },
  ],
};

describe("an approval's requirements, for the admin deciding it (issue 31 item 2)", () => {
  it('names every missing item of the lists behind the approval', () => {
    expect(approvalRequirementsWarning('marketplace_fitting_approval', { business: listingMissing })).toBe(
      "Its requirements are not complete. Missing — Business requirements: Marketplace listing, Support e-mail. You can still approve it; the partner's checklist shows these as pending.",
    );
  });

  it('says nothing when the lists behind it are complete, whatever other lists lack', () => {
    expect(approvalRequirementsWarning('marketplace_fitting_approval', { business: done, technical: listingMissing })).toBeNull();
    expect(approvalRequirementsWarning('pricing_plan_approval', { pricingPlans: done, business: listingMissing })).toBeNull();
  });

  it('still warns when a list is not complete though none of its items is open, and says so', () => {
    const openWithoutItems = { completed: false, items: [{ name: 'Marketplace listing', completed: true }] };
    expect(approvalRequirementsWarning('marketplace_fitting_approval', { business: openWithoutItems })).toBe(
      "Its requirements are not complete. Missing — Business requirements: not complete. You can still approve it; the partner's checklist shows these as pending.",
    );
  });

  it('does not report a list it does not know yet as missing', () => {
    expect(approvalRequirementsWarning('alpha_engineering_approval', {})).toBeNull();
  });

  it('looks at the list each approval is requested from', () => {
    expect(APPROVAL_REQUIREMENT_LISTS).toEqual({
      marketplace_fitting_approval: ['business'],
      alpha_engineering_approval: ['technical'],
      article_review_approval: ['technical'],
      beta_engineering_approval: ['gaTechnical'],
      pricing_plan_approval: ['pricingPlans'],
    });
    for (const type of APPROVAL_TYPES) {
      const [list] = APPROVAL_REQUIREMENT_LISTS[type];
      expect(approvalRequirementsWarning(type, { [list!]: listingMissing }), type).toContain('Marketplace listing, Support e-mail');
    }
  });
});

describe('what a disabled request button names as still to do (issue 31 item 5)', () => {
  it("lists the approval's own missing items with where each is done", () => {
    const business = {
      completed: false,
      items: [
        { name: 'Marketplace listing', completed: false, url: '/addons/acme-insights/marketplace-listing' },
        { name: 'Category', completed: true, url: null },
      ],
    };
    expect(missingRequirements('marketplace_fitting_approval', { business, technical: listingMissing })).toEqual([
      { name: 'Marketplace listing', url: '/addons/acme-insights/marketplace-listing' },
    ]);
  });

  it('lists nothing when the lists behind it are complete or not known yet', () => {
    expect(missingRequirements('pricing_plan_approval', { pricingPlans: done, business: listingMissing })).toEqual([]);
    expect(missingRequirements('pricing_plan_approval', {})).toEqual([]);
  });
});
