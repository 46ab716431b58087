import { enqueueSnackbar } from 'notistack';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useCompanyUsers, useRevokeCompanyUser } from '../../api/company-users';
import { useSession } from '../../api/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCompanyPermission } from '../../components/use-company-permission';
import type { CompanyScreenPaths } from '../../domain/company-screen-paths';
import { lastOwnerRefusal } from '../../domain/company-permissions';
import { revokeRefusal } from '../../domain/company-users';
import { focusAfterRevoke } from './CompanyUsersSection';
import { companyMessages } from './company-messages';
import { leavePanel } from '../../components/leave-panel';

/**
 * `company-users/:companyUserId/delete` (spec §5: revoking requires
 * confirmation). An unknown user returns to the company page (spec §2), and
 * so does the last one, whose revoke the page disables and explains.
 * Revoking your own access is allowed while others remain, but never by
 * mistake: the dialog says it is you, and afterwards you land on your
 * add-ons, since this company's pages are no longer yours.
 */
export function RevokeCompanyUserDialog(props: RevokeProps) {
  // A typed URL for a role that may not (issue 35 §2) goes back to the page, where the reason is shown,
  // before the users are asked for (a Developer may not even read them).
  if (useCompanyPermission('manageUsers').reason) return <Navigate to={props.paths.company} replace />;
  return <RevokeDialog {...props} />;
}

interface RevokeProps {
  paths: CompanyScreenPaths;
  companyId: string;
  companyName: string;
}

function RevokeDialog({ paths, companyId, companyName }: RevokeProps) {
  const navigate = useNavigate();
  const { companyUserId } = useParams();
  const users = useCompanyUsers(companyId);
  const revoke = useRevokeCompanyUser(companyId);
  const session = useSession();
  const close = () => void navigate(paths.company, leavePanel());

  const user = users.data?.find((candidate) => candidate.id === companyUserId);
  if (!user) {
    // Still loading, or just revoked (the row leaves the list before this route is left): nothing to show.
    if (users.isPending || revoke.isPending || revoke.isSuccess) return null;
    return <Navigate to={paths.company} replace />;
  }
  if (revokeRefusal(users.data?.length ?? 0)) return <Navigate to={paths.company} replace />;
  // The last Owner stays (issue 35 §2): the page disables their revoke and says why.
  const ownerCount = users.data?.filter((candidate) => candidate.role === 'owner').length ?? 0;
  if (lastOwnerRefusal(user.role, null, ownerCount)) return <Navigate to={paths.company} replace />;

  const yourself = session.data?.email.toLowerCase() === user.email.toLowerCase();

  async function confirm(email: string, id: string) {
    try {
      await revoke.mutateAsync(id);
      enqueueSnackbar(companyMessages.userRevoked(email), { variant: 'success' });
      if (yourself) void navigate('/', { replace: true });
      else void navigate(paths.company, leavePanel(focusAfterRevoke));
    } catch {
      // The app has flashed the error; the dialog stays so the user can try again or cancel.
    }
  }

  return (
    <ConfirmDialog
      title="Revoke Company User Access"
      confirmLabel={yourself ? 'Revoke My Access' : 'Revoke Access'}
      destructive
      busy={revoke.isPending}
      onCancel={close}
      onConfirm={() => void confirm(user.email, user.id)}
    >
      {yourself ? (
        <>
          <strong>{user.email}</strong> is you. Revoke your own access? You will no longer be able to manage {companyName}&apos;s add-ons, and
          only another company user can add you back.
        </>
      ) : (
        <>
          Revoke access for <strong>{user.email}</strong>? They will no longer be able to manage {companyName}&apos;s add-ons.
        </>
      )}
    </ConfirmDialog>
  );
}
