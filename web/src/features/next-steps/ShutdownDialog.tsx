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
import { SHUTDOWN_SUCCESS_MESSAGE, shutdownConfirmed } from '../../domain/shutdown';

/**
 * The shutdown confirmation (spec §5: "allowed only when the typed
 * confirmation equals the add-on slug exactly"): the button stays disabled
 * until it does, and the server checks the typed slug again. The settings tab
 * links here; this is the one place the state changes.
 */
export function ShutdownDialog({ addon, onClose }: { addon: Addon; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const [typed, setTyped] = useState('');
  const progress = useProgress(addon.slug);
  const confirmed = shutdownConfirmed(typed, addon.slug);
  // Awaited rather than mutate's callbacks: the add-on reloads as shut down and
  // this dialog's section unmounts before those callbacks would run.
  const shutDown = async () => {
    try {
      await progress.mutateAsync({ to: 'shutdown', confirmation: typed });
    } catch {
      return; // flashed by the app; the dialog stays open with the typed slug
    }
    enqueueSnackbar(SHUTDOWN_SUCCESS_MESSAGE, { variant: 'success' });
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
          label="Add-on slug"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && confirmed) void shutDown();
          }}
          fullWidth
          margin="normal"
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes focus when the dialog opens */}
        <Button onClick={onClose} disabled={progress.isPending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="error" disabled={!confirmed || progress.isPending} onClick={() => void shutDown()}>
          {progress.isPending ? 'Shutting down…' : 'Shut down add-on'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
