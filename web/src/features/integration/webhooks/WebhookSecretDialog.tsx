import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { WebhookEndpointWithSecret } from '../../../api/webhooks';
import { SecretValue } from '../../../components/SecretValue';

/**
 * The signing secret, the one time it is shown (after registering or
 * rotating): revealed, with a copy button, and said plainly that it will not
 * be shown again. Closing is a deliberate "I have copied it".
 */
export function WebhookSecretDialog({ endpoint, rotated, onClose }: { endpoint: WebhookEndpointWithSecret; rotated: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{rotated ? 'New signing secret' : 'Endpoint registered: its signing secret'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" role="note">
            Copy this secret now: you won&apos;t see it again. If it is lost, rotate the secret to get a new one.
          </Alert>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            Deliveries to <strong>{endpoint.url}</strong> are signed with it (Standard Webhooks: <code>webhook-id</code>,{' '}
            <code>webhook-timestamp</code>, <code>webhook-signature</code>); any standard verifier checks them with this secret.
          </Typography>
          <SecretValue noun="signing secret" secret={endpoint.secret} initiallyRevealed />
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
