import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import type { CompanyPermission } from '../../../web/src/domain/company-permission';
import { SecretShownOnceDialog } from '../../../web/src/components/SecretShownOnceDialog';
import { permissionSentence } from '../../../web/src/domain/company-permissions';
import { WebhooksScreen } from '../../../web/src/features/integration/webhooks/WebhooksScreen';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { body, desktop, overlaysClosed, pageParameters } from '../marketplace-listing/listing-story-support';
import { deliveries, ENDPOINTS_PATH, failingEndpoint, fixedWebhooks, healthyEndpoint, registered, SLUG } from './webhooks-story-data';

/**
 * Outbound webhooks (issue 34 §3), the screen on its own until the
 * integration section carries its tab: empty, a list, registering (refused by
 * the server, and the secret shown once in the shared SecretShownOnceDialog),
 * the delivery log, an endpoint the failures disabled, and a role that may
 * only look; at 1280 and 390 px.
 */
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const owner: CompanyPermission = { allowed: true, reason: null };

function Screen({ permission = owner }: { permission?: CompanyPermission }) {
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <WebhooksScreen slug={SLUG} permission={permission} />
    </Box>
  );
}

const meta = {
  component: Screen,
  subcomponents: { SecretShownOnceDialog },
  title: 'Features/Integration/Webhooks',
  parameters: pageParameters,
  globals: desktop,
  beforeEach: freezeClockAt('2026-11-28T10:00:00Z'),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Webhooks' });
const loaded = async (canvasElement: HTMLElement) => {
  const found = await region(canvasElement);
  await waitFor(() => expect(within(found).queryAllByText(/^Loading/)).toHaveLength(0));
  return found;
};

/** No endpoint yet: an invitation to register one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...fixedWebhooks([]), ...handlersFor('partner')] } },
  play: async ({ canvasElement }) => {
    const found = await loaded(canvasElement);
    await expect(within(found).getByRole('heading', { name: 'No webhook endpoints yet' })).toBeVisible();
    await expect(within(found).getAllByRole('button', { name: 'Register endpoint' })).toHaveLength(2);
    await expectScreenshot(canvasElement);
  },
};

export const EmptyPhone: Story = { ...Empty, globals: mobile };

const listHandlers = [...fixedWebhooks([healthyEndpoint, failingEndpoint], { 'hook-1': deliveries }), ...handlersFor('partner')];

/** Two endpoints: one enabled whose last delivery is retrying, one the failures disabled (why, and Re-enable). */
export const List: Story = {
  parameters: { msw: { handlers: listHandlers } },
  play: async ({ canvasElement }) => {
    const found = await loaded(canvasElement);
    const cards = within(within(found).getByRole('list', { name: 'Webhook endpoints' })).getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === 'Webhook endpoints');
    await expect(cards).toHaveLength(2);
    await waitFor(() => expect(within(cards[0]!).getByText(/^Last delivery: Retrying \(2 attempts so far\)/)).toBeVisible());
    await expect(within(cards[0]!).getByText('Enabled')).toBeVisible();
    await expect(within(cards[1]!).getByText(/^Disabled after 20 failed delivery attempts in a row\./)).toBeVisible();
    await expect(within(cards[1]!).getByRole('button', { name: 'Re-enable' })).toBeVisible();
    await expect(within(cards[1]!).getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await expectScreenshot(canvasElement);
  },
};

export const ListPhone: Story = { ...List, globals: mobile };

/** The delivery log opened: the schedule, each delivery's status, the next attempt, and one opened to its request and response. */
export const DeliveryLog: Story = {
  parameters: { msw: { handlers: listHandlers } },
  play: async ({ canvasElement }) => {
    const found = await loaded(canvasElement);
    await userEvent.click(within(found).getAllByRole('button', { name: 'Delivery log' })[0]!);
    const log = await within(found).findByRole('list', { name: 'Deliveries' });
    await expect(within(found).getByText(/^The first attempt is made at once; a failure is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h/)).toBeVisible();
    await expect(within(log).getByText(/next attempt in 4 min$/)).toBeVisible();
    await expect(within(log).getByText('Delivered')).toBeVisible();
    const show = within(log).getAllByRole('button', { name: 'Show request and response' })[0]!;
    await userEvent.click(show);
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    await expect(await within(log).findByRole('region', { name: 'Request, attempt 1' })).toHaveTextContent('webhook-id: msg_2Qx7approval');
    await expect(within(log).getByRole('region', { name: 'Response, attempt 1' })).toHaveTextContent('upstream unavailable');
    await expect(within(log).getByText(/^Attempt 2: No answer: The operation was aborted due to timeout/)).toBeVisible();
    await expect(within(log).getAllByRole('button', { name: /^Redeliver / })).toHaveLength(2);
    // The log and the opened delivery slide open: the picture is of them open, not half-way.
    await waitFor(() => {
      for (const collapse of canvasElement.querySelectorAll('.MuiCollapse-root')) expect(collapse).toHaveClass('MuiCollapse-entered');
    });
    await expectScreenshot(canvasElement);
  },
};

export const DeliveryLogPhone: Story = { ...DeliveryLog, globals: mobile };

async function openRegister(canvasElement: HTMLElement) {
  const found = await loaded(canvasElement);
  await userEvent.click(within(found).getAllByRole('button', { name: 'Register endpoint' })[0]!);
  return body(canvasElement).findByRole('dialog', { name: 'Register endpoint' });
}

/** The form's own rules first (blank address, no event), then the server refusing the address: each message under its field. */
export const RegisterServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(ENDPOINTS_PATH, () => HttpResponse.json({ errors: { url: ['is already registered for this add-on'] } }, { status: 422 })),
        ...fixedWebhooks([healthyEndpoint]),
        ...handlersFor('partner'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await openRegister(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Register endpoint' }));
    const url = within(panel).getByRole('textbox', { name: /^Endpoint URL/ });
    await waitFor(() => expect(url).toHaveAccessibleDescription("Endpoint URL can't be blank."));
    await expect(within(panel).getByRole('group', { name: 'Events' })).toHaveAccessibleDescription('Choose at least one event.');
    await userEvent.type(url, 'http://hooks.acme.test/x');
    await userEvent.tab();
    await waitFor(() => expect(url).toHaveAccessibleDescription('Endpoint URL must be an https:// address (or http://localhost in the sandbox).'));
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.acme.test/platform-events');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Approval decided' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Register endpoint' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription('Endpoint URL is already registered for this add-on.'));
    await expect(within(panel).getByRole('group', { name: 'Events' })).toHaveAccessibleDescription('Each chosen event is sent to this address as it happens.');
    await expectScreenshot(panel);
  },
};

export const RegisterServerErrorPhone: Story = { ...RegisterServerError, globals: mobile };

/** Registered: the secret shown once, revealed, with Copy and "you won't see it again"; the list then shows only its first characters. */
export const SecretShownOnce: Story = {
  parameters: {
    msw: {
      handlers: [http.post(ENDPOINTS_PATH, () => HttpResponse.json(registered, { status: 201 })), ...fixedWebhooks([]), ...handlersFor('partner')],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await openRegister(canvasElement);
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Endpoint URL/ }), registered.url);
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Approval decided' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Register endpoint' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Endpoint registered: its signing secret' });
    await waitFor(() => expect(within(dialog).getByText(/you won't see it again/)).toBeVisible());
    await expect(within(dialog).getByLabelText('Signing secret')).toHaveTextContent(registered.secret);
    await expect(within(dialog).getByRole('button', { name: 'Copy signing secret' })).toBeVisible();
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await overlaysClosed(canvasElement);
  },
};

export const SecretShownOncePhone: Story = { ...SecretShownOnce, globals: mobile };

/** A Support user sees the endpoints and their logs, and no control that would fail, told why. */
export const ReadOnlyRole: Story = {
  args: { permission: { allowed: false, reason: permissionSentence('manageCredentials') } },
  parameters: { msw: { handlers: listHandlers } },
  play: async ({ canvasElement }) => {
    const found = await loaded(canvasElement);
    await expect(within(found).getByText('Only an Owner or Developer can change settings and credentials.')).toBeVisible();
    await expect(within(found).queryByRole('button', { name: 'Register endpoint' })).toBeNull();
    await expect(within(found).queryByRole('button', { name: 'Re-enable' })).toBeNull();
    await expect(within(found).queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(within(found).getAllByRole('button', { name: 'Delivery log' })).toHaveLength(2);
    await expectScreenshot(canvasElement);
  },
};

/** The endpoints in the dark scheme: the state chips, the disabled endpoint's alert and the outlined actions. */
export const ListDark: Story = { ...List, globals: { ...desktop, theme: 'dark' } };

export const ListDarkPhone: Story = { ...List, globals: { ...mobile, theme: 'dark' } };

/** The delivery log opened, in the dark scheme: the status chips and the request and response boxes. */
export const DeliveryLogDark: Story = { ...DeliveryLog, globals: { ...desktop, theme: 'dark' } };
