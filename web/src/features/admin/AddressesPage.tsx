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
import { listedCompanies, safeMapLink } from '../../domain/admin-companies';
import { MapLinkCell } from './company-cells';
import { companyAddressesSearchText } from './company-addresses-search';
import { addonsColumn, autoRowHeight, companyColumn, countryColumn } from './company-columns';
import { ShowAllCompaniesCheckbox, useShowAllCompanies } from './ShowAllCompanies';

const text = (field: keyof AdminCompany & string, headerName: string, width: number): GridColDef<AdminCompany> => ({
  field,
  headerName,
  width,
  renderCell: ({ value }) => (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {value as string | null}
    </Box>
  ),
});

function addressColumns(narrow: boolean): GridColDef<AdminCompany>[] {
  return [
    companyColumn(narrow),
    addonsColumn(narrow),
    {
      field: 'googleMapsLink',
      headerName: 'Map Link',
      width: 100,
      sortable: false,
      // Exported and searched only when it would be linked: never a `javascript:` URL in a spreadsheet either.
      valueGetter: (_value, row) => safeMapLink(row.googleMapsLink) ?? '',
      renderCell: ({ row }) => <MapLinkCell company={row} />,
    },
    text('addr1', 'Street 1', 170),
    text('addr2', 'Street 2', 120),
    { ...text('city', 'City', narrow ? 88 : 130), ...(narrow ? { flex: 0 } : {}) },
    text('state', 'State', 80),
    text('zip', 'Zip', 90),
    countryColumn(),
  ];
}

/** On a 390 px phone: company, add-ons and city (the brief's key facts); the rest stay in the CSV export. */
const PHONE_HIDDEN = { googleMapsLink: false, addr1: false, addr2: false, state: false, zip: false, country: false };

/**
 * Admin Addresses (spec §2 "Admin routes"): companies with a beta or GA
 * add-on, or every company once "Show all companies" is ticked.
 */
export function AddressesPage() {
  const companies = useAdminCompanyPages();
  const [showAll, setShowAll] = useShowAllCompanies();
  return (
    <Stack spacing={3}>
      <title>Addresses · Admin · Partner Portal</title>
      <Stack spacing={1}>
        <Typography variant="h1">Addresses</Typography>
        <Typography color="text.secondary">
          {showAll ? 'Every company, with or without add-ons.' : 'Companies with at least one beta or GA add-on.'} A company’s name
          opens its company information (a company without add-ons has none to open yet).
        </Typography>
      </Stack>
      <ShowAllCompaniesCheckbox checked={showAll} onChange={setShowAll} />
      <QueryState query={companies} loadingLabel="Loading companies…">
        {(load) => <AddressesTable companies={load.rows} complete={load.complete} showAll={showAll} />}
      </QueryState>
    </Stack>
  );
}

function AddressesTable({ companies, complete, showAll }: { companies: readonly AdminCompany[]; complete: boolean; showAll: boolean }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = useMemo(() => addressColumns(narrow), [narrow]);
  // Filtered once per list or choice, not per render: the grid re-sorts 10 000 rows whenever `rows` changes.
  const rows = useMemo(() => listedCompanies(companies, showAll), [companies, showAll]);
  return (
    <AdminDataGrid
      label="Company addresses"
      rows={rows}
      columns={columns}
      fileName={showAll ? 'company-addresses-all' : 'company-addresses'}
      emptyMessage={showAll ? 'There are no companies yet.' : 'No company has a beta or GA add-on yet.'}
      initialSort={[{ field: 'name', sort: 'asc' }]}
      columnVisibilityModel={narrow ? PHONE_HIDDEN : {}}
      getRowHeight={autoRowHeight}
      complete={complete}
      searchText={companyAddressesSearchText}
    />
  );
}
