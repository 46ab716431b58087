import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAcceptInvitation, useInvitationByToken, type InvitationByToken } from '../../api/company-invitations';
import { isApiError } from '../../api/errors';
import { useSession } from '../../api/session';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { ADDONS_PATH } from '../../domain/addon-paths';
import { COMPANY_ROLE_LABELS } from '../../domain/company-permissions';
import { OWN_COMPANY_PATH } from '../../domain/company-screen-paths';
import { closedLinkSentence, expiresIn, joinTitle, UNKNOWN_LINK_SENTENCE, wrongAccountRefusal } from '../../domain/invitations';

/**
 * `/invitations/:token` (issue 35 §3), the link of an invitation e-mail. The
 * root's session guard has sent a signed-out visitor to sign in and back here
 * (return_to). The page says what the link is for ("Join Acme Data as
 * Finance") and offers Accept; an expired, revoked, used or replaced link, a
 * link for another account and an unknown link each say their own sentence
 * with a way on.
 */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitationByToken(token);
  if (invitation.isPending) return <LoadingState label="Loading the invitation…" />;
  if (invitation.isError) {
    const sentence = isApiError(invitation.error) && invitation.error.status === 404 ? UNKNOWN_LINK_SENTENCE : 'The invitation could not be loaded. Try the link again in a moment.';
    return <ClosedLink title="Invitation not found" sentence={sentence} />;
  }
  const found = invitation.data;
  if (found.state !== 'pending') {
    return (
      <ClosedLink
        title={`Invitation to ${found.companyName}`}
        sentence={closedLinkSentence(found.state, found.companyName)}
        openCompany={found.state === 'accepted'}
      />
    );
  }
  return <PendingInvitation token={token} invitation={found} />;
}

function PageTitle({ text }: { text: string }) {
  return <title>{`${text} · Partner Portal`}</title>;
}

function ClosedLink({ title, sentence, openCompany = false }: { title: string; sentence: string; openCompany?: boolean }) {
  return (
    <>
      <PageTitle text={title} />
      <EmptyState
        headingLevel="h1"
        title={title}
        description={sentence}
        actions={
          <Button component={RouterLink} to={openCompany ? OWN_COMPANY_PATH : ADDONS_PATH} variant="contained">
            {openCompany ? 'Open your company' : 'Go to your add-ons'}
          </Button>
        }
      />
    </>
  );
}

function PendingInvitation({ token, invitation }: { token: string; invitation: InvitationByToken }) {
  const navigate = useNavigate();
  const session = useSession();
  const accept = useAcceptInvitation(token);
  const title = joinTitle(invitation.companyName, invitation.role);
  const wrongAccount = session.data ? wrongAccountRefusal(invitation.email, session.data.email) : null;

  async function join() {
    try {
      const joined = await accept.mutateAsync();
      enqueueSnackbar(`You joined ${joined.companyName} as ${COMPANY_ROLE_LABELS[joined.role]}.`, { variant: 'success' });
      void navigate(OWN_COMPANY_PATH);
    } catch {
      // Shown below the button: the refusal's own sentence.
    }
  }

  const refusal = accept.error ? (isApiError(accept.error) ? (accept.error.detail ?? accept.error.fieldErrors?.base?.join(' ')) : undefined) : undefined;
  return (
    <>
      <PageTitle text={title} />
      <EmptyState
        headingLevel="h1"
        title={title}
        description={
          <Stack spacing={2}>
            <span>
              {invitation.companyName} invited {invitation.email} to join as {COMPANY_ROLE_LABELS[invitation.role]}. The invitation{' '}
              {expiresIn(invitation.expiresAt, new Date())}.
            </span>
            {wrongAccount ? (
              <Alert severity="warning">
                {wrongAccount} Log out from the account menu, then open this link again.
              </Alert>
            ) : null}
            {accept.isError ? (
              <Alert severity="error" role="alert">
                {refusal ?? 'The invitation could not be accepted. Try again in a moment.'}
              </Alert>
            ) : null}
          </Stack>
        }
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={() => void join()} disabled={accept.isPending || wrongAccount !== null}>
              {accept.isPending ? 'Joining…' : 'Accept'}
            </Button>
            <Button component={RouterLink} to={ADDONS_PATH}>
              Not now
            </Button>
          </Stack>
        }
      />
    </>
  );
}
