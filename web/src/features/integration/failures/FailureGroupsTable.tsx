import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import { FAILURE_GROUPS_PAGE_DEFAULT, type FailureGroup, type FailureGroups } from '../../../api/integration-failures';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { ACTION_LABELS, outcomeLabel, sparkSummary } from './failure-labels';

const when = (iso: string) => dayjs(iso).format('MMM D, HH:mm');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** The groups of one page, most failures first, each opening its calls (a link: the group is in the address). */
export function FailureGroupsTable({ data, groupHref, onPage }: { data: FailureGroups; groupHref: (id: string) => string; onPage: (page: number) => void }) {
  const columns: ResponsiveColumn<FailureGroup>[] = [
    {
      id: 'cause',
      header: 'Cause',
      phone: 'title',
      cell: (group) => (
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={groupHref(group.id)} data-row-link sx={{ fontWeight: 500 }}>
            {`${ACTION_LABELS[group.action]} · ${outcomeLabel(group)}`}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {group.message}
          </Typography>
        </Box>
      ),
      sx: { maxWidth: 420 },
    },
    { id: 'count', header: 'Failures', align: 'right', cell: (group) => group.count.toLocaleString('en-US') },
    { id: 'share', header: 'Share', align: 'right', cell: (group) => percent.format(group.share) },
    { id: 'apps', header: 'Apps affected', align: 'right', cell: (group) => group.appsAffected.toLocaleString('en-US') },
    { id: 'first', header: 'First seen', cell: (group) => when(group.firstSeen), sx: { whiteSpace: 'nowrap' } },
    { id: 'last', header: 'Last seen', cell: (group) => when(group.lastSeen), sx: { whiteSpace: 'nowrap' } },
    {
      id: 'trend',
      header: 'Trend',
      cell: (group) => (
        <Box>
          {/* The line is a picture of the sentence beside it, which is what a screen reader gets. */}
          {/* inert as well: the chart's SVG takes focus for its own keyboard navigation, which a hidden picture must not. */}
          <Box aria-hidden inert sx={{ width: 120 }}>
            <SparkLineChart data={group.spark} width={120} height={28} curve="linear" />
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {sparkSummary(group.spark, data.sparkStepMinutes)}
          </Box>
        </Box>
      ),
    },
  ];
  return (
    <>
      <ResponsiveTable
        label="Failures by cause"
        rows={data.groups}
        columns={columns}
        rowKey={(group) => group.id}
        cardsBelow="md"
        openRowLink
      />
      <TablePager
        count={data.totalGroups}
        page={data.page - 1}
        rowsPerPage={FAILURE_GROUPS_PAGE_DEFAULT}
        rowsPerPageOptions={[FAILURE_GROUPS_PAGE_DEFAULT]}
        labelRowsPerPage="Causes per page"
        onPageChange={(index) => onPage(index + 1)}
        onRowsPerPageChange={() => undefined}
      />
    </>
  );
}
