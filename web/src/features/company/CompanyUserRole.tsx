import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { enqueueSnackbar } from 'notistack';
import { afterWrite } from '../../api/after-write';
import { useChangeCompanyUserRole, type CompanyUser } from '../../api/company-users';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, lastOwnerRefusal, type CompanyRole } from '../../domain/company-permissions';
import { companyMessages } from './company-messages';

interface CompanyUserRoleProps {
  companyId: string;
  user: CompanyUser;
  ownerCount: number;
  /** Whether the signed-in user may change roles (Owners, issue 35 §2); others read the role. */
  manage: boolean;
  /** The id of the visible last-Owner sentence, which describes a disabled select. */
  lastOwnerReasonId: string;
}

/**
 * A company user's role (issue 35 §2): an Owner changes it here (PATCH, flashed
 * when saved; a refusal is flashed by the app); the last Owner's select is
 * disabled and described by the sentence saying why. Others see the role's name.
 */
export function CompanyUserRole({ companyId, user, ownerCount, manage, lastOwnerReasonId }: CompanyUserRoleProps) {
  const change = useChangeCompanyUserRole(companyId);
  if (!manage) return <>{COMPANY_ROLE_LABELS[user.role]}</>;
  // Demoting the last Owner is refused whatever the new role: any non-Owner choice will do to ask.
  const lastOwner = lastOwnerRefusal(user.role, 'developer', ownerCount) !== null;

  function choose(role: CompanyRole) {
    if (role === user.role) return;
    void afterWrite(change.mutateAsync({ userId: user.id, role }), () =>
      enqueueSnackbar(companyMessages.roleChanged(user.email, COMPANY_ROLE_LABELS[role]), { variant: 'success' }),
    );
  }

  return (
    // The column header says "Role"; the name says whose (MUI's unlabelled select takes it from inputProps).
    <Select
      size="small"
      value={user.role}
      disabled={lastOwner || change.isPending}
      onChange={(event) => choose(event.target.value as CompanyRole)}
      inputProps={{ 'aria-label': `Role of ${user.email}` }}
      SelectDisplayProps={{ 'aria-describedby': lastOwner ? lastOwnerReasonId : undefined }}
      sx={{ minWidth: 130 }}
    >
      {COMPANY_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {COMPANY_ROLE_LABELS[role]}
        </MenuItem>
      ))}
    </Select>
  );
}
