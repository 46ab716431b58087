import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import type { Addon } from '../../api/addon';
import { useProgress } from '../../api/progressions';
import { SHUTDOWN_LABEL, shutdownConfirmationProblem, shutdownFlash } from '../../domain/shutdown';

/**
 * The shutdown confirmation (spec §5: "allowed only when the typed
 * confirmation equals the add-on slug exactly"). Focus starts in the slug
 * field; the field says what is still missing and the button stays disabled
 * until it matches — pressing Enter too soon turns that into the field's error.
 * The server checks the typed slug again.
 */
export function ShutdownDialog({ addon, onClose }: { addon: Addon; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const fieldId = useId();
  // MUI names the helper text after the field; the disabled button points at it too.
  const helperId = `${fieldId}-helper-text`;
  const [typed, setTyped] = useState('');
  const [attempted, setAttempted] = useState(false);
  const progress = useProgress(addon.slug);
  const problem = shutdownConfirmationProblem(typed, addon.slug);
  // Awaited rather than mutate's callbacks: the add-on reloads as shut down and
  // this dialog's section unmounts before those callbacks would run.
  const shutDown = async () => {
    if (problem) {
      setAttempted(true);
      return;
    }
    try {
      await progress.mutateAsync({ to: 'shutdown', confirmation: typed });
    } catch {
      return; // flashed by the app; the dialog stays open with the typed slug
    }
    const flash = shutdownFlash(addon.displayName);
    enqueueSnackbar(
      <span>
        <Box component="strong" sx={{ display: 'block' }}>
          {flash.title}
        </Box>
        <span>{flash.message}</span>
      </span>,
      { variant: 'success' },
    );
    onClose();
  };
  return (
    <Dialog open onClose={progress.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>Shut down {addon.displayName}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Customers will no longer be able to provision new resources of this add-on. This cannot be undone from the portal. Type the add-on&apos;s slug,{' '}
          <strong>{addon.slug}</strong>, to confirm.
        </DialogContentText>
        <TextField
          id={fieldId}
          label="Add-on slug"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void shutDown();
          }}
          error={attempted && problem !== null}
          helperText={problem ?? 'The slug matches.'}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to take this one answer; Cancel is a Tab away
          autoFocus
          fullWidth
          margin="normal"
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={progress.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={problem !== null || progress.isPending}
          aria-describedby={problem ? helperId : undefined}
          onClick={() => void shutDown()}
        >
          {progress.isPending ? 'Shutting down…' : SHUTDOWN_LABEL}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
