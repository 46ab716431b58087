import AddIcon from '@mui/icons-material/Add';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCompanyUsers, type CompanyUser } from '../../api/company-users';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { useCompanyPermission } from '../../components/use-company-permission';
import type { CompanyScreenPaths } from '../../domain/company-screen-paths';
import type { CompanyPermission } from '../../domain/company-permission';
import { LAST_OWNER_REASON, lastOwnerRefusal } from '../../domain/company-permissions';
import { revokeRefusal } from '../../domain/company-users';
import { formatGeneralDate } from '../../domain/general-date';
import { CompanyUserRole } from './CompanyUserRole';

/** Navigation state for returning to the company page after a user's access was revoked. */
export const focusAfterRevoke = { focus: 'company-users-after-revoke' } as const;

function isFocusAfterRevoke(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focus' in state && state.focus === focusAfterRevoke.focus;
}

/**
 * Company Users (spec §2, issue 35 §2): e-mail, role and date added; for an
 * Owner a role select and a revoke button per row (confirmed in a dialog, a
 * sub-route) and Add Company User (a panel). The last user's revoke and the
 * last Owner's role and revoke are disabled, with the reason beside the list.
 * Finance and Support read the list; a Developer sees why it is not shown.
 */
export function CompanyUsersSection({ paths, companyId }: { paths: CompanyScreenPaths; companyId: string }) {
  const view = useCompanyPermission('viewUsers');
  const manage = useCompanyPermission('manageUsers');
  const addButtonId = useId();
  const location = useLocation();
  useEffect(() => {
    // Back from revoking: the row is gone, so focus goes to Add Company User rather than nowhere.
    if (isFocusAfterRevoke(location.state)) document.getElementById(addButtonId)?.focus();
  }, [location, addButtonId]);

  return (
    <SectionCard
      title="Company Users"
      description="Each user's role decides what they may do with the company's add-ons. Each needs a platform account."
      action={
        manage.allowed ? (
          <Button id={addButtonId} component={RouterLink} to={paths.newCompanyUser} variant="outlined" startIcon={<AddIcon />}>
            Add Company User
          </Button>
        ) : undefined
      }
    >
      {view.allowed ? (
        <CompanyUsersList paths={paths} companyId={companyId} manage={manage} />
      ) : (
        // Not asked for at all: the sandbox would answer 403, and the sentence is the answer.
        <Typography color="text.secondary">{view.reason}</Typography>
      )}
    </SectionCard>
  );
}

function CompanyUsersList({ paths, companyId, manage }: { paths: CompanyScreenPaths; companyId: string; manage: CompanyPermission }) {
  const users = useCompanyUsers(companyId);
  return (
    <QueryState query={users} loadingLabel="Loading company users…">
      {(list) => (
        <>
          <CompanyUserTable paths={paths} companyId={companyId} users={list} manage={manage.allowed} />
          {manage.reason ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {manage.reason}
            </Typography>
          ) : null}
        </>
      )}
    </QueryState>
  );
}

/** The date column shows from the `sm` breakpoint; narrower screens show the date in the e-mail's cell. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface CompanyUserTableProps {
  paths: CompanyScreenPaths;
  companyId: string;
  users: readonly CompanyUser[];
  manage: boolean;
}

function CompanyUserTable({ paths, companyId, users, manage }: CompanyUserTableProps) {
  const reasonId = useId();
  const lastOwnerReasonId = useId();
  const refusal = revokeRefusal(users.length);
  const ownerCount = users.filter((user) => user.role === 'owner').length;
  // Said once under the list when an Owner sees a control it disables (the last Owner's role and revoke).
  const lastOwnerShown = manage && users.some((user) => lastOwnerRefusal(user.role, null, ownerCount) !== null);
  const role = (user: CompanyUser) => (
    <CompanyUserRole companyId={companyId} user={user} ownerCount={ownerCount} manage={manage} lastOwnerReasonId={lastOwnerReasonId} />
  );
  return (
    <>
      <Table size="small" aria-label="Company users">
        <TableHead>
          <TableRow>
            <TableCell>E-mail</TableCell>
            <TableCell sx={wideOnly}>Role</TableCell>
            <TableCell sx={wideOnly}>Date added</TableCell>
            {manage ? (
              <TableCell align="right">
                <span style={visuallyHidden}>Actions</span>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const refused = refusal ?? lastOwnerRefusal(user.role, null, ownerCount);
            return (
              <TableRow key={user.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                  {/* On a phone the date goes under the e-mail, so the address keeps the width it needs. */}
                  <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                    Added {formatGeneralDate(user.createdAt)}
                  </Typography>
                  {/* And the role, so the address is not broken mid-word beside a select (one of the two is display:none). */}
                  <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 1 }}>{role(user)}</Box>
                </TableCell>
                <TableCell sx={{ ...wideOnly, py: 0.5 }}>{role(user)}</TableCell>
                <TableCell sx={wideOnly}>{formatGeneralDate(user.createdAt)}</TableCell>
                {manage ? (
                  <TableCell align="right" sx={{ py: 0.5 }}>
                    {refused ? (
                      <IconButton disabled aria-label={`Revoke access for ${user.email}`} aria-describedby={refusal ? reasonId : lastOwnerReasonId}>
                        <PersonRemoveIcon />
                      </IconButton>
                    ) : (
                      <IconButton component={RouterLink} to={paths.deleteCompanyUser(user.id)} aria-label={`Revoke access for ${user.email}`}>
                        <PersonRemoveIcon />
                      </IconButton>
                    )}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {manage && refusal ? (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {refusal} Add another user first to hand over.
        </Typography>
      ) : null}
      {lastOwnerShown ? (
        <Typography id={lastOwnerReasonId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {LAST_OWNER_REASON}
        </Typography>
      ) : null}
    </>
  );
}
