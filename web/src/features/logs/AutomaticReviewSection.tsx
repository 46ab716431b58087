import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId } from 'react';
import type { Addon } from '../../api/addon';
import { useAutomaticReviews, useCancelAutomaticReview, useRequestAutomaticReview, type AutomaticReview } from '../../api/automatic-reviews';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { useCompanyPermission } from '../../components/use-company-permission';
import { CANCEL_WORDS, canCancelReview, canRequestReview, reviewPollInterval } from '../../domain/automatic-review';
import { logsMessages } from './logs-messages';
import { ReviewHistory } from './ReviewHistory';
import { ReviewSteps } from './ReviewSteps';
import { afterWrite } from '../../api/after-write';

/** Spec §4: the logs screen watches the review for the add-on's next state: beta while alpha, GA while beta. */
function reviewedFor(addon: Addon): 'beta' | 'ga' {
  return addon.state === 'alpha' ? 'beta' : 'ga';
}

function newestFor(reviews: readonly AutomaticReview[] | undefined, target: 'beta' | 'ga'): AutomaticReview[] {
  return (reviews ?? []).filter((review) => review.progressionType === target).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The automatic review panel (spec §2 "Logs", §4), for alpha and beta
 * add-ons: request a review once the previous one is finalised, watch its four
 * steps (polled every 3 s while it runs, not while the tab is hidden), cancel
 * it, and the earlier reviews newest first.
 */
export function AutomaticReviewSection({ addon }: { addon: Addon }) {
  const target = reviewedFor(addon);
  const reviews = useAutomaticReviews(addon.slug, (data) => reviewPollInterval(newestFor(data, target)[0]));
  return (
    <SectionCard
      title="Automatic review"
      description={`Checks the manifest, then provisions, deprovisions and reprovisions a test resource, before the add-on moves to ${target === 'ga' ? 'GA' : 'beta'}.`}
    >
      <QueryState query={reviews} loadingLabel="Loading automatic reviews…">
        {(data) => <Reviews addon={addon} reviews={newestFor(data, target)} checkedAt={new Date(reviews.dataUpdatedAt)} />}
      </QueryState>
    </SectionCard>
  );
}

function Reviews({ addon, reviews, checkedAt }: { addon: Addon; reviews: AutomaticReview[]; checkedAt: Date }) {
  const request = useRequestAutomaticReview(addon.slug);
  const cancel = useCancelAutomaticReview(addon.slug);
  const [latest, ...earlier] = reviews;
  const cancelling = latest?.status === 'cancelling' || cancel.isPending;
  // Support and Finance watch the reviews (issue 35 §2): the buttons are disabled and the sentence says who may use them.
  const permission = useCompanyPermission('requestApproval');
  const reasonId = useId();
  const describedBy = permission.reason ? reasonId : undefined;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={!canRequestReview(latest ?? null) || request.isPending || !permission.allowed}
          aria-describedby={describedBy}
          onClick={() => afterWrite(request.mutateAsync(), () => enqueueSnackbar(logsMessages.reviewRequested, { variant: 'success' }))}
        >
          {request.isPending ? 'Requesting…' : 'Request automatic review'}
        </Button>
        {latest && (canCancelReview(latest) || cancelling) ? (
          <Button variant="outlined" color="error" disabled={cancelling || !permission.allowed} aria-describedby={describedBy} onClick={() => cancel.mutate(latest.id)}>
            {cancelling ? CANCEL_WORDS.cancelling : CANCEL_WORDS.cancel}
          </Button>
        ) : null}
        {permission.reason ? (
          <Typography id={reasonId} variant="body2" color="text.secondary">
            {permission.reason}
          </Typography>
        ) : null}
      </Stack>
      {latest ? (
        <Stack spacing={1.5} component="section" aria-label="Latest review">
          <Typography variant="subtitle1" component="h3">
            {logsMessages.latestHeading(latest)}
          </Typography>
          <ReviewSteps review={latest} now={checkedAt} />
        </Stack>
      ) : (
        <Typography color="text.secondary">{logsMessages.noReviews}</Typography>
      )}
      {earlier.length > 0 ? <ReviewHistory reviews={earlier} now={checkedAt} /> : null}
    </Stack>
  );
}
