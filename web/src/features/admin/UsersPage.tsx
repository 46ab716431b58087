import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useAdminCompanyPages, type AdminCompany } from '../../api/admin-companies';
import { AdminDataGrid } from '../../components/AdminDataGrid';
import { QueryState } from '../../components/QueryState';
import { listedCompanies } from '../../domain/admin-companies';
import { formatGeneralDate } from '../../domain/general-date';
import { AddonsCell, CompanyNameCell } from './company-cells';
import { addonsColumn, autoRowHeight, companyColumn, countryColumn } from './company-columns';
import { companyUsersSearchText } from './company-users-search';
import { ShowAllCompaniesCheckbox, useShowAllCompanies } from './ShowAllCompanies';

/** "e-mail (date added)", for the CSV export. */
const usersAsText = (company: AdminCompany) =>
  company.users.map((user) => `${user.email} (${formatGeneralDate(user.createdAt)})`).join('; ');

function UsersCell({ company }: { company: AdminCompany }) {
  if (company.users.length === 0) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        No users
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={`Users of ${company.name}`} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }}>
      {company.users.map((user) => (
        <Box component="li" key={user.email} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, py: 0.25 }}>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            added {formatGeneralDate(user.createdAt)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A phone has room for two columns: the add-ons go under the company's name. */
function CompanyWithAddonsCell({ company }: { company: AdminCompany }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <CompanyNameCell company={company} />
      <AddonsCell company={company} />
    </Stack>
  );
}

function userColumns(narrow: boolean): GridColDef<AdminCompany>[] {
  const company = companyColumn(narrow);
  return [
    narrow ? { ...company, renderCell: ({ row }) => <CompanyWithAddonsCell company={row} /> } : company,
    countryColumn(),
    addonsColumn(narrow),
    {
      field: 'users',
      headerName: 'Users',
      flex: narrow ? 1.2 : 1.5,
      minWidth: narrow ? 150 : 280,
      sortable: false,
      // The e-mails alone as the value (the column's filter reads it, for every row); the dates are formatted only for the CSV.
      valueGetter: (_value, row) => row.users.map((user) => user.email).join('; '),
      valueFormatter: (_value, row) => usersAsText(row),
      renderCell: ({ row }) => <UsersCell company={row} />,
    },
  ];
}

/**
 * Admin Users (spec §2 "Admin routes"): each company with a GA or beta
 * add-on, its add-ons, and its users with the date each was added; "Show all
 * companies" as on Addresses, so a company still in alpha can be found too.
 */
export function UsersPage() {
  const companies = useAdminCompanyPages();
  const [showAll, setShowAll] = useShowAllCompanies();
  return (
    <Stack spacing={3}>
      <title>Users · Admin · Partner Portal</title>
      <Stack spacing={1}>
        <Typography variant="h1">Users</Typography>
        <Typography color="text.secondary">
          Who can act for {showAll ? 'every company, with or without add-ons,' : 'each company with a GA or beta add-on,'} and when they were added.
        </Typography>
      </Stack>
      <ShowAllCompaniesCheckbox checked={showAll} onChange={setShowAll} />
      <QueryState query={companies} loadingLabel="Loading companies…">
        {(load) => <UsersTable companies={load.rows} complete={load.complete} showAll={showAll} />}
      </QueryState>
    </Stack>
  );
}

function UsersTable({ companies, complete, showAll }: { companies: readonly AdminCompany[]; complete: boolean; showAll: boolean }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = useMemo(() => userColumns(narrow), [narrow]);
  const rows = useMemo(() => listedCompanies(companies, showAll), [companies, showAll]);
  return (
    <AdminDataGrid
      label="Company users"
      rows={rows}
      columns={columns}
      fileName={showAll ? 'company-users-all' : 'company-users'}
      emptyMessage={showAll ? 'There are no companies yet.' : 'No company has a GA or beta add-on yet.'}
      initialSort={[{ field: 'name', sort: 'asc' }]}
      columnVisibilityModel={narrow ? { addons: false, country: false } : {}}
      getRowHeight={autoRowHeight}
      complete={complete}
      searchText={companyUsersSearchText}
    />
  );
}
