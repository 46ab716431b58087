import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import type { AuditEntry } from '../../api/audit-entries';
import { AdminDataGrid } from '../../components/AdminDataGrid';
import { ResponsiveTable, usePhoneLayout } from '../../components/ResponsiveTable';
import { TablePager } from '../../components/TablePager';
import { historyColumns, historyGridColumns } from './history-columns';

const PAGE_SIZES = [25, 50, 100] as const;

/** Partners: a table (cards on a phone), 25 entries to a page, in the API's order (newest first). */
export function HistoryTable({ entries }: { entries: readonly AuditEntry[] }) {
  const [page, setPage] = useState({ index: 0, size: PAGE_SIZES[0] as number });
  const lastPage = Math.max(0, Math.ceil(entries.length / page.size) - 1);
  const index = Math.min(page.index, lastPage);
  return (
    <Stack spacing={1}>
      <ResponsiveTable label="Changes to this add-on" rows={entries.slice(index * page.size, (index + 1) * page.size)} columns={historyColumns} rowKey={(entry) => entry.id} />
      {entries.length > PAGE_SIZES[0] ? (
        <TablePager
          count={entries.length}
          page={index}
          rowsPerPage={page.size}
          rowsPerPageOptions={PAGE_SIZES}
          labelRowsPerPage="Changes per page"
          onPageChange={(next) => setPage((current) => ({ ...current, index: next }))}
          onRowsPerPageChange={(size) => setPage({ index: 0, size })}
        />
      ) : null}
    </Stack>
  );
}

/** Platform admins: the admin area's grid, whose toolbar exports what is shown as CSV (formulas escaped). */
export function HistoryGrid({ entries, slug }: { entries: readonly AuditEntry[]; slug: string }) {
  const narrow = usePhoneLayout();
  const columns = useMemo(() => historyGridColumns(narrow), [narrow]);
  return (
    <AdminDataGrid
      label="Changes to this add-on"
      rows={entries}
      columns={columns}
      fileName={`history-${slug}`}
      emptyMessage="No changes recorded yet."
      initialSort={[{ field: 'createdAt', sort: 'desc' }]}
      columnVisibilityModel={narrow ? { actorEmail: false, kind: false } : {}}
      getRowHeight={() => 'auto'}
      exportRawValues
    />
  );
}
