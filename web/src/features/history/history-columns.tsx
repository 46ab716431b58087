/**
 * The History table's columns, once for the partners' table (ResponsiveTable,
 * cards on a phone) and once for the admins' grid (AdminDataGrid, whose CSV
 * export reads each column's text: one line per change, formulas escaped).
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '../../api/audit-entries';
import type { ResponsiveColumn } from '../../components/ResponsiveTable';
import { AUDIT_KIND_LABELS, auditActorText, auditChangeLine } from '../../domain/audit-history';
import { formatGeneralDateTime } from '../../domain/general-date';
import { AuditChanges } from './AuditChanges';

const when = (entry: AuditEntry) => formatGeneralDateTime(entry.createdAt);
const who = (entry: AuditEntry) => auditActorText(entry.actorEmail);
const kind = (entry: AuditEntry) => AUDIT_KIND_LABELS[entry.kind];

export const historyColumns: readonly ResponsiveColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', cell: when, phone: 'title', sx: { whiteSpace: 'nowrap', verticalAlign: 'top' } },
  { id: 'who', header: 'Who', cell: who, sx: { overflowWrap: 'anywhere', verticalAlign: 'top' } },
  { id: 'kind', header: 'What', cell: kind, sx: { verticalAlign: 'top' } },
  { id: 'changes', header: 'Changes', cell: (entry) => <AuditChanges entry={entry} />, sx: { width: '50%', verticalAlign: 'top' } },
];

function WhenWhoWhat({ entry }: { entry: AuditEntry }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <span>{when(entry)}</span>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {who(entry)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {kind(entry)}
      </Typography>
    </Stack>
  );
}

export function historyGridColumns(narrow: boolean): GridColDef<AuditEntry>[] {
  return [
    // Sorted by the timestamp itself; shown (and exported) in the spec's date format.
    {
      field: 'createdAt',
      headerName: 'When',
      minWidth: narrow ? 110 : 190,
      flex: narrow ? 0.8 : 0,
      valueFormatter: (value: string) => formatGeneralDateTime(value),
      // A phone has room for two columns: who and what go under the time.
      ...(narrow ? { renderCell: ({ row }: { row: AuditEntry }) => <WhenWhoWhat entry={row} /> } : {}),
    },
    { field: 'actorEmail', headerName: 'Who', minWidth: 160, flex: 1, valueGetter: (_value, row) => who(row) },
    { field: 'kind', headerName: 'What', minWidth: 110, valueGetter: (_value, row) => kind(row) },
    {
      field: 'changes',
      headerName: 'Changes',
      minWidth: narrow ? 170 : 320,
      flex: narrow ? 1.4 : 2,
      sortable: false,
      valueGetter: (_value, row) => row.changes.map(auditChangeLine).join('\n'),
      renderCell: ({ row }) => <AuditChanges entry={row} />,
    },
  ];
}
