import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBuildpackBranches, useBuildpackTags, type BuildpackRef } from '../../api/buildpack-sources';

function RefRow({ title, refs, onChoose }: { title: string; refs: readonly BuildpackRef[] | undefined; onChoose: (ref: string) => void }) {
  if (!refs || refs.length === 0) return null;
  return (
    <Stack spacing={1} role="group" aria-label={title}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {refs.map((ref) => (
          <Button key={ref.name} size="small" variant="outlined" onClick={() => onChoose(ref.name)} aria-label={`Use ${ref.name}`}>
            {ref.name}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

/** Once the buildpack exists, the registry lists its repository's tags and branches: one click fills the field. */
export function RefChoices({ buildpackId, onChoose }: { buildpackId: string; onChoose: (ref: string) => void }) {
  const tags = useBuildpackTags(buildpackId);
  const branches = useBuildpackBranches(buildpackId);
  return (
    <Stack spacing={2}>
      <RefRow title="Tags" refs={tags.data} onChoose={onChoose} />
      <RefRow title="Branches" refs={branches.data} onChoose={onChoose} />
    </Stack>
  );
}
