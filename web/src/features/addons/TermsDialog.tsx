import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { errorDetail } from '../../api/errors';
import { useAcceptTerms } from '../../api/terms-acceptance';
import type { CurrentUser } from '../../api/current-user';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TERMS_EFFECTIVE_DATE } from '../../domain/banners';
import { formatLongDate } from '../../domain/calendar-date';
import { links } from '../../domain/links';
import { afterWrite } from '../../api/after-write';

/**
 * Read and accept the updated terms in the portal (spec §6: "A sign-in user
 * must accept the updated terms, otherwise a banner shows"; issue 21: the
 * banner gave no way to). The agreement itself is the marketplace's
 * document, linked; "I accept" records the acceptance upstream, and the
 * banner goes (the answer is the updated user).
 */
export function TermsDialog({ user, onClose, onAccepted }: { user: CurrentUser; onClose: () => void; onAccepted: () => void }) {
  const accept = useAcceptTerms();
  const company = user.company?.name;
  return (
    <ConfirmDialog
      title="Updated terms of service"
      confirmLabel="I accept"
      busy={accept.isPending}
      onCancel={onClose}
      onConfirm={() => afterWrite(accept.mutateAsync(), onAccepted)}
    >
      <Typography component="p" sx={{ mb: 2 }}>
        The Marketplace Licensing Agreement (MSA) is the agreement under which {company ?? 'your company'} lists add-ons in the marketplace. Its updated
        terms took effect on {formatLongDate(TERMS_EFFECTIVE_DATE)}.
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        <Link href={links.marketplaceLicensingAgreement} target="_blank" rel="noopener noreferrer">
          Read the Marketplace Licensing Agreement (opens in a new tab)
        </Link>
      </Typography>
      <Typography component="p">
        By selecting I accept, you accept the agreement as {user.email}
        {company ? ` for ${company}` : ''}.
      </Typography>
      {accept.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          Your acceptance could not be recorded: {errorDetail(accept.error) ?? 'please try again.'}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
