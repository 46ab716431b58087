import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReviewQueue, useReviewQueueCount } from '../../api/review-queue';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { waitingCountSentence } from '../../domain/review-queue';
import { LiveCount, liveCountFrom } from './LiveCount';
import { ReviewQueueGrid } from './ReviewQueueGrid';

/** The empty state's words (issue: "Empty state: 'Nothing is waiting for review.'"). */
export const NOTHING_WAITING = 'Nothing is waiting for review.';

/**
 * "Waiting for review" (issue): every add-on with a pending approval or
 * progression request, oldest first, each linking to where it is decided —
 * so admins no longer open every add-on to find them.
 */
export function ReviewQueueSection() {
  const queue = useReviewQueue();
  const count = useReviewQueueCount();
  return (
    <SectionCard
      title="Waiting for review"
      description={
        <Stack spacing={0.5}>
          <span>Approvals and progression requests from partners, oldest first. Each links to where you decide it.</span>
          {/* The empty state says it when nothing waits. */}
          {count.data === 0 ? null : <LiveCount source={liveCountFrom(count)} sentence={waitingCountSentence} />}
        </Stack>
      }
    >
      <QueryState query={queue} loadingLabel="Loading the review queue…">
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              icon={<TaskAltIcon fontSize="inherit" />}
              title={NOTHING_WAITING}
              description={<Typography component="span">New approval and progression requests appear here as partners make them.</Typography>}
            />
          ) : (
            <ReviewQueueGrid entries={entries} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
