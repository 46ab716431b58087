import AddIcon from '@mui/icons-material/Add';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
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
import type { CompanyScreenPaths } from '../../domain/company-screen-paths';
import { revokeRefusal } from '../../domain/company-users';
import { formatGeneralDate } from '../../domain/general-date';

/** Navigation state for returning to the company page after a user's access was revoked. */
export const focusAfterRevoke = { focus: 'company-users-after-revoke' } as const;

function isFocusAfterRevoke(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focus' in state && state.focus === focusAfterRevoke.focus;
}

/**
 * Company Users (spec §2): e-mail and date added, a revoke button per row
 * (confirmed in a dialog, a sub-route) and Add Company User (a panel). The
 * last user's revoke is disabled, and the reason is shown beside the list.
 */
export function CompanyUsersSection({ paths, companyId }: { paths: CompanyScreenPaths; companyId: string }) {
  const users = useCompanyUsers(companyId);
  const addButtonId = useId();
  const location = useLocation();
  useEffect(() => {
    // Back from revoking: the row is gone, so focus goes to Add Company User rather than nowhere.
    if (isFocusAfterRevoke(location.state)) document.getElementById(addButtonId)?.focus();
  }, [location, addButtonId]);

  return (
    <SectionCard
      title="Company Users"
      description="Everyone here manages all of the company's add-ons. Each needs a platform account."
      action={
        <Button id={addButtonId} component={RouterLink} to={paths.newCompanyUser} variant="outlined" startIcon={<AddIcon />}>
          Add Company User
        </Button>
      }
    >
      <QueryState query={users} loadingLabel="Loading company users…">
        {(list) => <CompanyUserTable paths={paths} users={list} />}
      </QueryState>
    </SectionCard>
  );
}

/** The date column shows from the `sm` breakpoint; narrower screens show the date in the e-mail's cell. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

function CompanyUserTable({ paths, users }: { paths: CompanyScreenPaths; users: readonly CompanyUser[] }) {
  const reasonId = useId();
  const refusal = revokeRefusal(users.length);
  return (
    <>
      <Table size="small" aria-label="Company users">
        <TableHead>
          <TableRow>
            <TableCell>E-mail</TableCell>
            <TableCell sx={wideOnly}>Date added</TableCell>
            <TableCell align="right">
              <span style={visuallyHidden}>Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
                {/* On a phone the date goes under the e-mail, so the address keeps the width it needs. */}
                <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                  Added {formatGeneralDate(user.createdAt)}
                </Typography>
              </TableCell>
              <TableCell sx={wideOnly}>{formatGeneralDate(user.createdAt)}</TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                {refusal ? (
                  <IconButton disabled aria-label={`Revoke access for ${user.email}`} aria-describedby={reasonId}>
                    <PersonRemoveIcon />
                  </IconButton>
                ) : (
                  <IconButton component={RouterLink} to={paths.deleteCompanyUser(user.id)} aria-label={`Revoke access for ${user.email}`}>
                    <PersonRemoveIcon />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {refusal ? (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {refusal} Add another user first to hand over.
        </Typography>
      ) : null}
    </>
  );
}
