import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { AuditEntry } from '../../api/audit-entries';
import { auditValueText } from '../../domain/audit-history';

/** A value; long ones (a summary, legal statements) wrap rather than widen the table. */
function Value({ value, label }: { value: string | null; label: string }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', color: value === null ? 'text.secondary' : undefined }}>
      <Box component="span" sx={visuallyHidden}>
        {label}{' '}
      </Box>
      {auditValueText(value)}
    </Box>
  );
}

/**
 * What one entry changed, a line per field: the field's name, then before →
 * after. The arrow is drawn; screen readers hear "from … to …" instead.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  return (
    <Box component="ul" aria-label="Changes" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75, minWidth: 0 }}>
      {entry.changes.map((change, index) => (
        <Box component="li" key={`${change.field}-${index}`} sx={{ minWidth: 0 }}>
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {change.field}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline', minWidth: 0 }}>
            <Value value={change.before} label="from" />
            <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
              →
            </Box>
            <Value value={change.after} label="to" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
