import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import type { WebhookEndpointWithSecret } from '../../../web/src/api/webhooks';
import { WebhookRegisterPanel } from '../../../web/src/features/integration/webhooks/WebhookRegisterPanel';
import { WebhookSecretDialog } from '../../../web/src/features/integration/webhooks/WebhookSecretDialog';
import { expectScreenshot } from '../../support/screenshot';
import { body, desktop, overlaysClosed, pageParameters } from '../marketplace-listing/listing-story-support';
import { ENDPOINTS_PATH, registered, SLUG } from './webhooks-story-data';

/**
 * The Register endpoint panel on its own (issue 34 §3; the Webhooks stories
 * open it from the screen): the empty form, the server refusing the address
 * on the URL field, and a registered endpoint handed over to the secret
 * dialog, as the screen does.
 */
const meta = {
  title: 'Features/Integration/WebhookRegisterPanel',
  component: WebhookRegisterPanel,
  parameters: pageParameters,
  globals: desktop,
  args: { slug: SLUG, onClose: fn(), onCreated: fn() },
} satisfies Meta<typeof WebhookRegisterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelIn = (canvasElement: HTMLElement) => body(canvasElement).findByRole('dialog', { name: 'Register endpoint' });
const urlField = (panel: HTMLElement) => within(panel).getByRole('textbox', { name: /^Endpoint URL/ });

async function fillAndRegister(panel: HTMLElement) {
  await userEvent.type(urlField(panel), registered.url);
  await userEvent.click(within(panel).getByRole('checkbox', { name: 'Approval decided' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Register endpoint' }));
}

/** Opened: an empty address, an optional note, no event chosen; each field says what it wants. */
export const EmptyForm: Story = {
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvasElement }) => {
    const panel = await panelIn(canvasElement);
    await expect(urlField(panel)).toHaveValue('');
    await expect(urlField(panel)).toHaveAccessibleDescription('An https:// address of your receiver (in the sandbox, http://localhost works too).');
    await expect(within(panel).getByRole('textbox', { name: /^Description/ })).toHaveValue('');
    const events = within(panel).getByRole('group', { name: 'Events' });
    await expect(events).toHaveAccessibleDescription('Each chosen event is sent to this address as it happens.');
    for (const box of within(events).getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Register endpoint' })).toBeVisible());
    await expectScreenshot(panel);
  },
};

/** The server refuses the address: its reason is the URL field's description, nothing is handed over. */
export const ServerErrorOnUrl: Story = {
  parameters: {
    msw: {
      handlers: [http.post(ENDPOINTS_PATH, () => HttpResponse.json({ errors: { url: ['is already registered for this add-on'] } }, { status: 422 })), ...handlersFor('partner')],
    },
  },
  play: async ({ canvasElement, args }) => {
    const panel = await panelIn(canvasElement);
    await fillAndRegister(panel);
    await waitFor(() => expect(urlField(panel)).toHaveAccessibleDescription('Endpoint URL is already registered for this add-on.'));
    await expect(urlField(panel)).toBeInvalid();
    await expect(args.onCreated).not.toHaveBeenCalled();
    await expectScreenshot(panel);
  },
};

/** The panel and what the screen does with a registered endpoint: show its secret once. */
function RegisterThenSecret(props: ComponentProps<typeof WebhookRegisterPanel>) {
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const [secretClosed, setSecretClosed] = useState(false);
  if (secretClosed) return null;
  if (created) return <WebhookSecretDialog endpoint={created} rotated={false} onClose={() => setSecretClosed(true)} />;
  return (
    <WebhookRegisterPanel
      {...props}
      onCreated={(endpoint) => {
        props.onCreated(endpoint);
        setCreated(endpoint);
      }}
    />
  );
}

/** Registered: the panel hands the endpoint with its secret over, and the secret dialog shows it once. */
export const SuccessHandsOverToSecret: Story = {
  render: (args) => <RegisterThenSecret {...args} />,
  parameters: { msw: { handlers: [http.post(ENDPOINTS_PATH, () => HttpResponse.json(registered, { status: 201 })), ...handlersFor('partner')] } },
  play: async ({ canvasElement, args }) => {
    await fillAndRegister(await panelIn(canvasElement));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Endpoint registered: its signing secret' });
    await expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ url: registered.url, secret: registered.secret }));
    await expect(within(dialog).getByLabelText('Signing secret')).toHaveTextContent(registered.secret);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await overlaysClosed(canvasElement);
  },
};
