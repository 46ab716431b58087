import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useApiAuthorization, useRegenerateApiAuthorization } from '../../api/api-authorizations';
import { useOauthCredential, useRegenerateOauthCredential } from '../../api/oauth-credentials';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Fact, Facts } from '../../components/Facts';
import { QueryState } from '../../components/QueryState';
import { SecretValue } from '../../components/SecretValue';
import { SectionCard } from '../../components/SectionCard';
import { formatGeneralDateTime } from '../../domain/general-date';
import { regeneratedSecretNotice } from '../../domain/secrets';
import { settingsMessages } from './settings-messages';

interface RegeneratableSecretProps<T> {
  query: UseQueryResult<T>;
  regenerate: UseMutationResult<T, Error, void>;
  /** "client secret", "token" */
  noun: string;
  secretOf: (record: T) => string;
  updatedAtOf: (record: T) => string;
  revealable: boolean;
  dialogTitle: string;
  consequence: string;
  successMessage: string;
  /** Facts shown above the secret, e.g. the client id. */
  facts?: (record: T) => ReactNode;
  /** False once the add-on is shut down: the secret is shown, not regenerated. */
  changeable: boolean;
}

/**
 * A secret with Regenerate behind a confirmation (spec §5). The new value
 * comes back in the answer and is shown revealed, with a sentence saying the
 * old one stopped working and that the new one can be found here again
 * (issue 31 item 9: it can, so nothing says "copy it now"); anywhere else it
 * is masked. Closing the dialog returns focus to Regenerate, which stays.
 */
function RegeneratableSecret<T>({
  query,
  regenerate,
  noun,
  secretOf,
  updatedAtOf,
  revealable,
  dialogTitle,
  consequence,
  successMessage,
  facts,
  changeable,
}: RegeneratableSecretProps<T>) {
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  return (
    <QueryState query={query} loadingLabel={`Loading the ${noun}…`}>
      {(record) => {
        const secret = secretOf(record);
        const justRegenerated = fresh === secret;
        return (
          <Stack spacing={2}>
            <Facts>
              {facts?.(record)}
              <Fact label="Last changed">{formatGeneralDateTime(updatedAtOf(record))}</Fact>
            </Facts>
            {justRegenerated ? <Alert severity="warning">{regeneratedSecretNotice(noun, revealable)}</Alert> : null}
            <SecretValue
              // Not keyed by the value: remounting would drop the Regenerate button the dialog returns focus to.
              noun={noun}
              secret={secret}
              revealable={revealable}
              initiallyRevealed={justRegenerated}
              actions={
                changeable ? (
                  <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>
                    Regenerate {noun}
                  </Button>
                ) : undefined
              }
            />
            <ConfirmDialog
              open={confirming}
              title={dialogTitle}
              confirmLabel={`Regenerate ${noun}`}
              destructive
              busy={regenerate.isPending}
              onCancel={() => setConfirming(false)}
              onConfirm={() =>
                regenerate.mutate(undefined, {
                  onSuccess: (updated) => {
                    setFresh(secretOf(updated));
                    setConfirming(false);
                    enqueueSnackbar(successMessage, { variant: 'success' });
                  },
                })
              }
            >
              {consequence}
            </ConfirmDialog>
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** OAuth credentials (spec §2, §3): client id, the secret masked with reveal and copy, regenerate with confirmation. */
export function OauthCredentialsSection({ slug, changeable = true }: { slug: string; changeable?: boolean }) {
  return (
    <SectionCard title="OAuth Credentials" description="Your service uses these to sign customers in to its dashboard through the platform (single sign-on).">
      <RegeneratableSecret
        query={useOauthCredential(slug)}
        regenerate={useRegenerateOauthCredential(slug)}
        noun="client secret"
        secretOf={(credential) => credential.secret}
        updatedAtOf={(credential) => credential.updatedAt}
        revealable
        dialogTitle="Regenerate OAuth Client Secret"
        consequence="The current client secret stops working at once: single sign-on fails until your service is configured with the new one. Regenerate it?"
        successMessage={settingsMessages.oauthRegenerated}
        changeable={changeable}
        facts={(credential) => (
          <Fact label="Client ID">
            <Typography component="code" sx={{ fontFamily: 'monospace' }}>
              {credential.clientId}
            </Typography>
          </Fact>
        )}
      />
    </SectionCard>
  );
}

/** API authorization (spec §2, §3): the partner API token, masked, with copy and regenerate with confirmation. */
export function ApiAuthorizationSection({ slug, changeable = true }: { slug: string; changeable?: boolean }) {
  return (
    <SectionCard title="API Authorizations" description="Your service calls the platform's partner API with this token, e.g. to report usage or update config vars.">
      <RegeneratableSecret
        query={useApiAuthorization(slug)}
        regenerate={useRegenerateApiAuthorization(slug)}
        noun="token"
        secretOf={(authorization) => authorization.token}
        updatedAtOf={(authorization) => authorization.updatedAt}
        revealable={false}
        dialogTitle="Regenerate API Token"
        consequence="The current token stops working at once: your service's calls to the partner API fail until it uses the new one. Regenerate it?"
        successMessage={settingsMessages.apiRegenerated}
        changeable={changeable}
      />
    </SectionCard>
  );
}
