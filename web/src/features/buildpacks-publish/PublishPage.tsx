import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemberships } from '../../api/buildpack-memberships';
import { useCodeHostingUser } from '../../api/code-hosting';
import { useCurrentUser } from '../../api/current-user';
import { errorDetail } from '../../api/errors';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { ownerChoices } from '../../domain/buildpack-publish';
import { PublishForm } from './PublishForm';

/**
 * `/buildpacks/publish` (spec §2, issue 23): publish a buildpack from a
 * linked repository, as the user or one of their teams. Waits for who the
 * user is and their teams; the code-hosting login (their own namespace) may
 * come later, or never when the service is down — the form works without it.
 */
export function PublishPage() {
  const user = useCurrentUser();
  const memberships = useMemberships(user.data?.id);
  const codeHosting = useCodeHostingUser();
  const failed = user.error ?? memberships.error;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <title>Publish a buildpack · Partner Portal</title>
      <Typography variant="h1">Publish a buildpack</Typography>
      <Typography color="text.secondary">
        Publish a tag or branch of a repository to the buildpack registry, so apps can add it by name. The registry builds it in a few seconds.
      </Typography>
      {failed ? (
        <ErrorState message={errorDetail(failed)} onRetry={() => void Promise.all([user.refetch(), memberships.refetch()])} />
      ) : user.data && memberships.data ? (
        <PublishForm owners={ownerChoices(user.data, memberships.data, codeHosting.data?.login)} />
      ) : (
        <LoadingState label="Loading your teams…" />
      )}
    </Stack>
  );
}
