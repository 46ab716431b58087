import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useRollbackBuildpack, type BuildpackRevision } from '../../api/buildpack-revisions';
import type { Buildpack } from '../../api/buildpacks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { rollbackTarget } from '../../domain/buildpack-rollback';
import { buildpackSlug, currentRelease } from '../../domain/buildpacks';
import { SecondFactorPrompt, WriteFailure } from './TwoFactorWriteParts';
import { useTwoFactorWrite } from './use-two-factor-write';

/**
 * Roll back: a new release that republishes the release live before the
 * current one (issue 23; by the history, so a second one goes further back,
 * issue 31 item 8). Confirmed first, naming the release it brings back; disabled,
 * with the reason, when there is no earlier release.
 */
export function RollbackAction({ buildpack, revisions }: { buildpack: Buildpack; revisions: readonly BuildpackRevision[] }) {
  const rollback = useRollbackBuildpack(buildpack.id);
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const target = rollbackTarget(revisions);
  const current = currentRelease(revisions);
  const write = useTwoFactorWrite(
    (twoFactorCode) => rollback.mutateAsync({ twoFactorCode }),
    () => {
      setConfirming(false);
      enqueueSnackbar(`Rolled back: a new release republishes release ${target?.release ?? ''} (${target?.ref ?? ''}).`, { variant: 'success' });
    },
  );
  const close = () => {
    setConfirming(false);
    write.reset();
  };
  const slug = buildpackSlug(buildpack.namespace, buildpack.name);

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setConfirming(true)} disabled={!target} aria-describedby={target ? undefined : reasonId}>
        Roll back
      </Button>
      {target ? null : (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {current ? 'There is no earlier release to roll back to.' : 'Nothing is published yet.'}
        </Typography>
      )}
      {confirming && target && !write.asking ? (
        <ConfirmDialog title={`Roll back ${slug}?`} confirmLabel={`Republish release ${target.release}`} onConfirm={() => write.run()} onCancel={close} busy={write.busy}>
          <Typography component="span" sx={{ display: 'block' }}>
            This makes a new release that republishes release {target.release} ({target.ref})
            {current ? `, replacing release ${current.release} (${current.ref}) for apps that use ${slug}` : ''}.
          </Typography>
          <WriteFailure write={write} action="roll back" />
        </ConfirmDialog>
      ) : null}
      <SecondFactorPrompt write={write} slug={slug} action="roll back" onCancel={close} />
    </Stack>
  );
}
