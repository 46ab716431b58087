import Typography from '@mui/material/Typography';
import type { ApiTokenWithValue } from '../../api/api-tokens';
import { SCOPE_LABELS } from '../../domain/api-token-scopes';
import { SecretShownOnceDialog } from '../SecretShownOnceDialog';

/**
 * The token's value, the one time it is shown (the sandbox keeps only its
 * hash): what to do if it is lost, and how it is sent and what it may do.
 */
export function ApiTokenValueDialog({ token, onClose }: { token: ApiTokenWithValue; onClose: () => void }) {
  return (
    <SecretShownOnceDialog
      title={<>Token “{token.name}” created</>}
      noun="API token"
      secret={token.token}
      warning="Copy this token now: you won't see it again. If it is lost, revoke it and create another."
      onClose={onClose}
    >
      <Typography>
        Send it as <code>Authorization: Bearer …</code> to the partner API. It may: {token.scopes.map((scope) => SCOPE_LABELS[scope]).join(', ')}.
      </Typography>
    </SecretShownOnceDialog>
  );
}
