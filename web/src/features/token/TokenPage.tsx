import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAccessToken, type AccessToken } from '../../api/access-token';
import { ApiTokensSection } from '../../components/api-tokens/ApiTokensSection';
import { QueryState } from '../../components/QueryState';
import { SecretValue } from '../../components/SecretValue';
import { SectionCard } from '../../components/SectionCard';


/**
 * `/token` (spec §2): the signed-in user's platform API access token, masked
 * until revealed, with a copy button, their e-mail, and why it must be kept
 * secret. The token is fetched when the screen opens and never logged.
 * Below it, the user's personal API tokens (issue 35 §4).
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
      <ApiTokensSection />
    </Stack>
  );
}

function TokenDetails({ token }: { token: AccessToken }) {
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
          <Box component="dd" sx={{ m: 0, mt: 1 }}>
            <SecretValue noun="token" secret={token.accessToken} />
          </Box>
        </div>
      </Box>
      <Alert severity="warning">
        This is a bearer credential: whoever holds it can call the platform API as you until it expires. Keep it secret, and never paste it into
        tickets, chats or code you share.
      </Alert>
    </Stack>
  );
}
