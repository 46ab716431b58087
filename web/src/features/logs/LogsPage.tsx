import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useParams } from 'react-router';
import { useAddon } from '../../api/addon';
import { LoadingState } from '../../components/LoadingState';
import { AutomaticReviewSection } from './AutomaticReviewSection';
import { FailedAttemptsSection } from './FailedAttemptsSection';

/**
 * `/addons/{slug}/logs` (spec §2 "Logs"): the automatic review panel, only
 * while the add-on is alpha or beta, and the failed attempts list.
 */
export function LogsPage() {
  const { slug = '' } = useParams();
  // The workspace around this page has loaded the add-on already.
  const addon = useAddon(slug);
  if (!addon.data) return <LoadingState label="Loading logs…" />;
  const reviewable = addon.data.state === 'alpha' || addon.data.state === 'beta';
  return (
    <Stack spacing={3}>
      <title>{`Logs · ${addon.data.displayName} · Partner Portal`}</title>
      <Typography variant="h2" sx={visuallyHidden}>
        Logs
      </Typography>
      {reviewable ? <AutomaticReviewSection addon={addon.data} /> : null}
      <FailedAttemptsSection slug={slug} />
    </Stack>
  );
}
