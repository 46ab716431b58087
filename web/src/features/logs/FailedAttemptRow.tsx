import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FailedAttempt } from '../../api/failed-attempts';
import type { ResponsiveColumn } from '../../components/ResponsiveTable';
import { formatAttemptDate, prettyResponseBody } from '../../domain/failed-attempts';

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
      {/* Not a heading: on a phone the block sits in a card whose title is not one either (axe heading-order). */}
      <Typography variant="subtitle2" component="p">
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

const detailsId = (attempt: FailedAttempt) => `failed-attempt-${attempt.id}-details`;

/**
 * The failed attempts' columns (spec §2 "Logs"): the opener, date, app, plan,
 * action, code and error. On a phone each attempt is a card headed by its date
 * with every other fact as a line (issue 21 item 6: a phone showed only the
 * date), and the opener beside the date.
 */
export function failedAttemptColumns(isOpen: (attempt: FailedAttempt) => boolean, toggle: (attempt: FailedAttempt) => void): ResponsiveColumn<FailedAttempt>[] {
  return [
    {
      id: 'details',
      header: 'Details',
      hideHeader: true,
      phone: 'actions',
      sx: { width: 48 },
      cell: (attempt) => (
        <IconButton
          size="small"
          aria-expanded={isOpen(attempt)}
          aria-controls={detailsId(attempt)}
          aria-label={`Details of the attempt at ${formatAttemptDate(attempt.createdAt)}`}
          onClick={() => toggle(attempt)}
        >
          {isOpen(attempt) ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
        </IconButton>
      ),
    },
    { id: 'date', header: 'Date', phone: 'title', sx: { whiteSpace: 'nowrap' }, cell: (attempt) => formatAttemptDate(attempt.createdAt) },
    { id: 'app', header: 'App', cell: (attempt) => attempt.appName },
    { id: 'plan', header: 'Plan', cell: (attempt) => attempt.plan },
    { id: 'action', header: 'Action', cell: (attempt) => ACTION_LABELS[attempt.actionType] },
    { id: 'code', header: 'Code', cell: (attempt) => attempt.responseCode },
    { id: 'error', header: 'Error', cell: (attempt) => attempt.errorType },
  ];
}

/** An opened attempt: the URL called, its request parameters, and the response (JSON pretty-printed). */
export function FailedAttemptDetails({ attempt, open }: { attempt: FailedAttempt; open: boolean }) {
  return (
    <Collapse in={open} unmountOnExit id={detailsId(attempt)}>
      <Stack spacing={2} sx={{ py: 2 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {attempt.url}
        </Typography>
        <Code label="Request parameters">{JSON.stringify(attempt.params, null, 2)}</Code>
        <Code label={`Response body (HTTP ${attempt.responseCode})`}>{prettyResponseBody(attempt.responseBody)}</Code>
      </Stack>
    </Collapse>
  );
}
