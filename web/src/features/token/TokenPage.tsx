import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useAccessToken, type AccessToken } from '../../api/access-token';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { maskSecret } from '../../domain/secrets';

export const tokenMessages = {
  copied: 'Token copied to the clipboard.',
  copyRefused: 'The browser did not allow copying. Reveal the token and copy it by hand.',
} as const;

/**
 * `/token` (spec §2): the signed-in user's platform API access token, masked
 * until revealed, with a copy button, their e-mail, and why it must be kept
 * secret. The token is fetched when the screen opens and never logged.
 */
export function TokenPage() {
  const token = useAccessToken();
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <title>API access token · Partner Portal</title>
      <Typography variant="h1">API access token</Typography>
      <SectionCard title="Platform API access token" description="Use it to call the platform API as yourself, e.g. from a script or the CLI.">
        <QueryState query={token} loadingLabel="Loading your token…">
          {(loaded) => <TokenDetails token={loaded} />}
        </QueryState>
      </SectionCard>
    </Stack>
  );
}

function TokenDetails({ token }: { token: AccessToken }) {
  const [revealed, setRevealed] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(token.accessToken);
      enqueueSnackbar(tokenMessages.copied, { variant: 'success' });
    } catch {
      enqueueSnackbar(tokenMessages.copyRefused, { variant: 'error' });
    }
  }

  return (
    <Stack spacing={3}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        <div>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            Signed in as
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {token.email}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            Access token
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {/* Masked, a screen reader reads the dots too: nothing of the token is told until it is revealed. */}
            <Box
              component="code"
              sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1rem', py: 1, px: 1.5, my: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}
            >
              {revealed ? token.accessToken : maskSecret(token.accessToken)}
            </Box>
          </Box>
        </div>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          aria-pressed={revealed}
          startIcon={revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
          onClick={() => setRevealed((shown) => !shown)}
        >
          Reveal token
        </Button>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy token
        </Button>
      </Stack>
      <Alert severity="warning">
        This is a bearer credential: whoever holds it can call the platform API as you until it expires. Keep it secret, and never paste it into
        tickets, chats or code you share.
      </Alert>
    </Stack>
  );
}
