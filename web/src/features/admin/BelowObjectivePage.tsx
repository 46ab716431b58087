import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBelowObjective, type BelowObjectiveList, type BelowObjectiveRow } from '../../api/integration-objective';
import { AdminDataGrid } from '../../components/AdminDataGrid';
import { QueryState } from '../../components/QueryState';
import { integrationPaths } from '../../domain/addon-paths';
import { budgetOrder, errorBudget } from '../../domain/error-budget';
import { formatCount, formatRate } from '../../domain/integration-health-change';

/** A row with what the rule says of it: the budget left (negative: overspent) and the success rate over the window. */
interface Row extends BelowObjectiveRow {
  left: number;
  successRate: number;
}

function rowsOf(list: readonly BelowObjectiveRow[]): Row[] {
  return list.map((row) => {
    const budget = errorBudget({ targetSuccessRate: row.targetSuccessRate, windowDays: row.windowDays }, row.window, row.last24Hours, new Date(row.asOf));
    const successRate = row.window.calls > 0 ? (row.window.calls - row.window.failures) / row.window.calls : 1;
    return { ...row, left: budgetOrder(budget), successRate };
  });
}

function columns(narrow: boolean): GridColDef<Row>[] {
  return [
    {
      field: 'displayName',
      headerName: 'Add-on',
      flex: 1,
      minWidth: narrow ? 120 : 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={integrationPaths.tab(row.slug, 'health')}>
          {row.displayName}
        </Link>
      ),
    },
    { field: 'companyName', headerName: 'Company', width: 170 },
    {
      field: 'left',
      headerName: narrow ? 'Budget' : 'Error budget',
      width: narrow ? 110 : 150,
      type: 'number',
      valueFormatter: (value: number) => (value < 0 ? `${Math.round(-value * 100).toLocaleString('en-US')}% over` : `${Math.round(value * 100)}% left`),
    },
    { field: 'successRate', headerName: 'Success', width: narrow ? 90 : 110, type: 'number', valueFormatter: (value: number) => formatRate(value) },
    {
      field: 'targetSuccessRate',
      headerName: 'Objective',
      width: 150,
      type: 'number',
      valueFormatter: (value: number, row) => `${formatRate(value)} over ${row.windowDays} d`,
    },
    { field: 'provisions', headerName: 'Provisions', width: 120, type: 'number', valueGetter: (_value, row) => row.window.calls, valueFormatter: (value: number) => formatCount(value) },
    { field: 'failed', headerName: 'Failed', width: 100, type: 'number', valueGetter: (_value, row) => row.window.failures, valueFormatter: (value: number) => formatCount(value) },
  ];
}

/** On a 390 px phone: the add-on, how far over budget and its success rate; the rest stay in the CSV export. */
const PHONE_HIDDEN = { companyName: false, targetSuccessRate: false, provisions: false, failed: false };

/**
 * Admin "Add-ons below objective" (issue 34, the admin area's fourth table):
 * every add-on whose provisions fall short of its objective over its window,
 * the most overspent error budget first. An add-on's name opens its
 * integration health.
 */
export function BelowObjectivePage() {
  const list = useBelowObjective();
  return (
    <Stack spacing={3}>
      <title>Add-ons below objective · Admin · Partner Portal</title>
      <Stack spacing={1}>
        <Typography variant="h1">Add-ons below objective</Typography>
        <Typography color="text.secondary">
          Add-ons whose successful provisions fall short of their objective (99% over 28 days unless the partner set another), the most overspent
          error budget first. An add-on&apos;s name opens its integration health.
        </Typography>
      </Stack>
      <QueryState query={list} loadingLabel="Loading add-ons below objective…">
        {(data) => (
          <Stack spacing={2}>
            <Coverage list={data} />
            <BelowObjectiveTable rows={data.addons} emptyMessage={emptyMessageOf(data)} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * The upstream checks a bounded number of add-ons per request (each is a month
 * of calls rolled up): until it has checked them all this hour, say how far it
 * got, so an add-on missing from the list is not read as meeting its objective.
 */
function Coverage({ list }: { list: BelowObjectiveList }) {
  if (list.checkedAddons >= list.totalAddons) return null;
  return (
    <Typography role="status">
      {`Checked ${formatCount(list.checkedAddons)} of ${formatCount(list.totalAddons)} add-ons so far this hour; the others are still being checked. Reload the page to see more.`}
    </Typography>
  );
}

/** An empty list speaks for the add-ons checked: while some are not, it cannot say that every add-on meets its objective. */
function emptyMessageOf(list: BelowObjectiveList): string {
  if (list.checkedAddons >= list.totalAddons) return 'Every add-on meets its objective.';
  return `None of the ${formatCount(list.checkedAddons)} add-ons checked so far is below its objective.`;
}

function BelowObjectiveTable({ rows, emptyMessage }: { rows: readonly BelowObjectiveRow[]; emptyMessage: string }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const shown = useMemo(() => rowsOf(rows), [rows]);
  const cols = useMemo(() => columns(narrow), [narrow]);
  return (
    <AdminDataGrid
      label="Add-ons below objective"
      rows={shown}
      columns={cols}
      getRowId={(row) => row.slug}
      fileName="addons-below-objective"
      emptyMessage={emptyMessage}
      initialSort={[{ field: 'left', sort: 'asc' }]}
      columnVisibilityModel={narrow ? PHONE_HIDDEN : {}}
    />
  );
}
