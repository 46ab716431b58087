import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { Suspense, useState } from 'react';
import { useInvitations, useResendInvitation, useRevokeInvitation, type Invitation } from '../../api/company-invitations';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingState } from '../../components/LoadingState';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { useCompanyPermission } from '../../components/use-company-permission';
import { COMPANY_ROLE_LABELS } from '../../domain/company-permissions';
import { expiresIn } from '../../domain/invitations';
import { lazyNamed } from '../../components/lazy-named';

/**
 * The form library (Formik, Yup, ~100 KB of script) comes with the panel, in a
 * chunk of its own loaded when it opens: not compiled before the page's first paint (issue 33).
 */
const InvitePanel = lazyNamed(() => import('./InvitePanel'), 'InvitePanel');

/** The role and the inviter show from `sm`; a phone reads them under the e-mail. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * Invitations (issue 35 §3), for those who may manage users (Owners; the
 * permission table): invite by e-mail and role, and the pending list with
 * who, role, invited by and when it expires, each with Resend and Revoke
 * (confirmed). Everyone else does not see the section: it is not theirs to
 * act on, and the list says who is about to join.
 */
export function InvitationsSection({ companyId }: { companyId: string }) {
  const permission = useCompanyPermission('manageUsers');
  const invitations = useInvitations(companyId, permission.allowed);
  const [inviting, setInviting] = useState(false);
  if (!permission.allowed) return null;
  return (
    <SectionCard
      title="Invitations"
      description="Invite someone by e-mail with a role. They need no platform account yet; the link works for 7 days."
      action={
        <Button onClick={() => setInviting(true)} variant="outlined" startIcon={<AddIcon />}>
          Invite
        </Button>
      }
    >
      <QueryState query={invitations} loadingLabel="Loading invitations…">
        {(list) =>
          list.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No pending invitations.
            </Typography>
          ) : (
            <InvitationTable companyId={companyId} invitations={list} />
          )
        }
      </QueryState>
      {inviting ? (
        <Suspense fallback={<LoadingState label="Loading the form…" />}>
          <InvitePanel companyId={companyId} onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}

function InvitationTable({ companyId, invitations }: { companyId: string; invitations: readonly Invitation[] }) {
  const resend = useResendInvitation(companyId);
  const revoke = useRevokeInvitation(companyId);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const now = new Date();

  async function resendTo(invitation: Invitation) {
    try {
      await resend.mutateAsync(invitation.id);
      enqueueSnackbar(`Invitation sent again to ${invitation.email}; the earlier link no longer works.`, { variant: 'success' });
    } catch {
      // The app has flashed the error.
    }
  }

  async function confirmRevoke(invitation: Invitation) {
    try {
      await revoke.mutateAsync(invitation.id);
      enqueueSnackbar(`Invitation of ${invitation.email} revoked.`, { variant: 'success' });
      setRevoking(null);
    } catch {
      // The app has flashed the error; the dialog stays so the Owner can try again or cancel.
    }
  }

  return (
    <>
      <Table size="small" aria-label="Pending invitations">
        <TableHead>
          <TableRow>
            <TableCell>E-mail</TableCell>
            <TableCell sx={wideOnly}>Role</TableCell>
            <TableCell sx={wideOnly}>Invited by</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
                <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                  {COMPANY_ROLE_LABELS[invitation.role]}, invited by {invitation.invitedBy}
                </Typography>
              </TableCell>
              <TableCell sx={wideOnly}>{COMPANY_ROLE_LABELS[invitation.role]}</TableCell>
              <TableCell sx={{ ...wideOnly, overflowWrap: 'anywhere' }}>{invitation.invitedBy}</TableCell>
              <TableCell>
                <Typography variant="body2" color={invitation.state === 'expired' ? 'error' : undefined}>
                  {expiresIn(invitation.expiresAt, now)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" onClick={() => void resendTo(invitation)} disabled={resend.isPending} aria-label={`Resend invitation to ${invitation.email}`}>
                    Resend
                  </Button>
                  <Button size="small" color="error" onClick={() => setRevoking(invitation)} aria-label={`Revoke invitation to ${invitation.email}`}>
                    Revoke
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {revoking ? (
        <ConfirmDialog
          title="Revoke Invitation"
          confirmLabel="Revoke Invitation"
          destructive
          busy={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onConfirm={() => void confirmRevoke(revoking)}
        >
          Revoke the invitation of <strong>{revoking.email}</strong>? The link they were sent stops working; you can invite them again later.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
