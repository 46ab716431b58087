import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Outlet, Link as RouterLink, useParams } from 'react-router';
import { useAddon, type Addon } from '../../api/addon';
import { errorDetail, isApiError } from '../../api/errors';
import { AddonIcon } from '../../components/AddonIcon';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { StateTag } from '../../components/StateTag';
import { ADDONS_PATH } from '../../domain/addon-paths';
import { IntegrationWarningBanner } from './IntegrationWarningBanner';
import { WorkspaceNavigation, type WorkspaceNavigationItem } from './WorkspaceNavigation';

export interface AddonWorkspaceLayoutProps {
  /** The sections this user may open, in order (the app's section registry). */
  sections: readonly WorkspaceNavigationItem[];
}

/** `/addons/{slug}/*`: the add-on's header and sub-navigation around the current screen (spec §2). */
export function AddonWorkspaceLayout({ sections }: AddonWorkspaceLayoutProps) {
  const { slug = '' } = useParams();
  const addon = useAddon(slug);

  if (addon.isPending) return <LoadingState label="Loading the add-on…" minHeight={240} />;
  if (addon.isError) {
    // Another company's add-on answers 404 too, so its existence does not leak.
    if (isApiError(addon.error) && addon.error.status === 404) return <AddonNotFound slug={slug} />;
    return (
      <ErrorState
        message={errorDetail(addon.error)}
        onRetry={() => void addon.refetch()}
      />
    );
  }
  return (
    <Stack spacing={3}>
      <WorkspaceHeader addon={addon.data} />
      <IntegrationWarningBanner slug={slug} />
      <WorkspaceNavigation sections={sections} />
      <Outlet />
    </Stack>
  );
}

function AddonNotFound({ slug }: { slug: string }) {
  return (
    <>
      <title>Add-on not found · Partner Portal</title>
      <EmptyState
        headingLevel="h1"
        title="Add-on not found"
        description={
          <>
            There is no add-on <strong>{slug}</strong> that you can manage. Check the address, or pick one of your
            add-ons.
          </>
        }
        actions={
          <Button component={RouterLink} to={ADDONS_PATH} variant="contained">
            Back to your add-ons
          </Button>
        }
      />
    </>
  );
}

function WorkspaceHeader({ addon }: { addon: Addon }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <AddonIcon src={addon.iconUrl} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {addon.displayName}
          </Typography>
          <StateTag state={addon.state} size="medium" />
        </Stack>
        <Link href={addon.marketplaceUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', mt: 0.5 }}>
          View on Elements
          <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
          <Box component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Box>
        </Link>
      </Box>
    </Stack>
  );
}
