import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_KIND_LABELS, auditKinds, type HistoryFilters as Filters } from '../../domain/audit-history';

/** '' shows as its option ("All kinds", "Everyone") rather than an empty box under the label. */
const showAll = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** The two filters (issue 25 item 1: "filterable by kind and person"); '' is "all". */
export function HistoryFilters({ filters, people, onChange }: { filters: Filters; people: readonly string[]; onChange: (filter: keyof Filters, value: string) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField select label="Kind of change" value={filters.kind ?? ''} onChange={(event) => onChange('kind', event.target.value)} slotProps={showAll} sx={{ minWidth: 220 }}>
        <MenuItem value="">All kinds</MenuItem>
        {auditKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {AUDIT_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Person" value={filters.actor ?? ''} onChange={(event) => onChange('actor', event.target.value)} slotProps={showAll} sx={{ minWidth: 260 }}>
        <MenuItem value="">Everyone</MenuItem>
        {people.map((email) => (
          <MenuItem key={email} value={email}>
            {email}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
