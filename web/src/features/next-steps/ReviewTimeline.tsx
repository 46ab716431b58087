import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApprovals } from '../../api/approvals';
import { useAutomaticReviews } from '../../api/automatic-reviews';
import { useProgressions } from '../../api/progressions';
import { SectionCard } from '../../components/SectionCard';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { formatGeneralDateTime } from '../../domain/general-date';
import { reviewTimeline, type TimelineEvent } from '../../domain/review-timeline';

/**
 * Everything that happened on the way to GA, newest first (issue 11, beyond
 * the seed): approval requests and decisions, progressions, automatic
 * reviews. Partners get what the API gives them (no who, no notes).
 */
export function ReviewTimeline({ slug }: { slug: string }) {
  const approvals = useApprovals(slug);
  const progressions = useProgressions(slug);
  const reviews = useAutomaticReviews(slug);
  const queries = [approvals, progressions, reviews];
  const failed = queries.filter((query) => query.isError);
  const loading = queries.some((query) => query.isPending);
  const events = loading || failed.length > 0 ? [] : reviewTimeline({ approvals: approvals.data ?? [], progressions: progressions.data ?? [], reviews: reviews.data ?? [] });
  return (
    <SectionCard title="Review timeline" description="Every approval, progression and automatic review of this add-on, newest first.">
      {failed.length > 0 ? (
        // A partial timeline would misstate what happened: say so instead.
        <ErrorState message="The timeline could not be loaded." onRetry={() => failed.forEach((query) => void query.refetch())} />
      ) : loading ? (
        <LoadingState label="Loading the timeline…" />
      ) : events.length === 0 ? (
        <Typography color="text.secondary">Nothing has happened yet.</Typography>
      ) : (
        <Stack component="ol" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event) => (
            <TimelineEntry key={event.key} event={event} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

const KIND_COLOURS: Record<TimelineEvent['kind'], string> = {
  request: 'info.main',
  decision: 'secondary.main',
  progression: 'success.main',
  review: 'text.secondary',
};

function TimelineEntry({ event }: { event: TimelineEvent }) {
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ py: 1.25, borderLeft: 2, borderColor: KIND_COLOURS[event.kind], pl: 2 }}>
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{event.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={event.at}>{formatGeneralDateTime(event.at)}</time>
          {event.by ? ` · ${event.by}` : ''}
        </Typography>
        {event.notes ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {event.notes}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
