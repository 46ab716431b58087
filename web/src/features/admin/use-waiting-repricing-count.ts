import { useRepricingReview } from '../../api/repricings';
import { waitingRepricingCount } from '../../domain/repricing-review';
import type { LiveCountSource } from './LiveCount';

/**
 * The admin index's live count for the Repricing card: requests waiting for a
 * decision (the current tab: new and in_progress). It shares the review's
 * query, so a move made on the review updates it.
 */
export function useWaitingRepricingCount(): LiveCountSource {
  const review = useRepricingReview();
  return { count: review.data && waitingRepricingCount(review.data), isPending: review.isPending, isError: review.isError };
}
