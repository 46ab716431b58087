import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Routes, useParams } from 'react-router';
import { useAddon, type Addon } from '../../api/addon';
import { useCurrentUser } from '../../api/current-user';
import { LoadingState } from '../../components/LoadingState';
import { isInAudience } from '../../domain/permissions';
import { FeaturesSection } from './FeaturesSection';

/** What every section and panel of the plans tab needs to decide what it shows. */
export interface PlansContext {
  addon: Addon;
  isAdmin: boolean;
}

/**
 * `/addons/{slug}/plans` (spec §2 "Plans"): features, plans, plan defaults,
 * alpha users (alpha add-ons) and custom plans (flagged add-ons), with the
 * panels of the plans row as sub-routes drawn over it.
 */
export function PlansPage() {
  const { slug = '' } = useParams();
  // The workspace around this page has loaded the add-on already.
  const addon = useAddon(slug);
  const user = useCurrentUser();
  if (!addon.data || user.isPending) return <LoadingState label="Loading plans…" />;
  return <PlansSections context={{ addon: addon.data, isAdmin: isInAudience('platform admins', user.data) }} />;
}

function PlansSections({ context }: { context: PlansContext }) {
  const { addon } = context;
  return (
    <Stack spacing={3}>
      <title>{`Plans · ${addon.displayName} · Partner Portal`}</title>
      <Typography variant="h2" sx={visuallyHidden}>
        Plans
      </Typography>
      <FeaturesSection slug={addon.slug} />
      <Routes>{null}</Routes>
    </Stack>
  );
}
