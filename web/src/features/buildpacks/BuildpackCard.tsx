import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBuildpackRevisions } from '../../api/buildpack-revisions';
import type { Buildpack } from '../../api/buildpacks';
import { buildpackPagePath } from '../../domain/buildpack-screens';
import { latestRevision, ownerLabel } from '../../domain/buildpacks';
import { formatGeneralDate } from '../../domain/general-date';
import { BuildpackLogo } from './BuildpackLogo';
import { RevisionStatus } from './RevisionStatus';
import { SupportLink } from './SupportLink';

const CATEGORY_LABELS: Record<Buildpack['category'], string> = { languages: 'Languages', tools: 'Tools', packages: 'Packages' };

export function categoryLabel(category: Buildpack['category']): string {
  return CATEGORY_LABELS[category];
}

/** One buildpack on the registry screen: what it is, whose it is, and how its latest revision went. */
export function BuildpackCard({ buildpack, viewerId }: { buildpack: Buildpack; viewerId: string }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <BuildpackLogo buildpack={buildpack} />
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={buildpackPagePath(buildpack.namespace, buildpack.name)}>
                {buildpack.namespace}/{buildpack.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {buildpack.description ?? 'No description.'}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', pt: 0.5 }}>
              <Chip size="small" variant="outlined" label={categoryLabel(buildpack.category)} />
              <Typography variant="body2">Owner: {ownerLabel(buildpack.owner, viewerId)}</Typography>
            </Stack>
            <Typography variant="body2">
              Support: <SupportLink buildpack={buildpack} />
            </Typography>
            <LatestRevision buildpackId={buildpack.id} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The newest revision and its status; fetched per card, live while one is publishing. */
function LatestRevision({ buildpackId }: { buildpackId: string }) {
  const revisions = useBuildpackRevisions(buildpackId);
  if (revisions.isPending) return <Typography variant="body2" color="text.secondary">Loading the latest revision…</Typography>;
  if (revisions.isError) return <Typography variant="body2" color="error">The latest revision could not be loaded.</Typography>;
  const latest = latestRevision(revisions.data);
  if (!latest) return <Typography variant="body2">Not published yet.</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2">
        Latest: {latest.release === null ? latest.ref : `release ${latest.release} (${latest.ref})`}, {formatGeneralDate(latest.createdAt)}
      </Typography>
      <RevisionStatus status={latest.status} />
    </Stack>
  );
}
