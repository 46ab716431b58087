import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Buildpack } from '../../api/buildpacks';
import { Fact, Facts } from '../../components/Facts';
import { ownerLabel } from '../../domain/buildpacks';
import { BuildpackLogo } from './BuildpackLogo';
import { categoryLabel } from './BuildpackCard';
import { sourceRepositoryUrl } from './source-url';
import { SupportLink } from './SupportLink';

/** Name, namespace and the facts about a buildpack: category, owner, support and its repository. */
export function BuildpackHeader({ buildpack, viewerId }: { buildpack: Buildpack; viewerId: string }) {
  const repository = sourceRepositoryUrl(buildpack.source);
  const repositoryName = `${buildpack.source.owner}/${buildpack.source.repo}`;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BuildpackLogo buildpack={buildpack} size={56} />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {buildpack.namespace}
          </Typography>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {buildpack.name}
          </Typography>
        </Stack>
        <Chip label={categoryLabel(buildpack.category)} variant="outlined" size="small" />
      </Stack>
      {buildpack.description ? <Typography>{buildpack.description}</Typography> : null}
      <Facts labelWidth={160}>
        <Fact label="Owner">{ownerLabel(buildpack.owner, viewerId)}</Fact>
        <Fact label="Support">
          <SupportLink buildpack={buildpack} />
        </Fact>
        <Fact label="Repository">{repository ? <Link href={repository}>{repositoryName}</Link> : repositoryName}</Fact>
        <Fact label="Second factor">{buildpack.twoFactorAuthentication ? 'Required for changes' : 'Not required'}</Fact>
      </Facts>
    </Stack>
  );
}
