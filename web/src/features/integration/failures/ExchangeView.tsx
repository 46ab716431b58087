import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Headers as `name: value` lines and a JSON body, as a service's log would show them; both scroll inside themselves.
 * `of` names the call the boxes belong to: with two calls open, "Request headers" alone would name two regions alike.
 */
export function ExchangeView({ title, summary, headers, body, label, of }: { title: string; summary: ReactNode; headers: Record<string, string>; body: unknown; label: string; of?: string }) {
  const named = (part: string) => `${label} ${part}${of ? ` (${of})` : ''}`;
  const headerText = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h5">
        {title}
      </Typography>
      <Typography variant="body2">{summary}</Typography>
      {headerText ? <Code label={named('headers')}>{headerText}</Code> : null}
      {body === null || body === undefined ? (
        <Typography variant="body2" color="text.secondary">
          No body
        </Typography>
      ) : (
        <Code label={named('body')}>{typeof body === 'string' ? body : JSON.stringify(body, null, 2)}</Code>
      )}
    </Stack>
  );
}

/** A focusable, named region: a keyboard user can scroll what is wider or taller than the box. */
function Code({ label, children }: { label: string; children: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 280,
        overflow: 'auto',
        fontSize: 13,
        fontFamily: 'monospace',
        bgcolor: 'action.hover',
        borderRadius: 1,
        whiteSpace: 'pre',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {children}
    </Box>
  );
}
