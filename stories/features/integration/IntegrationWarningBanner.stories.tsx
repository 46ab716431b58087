import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notify } from '../../../fixtures/model/notifications';
import { IntegrationWarningBanner } from '../../../web/src/features/addon-workspace/IntegrationWarningBanner';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';

/**
 * The early-warning banner on the add-on (issue 34 §4): while the bell's
 * warning about it is unread, every screen of its workspace says how far off
 * the service was and links to the failure group that explains it, on a
 * period that holds the incident (2 days before: 7 days).
 */
const meta = {
  subcomponents: { IntegrationWarningBanner },
  title: 'Features/Integration/Early warning banner',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

const warned = storyBackend('partner', {
  seed: (store) => {
    const addon = store.findAddon('acme-postgres')!;
    notify(store, {
      kind: 'integration_warning',
      companyId: addon.company_id,
      actorId: null,
      addon,
      subject: 'Failed calls at 35 %, against a usual 0.7 %',
      outcome: 'failure_rate',
      failureGroupId: '5e0c1a2b',
      at: '2026-11-26T03:00:00Z',
    });
  },
});

export const Warned: Story = {
  render: renderAt('/addons/acme-postgres/integration/webhooks'),
  parameters: { msw: { handlers: warned.handlers } },
  beforeEach: [freezeClockAt('2026-11-28T10:00:00Z'), warned.reset],
  play: async ({ canvasElement }) => {
    const banner = (await within(canvasElement).findByText(/^Early warning:/)).closest<HTMLElement>('[role="status"]')!;
    await expect(banner).toHaveTextContent('Failed calls at 35 %, against a usual 0.7 %');
    await expect(within(banner).getByRole('link', { name: 'See the failures by cause' })).toHaveAttribute(
      'href',
      '/addons/acme-postgres/integration/failures?period=7d&group=5e0c1a2b',
    );
    await within(canvasElement).findByRole('region', { name: 'Webhooks' });
    await expectScreenshot(banner);
  },
};

export const WarnedPhone: Story = { ...Warned, globals: mobile };

const quiet = storyBackend('partner');

/** No unread warning: no banner. */
export const NoWarning: Story = {
  render: renderAt('/addons/acme-postgres/integration/webhooks'),
  parameters: { msw: { handlers: quiet.handlers } },
  beforeEach: quiet.reset,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Webhooks' });
    await expect(within(canvasElement).queryByText(/^Early warning:/)).toBeNull();
  },
};

/** From the keyboard: Enter on the link opens the failures and marks the warning read, so the banner goes. */
export const FollowFromKeyboard: Story = {
  render: renderAt('/addons/acme-postgres/integration/webhooks'),
  parameters: { msw: { handlers: warned.handlers } },
  beforeEach: warned.reset,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'See the failures by cause' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(warned.writes('POST', /^\/api\/v3\/notifications\/[^/]+\/read$/)).toHaveLength(1));
    // The Failures tab is the one open now.
    await expect(await within(canvasElement).findByRole('link', { name: 'Failures', current: 'page' })).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByText(/^Early warning:/)).toBeNull());
  },
};

/** The dark scheme: the warning's colours on the dark background. */
export const WarnedDark: Story = { ...Warned, globals: { ...desktop, theme: 'dark' } };

