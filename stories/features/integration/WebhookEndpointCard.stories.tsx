import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { toCamel } from '../../../web/src/api/case';
import { WebhookEndpointCard } from '../../../web/src/features/integration/webhooks/WebhookEndpointCard';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { desktop, mobile } from './integration-parts-support';
import { deliveries, ENDPOINTS_PATH, failingEndpoint, fixedWebhooks, healthyEndpoint, SLUG } from './webhooks-story-data';

/**
 * One webhook endpoint (issue 34 §3): its address, description, events, state
 * and last delivery, the start of its signing secret; its actions for those
 * who may manage; the failures' reason and Re-enable when they disabled it;
 * its delivery log on demand. Drawn in a list, as the screen draws it.
 */
const meta = {
  component: WebhookEndpointCard,
  title: 'Features/Integration/Parts/Webhook endpoint card',
  globals: desktop,
  beforeEach: freezeClockAt('2026-11-28T10:00:00Z'),
  render: (args) => (
    <Stack component="ul" sx={{ p: 0, m: 0 }} aria-label="Webhook endpoints">
      <WebhookEndpointCard {...args} />
    </Stack>
  ),
  args: { slug: SLUG, endpoint: toCamel(healthyEndpoint), mayManage: true, actions: { onRotate: fn(), onDelete: fn() } },
  parameters: { msw: { handlers: [...fixedWebhooks([healthyEndpoint, failingEndpoint], { 'hook-1': deliveries }), ...handlersFor('partner')] } },
} satisfies Meta<typeof WebhookEndpointCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('ul[aria-label="Webhook endpoints"] > li')!;

/** Enabled, its last delivery retrying; every action offered. */
export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    const found = item(canvasElement);
    await expect(within(found).getByRole('heading', { name: healthyEndpoint.url })).toBeVisible();
    await waitFor(() => expect(within(found).getByText(/^Last delivery: Retrying \(2 attempts so far\)/)).toBeVisible());
    await expect(within(found).getByRole('list', { name: 'Events:' }).children).toHaveLength(3);
    for (const name of ['Delivery log', 'Send test event', 'Rotate secret', 'Disable', 'Delete']) await expect(within(found).getByRole('button', { name })).toBeEnabled();
    await expectScreenshot(canvasElement);
  },
};

export const EnabledPhone: Story = { ...Enabled, globals: mobile };

/** Disabled by the failures: why, Re-enable, and no test event to a disabled endpoint. */
export const DisabledByFailures: Story = {
  args: { endpoint: toCamel(failingEndpoint) },
  play: async ({ canvasElement }) => {
    const found = item(canvasElement);
    await expect(within(found).getByText(/^Disabled after 20 failed delivery attempts in a row\./)).toBeVisible();
    await expect(within(found).getByRole('button', { name: 'Re-enable' })).toBeVisible();
    await expect(within(found).getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await expect(within(found).queryByRole('button', { name: 'Disable' })).toBeNull();
    await waitFor(() => expect(within(found).getByText('Last delivery: No deliveries yet')).toBeVisible());
    await expectScreenshot(canvasElement);
  },
};

export const DisabledByFailuresPhone: Story = { ...DisabledByFailures, globals: mobile };

/** A role that may only look: the log, no action, no Re-enable. */
export const ReadOnly: Story = {
  args: { endpoint: toCamel(failingEndpoint), mayManage: false },
  play: async ({ canvasElement }) => {
    const found = item(canvasElement);
    await expect(within(found).getAllByRole('button').map((button) => button.textContent)).toEqual(['Delivery log']);
  },
};

/** From the keyboard: the log opens under its button (expanded), and Rotate and Delete hand the endpoint to the screen. */
export const KeyboardActions: Story = {
  play: async ({ args, canvasElement }) => {
    const found = item(canvasElement);
    const logButton = within(found).getByRole('button', { name: 'Delivery log' });
    logButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(logButton).toHaveAttribute('aria-expanded', 'true');
    await expect(logButton).toHaveTextContent('Hide delivery log');
    await expect(await within(found).findByRole('list', { name: 'Deliveries' })).toBeVisible();
    within(found).getByRole('button', { name: 'Rotate secret' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.actions.onRotate).toHaveBeenCalledWith(expect.objectContaining({ id: 'hook-1' }));
    within(found).getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.actions.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'hook-1' }));
  },
};

/** A test event sent: the flash says so and the log opens to show it. */
export const TestEventSent: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${ENDPOINTS_PATH}/:id/test_event`, () => HttpResponse.json(deliveries[1], { status: 202 })),
        ...fixedWebhooks([healthyEndpoint], { 'hook-1': deliveries }),
        ...handlersFor('partner'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const found = item(canvasElement);
    await userEvent.click(within(found).getByRole('button', { name: 'Send test event' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Test event sent: its delivery is in the log.')).toBeVisible();
    await expect(await within(found).findByRole('list', { name: 'Deliveries' })).toBeVisible();
  },
};

