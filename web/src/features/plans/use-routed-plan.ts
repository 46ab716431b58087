import { useParams } from 'react-router';
import { errorDetail } from '../../api/errors';
import { usePlans, type Plan } from '../../api/plans';

export type RoutedPlan =
  | { state: 'loading' }
  | { state: 'failed'; message: string | undefined; retry: () => void }
  | { state: 'missing' }
  | { state: 'found'; plan: Plan };

/** The plan named by the route's `:planId`, once the add-on's plans have loaded. */
export function useRoutedPlan(slug: string): RoutedPlan {
  const { planId } = useParams();
  const plans = usePlans(slug);
  if (plans.isPending) return { state: 'loading' };
  if (plans.isError) return { state: 'failed', message: errorDetail(plans.error), retry: () => void plans.refetch() };
  const plan = plans.data.find((candidate) => candidate.id === planId);
  return plan ? { state: 'found', plan } : { state: 'missing' };
}
