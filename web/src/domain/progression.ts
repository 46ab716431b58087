/**
 * Progressing an add-on (spec §4 "Alpha to beta", "Beta to GA", "Progression
 * details"): when each step is allowed, what is missing when it is not, and
 * what the plans become.
 */
import type { AddonState } from './addon-state';
import type { ApprovalState, ApprovalType } from './approvals';
import { APPROVAL_LABELS } from './approvals';
import { isTestPlan, type Availability } from './plan-availability';

export const REQUIREMENT_LISTS = ['business', 'technical', 'gaTechnical', 'pricingPlans', 'approvedSupplier'] as const;
export type RequirementList = (typeof REQUIREMENT_LISTS)[number];

export const REQUIREMENT_LIST_LABELS: Record<RequirementList, string> = {
  business: 'Business requirements',
  technical: 'Technical requirements',
  gaTechnical: 'GA technical requirements',
  pricingPlans: 'Pricing plan requirements',
  approvedSupplier: 'Approved supplier requirements',
};

export type ProgressionTarget = 'beta' | 'ga';

/** How the screens name each step's target. */
export const PROGRESSION_TARGET_NAMES: Record<ProgressionTarget, string> = { beta: 'Beta', ga: 'GA' };

interface Conditions {
  requirements: readonly RequirementList[];
  approvals: readonly ApprovalType[];
}

/** Spec §4: the two conditions lists, word for word in data. */
export const PROGRESSION_CONDITIONS: Record<ProgressionTarget, Conditions> = {
  beta: {
    requirements: ['business', 'technical'],
    approvals: ['marketplace_fitting_approval', 'alpha_engineering_approval', 'article_review_approval'],
  },
  ga: {
    requirements: ['gaTechnical', 'pricingPlans', 'approvedSupplier'],
    approvals: ['pricing_plan_approval', 'beta_engineering_approval'],
  },
};

/** The state an add-on must be in to progress to `target`. */
export const PROGRESSION_FROM: Record<ProgressionTarget, AddonState> = { beta: 'alpha', ga: 'beta' };

/**
 * The state an add-on is in while an approval of `type` is asked for: the
 * state the step it counts towards starts from (alpha for the three alpha
 * approvals, beta for pricing and beta technical).
 */
export function approvalRequestedIn(type: ApprovalType): AddonState {
  const target = (Object.keys(PROGRESSION_CONDITIONS) as ProgressionTarget[]).find((step) => PROGRESSION_CONDITIONS[step].approvals.includes(type));
  if (!target) throw new Error(`No progression step needs ${type}`);
  return PROGRESSION_FROM[target];
}

/** The tooltip that explains each button's condition (spec §2: "tooltips that explain the condition"). */
export const PROGRESSION_EXPLANATIONS: Record<ProgressionTarget, string> = {
  beta: 'An alpha add-on moves to beta once its business and technical requirements are complete and its business, technical and developer-documentation approvals are approved.',
  ga: 'A beta add-on moves to GA once its GA technical, pricing plan and approved-supplier requirements are complete and its pricing plan and technical approvals are approved.',
};

export interface ProgressionInput {
  addonState: AddonState;
  /** Which requirement lists are complete; a list not loaded yet counts as incomplete. */
  completeRequirements: ReadonlySet<RequirementList>;
  /** The state of each approval that exists. */
  approvals: Readonly<Partial<Record<ApprovalType, ApprovalState>>>;
}

export type ProgressionCheck = { allowed: true } | { allowed: false; missing: string[] };

/**
 * Whether the add-on may progress to `target`, and if not, each missing
 * condition as a sentence (the disabled button's reason).
 */
export function progressionCheck(target: ProgressionTarget, input: ProgressionInput): ProgressionCheck {
  const from = PROGRESSION_FROM[target];
  if (input.addonState !== from) {
    return { allowed: false, missing: [`Only ${from} add-ons progress to ${target === 'ga' ? 'GA' : 'beta'}.`] };
  }
  const conditions = PROGRESSION_CONDITIONS[target];
  const missing = [
    ...conditions.requirements
      .filter((list) => !input.completeRequirements.has(list))
      .map((list) => `${REQUIREMENT_LIST_LABELS[list]} are not complete.`),
    ...conditions.approvals
      .filter((type) => input.approvals[type] !== 'approved')
      .map((type) => `${APPROVAL_LABELS[type]} is not approved.`),
  ];
  return missing.length === 0 ? { allowed: true } : { allowed: false, missing };
}

/** Spec §8: the success message after progression. */
export function progressionMessage(target: ProgressionTarget): string {
  return `Addon successfully progressed to ${PROGRESSION_TARGET_NAMES[target]}.`;
}

interface ProgressingPlan {
  slug: string;
}

/**
 * Spec §4: "On beta progression, plans become invite-only when the add-on was
 * alpha. On GA progression, all non-test plans become all-users availability."
 * The availability each plan gets, or `null` where it stays as it is.
 */
export function availabilityAfterProgression(target: ProgressionTarget, fromState: AddonState, plan: ProgressingPlan): Availability | null {
  if (target === 'beta') return fromState === 'alpha' ? 'inviteOnly' : null;
  return isTestPlan(plan) ? null : 'allUsers';
}

/** Spec §9: the celebration after progression. */
export const CELEBRATION = { durationMs: 1000, particleCount: 150 } as const;

export interface ProgressionRecordFacts {
  state: 'pending' | 'approved';
  from: AddonState;
  to: ProgressionTarget | 'shutdown';
}

/**
 * The partner's request still waiting for a platform admin to move the
 * add-on from its current state to `target` (one at a time); a request made
 * from an earlier state no longer counts.
 */
export function pendingProgressionRequest<P extends ProgressionRecordFacts>(progressions: readonly P[], target: ProgressionTarget, addonState: AddonState): P | undefined {
  return progressions.find((progression) => progression.state === 'pending' && progression.to === target && progression.from === addonState);
}

/** The flash after a partner's request (spec §8 words none; plain, like the approval requests). */
export function progressionRequestedMessage(target: ProgressionTarget): string {
  return `Progression to ${PROGRESSION_TARGET_NAMES[target]} requested.`;
}
