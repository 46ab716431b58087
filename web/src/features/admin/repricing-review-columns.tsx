import FlagIcon from '@mui/icons-material/Flag';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { RepricingReviewRow, RepricingTransition } from '../../api/repricings';
import { addonSectionPath, workspaceSectionSegments } from '../../domain/addon-paths';
import { formatCents } from '../../domain/money';
import { isNonGrandfatheredPriceIncrease, priceChange } from '../../domain/repricing';
import { repricingOutcomeNote, repricingStatusLabel } from '../../domain/repricing-outcome';
import { formatRepricingDate } from '../../domain/repricing-dates';
import { existingInstallsDate } from '../../domain/repricing-review';
import { RepricingStatusMenu } from './RepricingStatusMenu';

const CHANGE_LABELS = { increase: 'Increase', decrease: 'Decrease', same: 'Same' } as const;
export const FLAGGED_LABEL = 'Flagged';
const KEEPS_PRICE = 'keep price';

const changeOf = (row: RepricingReviewRow) => priceChange(row.originalPriceCents, row.priceCents);
const pricesOf = (row: RepricingReviewRow) => `${formatCents(row.originalPriceCents)} → ${formatCents(row.priceCents)}`;
/** Spec §4: existing installs pay from the month after, unless grandfathered (then they keep their price). */
function existingText(row: RepricingReviewRow): string {
  const day = existingInstallsDate(row.repriceDate, row.grandfathered);
  return day === null ? KEEPS_PRICE : formatRepricingDate(day);
}

/** Spec §4: "A price increase that is not grandfathered is flagged." */
function FlagChip({ compact = false }: { compact?: boolean }) {
  // Compact (a phone's price cell): no icon, so the word fits the narrow column.
  return <Chip size="small" color="warning" variant="outlined" icon={compact ? undefined : <FlagIcon />} label={FLAGGED_LABEL} />;
}

function AddonCell({ row, withPlan }: { row: RepricingReviewRow; withPlan: boolean }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={addonSectionPath(row.addonSlug, workspaceSectionSegments.plans)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {row.addonDisplayName}
      </Link>
      {withPlan ? <Typography variant="body2">{row.planName}</Typography> : null}
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.companyName}
      </Typography>
    </Stack>
  );
}

/**
 * The review's columns (spec, the issue: add-on, plan, old → new price,
 * increase or decrease with the flag, grandfathered, the effective dates,
 * submitter, status). Every column has a text value, so the quick filter and
 * the CSV export see what the cell shows. On a phone the add-on cell also
 * names the plan and the price cell stacks old over new with the flag, so
 * add-on, plan, prices and status fit 390 px (the other columns are hidden).
 */
export function repricingReviewColumns(
  onMove: (row: RepricingReviewRow, transition: RepricingTransition) => void,
  narrow: boolean,
): GridColDef<RepricingReviewRow>[] {
  const columns: GridColDef<RepricingReviewRow>[] = [
    {
      field: 'addonDisplayName',
      headerName: narrow ? 'Add-on / plan' : 'Add-on',
      flex: 1,
      minWidth: narrow ? 88 : 140,
      renderCell: ({ row }) => <AddonCell row={row} withPlan={narrow} />,
    },
    { field: 'planName', headerName: 'Plan', flex: 0.7, minWidth: 96 },
    {
      field: 'priceCents',
      headerName: 'Price',
      width: narrow ? 96 : 150,
      valueFormatter: (_value, row) => pricesOf(row),
      renderCell: ({ row }) =>
        narrow ? (
          <Stack sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              {formatCents(row.originalPriceCents)} →
            </Typography>
            <Typography variant="body2">{formatCents(row.priceCents)}</Typography>
            {isNonGrandfatheredPriceIncrease(row) ? <FlagChip compact /> : null}
          </Stack>
        ) : (
          pricesOf(row)
        ),
    },
    {
      field: 'change',
      headerName: 'Change',
      width: 120,
      // The flag rides with the change it is about (spec §4: a non-grandfathered increase).
      valueGetter: (_value, row) => `${CHANGE_LABELS[changeOf(row)]}${isNonGrandfatheredPriceIncrease(row) ? `, ${FLAGGED_LABEL.toLowerCase()}` : ''}`,
      renderCell: ({ row }) => {
        const change = changeOf(row);
        const Icon = change === 'decrease' ? TrendingDownIcon : TrendingUpIcon;
        return (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {change === 'same' ? null : <Icon fontSize="small" aria-hidden="true" />}
              <span>{CHANGE_LABELS[change]}</span>
            </Stack>
            {isNonGrandfatheredPriceIncrease(row) ? <FlagChip /> : null}
          </Stack>
        );
      },
    },
    {
      field: 'grandfathered',
      headerName: 'Grandfathered',
      width: 124,
      type: 'string',
      valueGetter: (_value, row) => (row.grandfathered ? 'Yes' : 'No'),
    },
    {
      field: 'repriceDate',
      headerName: 'Effective',
      width: 172,
      // Sorted by the new-install date; exported and searched as both dates.
      valueFormatter: (_value, row) => `New installs ${formatRepricingDate(row.repriceDate)}, existing installs ${existingText(row)}`,
      renderCell: ({ row }) => (
        <Stack>
          <span>New: {formatRepricingDate(row.repriceDate)}</span>
          <Typography variant="body2" color="text.secondary">
            Existing: {existingText(row)}
          </Typography>
        </Stack>
      ),
    },
    { field: 'submitterEmail', headerName: 'Submitter', flex: 1, minWidth: 140, renderCell: ({ value }) => <Wrapped text={String(value)} /> },
    {
      field: 'status',
      headerName: 'Status',
      width: narrow ? 124 : 180,
      // The filter and the CSV see why a finished request ended, as the cell shows it.
      valueGetter: (_value, row) => [repricingStatusLabel(row), repricingOutcomeNote(row)].filter(Boolean).join(' — '),
      renderCell: ({ row, tabIndex }) => <RepricingStatusMenu row={row} onMove={onMove} tabIndex={tabIndex} />,
    },
  ];
  // On a phone the header's column-menu button (shown on hover) would stick out past the last
  // column and let the grid scroll sideways (so would the resize handle); the headers still sort,
  // and the toolbar still filters.
  return narrow ? columns.map((column) => ({ ...column, disableColumnMenu: true, resizable: false })) : columns;
}

function Wrapped({ text }: { text: string }) {
  return <span style={{ overflowWrap: 'anywhere', lineHeight: 1.4 }}>{text}</span>;
}

/** On a phone: add-on (with plan), prices (with the flag) and status; the rest is hidden. */
export const NARROW_HIDDEN_COLUMNS = {
  planName: false,
  change: false,
  grandfathered: false,
  repriceDate: false,
  submitterEmail: false,
} as const;
