import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink, useParams } from 'react-router';
import { useBuildpackRevisions } from '../../api/buildpack-revisions';
import { useBuildpack, type Buildpack } from '../../api/buildpacks';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { buildpackSlug, buildpackUsage, currentRelease } from '../../domain/buildpacks';
import { BUILDPACKS_PATH, buildpackPath } from './publish-paths';

/**
 * `/buildpacks/publish/success/:buildpackId` (spec §2 "publish-success"):
 * the buildpack is published — its name, the release, the CLI command that
 * adds it to an app (copyable) — and the ways on: its own screen, the registry.
 */
export function PublishSuccessPage() {
  const { buildpackId = '' } = useParams();
  const buildpack = useBuildpack(buildpackId);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <title>Buildpack published · Partner Portal</title>
      <QueryState query={buildpack} loadingLabel="Loading the buildpack…">
        {(loaded) => <Published buildpack={loaded} />}
      </QueryState>
    </Stack>
  );
}

function Published({ buildpack }: { buildpack: Buildpack }) {
  const revisions = useBuildpackRevisions(buildpack.id);
  const release = currentRelease(revisions.data ?? []);
  const slug = buildpackSlug(buildpack.namespace, buildpack.name);
  const command = buildpackUsage(buildpack.namespace, buildpack.name);

  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
      enqueueSnackbar('Command copied to the clipboard.', { variant: 'success' });
    } catch {
      enqueueSnackbar('The browser did not allow copying. Select the command and copy it by hand.', { variant: 'error' });
    }
  }

  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" fontSize="large" aria-hidden />
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {slug} is published
        </Typography>
      </Stack>
      <Typography>
        {release ? `Release ${release.release} (${release.ref}) is live on the buildpack registry. ` : 'It is live on the buildpack registry. '}
        Apps can add it by name.
      </Typography>
      <SectionCard title="Use it in an app" description="Add the buildpack to an app with the platform CLI; the next deploy builds with it.">
        <Stack spacing={1.5}>
          <Box
            component="code"
            aria-label="CLI command"
            sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1rem', py: 1, px: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}
          >
            {command}
          </Box>
          <div>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              Copy command
            </Button>
          </div>
        </Stack>
      </SectionCard>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={buildpackPath(buildpack.namespace, buildpack.name)} variant="contained">
          View {slug}
        </Button>
        <Link component={RouterLink} to={BUILDPACKS_PATH} sx={{ alignSelf: { sm: 'center' } }}>
          Back to the buildpack registry
        </Link>
      </Stack>
    </>
  );
}
