import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repricings } from '../../../fixtures/data/repricings';
import { RepricingDecisionDialog } from '../../../web/src/components/RepricingDecisionDialog';
import { RepricingReviewPage } from '../../../web/src/features/admin/RepricingReviewPage';
import { expectScreenshot } from '../../support/screenshot';
import { body, overlaysClosed, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';

/**
 * Approving and rejecting from the admin review are confirmed (issue 31 item
 * 6: both were applied in one click). Approving the flagged (non-grandfathered)
 * increase says existing customers will pay more; rejecting needs the reason
 * the partner reads, and is refused without one; Cancel changes nothing.
 */
const meta = {
  title: 'Features/Admin/RepricingDecisions',
  component: RepricingReviewPage,
  subcomponents: { RepricingDecisionDialog },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof RepricingReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/admin/repricing';
const NORTHWIND_PRO = 'repricing-northwind-apm-pro-2026-11';

/** Opens Northwind APM Pro's menu (new, a flagged increase) and picks a target; answers the dialog. */
async function decide(canvasElement: HTMLElement, target: RegExp, title: string) {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Current repricing requests' });
  await userEvent.click(await within(grid).findByRole('button', { name: /^New: change the status of the Northwind APM Pro repricing/ }));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: target }));
  return body(canvasElement).findByRole('dialog', { name: title });
}

const approving = storyBackend('admin');

/** The flagged increase: the dialog names the change, both dates, the tab it goes to, and warns; Cancel leaves it New. */
export const ApproveFlaggedIncrease: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: approving.handlers } },
  beforeEach: approving.reset,
  play: async ({ canvasElement }) => {
    const dialog = await decide(canvasElement, /^Approved/, 'Approve the Northwind APM · Pro repricing?');
    // The dialog fades in (opacity 0 at first): visible once the transition has begun.
    await waitFor(() => expect(within(dialog).getByText('$39.00 → $49.00. New installs pay it from 12/01/2026; existing installs from 01/01/2027.')).toBeVisible());
    await expect(within(dialog).getByText('It moves to Scheduled as Approved.')).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Flagged: this price increase is not grandfathered, so existing customers will pay more from 01/01/2027.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await overlaysClosed(canvasElement);
    await expect(approving.writes('POST', `/api/v3/repricings/${NORTHWIND_PRO}/transitions/approved`)).toHaveLength(0);
    await expect(within(canvasElement).getByRole('button', { name: /^New: change the status of the Northwind APM Pro repricing/ })).toHaveFocus();
  },
};

const rejecting = storyBackend('admin');

/** Reject without a reason: refused on the field, which takes focus; with one, the row moves to History showing it. */
export const RejectNeedsReason: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: rejecting.handlers } },
  beforeEach: rejecting.reset,
  play: async ({ canvasElement }) => {
    const dialog = await decide(canvasElement, /^Rejected/, 'Reject the Northwind APM · Pro repricing?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason for rejecting/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toHaveAccessibleDescription('Enter the reason for rejecting: the partner reads it.');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expectScreenshot(dialog);
    await expect(rejecting.writes('POST', `/api/v3/repricings/${NORTHWIND_PRO}/transitions/rejected`)).toHaveLength(0);
    await userEvent.type(reason, 'Existing customers need notice; resubmit grandfathered.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await body(canvasElement).findByText('Northwind APM · Pro repricing moved to Rejected.')).toBeVisible();
    const stored = rejecting.store.recordsOf(repricings).find((repricing) => repricing.id === NORTHWIND_PRO);
    await expect(stored).toMatchObject({ status: 'rejected', rejection_reason: 'Existing customers need notice; resubmit grandfathered.' });
    await userEvent.click(within(canvasElement).getByRole('tab', { name: /^History/ }));
    const history = await within(canvasElement).findByRole('grid', { name: 'History repricing requests' });
    await expect(await within(history).findByText('Reason: Existing customers need notice; resubmit grandfathered.')).toBeVisible();
  },
};

const phone = storyBackend('admin');

/** The dialog at 390 px: the reason field and both buttons fit. */
export const RejectOnAPhone: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: phone.handlers } },
  beforeEach: phone.reset,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await decide(canvasElement, /^Rejected/, 'Reject the Northwind APM · Pro repricing?');
    // Once the dialog has faded in.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Reason for rejecting/ })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeVisible();
    await expectScreenshot(dialog);
  },
};
