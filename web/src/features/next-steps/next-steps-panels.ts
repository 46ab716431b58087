/**
 * The steps of next-steps (spec §2 "Next steps"): the alpha panel covers
 * business approval and technical approval; the beta panel technical
 * approval, pricing approval and approved supplier. Each step names the
 * requirement lists it checks, the approval a partner requests from it and
 * the approvals whose information it shows.
 */
import type { RequestableApproval } from '../../domain/approval-requests';
import type { ApprovalType } from '../../domain/approvals';
import type { ProgressionTarget, RequirementList } from '../../domain/progression';

export interface NextStep {
  key: string;
  title: string;
  description: string;
  lists: readonly RequirementList[];
  /** The approvals a partner requests from this step. */
  requests: readonly RequestableApproval[];
  shows: readonly ApprovalType[];
}

export interface NextStepsPanel {
  title: string;
  description: string;
  target: ProgressionTarget;
  steps: readonly NextStep[];
}

export const ALPHA_PANEL: NextStepsPanel = {
  title: 'From alpha to beta',
  description: 'Complete both steps, then the platform team moves the add-on to beta.',
  target: 'beta',
  steps: [
    {
      key: 'business',
      title: 'Business approval',
      description: 'Show customers what the add-on is and who supports it.',
      lists: ['business'],
      requests: ['marketplace_fitting_approval'],
      shows: ['marketplace_fitting_approval'],
    },
    {
      key: 'technical',
      title: 'Technical approval',
      description: 'Pass the automatic review and publish the developer documentation.',
      lists: ['technical'],
      requests: ['alpha_engineering_approval', 'article_review_approval'],
      shows: ['alpha_engineering_approval', 'article_review_approval'],
    },
  ],
};

export const BETA_PANEL: NextStepsPanel = {
  title: 'From beta to GA',
  description: 'Complete the three steps, then the platform team makes the add-on generally available.',
  target: 'ga',
  steps: [
    {
      key: 'ga-technical',
      title: 'Technical approval',
      description: 'Show the add-on is ready for every customer.',
      lists: ['gaTechnical'],
      requests: ['beta_engineering_approval'],
      shows: ['beta_engineering_approval'],
    },
    {
      key: 'pricing',
      title: 'Pricing approval',
      description: 'The ecosystem programme team approves the plans and their prices.',
      lists: ['pricingPlans'],
      requests: ['pricing_plan_approval'],
      shows: ['pricing_plan_approval'],
    },
    {
      key: 'supplier',
      title: 'Approved supplier',
      description: "To be paid, the platform needs the company's billing details: legal entity, billing contact, e-mail and telephone.",
      lists: ['approvedSupplier'],
      requests: [],
      shows: [],
    },
  ],
};
