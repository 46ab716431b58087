import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorDetail } from '../api/errors';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

export interface QueryStateProps<Data> {
  query: UseQueryResult<Data>;
  /** What is loading, shown and announced: "Loading benefits…". */
  loadingLabel: string;
  /** Reserve height while loading so the page does not jump when the data arrives. */
  loadingMinHeight?: number;
  /** The loaded data; without it nothing is shown once loaded (e.g. a panel that decides elsewhere). */
  children?: (data: Data) => ReactNode;
}

/**
 * A query's three faces, the same on every screen: a named spinner while it
 * loads, the error state with the server's message and "Try again" when it
 * fails (spec §8), then whatever `children` makes of the data.
 */
export function QueryState<Data>({ query, loadingLabel, loadingMinHeight, children }: QueryStateProps<Data>) {
  if (query.isPending) return <LoadingState label={loadingLabel} minHeight={loadingMinHeight} />;
  if (query.isError) return <ErrorState message={errorDetail(query.error)} onRetry={() => void query.refetch()} />;
  return children ? children(query.data) : null;
}
