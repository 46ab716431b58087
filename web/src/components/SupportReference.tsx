import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface SupportReferenceProps {
  /** The failed request's id (the BFF's X-Request-Id). */
  reference: string;
  /** `inherit` inside a filled alert (its text colour); `text.secondary` on a page. */
  color?: 'inherit' | 'text.secondary';
}

type CopyState = 'idle' | 'copied' | 'refused';

/**
 * "Reference: <id>" with a Copy button: what a partner quotes to support so
 * the failure can be found in the BFF's log and the upstream's (issue 32).
 * The outcome of copying is said in place (a polite status), not in a flash:
 * the root error page has no flash provider, and inside a flash another flash
 * would push this one away.
 */
export function SupportReference({ reference, color = 'text.secondary' }: SupportReferenceProps) {
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(reference);
      setState('copied');
    } catch {
      setState('refused');
    }
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ color }}>
        Reference:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}>
          {reference}
        </Box>
      </Typography>
      <Button size="small" color="inherit" variant="outlined" startIcon={<ContentCopyIcon fontSize="small" />} onClick={() => void copy()}>
        Copy reference
      </Button>
      <Typography variant="body2" role="status" sx={{ color }}>
        {state === 'copied' ? 'Copied.' : state === 'refused' ? 'The browser did not allow copying: select the reference and copy it by hand.' : ''}
      </Typography>
    </Stack>
  );
}
