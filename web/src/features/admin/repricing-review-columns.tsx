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
import { isNonGrandfatheredPriceIncrease, priceChange, REPRICING_STATUS_LABELS, type RepricingStatus } from '../../domain/repricing';
import { formatRepricingDate } from '../../domain/repricing-dates';
import { existingInstallsDate } from '../../domain/repricing-review';
import { RepricingStatusMenu } from './RepricingStatusMenu';

const CHANGE_LABELS = { increase: 'Increase', decrease: 'Decrease', same: 'Same' } as const;
export const FLAGGED_LABEL = 'Flagged';
const KEEPS_PRICE = 'Keep their price';

const changeOf = (row: RepricingReviewRow) => priceChange(row.originalPriceCents, row.priceCents);
const pricesOf = (row: RepricingReviewRow) => `${formatCents(row.originalPriceCents)} → ${formatCents(row.priceCents)}`;
const existingOf = (row: RepricingReviewRow) => existingInstallsDate(row.repriceDate, row.grandfathered);

/** Spec §4: "A price increase that is not grandfathered is flagged." */
function FlagChip() {
  return <Chip size="small" color="warning" variant="outlined" icon={<FlagIcon />} label={FLAGGED_LABEL} />;
}

function AddonCell({ row, withPlan }: { row: RepricingReviewRow; withPlan: boolean }) {
  return (
    <Stack sx={{ minWidth: 0, py: 0.5 }}>
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
 * increase or decrease, grandfathered, the flag, the effective dates,
 * submitter, status). Every column has a text value, so the quick filter and
 * the CSV export see what the cell shows. On a phone the add-on cell also
 * names the plan and the price cell stacks old over new with the flag, so
 * add-on, plan, prices and status fit 390 px (the other columns are hidden).
 */
export function repricingReviewColumns(
  onMove: (row: RepricingReviewRow, transition: RepricingTransition) => void,
  narrow: boolean,
): GridColDef<RepricingReviewRow>[] {
  return [
    {
      field: 'addonDisplayName',
      headerName: narrow ? 'Add-on / plan' : 'Add-on',
      flex: 1,
      minWidth: narrow ? 110 : 150,
      renderCell: ({ row }) => <AddonCell row={row} withPlan={narrow} />,
    },
    { field: 'planName', headerName: 'Plan', flex: 0.7, minWidth: 100 },
    {
      field: 'priceCents',
      headerName: 'Price',
      width: narrow ? 104 : 160,
      valueFormatter: (_value, row) => pricesOf(row),
      renderCell: ({ row }) =>
        narrow ? (
          <Stack sx={{ py: 0.5, alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              {formatCents(row.originalPriceCents)} →
            </Typography>
            <Typography variant="body2">{formatCents(row.priceCents)}</Typography>
            {isNonGrandfatheredPriceIncrease(row) ? <FlagChip /> : null}
          </Stack>
        ) : (
          pricesOf(row)
        ),
    },
    {
      field: 'change',
      headerName: 'Change',
      width: 118,
      valueGetter: (_value, row) => CHANGE_LABELS[changeOf(row)],
      renderCell: ({ row }) => {
        const change = changeOf(row);
        const Icon = change === 'decrease' ? TrendingDownIcon : TrendingUpIcon;
        return (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {change === 'same' ? null : <Icon fontSize="small" aria-hidden="true" />}
            <span>{CHANGE_LABELS[change]}</span>
          </Stack>
        );
      },
    },
    {
      field: 'grandfathered',
      headerName: 'Grandfathered',
      width: 126,
      type: 'string',
      valueGetter: (_value, row) => (row.grandfathered ? 'Yes' : 'No'),
    },
    {
      field: 'flag',
      headerName: 'Flag',
      width: 120,
      valueGetter: (_value, row) => (isNonGrandfatheredPriceIncrease(row) ? FLAGGED_LABEL : ''),
      renderCell: ({ row }) => (isNonGrandfatheredPriceIncrease(row) ? <FlagChip /> : null),
    },
    {
      field: 'repriceDate',
      headerName: 'New installs',
      width: 116,
      valueFormatter: (value: string) => formatRepricingDate(value),
    },
    {
      field: 'existingInstalls',
      headerName: 'Existing installs',
      width: 136,
      valueGetter: (_value, row) => existingOf(row) ?? '',
      valueFormatter: (_value, row) => {
        const day = existingOf(row);
        return day === null ? KEEPS_PRICE : formatRepricingDate(day);
      },
    },
    { field: 'submitterEmail', headerName: 'Submitter', flex: 1, minWidth: 150, renderCell: ({ value }) => <Wrapped text={String(value)} /> },
    {
      field: 'status',
      headerName: 'Status',
      width: narrow ? 128 : 150,
      valueGetter: (_value, row) => REPRICING_STATUS_LABELS[row.status as RepricingStatus],
      renderCell: ({ row, tabIndex }) => <RepricingStatusMenu row={row} onMove={onMove} tabIndex={tabIndex} />,
    },
  ];
}

function Wrapped({ text }: { text: string }) {
  return <span style={{ overflowWrap: 'anywhere', lineHeight: 1.4 }}>{text}</span>;
}

/** On a phone: add-on (with plan), prices (with the flag) and status; the rest is hidden. */
export const NARROW_HIDDEN_COLUMNS = {
  planName: false,
  change: false,
  grandfathered: false,
  flag: false,
  repriceDate: false,
  existingInstalls: false,
  submitterEmail: false,
} as const;
