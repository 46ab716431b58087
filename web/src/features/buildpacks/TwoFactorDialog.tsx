import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

export interface TwoFactorDialogProps {
  /** What the code is for: "Roll back acme-secure/vault-client". */
  action: string;
  /** Why the last code was refused. */
  codeError: string | undefined;
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** Asks for the second factor a buildpack's team requires, then sends the write again with it. */
export function TwoFactorDialog({ action, codeError, busy, onSubmit, onCancel }: TwoFactorDialogProps) {
  const titleId = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onSubmit(code.trim());
  };
  const message = empty ? 'Enter the code from your authenticator.' : codeError;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Two-factor code required</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {action}: this buildpack&apos;s team requires a second factor. Enter the code from your authenticator app.
          </DialogContentText>
          <TextField
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the one thing to do in this dialog
            autoFocus
            fullWidth
            required
            label="Two-factor code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(message)}
            helperText={message}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Working…' : 'Verify and continue'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
