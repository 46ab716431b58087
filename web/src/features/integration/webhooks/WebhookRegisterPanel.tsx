import { useCreateWebhookEndpoint, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEndpointWithSecret } from '../../../api/webhooks';
import { FormCheckboxGroup } from '../../../components/FormCheckboxGroup';
import { FormPanel } from '../../../components/FormPanel';
import { FormTextField } from '../../../components/FormTextField';
import { initialWebhookValues, webhookFormFields, webhookFormSchema, webhookInput, type WebhookFormValues } from './webhook-form';

/** The events as checkboxes with people's names. */
const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] }));

/** Register endpoint (a slide panel): the address, a note, the events; a refused save's messages land on their fields. */
export function WebhookRegisterPanel({ slug, onClose, onCreated }: { slug: string; onClose: () => void; onCreated: (endpoint: WebhookEndpointWithSecret) => void }) {
  const create = useCreateWebhookEndpoint(slug);
  return (
    <FormPanel<WebhookFormValues>
      title="Register endpoint"
      initialValues={initialWebhookValues}
      validationSchema={webhookFormSchema}
      fields={webhookFormFields}
      submitLabel="Register endpoint"
      submittingLabel="Registering…"
      onClose={onClose}
      onSubmit={async (values) => {
        onCreated(await create.mutateAsync(webhookInput(values)));
      }}
    >
      <FormTextField
        name="url"
        label="Endpoint URL"
        required
        fullWidth
        inputMode="url"
        helperText="An https:// address of your receiver (in the sandbox, http://localhost works too)."
      />
      <FormTextField name="description" label="Description" fullWidth helperText="Optional: what receives these events, for your team." />
      {/* Required as the token panel's Scopes: the schema wants at least one event, so the legend says so before a save is refused. */}
      <FormCheckboxGroup
        name="events"
        label="Events"
        required
        options={EVENT_OPTIONS}
        helperText="Each chosen event is sent to this address as it happens."
      />
    </FormPanel>
  );
}
