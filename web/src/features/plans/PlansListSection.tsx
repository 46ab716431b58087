import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePlans, type Plan } from '../../api/plans';
import { EmptyState } from '../../components/EmptyState';
import { PreviewToggle } from '../../components/PreviewToggle';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { plansPaths } from '../../domain/addon-paths';
import { listPreview } from '../../domain/list-preview';
import { formatPlanPrice } from '../../domain/money';
import { AVAILABILITY_FILTER_LABELS, AVAILABILITY_FILTERS, AVAILABILITY_LABELS, type AvailabilityFilter } from '../../domain/plan-availability';
import { PLAN_SORT_KEY_LABELS, PLAN_SORT_KEYS, type PlanSortKey } from '../../domain/plan-sort';
import { planRows, type PlanRow, type PlanTableView } from './plan-rows';
import { PlanRowMenu } from './PlanRowMenu';
import type { PlansContext } from './PlansPage';

const ROW_HEIGHT = 52;
/** Expanded, the grid scrolls (virtualised) inside this height rather than laying out 1 000 rows. */
const EXPANDED_HEIGHT = 560;

/**
 * Plans (spec §2): filter by availability, sort by public, visible, contract
 * price or price, the first rows with 'View all N plans' / 'Collapse plans',
 * a row menu, and Create Plan. A DataGrid, so 1 000 plans stay fast.
 */
export function PlansListSection({ context }: { context: PlansContext }) {
  const plans = usePlans(context.addon.slug);
  const createButton = (
    <Button component={RouterLink} to={plansPaths.newPlan(context.addon.slug)} variant="outlined" startIcon={<AddIcon />}>
      Create Plan
    </Button>
  );
  const canCreate = context.addon.state !== 'shutdown';
  return (
    <SectionCard title="Plans" description="What customers can provision, at what price per month, and who may see each plan." action={canCreate ? createButton : undefined}>
      <QueryState query={plans} loadingLabel="Loading plans…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState headingLevel="h3" title="There are currently no plans." description="Create a plan, then give each feature a value for it." actions={canCreate ? createButton : undefined} />
          ) : (
            <PlansTable context={context} plans={list} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function PlansTable({ context, plans }: { context: PlansContext; plans: readonly Plan[] }) {
  const [view, setView] = useState<PlanTableView>({ filter: 'any', sort: { key: 'priceCents', direction: 'asc' } });
  const [expanded, setExpanded] = useState(false);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = useMemo(() => planRows(plans, view), [plans, view]);
  const { shown, toggleLabel } = listPreview(rows, 'plans', expanded);
  const columns = useMemo(() => planColumns(context, narrow), [context, narrow]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Availability"
          value={view.filter}
          onChange={(event) => setView({ ...view, filter: event.target.value as AvailabilityFilter })}
          slotProps={{ htmlInput: { 'data-testid': 'plans-filter' } }}
          sx={{ minWidth: 220 }}
        >
          {AVAILABILITY_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {AVAILABILITY_FILTER_LABELS[filter]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Sort by"
          value={`${view.sort.key}:${view.sort.direction}`}
          onChange={(event) => {
            const [key, direction] = event.target.value.split(':') as [PlanSortKey, 'asc' | 'desc'];
            setView({ ...view, sort: { key, direction } });
          }}
          slotProps={{ htmlInput: { 'data-testid': 'plans-sort' } }}
          sx={{ minWidth: 220 }}
        >
          {PLAN_SORT_KEYS.flatMap((key) => [
            <MenuItem key={`${key}:asc`} value={`${key}:asc`}>
              {sortOptionLabel(key, 'asc')}
            </MenuItem>,
            <MenuItem key={`${key}:desc`} value={`${key}:desc`}>
              {sortOptionLabel(key, 'desc')}
            </MenuItem>,
          ])}
        </TextField>
      </Stack>
      {rows.length === 0 ? (
        <Typography role="status">No plans match “{AVAILABILITY_FILTER_LABELS[view.filter]}”.</Typography>
      ) : (
        <Box sx={{ height: expanded ? Math.min(EXPANDED_HEIGHT, (rows.length + 1) * ROW_HEIGHT + 2) : undefined }}>
          <DataGrid<PlanRow>
            aria-label="Plans"
            rows={shown as PlanRow[]}
            columns={columns}
            rowHeight={ROW_HEIGHT}
            autoHeight={!expanded}
            hideFooter
            disableColumnMenu
            disableColumnSorting
            disableRowSelectionOnClick
            columnVisibilityModel={narrow ? { slug: false, availability: false } : {}}
          />
        </Box>
      )}
      <PreviewToggle label={toggleLabel} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
    </Stack>
  );
}

function sortOptionLabel(key: PlanSortKey, direction: 'asc' | 'desc'): string {
  const label = PLAN_SORT_KEY_LABELS[key];
  if (key === 'priceCents') return direction === 'asc' ? `${label}, lowest first` : `${label}, highest first`;
  return direction === 'asc' ? `${label} first` : `${label} last`;
}

/** On a phone the grid keeps name, price and the menu, sized to fit 390 px without scrolling sideways. */
function planColumns(context: PlansContext, narrow: boolean): GridColDef<PlanRow>[] {
  return [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: narrow ? 100 : 140 },
    {
      field: 'slug',
      headerName: 'Slug',
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => (
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {row.slug}
        </Box>
      ),
    },
    {
      field: 'availability',
      headerName: 'Availability',
      width: 170,
      renderCell: ({ row }) => <Chip size="small" label={AVAILABILITY_LABELS[row.availability]} variant={row.enabled ? 'outlined' : 'filled'} />,
    },
    {
      field: 'priceCents',
      headerName: narrow ? 'Per month' : 'Price per month',
      width: narrow ? 104 : 150,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => formatPlanPrice(row),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: narrow ? 76 : 90,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => <PlanRowMenu context={context} plan={row} />,
    },
  ];
}
