import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useCreateRevision } from '../../api/buildpack-revisions';
import { useBuildpackBranches, useBuildpackTags } from '../../api/buildpack-sources';
import type { Buildpack } from '../../api/buildpacks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { buildpackSlug } from '../../domain/buildpacks';
import { SecondFactorPrompt, WriteFailure } from './TwoFactorWriteParts';
import { useTwoFactorWrite } from './use-two-factor-write';

/**
 * A new version of a buildpack that exists: one of its repository's tags or
 * branches, published as the next release (as `npm publish` or a pushed image
 * tag would be). The revisions list above shows it building. Disabled, with
 * the reason, while a revision is still being published (the registry refuses
 * a second one).
 */
export function PublishRevisionAction({ buildpack, building }: { buildpack: Buildpack; building: boolean }) {
  const slug = buildpackSlug(buildpack.namespace, buildpack.name);
  const create = useCreateRevision();
  const tags = useBuildpackTags(buildpack.id);
  const branches = useBuildpackBranches(buildpack.id);
  const [choosing, setChoosing] = useState(false);
  const [ref, setRef] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const reasonId = useId();
  const write = useTwoFactorWrite(
    (twoFactorCode) => create.mutateAsync({ buildpackId: buildpack.id, ref, twoFactorCode }),
    () => {
      setChoosing(false);
      enqueueSnackbar(`Publishing ${ref}: the registry builds it in a few seconds.`, { variant: 'success' });
    },
  );
  const close = () => {
    setChoosing(false);
    setUnchosen(false);
    write.reset();
  };
  const confirm = () => {
    if (!ref) return setUnchosen(true);
    write.run();
  };
  const refsLoading = tags.isPending || branches.isPending;
  const refChoices = [...(tags.data ?? []).map((tag) => ({ name: tag.name, kind: 'tag' })), ...(branches.data ?? []).map((branch) => ({ name: branch.name, kind: 'branch' }))];
  const nothingToPublish = !refsLoading && refChoices.length === 0;

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => setChoosing(true)} disabled={building} aria-describedby={building ? reasonId : undefined}>
        Publish a revision
      </Button>
      {building ? (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          A revision is being published; the next can start once it is done.
        </Typography>
      ) : null}
      {choosing && !write.asking ? (
        <ConfirmDialog title={`Publish a revision of ${slug}`} confirmLabel="Publish" onConfirm={confirm} onCancel={close} busy={write.busy}>
          <Typography component="span" sx={{ display: 'block', mb: 2 }}>
            Choose a tag or branch of {buildpack.source.owner}/{buildpack.source.repo}: it becomes the next release apps get.
          </Typography>
          <TextField
            select
            fullWidth
            required
            label="Tag or branch"
            value={ref}
            onChange={(event) => {
              setRef(event.target.value);
              setUnchosen(false);
            }}
            error={unchosen || nothingToPublish}
            helperText={
              nothingToPublish
                ? 'The repository has no tags or branches to publish.'
                : unchosen
                  ? 'Choose the tag or branch to publish.'
                  : refsLoading
                    ? 'Loading the repository’s tags and branches…'
                    : undefined
            }
          >
            {/* The kind is in each option's name: a subheader inside the listbox is announced as one more option. */}
            {refChoices.map((choice) => (
              <MenuItem key={`${choice.kind}-${choice.name}`} value={choice.name}>
                {choice.name} ({choice.kind})
              </MenuItem>
            ))}
          </TextField>
          <WriteFailure write={write} action="publish" />
        </ConfirmDialog>
      ) : null}
      <SecondFactorPrompt write={write} slug={slug} action="publish" onCancel={close} />
    </Stack>
  );
}
