import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ReviewQueueEntry } from '../../api/review-queue';
import { AddonIcon } from '../../components/AddonIcon';
import { AdminDataGrid } from '../../components/AdminDataGrid';
import { StateTag } from '../../components/StateTag';
import { formatGeneralDate } from '../../domain/general-date';
import { decisionPath, oldestFirst, waitingForLabel, waitingSinceRelative } from '../../domain/review-queue';

const ICON_SIZE = 32;

/**
 * The queue as the admin area's table: add-on, what waits (linking to where it
 * is decided), who asked and since when. Rows come oldest first (the domain
 * rule, not the order they arrived in); a column header re-sorts, and the
 * quick filter and CSV export work as on every admin table.
 */
export function ReviewQueueGrid({ entries }: { entries: readonly ReviewQueueEntry[] }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = useMemo(() => oldestFirst(entries), [entries]);
  // "3 days ago" is as of when the admin opened the queue.
  const [now] = useState(() => new Date());
  const columns = useMemo(() => queueColumns(narrow, now), [narrow, now]);
  return (
    <AdminDataGrid<ReviewQueueEntry>
      label="Review queue"
      rows={rows}
      columns={columns}
      getRowId={(entry) => `${entry.kind}:${entry.id}`}
      fileName="waiting-for-review"
      emptyMessage="Nothing is waiting for review."
      // On a phone three facts stack in two columns; rows grow to fit them.
      getRowHeight={() => 'auto'}
      columnVisibilityModel={narrow ? { waitingFor: false, requesterEmail: false } : {}}
    />
  );
}

function queueColumns(narrow: boolean, now: Date): GridColDef<ReviewQueueEntry>[] {
  return [
    {
      field: 'addon',
      headerName: 'Add-on',
      flex: 1.2,
      minWidth: narrow ? 170 : 220,
      valueGetter: (_value, entry) => entry.addon.displayName,
      renderCell: ({ row }) => <AddonCell entry={row} withRequest={narrow} />,
    },
    {
      field: 'waitingFor',
      headerName: 'Waiting for',
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, entry) => waitingForLabel(entry),
      renderCell: ({ row }) => (
        <Middle>
          <DecisionLink entry={row} />
        </Middle>
      ),
    },
    {
      field: 'requesterEmail',
      headerName: 'Requested by',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Middle>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
            {row.requesterEmail}
          </Typography>
        </Middle>
      ),
    },
    {
      field: 'requestedAt',
      headerName: 'Waiting since',
      type: 'dateTime',
      flex: narrow ? 1 : 0.8,
      minWidth: narrow ? 130 : 170,
      valueGetter: (_value, entry) => new Date(entry.requestedAt),
      // The CSV carries the same date the cell shows.
      valueFormatter: (_value, entry) => formatGeneralDate(entry.requestedAt),
      renderCell: ({ row }) => <SinceCell entry={row} now={now} withRequester={narrow} />,
    },
  ];
}

/** Rows grow to their tallest cell: one-line cells sit in the middle, level with the icon. */
function Middle({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>{children}</Box>;
}

/** On a phone the "Waiting for" column is hidden, so the link sits under the add-on's name. */
function AddonCell({ entry, withRequest }: { entry: ReviewQueueEntry; withRequest: boolean }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, py: 0.5 }}>
      <AddonIcon src={entry.addon.iconUrl} size={ICON_SIZE} />
      <Stack spacing={0.25} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'normal' }}>
            {entry.addon.displayName}
          </Typography>
          <StateTag state={entry.addon.state} />
        </Stack>
        {withRequest ? <DecisionLink entry={entry} /> : null}
      </Stack>
    </Stack>
  );
}

/** The label links to where it is decided; the hidden words keep each link's name unique in the table. */
function DecisionLink({ entry }: { entry: ReviewQueueEntry }) {
  return (
    <Link component={RouterLink} to={decisionPath(entry)} variant="body2" sx={{ whiteSpace: 'normal' }}>
      {waitingForLabel(entry)}
      <Box component="span" sx={visuallyHidden}>
        {` for ${entry.addon.displayName}`}
      </Box>
    </Link>
  );
}

function SinceCell({ entry, now, withRequester }: { entry: ReviewQueueEntry; now: Date; withRequester: boolean }) {
  return (
    <Stack spacing={0.25} sx={{ py: 0.5, minWidth: 0 }}>
      <Typography variant="body2" component="time" dateTime={entry.requestedAt}>
        {formatGeneralDate(entry.requestedAt)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {waitingSinceRelative(entry.requestedAt, now)}
      </Typography>
      {withRequester ? (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
          by {entry.requesterEmail}
        </Typography>
      ) : null}
    </Stack>
  );
}
