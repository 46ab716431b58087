/**
 * The columns the admin Addresses and Users tables share. Each has a plain
 * `valueGetter`, so sorting, the quick filter and the CSV export work on text
 * (an add-on's name, not a link), while `renderCell` shows the links.
 */
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminCompany } from '../../api/admin-companies';
import { AddonsCell, CompanyNameCell } from './company-cells';

export const companyColumn = (narrow: boolean): GridColDef<AdminCompany> => ({
  field: 'name',
  headerName: 'Company',
  flex: 1,
  minWidth: narrow ? 96 : 180,
  valueGetter: (_value, row) => row.name,
  renderCell: ({ row }) => <CompanyNameCell company={row} />,
});

export const addonsColumn = (narrow: boolean): GridColDef<AdminCompany> => ({
  field: 'addons',
  headerName: 'Addons',
  flex: 1,
  minWidth: narrow ? 120 : 200,
  valueGetter: (_value, row) => row.addons.map((addon) => addon.displayName).join(', '),
  renderCell: ({ row }) => <AddonsCell company={row} />,
});

/** Companies are in several countries (issue 31 item 15): the address, and Users, say which. */
export const countryColumn = (): GridColDef<AdminCompany> => ({
  field: 'country',
  headerName: 'Country',
  width: 140,
  valueGetter: (_value, row) => row.country ?? '',
  renderCell: ({ row }) => (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {row.country}
    </Box>
  ),
});

/** Rows as tall as their lists of add-ons or users. */
export const autoRowHeight = () => 'auto' as const;
