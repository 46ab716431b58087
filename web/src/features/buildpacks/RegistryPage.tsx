import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMyRegistryBuildpacks } from '../../api/buildpack-memberships';
import { buildpacksKey, type Buildpack } from '../../api/buildpacks';
import { useCurrentUser } from '../../api/current-user';
import { errorDetail } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { QueryState } from '../../components/QueryState';
import { SearchField } from '../../components/SearchField';
import { BUILDPACK_PUBLISH_PATH, filterBuildpacks } from '../../domain/buildpack-screens';
import { groupByNamespace } from '../../domain/buildpacks';
import { countSentence } from '../../domain/count-sentence';
import { BuildpackCard } from './BuildpackCard';

/** The buildpack registry (spec §2 /buildpacks, issue 23): the user's buildpacks and their teams', by namespace. */
export function RegistryPage() {
  const user = useCurrentUser();
  return (
    <Stack spacing={3}>
      <title>Buildpacks · Partner Portal</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h1">Buildpacks</Typography>
        <Button component={RouterLink} to={BUILDPACK_PUBLISH_PATH} variant="contained" sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          Publish a buildpack
        </Button>
      </Stack>
      <QueryState query={user} loadingLabel="Loading your account…">
        {(signedIn) => <RegistryList userId={signedIn.id} />}
      </QueryState>
    </Stack>
  );
}

function RegistryList({ userId }: { userId: string }) {
  const list = useMyRegistryBuildpacks(userId);
  const [search, setSearch] = useState('');
  const queryClient = useQueryClient();
  if (list.error) {
    return (
      <ErrorState
        title="The buildpack registry could not be loaded"
        message={errorDetail(list.error)}
        // The list is three queries (own, memberships, the teams' search): ask all of them again.
        onRetry={() => void queryClient.refetchQueries({ queryKey: buildpacksKey() })}
      />
    );
  }
  if (!list.data) return <LoadingState label="Loading your buildpacks…" />;
  if (list.data.length === 0) {
    return (
      <EmptyState
        title="Publish your first buildpack"
        description="Buildpacks you publish, and those of the teams you belong to, appear here. Link a repository, choose a tag, and the registry builds it for every app to use."
        actions={
          <Button component={RouterLink} to={BUILDPACK_PUBLISH_PATH} variant="outlined">
            Publish your first buildpack
          </Button>
        }
      />
    );
  }
  const found = filterBuildpacks(list.data, search);
  return (
    <Stack spacing={3}>
      <SearchField label="Search buildpacks" helperText="By name, namespace or description" value={search} onSearch={setSearch} sx={{ maxWidth: 480 }} />
      <Typography role="status" variant="body2">
        {search.trim() ? `${found.length} of ${list.data.length} buildpacks match “${search.trim()}”.` : `${countSentence(list.data.length, 'buildpack', 'buildpacks')}.`}
      </Typography>
      {groupByNamespace(found).map((group) => (
        <NamespaceGroup key={group.namespace} namespace={group.namespace} buildpacks={group.buildpacks} userId={userId} />
      ))}
    </Stack>
  );
}

function NamespaceGroup({ namespace, buildpacks, userId }: { namespace: string; buildpacks: Buildpack[]; userId: string }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography variant="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
        {namespace}
      </Typography>
      <Grid container spacing={2} component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {buildpacks.map((buildpack) => (
          <Grid key={buildpack.id} component="li" size={{ xs: 12, md: 6 }}>
            <BuildpackCard buildpack={buildpack} viewerId={userId} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
