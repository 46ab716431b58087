import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { ShutdownDialog } from '../../../web/src/features/next-steps/ShutdownDialog';
import { body, desktop, nextStepsPath, pageParameters, renderAt, storyBackend } from './next-steps-story-support';

/**
 * Shutdown (spec §4, §5, §6): platform admins only; the typed confirmation
 * must equal the slug exactly, the button stays disabled until it does;
 * 'Addon successfully shutdown'; afterwards the notice and no shutdown section.
 */
const meta = {
  subcomponents: { ShutdownDialog },
  title: 'Features/Next steps/Shutdown',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shutdown = storyBackend('admin');

/** Opened from the settings tab's link (`?shutdown=1`); near misses keep the button disabled; the exact slug shuts it down. */
export const TypedSlugShutsDown: Story = {
  render: renderAt(`${nextStepsPath('acme-stream')}?shutdown=1`),
  parameters: { msw: { handlers: shutdown.handlers } },
  beforeEach: shutdown.reset,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Shut down Acme Stream' });
    const field = within(dialog).getByRole('textbox', { name: 'Add-on slug' });
    const button = within(dialog).getByRole('button', { name: 'Shut down add-on' });
    await expect(button).toBeDisabled();
    for (const nearMiss of ['acme-strea', 'Acme-stream', ' acme-stream', 'acme-stream ']) {
      await userEvent.clear(field);
      await userEvent.type(field, nearMiss);
      await expect(button).toBeDisabled();
    }
    await userEvent.clear(field);
    await userEvent.type(field, 'acme-stream');
    await expect(button).toBeEnabled();
    await expectScreenshot(dialog);
    await userEvent.click(button);
    await expect(await body(canvasElement).findByText('Addon successfully shutdown')).toBeVisible();
    await expect(shutdown.writes('POST', '/api/v3/addons/acme-stream/progressions').map((call) => call.body)).toEqual([
      { to: 'shutdown', confirmation: 'acme-stream' },
    ]);
    await expect(shutdown.addon('acme-stream').state).toBe('shutdown');
    await expect(await within(canvasElement).findByText('This add-on is shut down. Customers can no longer provision new resources.')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Shut down add-on' })).toBeNull());
  },
};

const partner = storyBackend('partner');

/** A partner never sees the shutdown section, even with the flag in the address. */
export const PartnerCannotShutDown: Story = {
  render: renderAt(`${nextStepsPath('acme-stream')}?shutdown=1`),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Generally available' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Shut down add-on' })).toBeNull();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
