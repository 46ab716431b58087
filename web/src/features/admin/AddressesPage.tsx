import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminCompanies, type AdminCompany } from '../../api/admin-companies';
import { AdminDataGrid } from '../../components/AdminDataGrid';
import { QueryState } from '../../components/QueryState';
import { companiesForAddresses, safeMapLink, SHOW_ALL_COMPANIES_PARAM, showsAllCompanies } from '../../domain/admin-companies';
import { MapLinkCell } from './company-cells';
import { addonsColumn, autoRowHeight, companyColumn } from './company-columns';

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
  ];
}

/** On a 390 px phone: company, add-ons and city (the brief's key facts); the rest stay in the CSV export. */
const PHONE_HIDDEN = { googleMapsLink: false, addr1: false, addr2: false, state: false, zip: false };

/**
 * Admin Addresses (spec §2 "Admin routes"): companies with a beta or GA
 * add-on, or every company once "Show all companies" is ticked; the choice is
 * in the URL (`?all=1`), so it survives a reload and can be shared.
 */
export function AddressesPage() {
  const companies = useAdminCompanies();
  const [search, setSearch] = useSearchParams();
  const showAll = showsAllCompanies(search.get(SHOW_ALL_COMPANIES_PARAM));
  const toggleShowAll = (checked: boolean) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (checked) next.set(SHOW_ALL_COMPANIES_PARAM, '1');
        else next.delete(SHOW_ALL_COMPANIES_PARAM);
        return next;
      },
      // Not in a transition (React Router's default): the checkbox shows the click at once.
      { replace: true, flushSync: true },
    );
  };
  return (
    <Stack spacing={3}>
      <title>Addresses · Admin · Partner Portal</title>
      <Stack spacing={1}>
        <Typography variant="h1">Addresses</Typography>
        <Typography color="text.secondary">
          {showAll ? 'Every company, with or without add-ons.' : 'Companies with at least one beta or GA add-on.'} A company’s name
          links to its add-on.
        </Typography>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={showAll} onChange={(event) => toggleShowAll(event.target.checked)} />}
        label="Show all companies"
        sx={{ alignSelf: 'flex-start' }}
      />
      <QueryState query={companies} loadingLabel="Loading companies…">
        {(list) => <AddressesTable companies={list} showAll={showAll} />}
      </QueryState>
    </Stack>
  );
}

function AddressesTable({ companies, showAll }: { companies: readonly AdminCompany[]; showAll: boolean }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = useMemo(() => addressColumns(narrow), [narrow]);
  // Filtered once per list or choice, not per render: the grid re-sorts 10 000 rows whenever `rows` changes.
  const rows = useMemo(() => companiesForAddresses(companies, showAll), [companies, showAll]);
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
    />
  );
}
