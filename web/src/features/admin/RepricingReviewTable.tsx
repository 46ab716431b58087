import Box from '@mui/material/Box';
import { useMemo } from 'react';
import type { RepricingReviewRow, RepricingTransition } from '../../api/repricings';
import { AdminDataGrid } from '../../components/AdminDataGrid';
import { EmptyState } from '../../components/EmptyState';
import { REPRICING_GROUP_LABELS, type RepricingGroup } from '../../domain/repricing';
import { REPRICING_EMPTY_MESSAGES } from '../../domain/repricing-review';
import { NARROW_HIDDEN_COLUMNS, repricingReviewColumns } from './repricing-review-columns';

export interface RepricingReviewTableProps {
  tab: RepricingGroup;
  rows: readonly RepricingReviewRow[];
  narrow: boolean;
  onMove: (row: RepricingReviewRow, transition: RepricingTransition) => void;
}

/** One tab's requests in the admin table (quick filter, sorting, pages of 25, CSV), or the tab's empty message. */
export function RepricingReviewTable({ tab, rows, narrow, onMove }: RepricingReviewTableProps) {
  const columns = useMemo(() => repricingReviewColumns(onMove, narrow), [onMove, narrow]);
  if (rows.length === 0) return <EmptyState headingLevel="h2" title={REPRICING_EMPTY_MESSAGES[tab]} />;
  const label = `${REPRICING_GROUP_LABELS[tab]} repricing requests`;
  return (
    // The grid draws the last header's separator 5 px past its edge: with the columns filling the
    // width exactly (a phone), that let the table scroll sideways by 5 px.
    <Box sx={{ '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' } }}>
      <AdminDataGrid<RepricingReviewRow>
        label={label}
        rows={rows}
        columns={columns}
        fileName={`repricing-${tab}`}
        emptyMessage={REPRICING_EMPTY_MESSAGES[tab]}
        // Rows two or three lines high (add-on over company; on a phone, prices stacked).
        getRowHeight={() => 'auto'}
        columnVisibilityModel={narrow ? NARROW_HIDDEN_COLUMNS : undefined}
      />
    </Box>
  );
}
