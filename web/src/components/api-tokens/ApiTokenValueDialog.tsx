import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ApiTokenWithValue } from '../../api/api-tokens';
import { SCOPE_LABELS } from '../../domain/api-token-scopes';
import { SecretValue } from '../SecretValue';

/**
 * The token's value, the one time it is shown: revealed, with a copy button,
 * and said plainly that it will not be shown again (the sandbox keeps only
 * its hash). Closing is a deliberate "I have copied it".
 */
export function ApiTokenValueDialog({ token, onClose }: { token: ApiTokenWithValue; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Token “{token.name}” created</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" role="note">
            Copy this token now: you won&apos;t see it again. If it is lost, revoke it and create another.
          </Alert>
          <Typography>
            Send it as <code>Authorization: Bearer …</code> to the partner API. It may:{' '}
            {token.scopes.map((scope) => SCOPE_LABELS[scope]).join(', ')}.
          </Typography>
          <SecretValue noun="API token" secret={token.token} initiallyRevealed />
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
