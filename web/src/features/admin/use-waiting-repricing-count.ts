import { useRepricingReview } from '../../api/repricings';
import { waitingRepricingCount, waitingRepricingsSentence } from '../../domain/repricing-review';

/**
 * The admin index's live count for the Repricing card: requests waiting for a
 * decision (the current tab: new and in_progress), e.g. '3 repricing requests
 * waiting'. `undefined` while loading or when the list could not be fetched
 * (the card then shows its description only). It shares the review's query,
 * so a move made on the review updates it.
 */
export function useWaitingRepricingCount(): { count: number; sentence: string } | undefined {
  const review = useRepricingReview();
  if (!review.data) return undefined;
  const count = waitingRepricingCount(review.data);
  return { count, sentence: waitingRepricingsSentence(count) };
}
