import { Suspense } from 'react';
import { lazyNamed, useLoadedComponent } from '../../components/lazy-named';
import { LoadingState } from '../../components/LoadingState';
import type { AllAddonsTableProps } from './AllAddonsTable';

/**
 * The admin's table of every add-on, in its own chunk: it is the DataGrid
 * (~120 KB gzip, ~400 KB of script to compile), which a partner's page never
 * shows, so a partner never loads it. The route starts it for a platform
 * admin beside the page's data (app/routes.tsx).
 */
export const AllAddonsTable = lazyNamed(() => import('./AllAddonsTable'), 'AllAddonsTable');

const LOADING_LABEL = 'Loading all add-ons…';

/**
 * The table once its chunk is in, and the list's own loading state until
 * then: not a Suspense fallback, which React holds the table back after for
 * up to 300 ms (lazy-named.ts): the first row showed ~620 ms after navigation
 * behind one, ~340 ms without (issue 33). The rest of the page renders meanwhile.
 */
export function AllAddonsTableOnceLoaded(props: AllAddonsTableProps) {
  const loaded = useLoadedComponent(AllAddonsTable);
  if (!loaded) return <LoadingState label={LOADING_LABEL} />;
  return (
    <Suspense fallback={<LoadingState label={LOADING_LABEL} />}>
      <AllAddonsTable {...props} />
    </Suspense>
  );
}
