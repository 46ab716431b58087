import type { AutomaticReview } from '../../api/automatic-reviews';
import { formatGeneralDateTime } from '../../domain/general-date';

const STATUS_WORDS: Record<AutomaticReview['status'], string> = {
  new: 'Requested',
  in_progress: 'Running',
  cancelling: 'Canceling...',
  succeeded: 'Passed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  error: 'Stopped by an internal error',
};

/** What the logs screen says (spec §2, §8 where worded). */
export const logsMessages = {
  noReviews: 'There are currently no automatic reviews.',
  reviewRequested: 'Automatic review requested.',
  statusWord: (review: AutomaticReview) => STATUS_WORDS[review.status],
  latestHeading: (review: AutomaticReview) => `${STATUS_WORDS[review.status]} · requested ${formatGeneralDateTime(review.createdAt)}`,
} as const;
