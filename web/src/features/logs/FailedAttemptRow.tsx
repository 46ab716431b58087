import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FailedAttempt } from '../../api/failed-attempts';
import { formatAttemptDate, prettyResponseBody } from '../../domain/failed-attempts';

/** Columns a phone leaves out: they are all in the opened row. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

const ACTION_LABELS: Record<FailedAttempt['actionType'], string> = {
  provision: 'Provision',
  deprovision: 'Deprovision',
  plan_change: 'Plan change',
  sso: 'SSO',
  config_update: 'Config update',
};

function Code({ label, children }: { label: string; children: string }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4">
        {label}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: '0.8125rem', maxHeight: 320 }}
      >
        {children}
      </Box>
    </Stack>
  );
}

/** One failed attempt and, opened, its request parameters, response code and body (JSON pretty-printed). */
export function FailedAttemptRow({ attempt }: { attempt: FailedAttempt }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const date = formatAttemptDate(attempt.createdAt);
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell>
          <IconButton size="small" aria-expanded={open} aria-controls={detailsId} aria-label={`Details of the attempt at ${date}`} onClick={() => setOpen(!open)}>
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
        <TableCell sx={WIDE_ONLY}>{attempt.appName}</TableCell>
        <TableCell sx={WIDE_ONLY}>{attempt.plan}</TableCell>
        <TableCell>{ACTION_LABELS[attempt.actionType]}</TableCell>
        <TableCell>{attempt.responseCode}</TableCell>
        <TableCell sx={WIDE_ONLY}>{attempt.errorType}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={7} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit id={detailsId}>
            <Stack spacing={2} sx={{ py: 2 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {attempt.appName} · {attempt.plan} · {attempt.errorType} · {attempt.url}
              </Typography>
              <Code label="Request parameters">{JSON.stringify(attempt.params, null, 2)}</Code>
              <Code label={`Response body (HTTP ${attempt.responseCode})`}>{prettyResponseBody(attempt.responseBody)}</Code>
            </Stack>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
