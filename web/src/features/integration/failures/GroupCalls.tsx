import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorDetail } from '../../../api/errors';
import { useFailedCalls, useReplayCall, useTestEndpoint, type FailedCall, type Replay } from '../../../api/integration-failures';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { RoleNotice } from '../../../components/RoleNotice';
import { useCompanyPermission } from '../../../components/use-company-permission';
import { settingsPaths } from '../../../domain/addon-paths';
import { ExchangeView } from './ExchangeView';
import { ACTION_LABELS, answerLabel, answerSucceeded, outcomeLabel } from './failure-labels';
import { replayOffer, type ReplayOffer } from './replay-offer';

/**
 * One failure group's most recent calls, newest first, each with its request,
 * its answer and a replay. Whether replay is offered is decided once for the
 * list, and why not is said once above it (replay-offer.ts).
 */
export function GroupCalls({ slug, groupId }: { slug: string; groupId: string }) {
  const calls = useFailedCalls(slug, groupId);
  const permission = useCompanyPermission('manageCredentials');
  const endpoint = useTestEndpoint(slug);
  const offer = replayOffer(permission, endpoint.data);
  const reasonId = useId();
  return (
    <QueryState query={calls} loadingLabel="Loading the failed calls…" loadingMinHeight={360}>
      {(data) => (
        <Stack spacing={2}>
          <Typography variant="h3" component="h3">
            {`${ACTION_LABELS[data.group.action]} · ${outcomeLabel(data.group)}`}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{data.group.message}</Typography>
          {data.calls.length === 0 ? (
            <EmptyState headingLevel="h4" title="No calls kept" description="This cause has no recent calls to show." />
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {`The ${data.calls.length} most recent calls, newest first. Credentials and secrets are masked.`}
              </Typography>
              {offer.kind === 'hidden' ? <RoleNotice permission={permission} /> : null}
              {offer.kind === 'disabled' && offer.reason ? (
                <Alert severity="info" id={reasonId}>
                  {offer.reason}{' '}
                  <Link component={RouterLink} to={settingsPaths.settings(slug)}>
                    Open Settings
                  </Link>
                </Alert>
              ) : null}
              <Box>
                {data.calls.map((call, index) => (
                  <CallCard key={call.id} slug={slug} call={call} open={index === 0} offer={offer} reasonId={reasonId} />
                ))}
              </Box>
            </>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

const at = (iso: string) => dayjs(iso).format('MMM D, YYYY HH:mm:ss');

/** A call, folded to its time, app and answer; the newest one open. Request and answers side by side from md, stacked on a phone. */
function CallCard({ slug, call, open, offer, reasonId }: { slug: string; call: FailedCall; open: boolean; offer: ReplayOffer; reasonId: string }) {
  const [replay, setReplay] = useState<Replay | null>(null);
  // Each call's boxes named for it: two calls open at once must not give two regions the same name.
  const of = `${call.app}, ${at(call.at)}`;
  return (
    <Accordion defaultExpanded={open} variant="outlined" disableGutters slotProps={{ heading: { component: 'h4' }, transition: { unmountOnExit: true } }}>
      {/* Ids given: the opened region is then named by its summary (MUI links the two only through them). */}
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`call-${call.id}-summary`} aria-controls={`call-${call.id}-details`}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{`${at(call.at)} · ${call.app} · ${answerLabel(call.response)}`}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`call-${call.id}-details`}>
        <Stack spacing={2}>
          {offer.kind === 'hidden' ? null : <ReplayButton slug={slug} callId={call.id} offer={offer} reasonId={reasonId} onReplayed={setReplay} />}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: replay ? 'repeat(3, minmax(0, 1fr))' : 'repeat(2, minmax(0, 1fr))' } }}>
            <ExchangeView title="Request" label="Request" of={of} summary={`${call.request.method} ${call.request.path}`} headers={call.request.headers} body={call.request.body} />
            <ExchangeView
              title="Original answer"
              label="Original answer"
              of={of}
              summary={`${answerLabel(call.response)} after ${call.response.latencyMs.toLocaleString('en-US')} ms`}
              headers={call.response.headers}
              body={call.response.body}
            />
            {replay ? (
              <Box aria-live="polite" sx={{ minWidth: 0 }}>
                <ExchangeView
                  title="New answer"
                  label="New answer"
                  of={of}
                  summary={
                    <Box component="span" sx={{ color: answerSucceeded(replay.response.status) ? 'success.main' : 'error.main', fontWeight: 500 }}>
                      {`${answerLabel(replay.response)} after ${replay.response.latencyMs.toLocaleString('en-US')} ms from ${replay.url}`}
                    </Box>
                  }
                  headers={replay.response.headers}
                  body={replay.response.body}
                />
              </Box>
            ) : null}
          </Box>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * "Send again to my test endpoint", for a role that may manage credentials (a
 * replay carries fresh ones): disabled, and described by the list's one
 * sentence, while the add-on has no test endpoint.
 */
function ReplayButton({ slug, callId, offer, reasonId, onReplayed }: { slug: string; callId: string; offer: ReplayOffer; reasonId: string; onReplayed: (replay: Replay) => void }) {
  const replay = useReplayCall(slug);
  const reason = offer.kind === 'disabled' ? offer.reason : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        disabled={offer.kind !== 'ready' || replay.isPending}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => replay.mutate(callId, { onSuccess: onReplayed })}
      >
        {replay.isPending ? 'Sending…' : 'Send again to my test endpoint'}
      </Button>
      {replay.isError ? (
        <Alert severity="error" role="alert">
          {errorDetail(replay.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
