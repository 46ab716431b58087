import type { AutomaticReview } from '../../api/automatic-reviews';
import { REVIEW_STATUS_LABELS as STATUS_WORDS, reviewHeading } from '../../domain/automatic-review';

/** What the logs screen says (spec §2, §8 where worded). */
export const logsMessages = {
  noReviews: 'There are currently no automatic reviews.',
  reviewRequested: 'Automatic review requested.',
  statusWord: (review: AutomaticReview) => STATUS_WORDS[review.status],
  latestHeading: (review: AutomaticReview) => reviewHeading(review),
} as const;
