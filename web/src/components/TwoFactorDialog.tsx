import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';

export interface TwoFactorDialogProps {
  open: boolean;
  /** Who asks for the code and for what: "Team acme-secure requires a second factor to publish." */
  reason: string;
  /** The verb of the write the code completes, for the button: "publish" → "Verify and publish". */
  action: string;
  /** What the server said about the last code sent, shown on the field (a wrong code). */
  error: string | undefined;
  sending: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/**
 * The second factor (spec §5): the server answered 403 `two_factor`, so the
 * code is asked for here and the write is sent again with it. What is behind
 * (a form, a confirmation) keeps everything typed; a wrong code is said on the
 * code field, which keeps focus for the next try.
 */
export function TwoFactorDialog({ open, reason, action, error, sending, onSubmit, onCancel }: TwoFactorDialogProps) {
  const titleId = useId();
  const [code, setCode] = useState('');
  const [blank, setBlank] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // After a wrong code: focus back on the field with the code selected, so the next one replaces it.
  useEffect(() => {
    if (sending || !error) return;
    input.current?.focus();
    input.current?.select();
  }, [sending, error]);
  const message = blank ? 'Enter the code from your authenticator app.' : error;
  return (
    <Dialog open={open} onClose={sending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs"
      // The code field, not the dialog, takes focus as it opens: typing the code is the one thing to do.
      slotProps={{ transition: { onEntered: () => input.current?.focus() } }}>
      <DialogTitle id={titleId}>Two-factor code</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React carries a submit up through the portal: it must not reach a form behind the dialog.
          event.stopPropagation();
          if (!code.trim()) return setBlank(true);
          setBlank(false);
          onSubmit(code.trim());
        }}
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{reason} Enter the code from your authenticator app.</DialogContentText>
          <TextField
            label="Two-factor code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(message)}
            helperText={message ?? 'Six digits; a new one every 30 seconds.'}
            inputRef={input}
            required
            fullWidth
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? 'Verifying…' : `Verify and ${action}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
