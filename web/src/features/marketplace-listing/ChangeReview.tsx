import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TextChange } from '../../domain/changed-attributes';

export interface ChangeReviewProps {
  changes: readonly TextChange[];
  /** Other changes that are not text, e.g. "New icon". */
  notes?: readonly string[];
}

/** Review before save: each changed text field, old → new. */
export function ChangeReview({ changes, notes = [] }: ChangeReviewProps) {
  return (
    <Stack spacing={2}>
      <Typography>Check your changes before they are saved.</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {changes.map((change) => (
          <Box key={change.field}>
            <Typography component="dt" variant="subtitle2">
              {change.field}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              <Typography component="del" variant="body2" sx={{ bgcolor: 'diff.removed', px: 1, py: 0.5, borderRadius: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                <Box component="span" sx={{ fontWeight: 600 }}>Before: </Box>
                {change.before || '(empty)'}
              </Typography>
              <Typography component="ins" variant="body2" sx={{ bgcolor: 'diff.added', px: 1, py: 0.5, borderRadius: 1, textDecoration: 'none', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                <Box component="span" sx={{ fontWeight: 600 }}>After: </Box>
                {change.after || '(empty)'}
              </Typography>
            </Box>
          </Box>
        ))}
        {notes.map((note) => (
          <Box key={note}>
            <Typography component="dt" variant="subtitle2">
              {note}
            </Typography>
            <Box component="dd" sx={{ m: 0 }} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
