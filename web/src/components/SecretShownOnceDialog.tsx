import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { SecretValue } from './SecretValue';

export interface SecretShownOnceDialogProps {
  /** Its accessible name too. */
  title: ReactNode;
  /** What the secret is, for its box and copy button ("API token" → "Copy API token"). */
  noun: string;
  secret: string;
  /** Said first, as a warning: copy it now, it won't be shown again, and what to do if it is lost. */
  warning: string;
  /** What the secret is for (how it is sent, what it may do). */
  children: ReactNode;
  onClose: () => void;
}

/**
 * A secret the portal shows once and never again (the server keeps only its
 * hash, or will not repeat it): an API token's value, a webhook's signing
 * secret. Revealed at once with a copy button, the warning said before it,
 * and closing is deliberate ("I have copied it", or Escape; never a click
 * beside it) — one dialog, so every
 * shown-once secret warns and closes alike.
 */
export function SecretShownOnceDialog({ title, noun, secret, warning, children, onClose }: SecretShownOnceDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      // Escape is a deliberate close; a click on the dimmed page beside it is too easily a slip, and would lose the secret for good.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" role="note">
            {warning}
          </Alert>
          {children}
          <SecretValue noun={noun} secret={secret} initiallyRevealed />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          I have copied it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
