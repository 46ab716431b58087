import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { plansPaths } from '../../domain/addon-paths';
import { keepPlanSearch } from '../../domain/plan-search';

type PlansPaths = typeof plansPaths;

/**
 * The plans tab's paths, each carrying the list's current search (`?q=`): every
 * link into a panel and every way out of one keeps the list the partner was
 * looking at (issue 21 item 11).
 */
export function usePlansPaths(): PlansPaths {
  const { search } = useLocation();
  return useMemo(() => {
    const entries = Object.entries(plansPaths).map(([name, path]) => [
      name,
      (...args: Parameters<typeof path>) => keepPlanSearch((path as (...a: typeof args) => string)(...args), search),
    ]);
    return Object.fromEntries(entries) as PlansPaths;
  }, [search]);
}
