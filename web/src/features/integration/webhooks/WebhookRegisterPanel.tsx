import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { fieldSentence } from '../../../api/field-messages';
import { useCreateWebhookEndpoint, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEndpointWithSecret } from '../../../api/webhooks';
import { FormPanel } from '../../../components/FormPanel';
import { FormTextField } from '../../../components/FormTextField';
import { initialWebhookValues, webhookFormFields, webhookFormSchema, webhookInput, type WebhookFormValues } from './webhook-form';

/** The events as checkboxes with people's names; a problem with the choice (none, or the server's) shows under the group. */
function EventCheckboxes() {
  const [field, meta] = useField<string[]>('events');
  const { submitCount } = useFormikContext();
  const helpId = useId();
  const shown = meta.touched || submitCount > 0 ? meta.error : undefined;
  const error = typeof shown === 'string' ? fieldSentence('Events', shown) : undefined;
  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={helpId}>
      <FormLabel component="legend">Events</FormLabel>
      <FormGroup>
        {WEBHOOK_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            control={<Checkbox name="events" value={event} checked={field.value.includes(event)} onChange={field.onChange} onBlur={field.onBlur} />}
            label={WEBHOOK_EVENT_LABELS[event]}
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId}>{error ?? 'Each chosen event is sent to this address as it happens.'}</FormHelperText>
    </FormControl>
  );
}

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
      <EventCheckboxes />
    </FormPanel>
  );
}
