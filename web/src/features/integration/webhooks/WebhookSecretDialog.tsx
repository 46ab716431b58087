import Typography from '@mui/material/Typography';
import type { WebhookEndpointWithSecret } from '../../../api/webhooks';
import { SecretShownOnceDialog } from '../../../components/SecretShownOnceDialog';

/**
 * The signing secret, the one time it is shown (after registering or
 * rotating): what to do if it is lost, and how deliveries are signed with it.
 */
export function WebhookSecretDialog({ endpoint, rotated, onClose }: { endpoint: WebhookEndpointWithSecret; rotated: boolean; onClose: () => void }) {
  return (
    <SecretShownOnceDialog
      title={rotated ? 'New signing secret' : 'Endpoint registered: its signing secret'}
      noun="signing secret"
      secret={endpoint.secret}
      warning="Copy this secret now: you won't see it again. If it is lost, rotate the secret to get a new one."
      onClose={onClose}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        Deliveries to <strong>{endpoint.url}</strong> are signed with it (Standard Webhooks: <code>webhook-id</code>,{' '}
        <code>webhook-timestamp</code>, <code>webhook-signature</code>); any standard verifier checks them with this secret.
      </Typography>
    </SecretShownOnceDialog>
  );
}
