import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { useAddon, type Addon } from '../../api/addon';
import { useCurrentUser } from '../../api/current-user';
import { LegacyApiNotice } from '../../components/LegacyApiNotice';
import { LoadingState } from '../../components/LoadingState';
import { ReadOnlyPanels } from '../../components/ReadOnlyPanels';
import { nextStepsPanelRoutes, nextStepsPaths } from '../../domain/addon-paths';
import { isInAudience } from '../../domain/permissions';
import { canChangeAddon } from '../../domain/shutdown';
import { GaResources, ShutDownNotice } from './LifecycleOutcome';
import { ALPHA_PANEL, BETA_PANEL } from './next-steps-panels';
import { NextStepsPanel } from './NextStepsPanel';
import { ReviewTimeline } from './ReviewTimeline';
import { lazyNamed } from '../../components/lazy-named';

/**
 * The approval's edit panel, with the form library (Formik and Yup, ~100 KB of
 * script), in a chunk of its own: loaded when its address is opened, not
 * compiled before every first paint of the page (issue 33).
 */
const ApprovalEditPanel = lazyNamed(() => import('./ApprovalEditPanel'), 'ApprovalEditPanel');

/**
 * `/addons/{slug}/next-steps` (spec §2 "Next steps"), where `/addons/{slug}`
 * leads: what the add-on needs for its next state — the alpha or beta panel
 * with their checklists, approvals and progression — the GA resources or the
 * shutdown notice, and the review timeline (shutdown itself is in Settings).
 */
export function NextStepsPage() {
  const { slug = '' } = useParams();
  // The workspace around this page has loaded the add-on already.
  const addon = useAddon(slug);
  const user = useCurrentUser();
  if (!addon.data || user.isPending) return <LoadingState label="Loading next steps…" />;
  return <NextSteps addon={addon.data} isAdmin={isInAudience('platform admins', user.data)} />;
}

function StateView({ addon, isAdmin }: { addon: Addon; isAdmin: boolean }) {
  switch (addon.state) {
    case 'alpha':
      return <NextStepsPanel addon={addon} panel={ALPHA_PANEL} isAdmin={isAdmin} />;
    case 'beta':
      return <NextStepsPanel addon={addon} panel={BETA_PANEL} isAdmin={isAdmin} />;
    case 'ga':
      return <GaResources addon={addon} />;
    case 'shutdown':
      return <ShutDownNotice />;
  }
}

function NextSteps({ addon, isAdmin }: { addon: Addon; isAdmin: boolean }) {
  return (
    <Stack spacing={3}>
      <title>{`Next steps · ${addon.displayName} · Partner Portal`}</title>
      <Typography variant="h2" sx={visuallyHidden}>
        Next steps
      </Typography>
      <LegacyApiNotice addon={addon} />
      <StateView addon={addon} isAdmin={isAdmin} />
      <ReviewTimeline slug={addon.slug} />
      {/* A shut-down add-on's approvals are history (spec §4): a typed edit URL returns here. */}
      {canChangeAddon(addon.state) ? (
        <Routes>
          <Route
            path={nextStepsPanelRoutes.editApproval}
            element={
              <Suspense fallback={<LoadingState label="Loading the approval…" />}>
                <ApprovalEditPanel slug={addon.slug} isAdmin={isAdmin} />
              </Suspense>
            }
          />
        </Routes>
      ) : (
        <ReadOnlyPanels screenPath={nextStepsPaths.nextSteps(addon.slug)} />
      )}
    </Stack>
  );
}
