import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WebhookDeliveryLog } from '../../../web/src/features/integration/webhooks/WebhookDeliveryLog';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { loadingStory, refusedStory } from './answer-states';
import { desktop, mobile } from './integration-parts-support';
import { asPartner } from './partner-answers';
import { deliveries, ENDPOINTS_PATH, fixedWebhooks, SLUG } from './webhooks-story-data';

/**
 * An endpoint's delivery log (issue 34 §3): the retry schedule, each
 * delivery's event, last attempt, status and next attempt; a delivery opened
 * to its attempts' requests and responses; Redeliver for those who may
 * manage; none yet, loading and refused.
 */
const meta = {
  component: WebhookDeliveryLog,
  title: 'Features/Integration/Parts/Webhook delivery log',
  globals: desktop,
  beforeEach: freezeClockAt('2026-11-28T10:00:00Z'),
  args: { slug: SLUG, endpointId: 'hook-1', mayManage: true },
  parameters: { msw: { handlers: asPartner(...fixedWebhooks([], { 'hook-1': deliveries })) } },
} satisfies Meta<typeof WebhookDeliveryLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Deliveries' });

/** Two deliveries: one retrying (its next attempt counted down), one delivered. */
export const Deliveries: Story = {
  play: async ({ canvasElement }) => {
    const list = await log(canvasElement);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/Approval decided.*attempt 2 · next attempt in 4 min/);
    await expect(within(items[1]!).getByText('Delivered')).toBeVisible();
    await expect(within(list).getAllByRole('button', { name: /^Redeliver / })).toHaveLength(2);
    await expectScreenshot(canvasElement);
  },
};

export const DeliveriesPhone: Story = { ...Deliveries, globals: mobile };

/** A delivery opened from the keyboard: the button says it is expanded and the attempts' boxes appear. */
export const OpenFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const list = await log(canvasElement);
    const show = within(list).getAllByRole('button', { name: 'Show request and response' })[1]!;
    show.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(show).toHaveAttribute('aria-expanded', 'true'));
    await expect(show).toHaveTextContent('Hide request and response');
    await expect(await within(list).findByRole('region', { name: 'Request, attempt 1' })).toHaveTextContent('webhook-id: msg_1Rb3provisioned');
    await expect(within(list).getByRole('region', { name: 'Response, attempt 1' })).toHaveTextContent('(empty)');
    await waitFor(() => {
      for (const collapse of canvasElement.querySelectorAll('.MuiCollapse-root')) expect(collapse).toHaveClass('MuiCollapse-entered');
    });
    await expectScreenshot(canvasElement);
  },
};

export const OpenFromKeyboardPhone: Story = { ...OpenFromKeyboard, globals: mobile };

/** Redelivered: the flash says so. */
export const Redelivered: Story = {
  parameters: {
    msw: {
      handlers: asPartner(
        http.post(`${ENDPOINTS_PATH}/:id/deliveries/:deliveryId/redeliver`, () => HttpResponse.json(deliveries[1], { status: 202 })),
        ...fixedWebhooks([], { 'hook-1': deliveries }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const list = await log(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Redeliver Resource provisioned, msg_1Rb3provisioned' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Resource provisioned sent again.')).toBeVisible();
  },
};

/** A role that may only look: no Redeliver. */
export const ReadOnly: Story = {
  args: { mayManage: false },
  play: async ({ canvasElement }) => {
    const list = await log(canvasElement);
    await expect(within(list).queryByRole('button', { name: /^Redeliver/ })).toBeNull();
    await expect(within(list).getAllByRole('button', { name: 'Show request and response' })).toHaveLength(2);
  },
};

/** Nothing delivered yet: how to see one. */
export const Empty: Story = {
  parameters: { msw: { handlers: asPartner(...fixedWebhooks([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing delivered yet. Send a test event to see one here.')).toBeVisible();
    await expect(within(canvasElement).getByText(/^The first attempt is made at once; a failure is retried after 5 s/)).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const EmptyPhone: Story = { ...Empty, globals: mobile };

export const Loading: Story = loadingStory({ path: `${ENDPOINTS_PATH}/:id/deliveries`, behind: asPartner(), says: 'Loading deliveries…', pictured: false });

export const LoadFailed: Story = refusedStory(`${ENDPOINTS_PATH}/:id/deliveries`, asPartner());

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };
