import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Route, Routes, useParams } from 'react-router';
import { useAddon, type Addon } from '../../api/addon';
import { useCurrentUser } from '../../api/current-user';
import { LoadingState } from '../../components/LoadingState';
import { ReadOnlyPanels } from '../../components/ReadOnlyPanels';
import { RoleNotice } from '../../components/RoleNotice';
import { useCompanyPermission } from '../../components/use-company-permission';
import { settingsPanelRoutes, settingsPaths } from '../../domain/addon-paths';
import { isInAudience } from '../../domain/permissions';
import { canChangeAddon, canOfferShutdown } from '../../domain/shutdown';
import { showsShutdownRequest } from '../../domain/shutdown-request';
import { ApiAuthorizationSection, OauthCredentialsSection } from './CredentialSections';
import { ManifestSection } from './ManifestSection';
import { MarketingPanel, MarketingSection } from './MarketingSection';
import { MetadataSection } from './MetadataSection';
import { ProvisioningApiSection } from './ProvisioningApiSection';
import { ShutDownReadOnlyNotice, useShutDownWhileOpen } from './ShutDownReadOnlyNotice';
import { ShutdownRequestSection } from './ShutdownRequestSection';
import { ShutdownSection } from './ShutdownSection';
import { SupportPanel, SupportSection } from './SupportSection';
import { TestEndpointSection } from './TestEndpointSection';

/**
 * `/addons/{slug}/settings` (spec §2 "Settings"): marketing, manifest, OAuth
 * credentials, API authorization, provisioning API, support; metadata and
 * shutdown for platform admins (shutdown hidden once shut down); the
 * marketing and support panels as sub-routes.
 */
export function SettingsPage() {
  const { slug = '' } = useParams();
  // The workspace around this page has loaded the add-on already.
  const addon = useAddon(slug);
  const user = useCurrentUser();
  if (!addon.data || user.isPending) return <LoadingState label="Loading settings…" />;
  return <Settings addon={addon.data} isAdmin={isInAudience('platform admins', user.data)} />;
}

function Settings({ addon, isAdmin }: { addon: Addon; isAdmin: boolean }) {
  // Shut down (spec §4): the settings are shown, not changed; said once, here (issue 21 item 12).
  const live = canChangeAddon(addon.state);
  const shutDownHere = useShutDownWhileOpen(live);
  // Finance and Support see the settings, not change them (issue 35 §2): said once, here, instead of controls that fail.
  const permission = useCompanyPermission('manageCredentials');
  const changeable = live && permission.allowed;
  return (
    <Stack spacing={3}>
      <title>{`Settings · ${addon.displayName} · Partner Portal`}</title>
      <Typography variant="h2" sx={visuallyHidden}>
        Settings
      </Typography>
      {live ? <RoleNotice permission={permission} /> : <ShutDownReadOnlyNotice takeFocus={shutDownHere} />}
      <MarketingSection addon={addon} changeable={changeable} />
      <ManifestSection slug={addon.slug} />
      <OauthCredentialsSection slug={addon.slug} changeable={changeable} />
      <ApiAuthorizationSection slug={addon.slug} changeable={changeable} />
      <ProvisioningApiSection addon={addon} />
      <TestEndpointSection slug={addon.slug} changeable={changeable} />
      <SupportSection addon={addon} changeable={changeable} />
      {isAdmin ? <MetadataSection addon={addon} changeable={changeable} /> : null}
      {canOfferShutdown(addon.state, isAdmin) ? <ShutdownSection addon={addon} /> : null}
      {showsShutdownRequest(addon.state, isAdmin) ? <ShutdownRequestSection addon={addon} /> : null}
      {changeable ? (
        <Routes>
          <Route path={settingsPanelRoutes.editMarketing} element={<MarketingPanel addon={addon} />} />
          <Route path={settingsPanelRoutes.editSupportInformation} element={<SupportPanel addon={addon} />} />
        </Routes>
      ) : (
        <ReadOnlyPanels screenPath={settingsPaths.settings(addon.slug)} />
      )}
    </Stack>
  );
}
