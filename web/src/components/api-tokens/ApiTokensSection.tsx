import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { Suspense, useState } from 'react';
import { useApiTokens, useRevokeApiToken, type ApiToken, type ApiTokenScope, type ApiTokenWithValue } from '../../api/api-tokens';
import { isTokenExpired, SCOPE_LABELS } from '../../domain/api-token-scopes';
import { formatGeneralDate, formatGeneralDateTime } from '../../domain/general-date';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState } from '../EmptyState';
import { LoadingState } from '../LoadingState';
import { QueryState } from '../QueryState';
import { ResponsiveTable, type ResponsiveColumn } from '../ResponsiveTable';
import { SectionCard } from '../SectionCard';
import { ApiTokenValueDialog } from './ApiTokenValueDialog';
import { lazyNamed } from '../lazy-named';

/**
 * The form library (Formik, Yup, ~100 KB of script) comes with the panel, in a
 * chunk of its own loaded when it opens: not compiled before the page's first paint (issue 33).
 */
const ApiTokenCreatePanel = lazyNamed(() => import('./ApiTokenCreatePanel'), 'ApiTokenCreatePanel');

type Opened = { kind: 'create' } | { kind: 'value'; token: ApiTokenWithValue } | { kind: 'revoke'; token: ApiToken } | null;

function tokenColumns(now: Date, revoke: (token: ApiToken) => void): ResponsiveColumn<ApiToken>[] {
  return [
    { id: 'name', header: 'Name', phone: 'title', cell: (token) => <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{token.name}</Typography> },
    { id: 'scopes', header: 'Scopes', cell: (token) => token.scopes.map((scope) => SCOPE_LABELS[scope]).join(', ') },
    { id: 'created', header: 'Created', cell: (token) => formatGeneralDate(token.createdAt) },
    {
      id: 'expires',
      header: 'Expires',
      cell: (token) =>
        isTokenExpired(token.expiresAt, now) ? (
          <Chip size="small" color="warning" variant="outlined" label={`Expired ${formatGeneralDate(token.expiresAt)}`} />
        ) : (
          formatGeneralDate(token.expiresAt)
        ),
    },
    { id: 'lastUsed', header: 'Last used', cell: (token) => (token.lastUsedAt ? formatGeneralDateTime(token.lastUsedAt) : 'Never') },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      phone: 'actions',
      align: 'right',
      cell: (token) => (
        <Button color="error" size="small" onClick={() => revoke(token)} aria-label={`Revoke ${token.name}`}>
          Revoke
        </Button>
      ),
    },
  ];
}

function NoScopes() {
  return (
    <Typography color="text.secondary">
      Personal API tokens are for a partner company&apos;s users and limited by their role. Your account has no company role (platform
      administrators have none), so it cannot make one.
    </Typography>
  );
}

/**
 * "Personal API tokens" (issue 35 §4), on the token screen and the company
 * home alike: the caller's tokens with their last use, a New token panel
 * offering only the scopes their role grants, the value shown once, and
 * revoking behind a confirmation.
 */
export function ApiTokensSection({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [opened, setOpened] = useState<Opened>(null);
  const grantable: readonly ApiTokenScope[] = tokens.data?.grantableScopes ?? [];
  const createButton =
    grantable.length > 0 ? (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpened({ kind: 'create' })}>
        New token
      </Button>
    ) : undefined;
  return (
    <SectionCard
      title="Personal API tokens"
      headingLevel={headingLevel}
      description="Tokens for your scripts and CI to call the partner API as you, limited to the scopes you choose and to your role."
      action={tokens.data && tokens.data.tokens.length > 0 ? createButton : undefined}
    >
      <QueryState query={tokens} loadingLabel="Loading your API tokens…">
        {(loaded) =>
          loaded.tokens.length === 0 ? (
            grantable.length === 0 ? (
              <NoScopes />
            ) : (
              <EmptyState
                headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
                title="No API tokens yet"
                description="Create one for each script, with only the scopes it needs; it is shown once."
                actions={createButton}
              />
            )
          ) : (
            <ResponsiveTable
              label="Personal API tokens"
              rows={loaded.tokens}
              rowKey={(token) => token.id}
              columns={tokenColumns(new Date(), (token) => setOpened({ kind: 'revoke', token }))}
            />
          )
        }
      </QueryState>
      {opened?.kind === 'create' ? (
        <Suspense fallback={<LoadingState label="Loading the form…" />}>
          <ApiTokenCreatePanel grantable={grantable} onClose={() => setOpened(null)} onCreated={(token) => setOpened({ kind: 'value', token })} />
        </Suspense>
      ) : null}
      {opened?.kind === 'value' ? <ApiTokenValueDialog token={opened.token} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'revoke' ? (
        <ConfirmDialog
          title={`Revoke “${opened.token.name}”?`}
          confirmLabel="Revoke token"
          destructive
          busy={revoke.isPending}
          onCancel={() => setOpened(null)}
          onConfirm={() => {
            const { token } = opened;
            revoke.mutate(token.id, {
              onSuccess: () => {
                setOpened(null);
                enqueueSnackbar(`Token “${token.name}” revoked.`, { variant: 'success' });
              },
            });
          }}
        >
          <Stack spacing={1}>
            <Typography>Scripts using it stop working at once (401). This cannot be undone.</Typography>
          </Stack>
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}
