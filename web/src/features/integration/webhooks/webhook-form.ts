/**
 * The register form (issue 34 §3): its values, labels and Yup rules — the
 * address by the very rule the contract's schema uses (api/webhook-url.ts),
 * so the form refuses what the server would and nothing else.
 */
import * as yup from 'yup';
import { BLANK_MESSAGE, tooLongMessage } from '../../../api/field-rules';
import { isAllowedWebhookUrl, WEBHOOK_URL_MAX, WEBHOOK_URL_MESSAGE } from '../../../api/webhook-url';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENTS, type WebhookEvent } from '../../../api/webhooks';
import { yupText } from '../../../api/yup-rules';

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEvent[];
}

export const webhookFormFields = ['url', 'description', 'events'] as const satisfies readonly (keyof WebhookFormValues)[];

export const initialWebhookValues: WebhookFormValues = { url: '', description: '', events: [] };

export const webhookFormSchema = yup.object({
  url: yup
    .string()
    .trim()
    .required(BLANK_MESSAGE)
    .max(WEBHOOK_URL_MAX, tooLongMessage(WEBHOOK_URL_MAX))
    // The sandbox plays the platform, whose contract takes loopback http; the rule is the server's own.
    .test('webhook-url', WEBHOOK_URL_MESSAGE, (value) => value === undefined || isAllowedWebhookUrl(value.trim(), true)),
  description: yupText({ required: false, max: WEBHOOK_DESCRIPTION_MAX }),
  events: yup.array(yup.string().oneOf(WEBHOOK_EVENTS).required()).min(1, 'Choose at least one event'),
});

/** What is sent: trimmed, and no empty description. */
export function webhookInput(values: WebhookFormValues) {
  const description = values.description.trim();
  return { url: values.url.trim(), events: WEBHOOK_EVENTS.filter((event) => values.events.includes(event)), ...(description ? { description } : {}) };
}
