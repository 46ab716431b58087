import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WebhooksTab } from '../../../web/src/features/integration/webhooks/WebhooksTab';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { loadingStory, refusedStory } from './answer-states';
import { AtTab, desktop, mobile } from './integration-parts-support';
import { asPartner, financeBackend } from './partner-answers';
import { deliveries, ENDPOINTS_PATH, failingEndpoint, fixedWebhooks, healthyEndpoint } from './webhooks-story-data';

/**
 * The Webhooks tab on its own (issue 34 §3), at its address: it asks the
 * signed-in user's company role whether they may manage endpoints (a
 * credentials matter) and draws the screen with it. A list, none, loading,
 * refused, and a Finance user who may only look.
 */
function Tab() {
  return (
    <AtTab tab="webhooks">
      <WebhooksTab />
    </AtTab>
  );
}

const list = [...fixedWebhooks([healthyEndpoint, failingEndpoint], { 'hook-1': deliveries })];

const meta = {
  component: Tab,
  title: 'Features/Integration/Parts/Webhooks tab',
  globals: desktop,
  beforeEach: freezeClockAt('2026-11-28T10:00:00Z'),
  parameters: { msw: { handlers: asPartner(...list) } },
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

const finance = financeBackend();

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
  parameters: { msw: { handlers: asPartner(...fixedWebhooks([])) } },
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    await expect(within(region).getByRole('heading', { name: 'No webhook endpoints yet' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const Loading: Story = loadingStory({ path: ENDPOINTS_PATH, behind: asPartner(), says: 'Loading webhook endpoints…', pictured: true });

export const LoadFailed: Story = refusedStory(ENDPOINTS_PATH, asPartner());

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };
