import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { companyUsers } from '../../../fixtures/data/company-users';
import { findUserByEmail } from '../../../fixtures/data';
import { handlersFor, personaEmails } from '../../../fixtures/msw';
import { WebhooksTab } from '../../../web/src/features/integration/webhooks/WebhooksTab';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { AtRoute, desktop, flashesDismissed, mobile, neverAnswers, REBUILDING, storyBackend, unavailable } from './integration-parts-support';
import { deliveries, ENDPOINTS_PATH, failingEndpoint, fixedWebhooks, healthyEndpoint, SLUG } from './webhooks-story-data';

/**
 * The Webhooks tab on its own (issue 34 §3), at its address: it asks the
 * signed-in user's company role whether they may manage endpoints (a
 * credentials matter) and draws the screen with it. A list, none, loading,
 * refused, and a Finance user who may only look.
 */
function Tab() {
  return (
    <AtRoute path={`/addons/${SLUG}/integration/webhooks`} pattern="/addons/:slug/integration/webhooks">
      <WebhooksTab />
    </AtRoute>
  );
}

const list = [...fixedWebhooks([healthyEndpoint, failingEndpoint], { 'hook-1': deliveries })];

const meta = {
  component: Tab,
  title: 'Features/Integration/Parts/Webhooks tab',
  globals: desktop,
  beforeEach: freezeClockAt('2026-11-28T10:00:00Z'),
  parameters: { msw: { handlers: [...list, ...handlersFor('partner')] } },
} satisfies Meta<typeof Tab>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const region = await within(canvasElement).findByRole('region', { name: 'Webhooks' });
  await waitFor(() => expect(within(region).queryAllByText(/Loading/)).toHaveLength(0));
  return region;
};

/** An Owner: two endpoints, Register offered. */
export const Endpoints: Story = {
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    await expect(within(region).getByRole('button', { name: 'Register endpoint' })).toBeVisible();
    await expect(within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([healthyEndpoint.url, failingEndpoint.url]);
    await expectScreenshot(canvasElement);
  },
};

export const EndpointsPhone: Story = { ...Endpoints, globals: mobile };

const partnerId = findUserByEmail(personaEmails.partner)!.id;
const finance = storyBackend('partner', {
  seed: (store) => {
    store.recordsOf(companyUsers).find((each) => each.user_id === partnerId)!.role = 'finance';
  },
});

/** A Finance user: the endpoints and their logs, no control that would fail, and why. */
export const FinanceMayOnlyLook: Story = {
  parameters: { msw: { handlers: [...list, ...finance.handlers] } },
  beforeEach: finance.reset,
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    await expect(await within(region).findByText('Only an Owner or Developer can change settings and credentials.')).toBeVisible();
    await expect(within(region).queryByRole('button', { name: 'Register endpoint' })).toBeNull();
    await expect(within(region).queryByRole('button', { name: 'Delete' })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

export const FinanceMayOnlyLookPhone: Story = { ...FinanceMayOnlyLook, globals: mobile };

export const NoEndpoints: Story = {
  parameters: { msw: { handlers: [...fixedWebhooks([]), ...handlersFor('partner')] } },
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    await expect(within(region).getByRole('heading', { name: 'No webhook endpoints yet' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers(ENDPOINTS_PATH), ...handlersFor('partner')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading webhook endpoints…')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [unavailable(ENDPOINTS_PATH), ...handlersFor('partner')] } },
  play: async ({ canvasElement }) => {
    const retry = await within(canvasElement).findByRole('button', { name: 'Try again' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(REBUILDING);
    await flashesDismissed(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };
