/**
 * The review timeline of next-steps (issue 11, beyond the seed): every
 * approval request and decision, progression and automatic review of an
 * add-on, newest first, from the records the portal already loads. What a
 * partner may not see (who decided, the notes) never reaches the browser for
 * them (spec §6: the API sends it to platform admins only), so the same
 * function serves both and shows what it was given.
 */
import { APPROVAL_LABELS, APPROVAL_STATE_LABELS, type ApprovalState, type ApprovalType } from './approvals';

export interface TimelineDecision {
  state: ApprovalState;
  decidedAt: string;
  notes: string | null;
  approverEmail: string | null;
}

export interface TimelineApproval {
  id: string;
  type: ApprovalType;
  createdAt: string;
  requesterEmail: string | null;
  /** Oldest first: each one, not only the latest. */
  decisions: readonly TimelineDecision[];
}

export interface TimelineProgression {
  id: string;
  state: 'pending' | 'approved';
  to: 'beta' | 'ga' | 'shutdown';
  /** When it was requested (or, for an admin's own step, made). */
  createdAt: string;
  decidedAt: string | null;
  requesterEmail: string | null;
  approverEmail: string | null;
}

export interface TimelineReview {
  id: string;
  status: string;
  progressionType: 'beta' | 'ga';
  createdAt: string;
  updatedAt: string;
}

export type TimelineKind = 'request' | 'decision' | 'progression' | 'review';

export interface TimelineEvent {
  key: string;
  kind: TimelineKind;
  at: string;
  title: string;
  /** Who did it, when the viewer may know. */
  by: string | null;
  notes: string | null;
}

const PROGRESSION_TITLES: Record<TimelineProgression['to'], string> = {
  beta: 'Progressed to Beta',
  ga: 'Progressed to GA',
  shutdown: 'Shut down',
};

const REQUEST_TITLES: Record<TimelineProgression['to'], string> = {
  beta: 'Progression to Beta requested',
  ga: 'Progression to GA requested',
  shutdown: 'Shutdown requested',
};

const REVIEW_OUTCOMES: Record<string, string> = {
  new: 'requested',
  in_progress: 'running',
  // The spec's spelling ('Canceling...', 'Canceled before …'), as in the logs' review panel.
  cancelling: 'being canceled',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'canceled',
  error: 'stopped by an internal error',
};

function approvalEvents(approval: TimelineApproval): TimelineEvent[] {
  const label = APPROVAL_LABELS[approval.type];
  const requested: TimelineEvent = {
    key: `approval-${approval.id}-request`,
    kind: 'request',
    at: approval.createdAt,
    title: `${label} requested`,
    by: approval.requesterEmail,
    notes: null,
  };
  return [
    requested,
    ...approval.decisions.map(
      (decision, index): TimelineEvent => ({
        key: `approval-${approval.id}-decision-${index}`,
        kind: 'decision',
        at: decision.decidedAt,
        title: `${label} set to ${APPROVAL_STATE_LABELS[decision.state]}`,
        by: decision.approverEmail,
        notes: decision.notes,
      }),
    ),
  ];
}

/** A partner's request, then the admin's approval; an admin's own step is the one event. */
function progressionEvents(progression: TimelineProgression): TimelineEvent[] {
  const requested: TimelineEvent = {
    key: `progression-${progression.id}-request`,
    kind: 'request',
    at: progression.createdAt,
    title: REQUEST_TITLES[progression.to],
    by: progression.requesterEmail,
    notes: null,
  };
  if (progression.state === 'pending') return [requested];
  const decidedAt = progression.decidedAt ?? progression.createdAt;
  const progressed: TimelineEvent = {
    key: `progression-${progression.id}`,
    kind: 'progression',
    at: decidedAt,
    title: PROGRESSION_TITLES[progression.to],
    by: progression.approverEmail,
    notes: null,
  };
  return decidedAt === progression.createdAt ? [progressed] : [requested, progressed];
}

function reviewEvent(review: TimelineReview): TimelineEvent {
  const target = review.progressionType === 'ga' ? 'GA' : 'beta';
  return {
    key: `review-${review.id}`,
    kind: 'review',
    // A finished review is dated by its outcome; a running one by its request.
    at: review.updatedAt,
    title: `Automatic review for ${target} ${REVIEW_OUTCOMES[review.status] ?? review.status}`,
    by: null,
    notes: null,
  };
}

/** Every event, newest first; ties keep a stable order (by key) so the list never reshuffles on a refetch. */
export function reviewTimeline(input: {
  approvals: readonly TimelineApproval[];
  progressions: readonly TimelineProgression[];
  reviews: readonly TimelineReview[];
}): TimelineEvent[] {
  const events = [
    ...input.approvals.flatMap(approvalEvents),
    ...input.progressions.flatMap(progressionEvents),
    ...input.reviews.map(reviewEvent),
  ];
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.key.localeCompare(b.key));
}
