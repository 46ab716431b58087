import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useBuildpackBranches, useBuildpackTags, type BuildpackRef } from '../../api/buildpack-sources';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';

/** The linked repository's tags and branches: what a revision can be published from. */
export function RefsSection({ buildpackId }: { buildpackId: string }) {
  const tags = useBuildpackTags(buildpackId);
  const branches = useBuildpackBranches(buildpackId);
  return (
    <SectionCard title="Tags and branches" description="What the linked repository offers to publish.">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <RefList title="Tags" query={tags} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <RefList title="Branches" query={branches} />
        </Grid>
      </Grid>
    </SectionCard>
  );
}

function RefList({ title, query }: { title: string; query: UseQueryResult<BuildpackRef[]> }) {
  const headingId = useId();
  return (
    <Stack spacing={1}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <QueryState query={query} loadingLabel={`Loading ${title.toLowerCase()}…`}>
        {(refs) =>
          refs.length === 0 ? (
            <Typography variant="body2">None.</Typography>
          ) : (
            <Stack component="ul" aria-labelledby={headingId} spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {refs.map((ref) => (
                <Typography component="li" variant="body2" key={ref.name} sx={{ overflowWrap: 'anywhere' }}>
                  <code>{ref.name}</code> <Typography component="span" variant="body2" color="text.secondary">{ref.sha.slice(0, 7)}</Typography>
                </Typography>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
