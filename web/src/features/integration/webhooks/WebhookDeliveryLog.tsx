import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { errorDetail } from '../../../api/errors';
import {
  useRedeliver,
  useWebhookDeliveries,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_RETRY_JITTER,
  WEBHOOK_RETRY_SCHEDULE_MS,
  type WebhookDelivery,
} from '../../../api/webhooks';
import { QueryState } from '../../../components/QueryState';
import { formatGeneralDateTime } from '../../../domain/general-date';
import { attemptOutcome, deliveryStatus, nextAttemptWords, retryScheduleSentence } from '../../../domain/webhook-endpoints';

const STATE_COLOURS = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;

function Code({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="subtitle2" component="h5">
        {label}
      </Typography>
      <Box
        component="pre"
        // Scrolls sideways on a phone: focusable, and named for what it holds.
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.8125rem', overflowX: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children || '(empty)'}
      </Box>
    </Box>
  );
}

/** `readAtMs`: when the log was read, the "now" the next attempt is counted from (the log is read again while one is pending). */
function DeliveryItem({ delivery, slug, endpointId, mayManage, readAtMs }: { delivery: WebhookDelivery; slug: string; endpointId: string; mayManage: boolean; readAtMs: number }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const redeliver = useRedeliver(slug, endpointId);
  const last = delivery.attempts.at(-1);
  const next = delivery.state === 'pending' ? nextAttemptWords(delivery.nextAttemptAt, readAtMs) : null;
  const event = WEBHOOK_EVENT_LABELS[delivery.event];
  return (
    <Box component="li" sx={{ listStyle: 'none', borderTop: 1, borderColor: 'divider', py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }}>{event}</Typography>
          <Typography variant="body2" color="text.secondary">
            {last ? `${formatGeneralDateTime(last.at)} · ${attemptOutcome(last)} · ${last.latencyMs} ms · attempt ${last.attempt}` : 'Not sent yet'}
            {next ? ` · next attempt ${next}` : ''}
          </Typography>
        </Box>
        <Chip size="small" variant="outlined" color={STATE_COLOURS[delivery.state]} label={deliveryStatus(delivery)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
        <Stack direction="row" spacing={1}>
          <Button size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? 'Hide' : 'Show'} request and response
          </Button>
          {mayManage ? (
            <Button
              size="small"
              disabled={redeliver.isPending}
              aria-label={`Redeliver ${event}, ${delivery.id}`}
              onClick={() =>
                redeliver.mutate(delivery.id, {
                  onSuccess: () => enqueueSnackbar(`${event} sent again.`, { variant: 'success' }),
                  onError: (error) => enqueueSnackbar(errorDetail(error), { variant: 'error' }),
                })
              }
            >
              Redeliver
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Stack spacing={2} sx={{ mt: 1.5 }}>
          <Typography variant="body2">
            Delivery <code>{delivery.id}</code> (the <code>webhook-id</code>, the same on every attempt)
          </Typography>
          {delivery.attempts.map((attempt) => (
            <Box key={attempt.attempt}>
              <Typography variant="subtitle2" component="h4">
                Attempt {attempt.attempt}: {attemptOutcome(attempt)}, {attempt.latencyMs} ms, {formatGeneralDateTime(attempt.at)}
              </Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
                <Code label={`Request, attempt ${attempt.attempt}`}>
                  {`${Object.entries(attempt.requestHeaders)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join('\n')}\n\n${attempt.requestBody}`}
                </Code>
                <Code label={`Response, attempt ${attempt.attempt}`}>{attempt.responseBody}</Code>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}

/** An endpoint's deliveries, newest first, under the schedule they are retried on. */
export function WebhookDeliveryLog({ slug, endpointId, mayManage }: { slug: string; endpointId: string; mayManage: boolean }) {
  const deliveries = useWebhookDeliveries(slug, endpointId);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {retryScheduleSentence(WEBHOOK_RETRY_SCHEDULE_MS, WEBHOOK_RETRY_JITTER)}
      </Typography>
      <QueryState query={deliveries} loadingLabel="Loading deliveries…">
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">Nothing delivered yet. Send a test event to see one here.</Typography>
          ) : (
            <Box component="ul" sx={{ p: 0, m: 0 }} aria-label="Deliveries">
              {list.map((delivery) => (
                <DeliveryItem key={delivery.id} delivery={delivery} slug={slug} endpointId={endpointId} mayManage={mayManage} readAtMs={deliveries.dataUpdatedAt} />
              ))}
            </Box>
          )
        }
      </QueryState>
    </Stack>
  );
}
