import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useArchiveBuildpack, type Buildpack } from '../../api/buildpacks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BUILDPACKS_PATH, archiveConfirmation } from '../../domain/buildpack-screens';
import { buildpackSlug } from '../../domain/buildpacks';
import { SecondFactorPrompt, WriteFailure } from './TwoFactorWriteParts';
import { useTwoFactorWrite } from './use-two-factor-write';

/**
 * Archive: the buildpack leaves the registry for good, so the user types its
 * `namespace/name` to confirm (as package registries ask); then back to the
 * registry screen.
 */
export function ArchiveAction({ buildpack }: { buildpack: Buildpack }) {
  const archive = useArchiveBuildpack(buildpack.id);
  const navigate = useNavigate();
  const slug = buildpackSlug(buildpack.namespace, buildpack.name);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const write = useTwoFactorWrite(
    (twoFactorCode) => archive.mutateAsync({ twoFactorCode }),
    () => {
      setConfirming(false);
      enqueueSnackbar(`${slug} was archived: it is no longer on the registry.`, { variant: 'success' });
      void navigate(BUILDPACKS_PATH);
    },
  );
  const close = () => {
    setConfirming(false);
    setTyped('');
    setMismatch(false);
    write.reset();
  };
  const confirm = () => {
    if (!archiveConfirmation(typed, buildpack).archive) {
      setMismatch(true);
      return;
    }
    write.run();
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Archive
      </Button>
      {confirming && !write.asking ? (
        <ConfirmDialog title={`Archive ${slug}?`} confirmLabel="Archive" destructive onConfirm={confirm} onCancel={close} busy={write.busy}>
          <Typography component="span" sx={{ display: 'block', mb: 2 }}>
            Archived buildpacks leave the registry: it is no longer listed and apps can no longer add it. Type <strong>{slug}</strong> to
            confirm.
          </Typography>
          <TextField
            fullWidth
            label="Buildpack to archive"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setMismatch(false);
            }}
            error={mismatch}
            helperText={mismatch ? archiveConfirmation(typed, buildpack).refusal : `Type ${slug}`}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, autoCapitalize: 'none' } }}
          />
          <WriteFailure write={write} action="archive" />
        </ConfirmDialog>
      ) : null}
      <SecondFactorPrompt write={write} slug={slug} action="archive" onCancel={close} />
    </>
  );
}
