import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { plans } from '../../../fixtures/data/plans';
import { expectScreenshot } from '../../support/screenshot';
import { ProgressionDialog } from '../../../web/src/features/next-steps/ProgressionDialog';
import { approveAll, body, desktop, nextStepsLoaded, nextStepsPath, pageParameters, renderAt, storyBackend } from './next-steps-story-support';

/**
 * Progression (spec §4 "Progression details", §6): admins approve and
 * progress once every condition holds; the confirmation shows what the plans
 * become (and for GA the default plan, overrides and visible) before anything
 * is sent; afterwards the message, the confetti and the new state.
 */
const meta = {
  subcomponents: { ProgressionDialog },
  title: 'Features/Next steps/Progression',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const toBeta = storyBackend('admin', { seed: approveAll('bluefin-pubsub') });

/**
 * Bluefin Pub/Sub with every approval approved: Progress to Beta is enabled,
 * the confirmation says every plan becomes Invite Only, the request carries
 * no default plan, and afterwards the add-on is beta with its plans invite-only.
 */
export const ProgressToBeta: Story = {
  render: renderAt(nextStepsPath('bluefin-pubsub')),
  parameters: { msw: { handlers: toBeta.handlers } },
  beforeEach: toBeta.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const progression = within(canvasElement).getByRole('region', { name: 'Progression approval: Beta' });
    await expect(within(progression).queryByText('Not yet:')).toBeNull();
    await userEvent.click(within(progression).getByRole('button', { name: 'Progress to Beta' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Progress Bluefin Pub/Sub to Beta' });
    await expect(await within(dialog).findByText('Every plan becomes Invite Only: customers join the beta by invitation.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and progress' }));
    await expect(await body(canvasElement).findByText('Addon successfully progressed to Beta.')).toBeVisible();
    await expect(toBeta.writes('POST', '/api/v3/addons/bluefin-pubsub/progressions').map((call) => call.body)).toEqual([{ to: 'beta' }]);
    await expect(canvasElement.ownerDocument.querySelector('canvas[data-celebration="progression"]')).not.toBeNull();
    await expect(toBeta.addon('bluefin-pubsub').state).toBe('beta');
    const bluefinPlans = toBeta.store.recordsOf(plans).filter((plan) => plan.addon_id === toBeta.addon('bluefin-pubsub').id);
    await expect(bluefinPlans.every((plan) => plan.enabled && !plan.public && !plan.visible)).toBe(true);
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'From beta to GA' })).toBeVisible();
    // The celebration lasts one second, then its canvas goes.
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('canvas[data-celebration]')).toBeNull(), { timeout: 2000 });
  },
};

const cancel = storyBackend('admin', { seed: approveAll('bluefin-pubsub') });

/** Cancel sends nothing and leaves the add-on alpha. */
export const CancelSendsNothing: Story = {
  render: renderAt(nextStepsPath('bluefin-pubsub')),
  parameters: { msw: { handlers: cancel.handlers } },
  beforeEach: cancel.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Progress to Beta' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Progress Bluefin Pub/Sub to Beta' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(cancel.calls).toEqual([]);
    await expect(cancel.addon('bluefin-pubsub').state).toBe('alpha');
  },
};
