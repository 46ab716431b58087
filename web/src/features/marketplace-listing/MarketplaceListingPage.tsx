import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useId } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { useAddon, type Addon } from '../../api/addon';
import { useCurrentUser } from '../../api/current-user';
import { LoadingState } from '../../components/LoadingState';
import { ReadOnlyPanels } from '../../components/ReadOnlyPanels';
import { RoleNotice } from '../../components/RoleNotice';
import { useCompanyPermission } from '../../components/use-company-permission';
import { listingPanelRoutes, listingPaths } from '../../domain/addon-paths';
import { canEditCategory, canManageExampleButtons } from '../../domain/permissions';
import { canChangeAddon, SHUT_DOWN_READ_ONLY } from '../../domain/shutdown';
import { BenefitsSection } from './BenefitsSection';
import { CategorySection } from './CategorySection';
import { CompletenessChecklist } from './CompletenessChecklist';
import { DocumentationSection } from './DocumentationSection';
import { GeneralInformation } from './GeneralInformation';
import { GenerationsSection, LanguagesSection } from './ListingOptions';
import { ScreenshotsSection } from './ScreenshotsSection';
import { lazyNamed } from '../../components/lazy-named';

/*
 * The edit panels and the admin's example-buttons section hold the listing's
 * forms (Formik, Yup, ~100 KB of script): chunks of their own, loaded when a
 * panel's address opens (or for an admin), not compiled before every first
 * paint of the listing (issue 33).
 */
const GeneralInformationPanel = lazyNamed(() => import('./GeneralInformationPanel'), 'GeneralInformationPanel');
const NewScreenshotPanel = lazyNamed(() => import('./ScreenshotPanel'), 'NewScreenshotPanel');
const EditScreenshotPanel = lazyNamed(() => import('./ScreenshotPanel'), 'EditScreenshotPanel');
const NewBenefitPanel = lazyNamed(() => import('./BenefitPanel'), 'NewBenefitPanel');
const EditBenefitPanel = lazyNamed(() => import('./BenefitPanel'), 'EditBenefitPanel');
const BenefitDeleteDialog = lazyNamed(() => import('./BenefitDeleteDialog'), 'BenefitDeleteDialog');
const ExampleButtonsSection = lazyNamed(() => import('./ExampleButtonsSection'), 'ExampleButtonsSection');

export interface MarketplaceListingPageProps {
  /** The UI flag of spec §2: Supported Generations is shown only when it is on. */
  showSupportedGenerations?: boolean;
}

/**
 * `/addons/{slug}/marketplace-listing` (spec §2): every listing section, with
 * the edit panels as sub-routes drawn over it.
 */
export function MarketplaceListingPage({ showSupportedGenerations = false }: MarketplaceListingPageProps) {
  const { slug = '' } = useParams();
  // The workspace around this page has loaded the add-on already.
  const addon = useAddon(slug);
  const user = useCurrentUser();
  if (!addon.data || user.isPending) return <LoadingState label="Loading the listing…" />;
  return (
    <ListingSections
      addon={addon.data}
      isAdmin={{ category: canEditCategory(user.data), buttons: canManageExampleButtons(user.data) }}
      showSupportedGenerations={showSupportedGenerations}
    />
  );
}

function ListingSections({
  addon,
  isAdmin,
  showSupportedGenerations,
}: {
  addon: Addon;
  isAdmin: { category: boolean; buttons: boolean };
  showSupportedGenerations: boolean;
}) {
  // A shut-down add-on's listing is read, not changed (spec §4): no edit, add, delete or reorder
  // controls, said once at the top; a typed panel URL returns to the listing.
  // A role that may not edit the listing (issue 35 §2: Finance, Support) sees it the same way, with the reason instead.
  const permission = useCompanyPermission('editListing');
  const refusalId = useId();
  const shutDown = !canChangeAddon(addon.state);
  const changeable = !shutDown && permission.allowed;
  return (
    <Stack spacing={3}>
      <title>{`Marketplace listing · ${addon.displayName} · Partner Portal`}</title>
      <Typography variant="h2" sx={visuallyHidden}>
        Marketplace listing
      </Typography>
      {shutDown ? <Alert severity="info">{SHUT_DOWN_READ_ONLY}</Alert> : <RoleNotice permission={permission} id={refusalId} />}
      <CompletenessChecklist listing={{ name: addon.name, summary: addon.summary, iconUrl: addon.iconUrl }} />
      <GeneralInformation addon={addon} refusedBy={!shutDown && permission.reason ? refusalId : undefined} />
      <ScreenshotsSection slug={addon.slug} changeable={changeable} />
      <BenefitsSection slug={addon.slug} changeable={changeable} />
      {showSupportedGenerations ? <GenerationsSection addon={addon} changeable={changeable} /> : null}
      <LanguagesSection addon={addon} changeable={changeable} />
      <DocumentationSection slug={addon.slug} />
      <CategorySection addon={addon} editable={isAdmin.category && changeable} />
      {isAdmin.buttons ? (
        <Suspense fallback={<LoadingState label="Loading example buttons…" />}>
          <ExampleButtonsSection addon={addon} changeable={changeable} />
        </Suspense>
      ) : null}
      {changeable ? (
        <Suspense fallback={<LoadingState label="Loading the form…" />}>
          <Routes>
            <Route path={listingPanelRoutes.editGeneralInformation} element={<GeneralInformationPanel addon={addon} />} />
            <Route path={listingPanelRoutes.newScreenshot} element={<NewScreenshotPanel slug={addon.slug} />} />
            <Route path={listingPanelRoutes.editScreenshot} element={<EditScreenshotPanel slug={addon.slug} />} />
            <Route path={listingPanelRoutes.newBenefit} element={<NewBenefitPanel slug={addon.slug} />} />
            <Route path={listingPanelRoutes.editBenefit} element={<EditBenefitPanel slug={addon.slug} />} />
            <Route path={listingPanelRoutes.deleteBenefit} element={<BenefitDeleteDialog slug={addon.slug} />} />
          </Routes>
        </Suspense>
      ) : (
        <ReadOnlyPanels screenPath={listingPaths.listing(addon.slug)} />
      )}
    </Stack>
  );
}
