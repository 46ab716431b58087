import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { errorDetail } from '../../../api/errors';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useWebhookEndpoints,
  WEBHOOK_ROTATION_OVERLAP_MS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../../../api/webhooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { RoleNotice } from '../../../components/RoleNotice';
import { SectionCard } from '../../../components/SectionCard';
import type { CompanyPermission } from '../../../domain/company-permission';
import { delayWords } from '../../../domain/webhook-endpoints';
import { WebhookEndpointCard } from './WebhookEndpointCard';
import { WebhookRegisterPanel } from './WebhookRegisterPanel';
import { WebhookSecretDialog } from './WebhookSecretDialog';

export interface WebhooksScreenProps {
  slug: string;
  /** Whether this user's company role may manage endpoints (manageCredentials), and why not. */
  permission: CompanyPermission;
}

type Dialogs =
  | { kind: 'register' }
  | { kind: 'secret'; endpoint: WebhookEndpointWithSecret; rotated: boolean }
  | { kind: 'rotate'; endpoint: WebhookEndpoint }
  | { kind: 'delete'; endpoint: WebhookEndpoint }
  | null;

/**
 * Outbound webhooks (issue 34 §3): the add-on's endpoints, each with its
 * events, state, last delivery and delivery log; registering one shows its
 * signing secret once; rotating explains the overlap; deleting asks first.
 * Roles that may not manage see everything and change nothing, told why.
 */
export function WebhooksScreen({ slug, permission }: WebhooksScreenProps) {
  const endpoints = useWebhookEndpoints(slug);
  const rotate = useRotateWebhookSecret(slug);
  const remove = useDeleteWebhookEndpoint(slug);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const mayManage = permission.allowed;
  const overlap = delayWords(WEBHOOK_ROTATION_OVERLAP_MS);
  const register = mayManage ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'register' })}>
      Register endpoint
    </Button>
  ) : null;

  return (
    <SectionCard
      title="Webhooks"
      description="Events about this add-on, pushed to your own systems as they happen, signed per the Standard Webhooks specification."
      action={register}
    >
      <Stack spacing={2}>
        <RoleNotice permission={permission} />
        <QueryState query={endpoints} loadingLabel="Loading webhook endpoints…">
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                headingLevel="h3"
                title="No webhook endpoints yet"
                description="Register an endpoint to receive provisioning, approval, progression, repricing and review events."
                actions={register}
              />
            ) : (
              <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Webhook endpoints">
                {list.map((endpoint) => (
                  <WebhookEndpointCard
                    key={endpoint.id}
                    slug={slug}
                    endpoint={endpoint}
                    mayManage={mayManage}
                    actions={{ onRotate: (chosen) => setDialog({ kind: 'rotate', endpoint: chosen }), onDelete: (chosen) => setDialog({ kind: 'delete', endpoint: chosen }) }}
                  />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      {dialog?.kind === 'register' ? (
        <WebhookRegisterPanel slug={slug} onClose={() => setDialog(null)} onCreated={(endpoint) => setDialog({ kind: 'secret', endpoint, rotated: false })} />
      ) : null}
      {dialog?.kind === 'secret' ? <WebhookSecretDialog endpoint={dialog.endpoint} rotated={dialog.rotated} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'rotate' ? (
        <ConfirmDialog
          title="Rotate signing secret?"
          confirmLabel="Rotate secret"
          busy={rotate.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            rotate.mutate(dialog.endpoint.id, {
              onSuccess: (endpoint) => setDialog({ kind: 'secret', endpoint, rotated: true }),
              onError: (error) => enqueueSnackbar(errorDetail(error), { variant: 'error' }),
            })
          }
        >
          A new secret is made and shown once. For the next {overlap} the current secret keeps signing beside it (each delivery carries
          both signatures), so your receiver can move to the new secret without refusing a delivery. After that, only the new one signs.
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete webhook endpoint?"
          confirmLabel="Delete endpoint"
          destructive
          busy={remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            remove.mutate(dialog.endpoint.id, {
              onSuccess: () => {
                enqueueSnackbar(`${dialog.endpoint.url} deleted.`, { variant: 'success' });
                setDialog(null);
              },
              onError: (error) => enqueueSnackbar(errorDetail(error), { variant: 'error' }),
            })
          }
        >
          Nothing more is sent to {dialog.endpoint.url}, and its delivery log goes with it.
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}
