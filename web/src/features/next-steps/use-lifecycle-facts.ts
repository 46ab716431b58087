import { useQueries } from '@tanstack/react-query';
import { useApprovals, type Approval } from '../../api/approvals';
import { useAutomaticReviews } from '../../api/automatic-reviews';
import { requirementsQueryOptions } from '../../api/requirements';
import type { ApprovalType } from '../../domain/approvals';
import { REQUIREMENT_LISTS, type RequirementList } from '../../domain/progression';

/** What the buttons of next-steps decide on: the approvals by type, which lists are complete, whether the latest review passed. */
export interface LifecycleFacts {
  approvals: Partial<Record<ApprovalType, Approval>>;
  completeLists: ReadonlySet<RequirementList>;
  latestReviewPassed: boolean;
  /** Something the decisions need is still loading: buttons wait rather than guess. */
  loading: boolean;
  /**
   * The approvals query alone: until it has answered, "no approval of this
   * type" is not known, so no block may say "Not requested yet."
   */
  approvalsStatus: 'pending' | 'error' | 'success';
}

/**
 * Reads the same queries the checklists and the logs show (TanStack Query
 * shares them), so a button never disagrees with the list beside it.
 */
export function useLifecycleFacts(slug: string, reviewedFor: 'beta' | 'ga'): LifecycleFacts {
  const approvals = useApprovals(slug);
  const reviews = useAutomaticReviews(slug);
  const lists = useQueries({ queries: REQUIREMENT_LISTS.map((list) => requirementsQueryOptions(slug, list)) });
  const completeLists = new Set(REQUIREMENT_LISTS.filter((_list, index) => lists[index]?.data?.completed === true));
  const latest = reviews.data?.filter((review) => review.progressionType === reviewedFor).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return {
    approvals: Object.fromEntries((approvals.data ?? []).map((approval) => [approval.type, approval])),
    completeLists,
    latestReviewPassed: latest?.status === 'succeeded',
    loading: approvals.isPending || reviews.isPending || lists.some((list) => list.isPending),
    approvalsStatus: approvals.status,
  };
}
