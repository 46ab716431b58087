import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { AddonSummary } from '../../api/addon-lists';
import { AddonIcon } from '../../components/AddonIcon';
import { AdminDataGrid } from '../../components/AdminDataGrid';
import { StateTag } from '../../components/StateTag';
import { addonPath } from '../../domain/addon-paths';
import {
  ADDON_STATE_FILTER_LABELS,
  ADDON_STATE_FILTERS,
  ADDON_STATE_LABELS,
  ADDON_STATE_PARAM,
  addonStateFilterFrom,
  withAddonState,
  type AddonStateFilter,
} from '../../domain/addon-state-filter';
import { formatGeneralDate } from '../../domain/general-date';
import { ALL_ADDONS_HEADING } from '../../domain/permissions';
import { allAddonsSearchText } from './all-addons-search';

const ICON_SIZE = 32;

function allAddonsColumns(narrow: boolean): GridColDef<AddonSummary>[] {
  return [
    {
      field: 'displayName',
      headerName: 'Add-on',
      flex: 1.4,
      minWidth: narrow ? 170 : 240,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, height: '100%' }}>
          <AddonIcon src={row.iconUrl} size={ICON_SIZE} />
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={addonPath(row.slug)} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {row.displayName}
            </Link>
            {narrow ? (
              <Typography variant="caption" component="code" color="text.secondary" sx={{ fontFamily: 'monospace', display: 'block' }}>
                {row.slug}
              </Typography>
            ) : null}
          </Box>
        </Stack>
      ),
    },
    {
      field: 'slug',
      headerName: 'Slug',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {row.slug}
        </Box>
      ),
    },
    {
      field: 'state',
      headerName: 'State',
      width: narrow ? 104 : 120,
      valueFormatter: (value: AddonSummary['state']) => ADDON_STATE_LABELS[value],
      // Spec §4: GA carries no tag; the cell still names it, so every row states its state.
      renderCell: ({ row }) => (row.state === 'ga' ? ADDON_STATE_LABELS.ga : <StateTag state={row.state} />),
    },
    {
      field: 'company',
      headerName: 'Company',
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => row.company.name,
    },
    {
      field: 'updatedAt',
      headerName: 'Updated',
      width: 170,
      // ISO timestamps sort as text; only the 25 rows on screen are formatted.
      valueFormatter: (value: string) => formatGeneralDate(value),
    },
  ];
}

export interface AllAddonsTableProps {
  addons: readonly AddonSummary[];
}

/**
 * Every company's add-ons, for platform admins (spec §2, §6; issue: "usable
 * with 10 000 records"): the admin area's grid (sorting, a search over name,
 * slug and company, pages of 25, CSV export) and a state filter kept in the address,
 * so reload and Back keep it. On a phone the rows keep name, slug and state.
 */
export function AllAddonsTable({ addons }: AllAddonsTableProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = addonStateFilterFrom(searchParams.get(ADDON_STATE_PARAM));
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = useMemo(() => allAddonsColumns(narrow), [narrow]);
  const rows = useMemo(() => withAddonState(addons, filter), [addons, filter]);

  const chooseFilter = (next: AddonStateFilter) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'any') params.delete(ADDON_STATE_PARAM);
        else params.set(ADDON_STATE_PARAM, next);
        return params;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        label="State"
        value={filter}
        onChange={(event) => chooseFilter(event.target.value as AddonStateFilter)}
        sx={{ width: { xs: '100%', sm: 220 } }}
      >
        {ADDON_STATE_FILTERS.map((option) => (
          <MenuItem key={option} value={option}>
            {ADDON_STATE_FILTER_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <AdminDataGrid<AddonSummary>
        label={ALL_ADDONS_HEADING}
        rows={rows}
        columns={columns}
        fileName="all-addons"
        emptyMessage={filter === 'any' ? 'There are no add-ons yet.' : `There are no ${ADDON_STATE_FILTER_LABELS[filter]} add-ons.`}
        initialSort={[{ field: 'displayName', sort: 'asc' }]}
        columnVisibilityModel={narrow ? { slug: false, company: false, updatedAt: false } : undefined}
        getRowHeight={narrow ? () => 'auto' : undefined}
        searchText={allAddonsSearchText}
      />
    </Stack>
  );
}
