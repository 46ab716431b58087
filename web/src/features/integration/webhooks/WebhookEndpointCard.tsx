import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { errorDetail } from '../../../api/errors';
import {
  useSendTestEvent,
  useSetWebhookEndpointEnabled,
  useWebhookDeliveries,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_EVENT_LABELS,
  type WebhookEndpoint,
} from '../../../api/webhooks';
import { formatGeneralDateTime } from '../../../domain/general-date';
import { deliveryStatus, endpointState } from '../../../domain/webhook-endpoints';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';

export interface WebhookEndpointActions {
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

function LastDelivery({ slug, endpointId }: { slug: string; endpointId: string }) {
  const deliveries = useWebhookDeliveries(slug, endpointId);
  const last = deliveries.data?.[0];
  const at = last?.attempts.at(-1)?.at;
  let text = 'No deliveries yet';
  if (deliveries.isPending) text = 'Loading…';
  else if (deliveries.isError) text = 'Could not be loaded';
  else if (last) text = `${deliveryStatus(last)}${at ? `, ${formatGeneralDateTime(at)}` : ''}`;
  return (
    <Typography variant="body2" color="text.secondary">
      Last delivery: {text}
    </Typography>
  );
}

/** One endpoint: where, which events, on or off and why, the last delivery; its actions for those who may manage; its delivery log on demand. */
export function WebhookEndpointCard({ slug, endpoint, mayManage, actions }: { slug: string; endpoint: WebhookEndpoint; mayManage: boolean; actions: WebhookEndpointActions }) {
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const state = endpointState(endpoint, WEBHOOK_DISABLE_AFTER_FAILURES);
  const setEnabled = useSetWebhookEndpointEnabled(slug);
  const sendTest = useSendTestEvent(slug, endpoint.id);
  const flashError = (error: unknown) => enqueueSnackbar(errorDetail(error), { variant: 'error' });

  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="h4" sx={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0, fontSize: '1.05rem' }}>
            {endpoint.url}
          </Typography>
          <Chip size="small" label={state.label} color={endpoint.enabled ? 'success' : 'default'} variant={endpoint.enabled ? 'outlined' : 'filled'} />
        </Stack>
        {endpoint.description ? <Typography>{endpoint.description}</Typography> : null}
        <Box>
          <Typography variant="body2" color="text.secondary" component="span" id={`${logId}-events`}>
            Events:{' '}
          </Typography>
          <Stack component="ul" aria-labelledby={`${logId}-events`} direction="row" spacing={0.5} useFlexGap sx={{ display: 'inline-flex', flexWrap: 'wrap', p: 0, m: 0 }}>
            {endpoint.events.map((event) => (
              <Chip component="li" key={event} size="small" label={WEBHOOK_EVENT_LABELS[event]} />
            ))}
          </Stack>
        </Box>
        <LastDelivery slug={slug} endpointId={endpoint.id} />
        <Typography variant="body2" color="text.secondary">
          Signing secret starts <code>{endpoint.secretHint}</code>
        </Typography>
        {state.reason ? (
          <Alert
            severity={endpoint.disabledReason === 'failures' ? 'error' : 'info'}
            action={
              mayManage ? (
                <Button
                  color="inherit"
                  size="small"
                  sx={{ whiteSpace: 'nowrap' }}
                  disabled={setEnabled.isPending}
                  onClick={() =>
                    setEnabled.mutate(
                      { id: endpoint.id, enabled: true },
                      { onSuccess: () => enqueueSnackbar(`${endpoint.url} re-enabled.`, { variant: 'success' }), onError: flashError },
                    )
                  }
                >
                  Re-enable
                </Button>
              ) : undefined
            }
          >
            {state.reason}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen(!logOpen)}>
            {logOpen ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          {mayManage ? (
            <>
              <Button
                variant="outlined"
                size="small"
                disabled={!endpoint.enabled || sendTest.isPending}
                onClick={() =>
                  sendTest.mutate(undefined, {
                    onSuccess: () => {
                      enqueueSnackbar('Test event sent: its delivery is in the log.', { variant: 'success' });
                      setLogOpen(true);
                    },
                    onError: flashError,
                  })
                }
              >
                Send test event
              </Button>
              <Button variant="outlined" size="small" onClick={() => actions.onRotate(endpoint)}>
                Rotate secret
              </Button>
              {endpoint.enabled ? (
                <Button
                  variant="outlined"
                  size="small"
                  disabled={setEnabled.isPending}
                  onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: false }, { onError: flashError })}
                >
                  Disable
                </Button>
              ) : null}
              <Button variant="outlined" size="small" color="error" onClick={() => actions.onDelete(endpoint)}>
                Delete
              </Button>
            </>
          ) : null}
        </Stack>
        <Collapse in={logOpen} id={logId} unmountOnExit>
          <WebhookDeliveryLog slug={slug} endpointId={endpoint.id} mayManage={mayManage} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
