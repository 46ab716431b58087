import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useMemberships } from '../../api/buildpack-memberships';
import { useBuildpackRevisions } from '../../api/buildpack-revisions';
import { useBuildpackBySlug, type Buildpack } from '../../api/buildpacks';
import { useCurrentUser } from '../../api/current-user';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { QueryState } from '../../components/QueryState';
import { BUILDPACKS_PATH, buildpackLoadErrorMessage } from '../../domain/buildpack-screens';
import { buildpackSlug, mayChangeBuildpack, ownerLabel } from '../../domain/buildpacks';
import { ArchiveAction } from './ArchiveAction';
import { BuildpackHeader } from './BuildpackHeader';
import { PublishRevisionAction } from './PublishRevisionAction';
import { ReadmeSection } from './ReadmeSection';
import { RefsSection } from './RefsSection';
import { RevisionsSection } from './RevisionsSection';
import { RollbackAction } from './RollbackAction';

/** One buildpack at /buildpacks/:namespace/:name (issue 23), found by its namespace and name. */
export function BuildpackPage() {
  const { namespace = '', name = '' } = useParams();
  const found = useBuildpackBySlug(namespace, name);
  const user = useCurrentUser();
  const slug = buildpackSlug(namespace, name);
  return (
    <Stack spacing={3}>
      <title>{`${slug} · Buildpacks · Partner Portal`}</title>
      <Link component={RouterLink} to={BUILDPACKS_PATH} sx={{ alignSelf: 'flex-start' }}>
        ← All buildpacks
      </Link>
      {found.isError ? (
        <>
          <Typography variant="h1">{slug}</Typography>
          <ErrorState message={buildpackLoadErrorMessage(found.error)} onRetry={() => void found.refetch()} />
        </>
      ) : found.isPending || user.isPending ? (
        <LoadingState label="Loading the buildpack…" />
      ) : found.data === null ? (
        <NotFound slug={slug} />
      ) : (
        <BuildpackDetails buildpack={found.data} viewerId={user.data?.id ?? ''} />
      )}
    </Stack>
  );
}

function NotFound({ slug }: { slug: string }) {
  return (
    <EmptyState
      headingLevel="h1"
      title={`There is no buildpack ${slug}`}
      description="It may have been archived, or the address may be mistyped. Your buildpacks and your teams' are on the registry screen."
      actions={
        <Button component={RouterLink} to={BUILDPACKS_PATH} variant="outlined">
          Back to your buildpacks
        </Button>
      }
    />
  );
}

function BuildpackDetails({ buildpack, viewerId }: { buildpack: Buildpack; viewerId: string }) {
  const revisions = useBuildpackRevisions(buildpack.id);
  const memberships = useMemberships(viewerId || undefined);
  // Until the teams are known, no action is offered: never one the registry would refuse.
  const teamIds = memberships.data?.map((membership) => membership.team.id);
  const mayChange = teamIds !== undefined && mayChangeBuildpack(buildpack.owner, viewerId, teamIds);
  return (
    <>
      <BuildpackHeader buildpack={buildpack} viewerId={viewerId} />
      <QueryState query={revisions} loadingLabel="Loading revisions…">
        {(loaded) => (
          <Stack spacing={3}>
            {mayChange ? (
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <PublishRevisionAction buildpack={buildpack} building={loaded.some((revision) => revision.status === 'pending')} />
                <RollbackAction buildpack={buildpack} revisions={loaded} />
                <ArchiveAction buildpack={buildpack} />
              </Stack>
            ) : teamIds ? (
              <Typography variant="body2" color="text.secondary">
                Only {buildpack.owner.type === 'user' ? 'its owner' : `members of ${ownerLabel(buildpack.owner)}`} can publish, roll back or archive this buildpack.
              </Typography>
            ) : null}
            <RevisionsSection revisions={loaded} />
          </Stack>
        )}
      </QueryState>
      <RefsSection buildpackId={buildpack.id} />
      <ReadmeSection buildpackId={buildpack.id} />
    </>
  );
}
