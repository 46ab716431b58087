import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useMemo, type ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useAddon } from '../../api/addon';
import { useCurrentUser } from '../../api/current-user';
import { LoadingState } from '../../components/LoadingState';
import { ReadOnlyPanels } from '../../components/ReadOnlyPanels';
import { RoleNotice } from '../../components/RoleNotice';
import { useCompanyPermission } from '../../components/use-company-permission';
import { plansPanelRoutes, plansPaths } from '../../domain/addon-paths';
import { isInAudience } from '../../domain/permissions';
import { plansRoleNotice } from '../../domain/plans-role-notice';
import { canChangeAddon, SHUT_DOWN_READ_ONLY } from '../../domain/shutdown';
import { AlphaUsersSection, NewAlphaUserPanel } from './AlphaUsersSection';
import { CustomPlansPanel } from './CustomPlansPanel';
import { CustomPlansSection } from './CustomPlansSection';
import { FeatureDeleteDialog } from './FeatureDeleteDialog';
import { EditFeaturePanel, NewFeaturePanel } from './FeaturePanel';
import { FeaturesSection } from './FeaturesSection';
import { PlanCreatedPanel } from './PlanCreatedPanel';
import { PlanDefaultsSection } from './PlanDefaultsSection';
import { EditPlanPanel, NewPlanPanel } from './PlanFormPanel';
import { PlanPassPanel } from './PlanPassPanel';
import { PlansListSection } from './PlansListSection';
import type { PlansContext } from './plans-context';
import { RepricingPanel } from './RepricingPanel';

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
  return <PlansSections addon={addon.data} isAdmin={isInAudience('platform admins', user.data)} />;
}

function PlansSections({ addon, isAdmin }: Pick<PlansContext, 'addon' | 'isAdmin'>) {
  const shutDown = !canChangeAddon(addon.state);
  // Each role's part of the tab (issue 35 §2): plans and features, repricing requests, alpha users.
  const plansPermission = useCompanyPermission('managePlans');
  const changeable = !shutDown && plansPermission.allowed;
  const repricePermission = useCompanyPermission('requestRepricing');
  const alphaUsersPermission = useCompanyPermission('editListing');
  const mayReprice = !shutDown && repricePermission.allowed;
  const mayInviteAlphaUsers = !shutDown && alphaUsersPermission.allowed;
  // One object while the add-on is unchanged, so the plans table's columns are not rebuilt on every render.
  const context = useMemo<PlansContext>(
    () => ({ addon, isAdmin, changeable, mayReprice, mayInviteAlphaUsers }),
    [addon, isAdmin, changeable, mayReprice, mayInviteAlphaUsers],
  );
  // A panel this role may not open (a typed URL) goes back to the tab, as a shut-down add-on's do.
  const only = (allowed: boolean, panel: ReactElement) => (allowed ? panel : <Navigate to={plansPaths.plans(addon.slug)} replace />);
  return (
    <Stack spacing={3}>
      <title>{`Plans · ${addon.displayName} · Partner Portal`}</title>
      <Typography variant="h2" sx={visuallyHidden}>
        Plans
      </Typography>
      {/* Said once, here, rather than by greying every control below (issue 21 item 12); with why Reprice is not offered, where it would be. */}
      {shutDown ? <Alert severity="info">{SHUT_DOWN_READ_ONLY}</Alert> : <RoleNotice permission={plansRoleNotice(addon.state, plansPermission, repricePermission)} />}
      <FeaturesSection slug={addon.slug} changeable={changeable} />
      <PlansListSection context={context} />
      <PlanDefaultsSection context={context} />
      <AlphaUsersSection context={context} />
      <CustomPlansSection context={context} />
      {!shutDown ? (
        <Routes>
          <Route path={plansPanelRoutes.newFeature} element={only(changeable, <NewFeaturePanel slug={addon.slug} />)} />
          <Route path={plansPanelRoutes.editFeature} element={only(changeable, <EditFeaturePanel slug={addon.slug} />)} />
          <Route path={plansPanelRoutes.deleteFeature} element={only(changeable, <FeatureDeleteDialog slug={addon.slug} />)} />
          <Route path={plansPanelRoutes.newPlan} element={only(changeable, <NewPlanPanel context={context} />)} />
          <Route path={plansPanelRoutes.editPlan} element={only(changeable, <EditPlanPanel context={context} />)} />
          <Route path={plansPanelRoutes.repricing} element={only(mayReprice, <RepricingPanel context={context} />)} />
          <Route path={plansPanelRoutes.newPlanPass} element={only(changeable, <PlanPassPanel context={context} />)} />
          <Route path={plansPanelRoutes.newAlphaUser} element={only(mayInviteAlphaUsers, <NewAlphaUserPanel context={context} />)} />
          <Route path={plansPanelRoutes.editCustomPlans} element={only(changeable, <CustomPlansPanel context={context} />)} />
          <Route path={plansPanelRoutes.postCreation} element={only(changeable, <PlanCreatedPanel context={context} />)} />
        </Routes>
      ) : (
        <ReadOnlyPanels screenPath={plansPaths.plans(addon.slug)} />
      )}
    </Stack>
  );
}
