import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/**
 * A count as it arrives: what a query (or any hook) knows so far. `count` is
 * only trusted once it is there — while loading or after a failure it is
 * missing, never a placeholder 0.
 */
export interface LiveCountSource {
  count?: number;
  isPending: boolean;
  isError: boolean;
}

/** A TanStack query of a number (e.g. `useReviewQueueCount()`) as a count source. */
export function liveCountFrom(query: { data?: number; isPending: boolean; isError: boolean }): LiveCountSource {
  return { count: query.data, isPending: query.isPending, isError: query.isError };
}

/**
 * One line saying how many wait ("3 repricing requests waiting"), or nothing:
 * "a wrong fact shown while loading is a defect", so while the count loads a
 * grey bar holds its place (hidden from assistive technology) and after a
 * failure the line is left out; the screen behind it shows its own error.
 */
export function LiveCount({ source, sentence }: { source: LiveCountSource; sentence: (count: number) => string }) {
  // The bar takes the sentence's line box exactly (body2's size and line height), so the count's arrival
  // moves nothing below it: a grid under the cards measured before it came kept a fractional offset.
  if (source.isPending) return <Skeleton aria-hidden="true" data-testid="live-count-loading" variant="text" width="60%" sx={{ typography: 'body2' }} />;
  if (source.isError || source.count === undefined) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 500, color: source.count > 0 ? 'primary.main' : 'text.secondary' }}>
      {sentence(source.count)}
    </Typography>
  );
}
