import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '../../api/errors';
import { useRepricingReview, useReviewTransition, type RepricingReviewRow, type RepricingTransition } from '../../api/repricings';
import { QueryState } from '../../components/QueryState';
import { RepricingDecisionDialog } from '../../components/RepricingDecisionDialog';
import { REPRICING_GROUP_LABELS, REPRICING_GROUPS, type RepricingGroup, type RepricingStatus } from '../../domain/repricing';
import {
  groupRepricings,
  REPRICING_GROUP_DESCRIPTIONS,
  REPRICING_TAB_PARAM,
  repricingConfirmation,
  repricingMovedMessage,
  repricingMoveFailedMessage,
  repricingTabFrom,
  repricingTabLabel,
  repricingTabParam,
} from '../../domain/repricing-review';
import { RepricingReviewTable, type RepricingReviewTableProps } from './RepricingReviewTable';

/** The server's words for a refused move: its message, or its validation messages. */
function failureReason(error: unknown): string {
  if (!isApiError(error)) return UNKNOWN_ERROR_MESSAGE;
  const fieldMessages = Object.values(error.fieldErrors ?? {}).flat();
  return error.detail ?? (fieldMessages.length > 0 ? fieldMessages.join(' ') : UNKNOWN_ERROR_MESSAGE);
}

const tabId = (tab: RepricingGroup) => `repricing-tab-${tab}`;
const panelId = (tab: RepricingGroup) => `repricing-panel-${tab}`;

/**
 * The admin repricing review at /admin/repricing (spec §2 "Admin routes",
 * §4 "Repricing"): every plan's requests under three tabs — current (the
 * default), scheduled and history — each with its count and its empty
 * message. The tab is in the address (`?tab=scheduled`), so reload and Back
 * keep it.
 */
export function RepricingReviewPage() {
  const review = useRepricingReview();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = repricingTabFrom(searchParams.get(REPRICING_TAB_PARAM));
  const groups = useMemo(() => (review.data ? groupRepricings(review.data) : undefined), [review.data]);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Success and failure are said here, not by the row's menu, which has left the tab by then.
  const transition = useReviewTransition({
    onSuccess: (_updated, { row, transition: to }) => enqueueSnackbar(repricingMovedMessage(row, to), { variant: 'success' }),
    onError: (error, { row, transition: to }) =>
      enqueueSnackbar(repricingMoveFailedMessage(row, row.status as RepricingStatus, to, failureReason(error)), {
        variant: 'error',
        // Errors stay until dismissed (WCAG 2.2.1), as the app-wide flashes do.
        persist: true,
      }),
  });
  const { mutate } = transition;
  // Approving and rejecting wait for the dialog (issue 31 item 6); a move back to New or In Progress does not.
  const [pending, setPending] = useState<{ row: RepricingReviewRow; to: RepricingTransition } | null>(null);
  const move = useCallback(
    (row: RepricingReviewRow, to: RepricingTransition) => {
      if (repricingConfirmation(row, to)) setPending({ row, to });
      else mutate({ row, transition: to });
    },
    [mutate],
  );
  const confirmation = pending ? repricingConfirmation(pending.row, pending.to) : null;

  const selectTab = (next: RepricingGroup) => {
    const params = new URLSearchParams(searchParams);
    const value = repricingTabParam(next);
    if (value === null) params.delete(REPRICING_TAB_PARAM);
    else params.set(REPRICING_TAB_PARAM, value);
    setSearchParams(params);
  };

  return (
    <Stack spacing={3}>
      <title>Repricing · Admin · Partner Portal</title>
      <Stack spacing={1}>
        <Typography variant="h1">Repricing</Typography>
        <Typography color="text.secondary">
          Plan repricing requests from every company. Move a request with its status menu; a price increase that is not grandfathered is
          flagged, as existing installs will pay more.
        </Typography>
      </Stack>
      {/* One table fills the page: no card around it, so its columns keep their room at 1280 px. */}
      <Box>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={tab}
            onChange={(_event, next: RepricingGroup) => selectTab(next)}
            aria-label="Repricing requests by status"
            variant={narrow ? 'fullWidth' : 'standard'}
          >
            {REPRICING_GROUPS.map((group) => (
              <Tab
                key={group}
                value={group}
                id={tabId(group)}
                aria-controls={panelId(group)}
                label={groups ? repricingTabLabel(REPRICING_GROUP_LABELS[group], groups[group].length) : REPRICING_GROUP_LABELS[group]}
                sx={narrow ? { minWidth: 0, px: 1 } : undefined}
              />
            ))}
          </Tabs>
        </Box>
        {/* The tab is where a request stands, the menu its status: this line names the statuses each tab holds. */}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {REPRICING_GROUP_DESCRIPTIONS[tab]}
        </Typography>
        {REPRICING_GROUPS.map((group) => (
          <div key={group} role="tabpanel" id={panelId(group)} aria-labelledby={tabId(group)} hidden={group !== tab}>
            {group === tab ? (
              <QueryState query={review} loadingLabel="Loading repricing requests…">
                {() => <TabRows tab={tab} rows={groups?.[tab] ?? []} narrow={narrow} onMove={move} />}
              </QueryState>
            ) : null}
          </div>
        ))}
      </Box>
      {pending && confirmation ? (
        <RepricingDecisionDialog
          confirmation={confirmation}
          onCancel={() => setPending(null)}
          onConfirm={(reason) => {
            // Optimistic, as before: the row moves at once and the screen says how it went.
            mutate({ row: pending.row, transition: pending.to, ...(reason === undefined ? {} : { reason }) });
            setPending(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

function TabRows(props: RepricingReviewTableProps) {
  // Keyed by tab: a new tab starts on its first page, with its own sort and filter.
  return <RepricingReviewTable key={props.tab} {...props} />;
}
