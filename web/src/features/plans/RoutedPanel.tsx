import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SlidePanel } from '../../components/SlidePanel';

type Routed<T> = { state: 'loading' } | { state: 'failed'; message: string | undefined; retry: () => void } | { state: 'missing' } | ({ state: 'found' } & T);

/**
 * A panel whose record comes from the route: a spinner while it loads, the
 * error with Try again, back to `missingTo` when there is no such record.
 */
export function RoutedPanel<T>({
  routed,
  title,
  missingTo,
  onClose,
  children,
}: {
  routed: Routed<T>;
  title: string;
  missingTo: string;
  onClose: () => void;
  children: (found: T) => ReactNode;
}) {
  if (routed.state === 'missing') return <Navigate to={missingTo} replace />;
  if (routed.state === 'found') return <>{children(routed)}</>;
  return (
    <SlidePanel title={title} onClose={onClose}>
      {routed.state === 'loading' ? <LoadingState label="Loading…" /> : <ErrorState message={routed.message} onRetry={routed.retry} />}
    </SlidePanel>
  );
}
