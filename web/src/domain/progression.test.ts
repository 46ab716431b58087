import { describe, expect, it } from 'vitest';
import type { AddonState } from './addon-state';
import type { ApprovalState, ApprovalType } from './approvals';
import {
  approvalRequestedIn,
  availabilityAfterProgression,
  CELEBRATION,
  progressionCheck,
  progressionMessage,
  REQUIREMENT_LISTS,
  type ProgressionInput,
  type RequirementList,
} from './progression';

const allRequirements = new Set<RequirementList>(REQUIREMENT_LISTS);
const approved = (...types: ApprovalType[]) => Object.fromEntries(types.map((type) => [type, 'approved' as ApprovalState]));

const readyForBeta: ProgressionInput = {
  addonState: 'alpha',
  completeRequirements: new Set<RequirementList>(['business', 'technical']),
  approvals: approved('marketplace_fitting_approval', 'alpha_engineering_approval', 'article_review_approval'),
};

const readyForGa: ProgressionInput = {
  addonState: 'beta',
  completeRequirements: new Set<RequirementList>(['gaTechnical', 'pricingPlans', 'approvedSupplier']),
  approvals: approved('pricing_plan_approval', 'beta_engineering_approval'),
};

describe('alpha to beta (spec §4: enabled only when all are true)', () => {
  it('is allowed with both requirement lists complete and the three approvals approved', () => {
    expect(progressionCheck('beta', readyForBeta)).toEqual({ allowed: true });
  });

  it.each<[string, Partial<ProgressionInput>, string]>([
    ['business requirements incomplete', { completeRequirements: new Set(['technical']) }, 'Business requirements are not complete.'],
    ['technical requirements incomplete', { completeRequirements: new Set(['business']) }, 'Technical requirements are not complete.'],
    ['business approval pending', { approvals: { ...readyForBeta.approvals, marketplace_fitting_approval: 'pending' } }, 'Business Approval is not approved.'],
    ['technical approval missing', { approvals: approved('marketplace_fitting_approval', 'article_review_approval') }, 'Technical Approval is not approved.'],
    ['documentation approval rejected', { approvals: { ...readyForBeta.approvals, article_review_approval: 'rejected' } }, 'Developer Documentation Approval is not approved.'],
  ])('is refused when %s', (_case, change, reason) => {
    expect(progressionCheck('beta', { ...readyForBeta, ...change })).toEqual({ allowed: false, missing: [reason] });
  });

  it('lists every missing condition', () => {
    const check = progressionCheck('beta', { addonState: 'alpha', completeRequirements: new Set(), approvals: {} });
    expect(check.allowed).toBe(false);
    if (!check.allowed) expect(check.missing).toHaveLength(5);
  });

  it('ignores the GA conditions', () => {
    expect(progressionCheck('beta', { ...readyForBeta, approvals: { ...readyForBeta.approvals, pricing_plan_approval: 'rejected' } })).toEqual({ allowed: true });
  });
});

describe('beta to GA (spec §4)', () => {
  it('is allowed with the three GA requirement lists complete and pricing and beta technical approvals approved', () => {
    expect(progressionCheck('ga', readyForGa)).toEqual({ allowed: true });
  });

  it.each<[string, Partial<ProgressionInput>, string]>([
    ['GA technical incomplete', { completeRequirements: new Set(['pricingPlans', 'approvedSupplier']) }, 'GA technical requirements are not complete.'],
    ['pricing plans incomplete', { completeRequirements: new Set(['gaTechnical', 'approvedSupplier']) }, 'Pricing plan requirements are not complete.'],
    ['no approved supplier', { completeRequirements: new Set(['gaTechnical', 'pricingPlans']) }, 'Approved supplier requirements are not complete.'],
    ['pricing approval pending', { approvals: approved('beta_engineering_approval') }, 'Pricing Plan Approval is not approved.'],
    ['beta technical approval only alpha', { approvals: approved('pricing_plan_approval', 'alpha_engineering_approval') }, 'Technical Approval is not approved.'],
  ])('is refused when %s', (_case, change, reason) => {
    expect(progressionCheck('ga', { ...readyForGa, ...change })).toEqual({ allowed: false, missing: [reason] });
  });
});

describe('progression from the wrong state', () => {
  it.each<[AddonState, 'beta' | 'ga']>([
    ['beta', 'beta'],
    ['ga', 'beta'],
    ['shutdown', 'beta'],
    ['alpha', 'ga'],
    ['ga', 'ga'],
    ['shutdown', 'ga'],
  ])('a %s add-on cannot progress to %s even with everything done', (addonState, target) => {
    const check = progressionCheck(target, { addonState, completeRequirements: allRequirements, approvals: approved('marketplace_fitting_approval', 'alpha_engineering_approval', 'article_review_approval', 'pricing_plan_approval', 'beta_engineering_approval') });
    expect(check.allowed).toBe(false);
  });
});

describe('what plans become (spec §4 "Progression details")', () => {
  it.each<['beta' | 'ga', AddonState, string, string | null]>([
    ['beta', 'alpha', 'standard', 'inviteOnly'],
    ['beta', 'alpha', 'test', 'inviteOnly'],
    ['beta', 'beta', 'standard', null],
    ['ga', 'beta', 'standard', 'allUsers'],
    ['ga', 'beta', 'test', null],
  ])('to %s from %s, plan %s → %s', (target, from, slug, availability) => {
    expect(availabilityAfterProgression(target, from, { slug })).toBe(availability);
  });
});

describe('after progression (spec §4, §8, §9)', () => {
  it('says so in the spec words', () => {
    expect(progressionMessage('beta')).toBe('Addon successfully progressed to Beta.');
    expect(progressionMessage('ga')).toBe('Addon successfully progressed to GA.');
  });

  it('celebrates for 1 second with 150 particles', () => {
    expect(CELEBRATION).toEqual({ durationMs: 1000, particleCount: 150 });
  });
});

describe('approvalRequestedIn (spec §4: the alpha panel asks for three approvals, the beta panel for two)', () => {
  it.each([
    ['marketplace_fitting_approval', 'alpha'],
    ['alpha_engineering_approval', 'alpha'],
    ['article_review_approval', 'alpha'],
    ['beta_engineering_approval', 'beta'],
    ['pricing_plan_approval', 'beta'],
  ] as const)('%s is requested while %s', (type, state) => {
    expect(approvalRequestedIn(type)).toBe(state);
  });
});
