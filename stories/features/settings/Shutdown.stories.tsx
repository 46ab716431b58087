import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { ShutdownDialog } from '../../../web/src/features/settings/ShutdownDialog';
import { ShutdownSection } from '../../../web/src/features/settings/ShutdownSection';
import { body, desktop, overlaysClosed, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';

/**
 * Shut down add-on, in Settings (spec §2 "Shutdown Add-on (admin, hidden once
 * shut down)", §4, §5, §8): the dialog opens over Settings and Cancel leaves
 * the admin there; focus starts in the slug field; the typed confirmation must
 * equal the slug exactly, and until it does the field says what is missing and
 * the button stays disabled; 'Addon successfully shutdown'; afterwards no
 * shutdown section and no write actions.
 * Components shown: ShutdownDialog, ShutDownReadOnlyNotice (focused after a
 * shutdown), and ShutdownRequestSection (a partner's "how to ask", no button).
 */
const meta = {
  subcomponents: { ShutdownSection, ShutdownDialog },
  title: 'Features/Settings/Shutdown',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const settingsPath = (slug: string) => `/addons/${slug}/settings`;

// Settings loads several records first: give a cold start time.
const slow = { timeout: 15000 };

async function shutdownSection(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Shut down add-on' }, slow);
}

const cancelled = storyBackend('admin');

/** 'Shut down add-on' opens the dialog over Settings, with focus in the slug field; Cancel leaves the admin on Settings, nothing sent. */
export const OpensOverSettings: Story = {
  render: renderAt(settingsPath('acme-stream')),
  parameters: { msw: { handlers: cancelled.handlers } },
  beforeEach: cancelled.reset,
  play: async ({ canvasElement }) => {
    const section = await shutdownSection(canvasElement);
    await userEvent.click(within(section).getByRole('link', { name: 'Shut down add-on' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Shut down Acme Stream' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Add-on slug' })).toHaveFocus());
    // Settings stays behind the dialog (not Next Steps).
    await expect(document.title).toBe('Settings · Acme Stream · Partner Portal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await overlaysClosed(canvasElement);
    await expect(document.title).toBe('Settings · Acme Stream · Partner Portal');
    await expect(await shutdownSection(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Support' })).toBeVisible();
    await expect(cancelled.writes('POST', '/api/v3/addons/acme-stream/progressions')).toEqual([]);
  },
};

const shutdown = storyBackend('admin');

/**
 * Near misses keep the button disabled, and the field says what is wrong;
 * Enter too soon marks it as an error. The exact slug shuts the add-on down,
 * with the spec's message, and the section goes.
 */
export const TypedSlugShutsDown: Story = {
  render: renderAt(`${settingsPath('acme-stream')}?shutdown=1`),
  parameters: { msw: { handlers: shutdown.handlers } },
  beforeEach: shutdown.reset,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Shut down Acme Stream' }, slow);
    const field = within(dialog).getByRole('textbox', { name: 'Add-on slug' });
    const button = within(dialog).getByRole('button', { name: 'Shut down add-on' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Type acme-stream to confirm.');
    const nearMisses: [string, string][] = [
      ['acme-strea', '“acme-strea” is not this add-on’s slug. Type acme-stream exactly.'],
      ['Acme-stream', 'Type acme-stream in lower case, exactly as shown.'],
      [' acme-stream', 'Remove the spaces around acme-stream.'],
    ];
    for (const [nearMiss, message] of nearMisses) {
      await userEvent.clear(field);
      await userEvent.type(field, nearMiss);
      await expect(button).toBeDisabled();
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectScreenshot(dialog, 'wrong-slug');
    await userEvent.clear(field);
    await userEvent.type(field, 'acme-stream');
    await expect(button).toBeEnabled();
    await expect(field).toHaveAccessibleDescription('The slug matches.');
    await expect(shutdown.writes('POST', '/api/v3/addons/acme-stream/progressions')).toEqual([]);
    await userEvent.click(button);
    await expect(await body(canvasElement).findByText('Addon successfully shutdown')).toBeVisible();
    await expect(body(canvasElement).getByText('Acme Stream is shut down.')).toBeVisible();
    await expect(shutdown.writes('POST', '/api/v3/addons/acme-stream/progressions').map((call) => call.body)).toEqual([
      { to: 'shutdown', confirmation: 'acme-stream' },
    ]);
    await expect(shutdown.addon('acme-stream').state).toBe('shutdown');
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Shut down add-on' })).toBeNull());
    await expect(document.title).toBe('Settings · Acme Stream · Partner Portal');
  },
};

const byKeyboard = storyBackend('admin');

/**
 * By keyboard from the bottom of Settings (issue 31 item 17): once shut down,
 * the dialog and its section are gone, and focus moves to the shut-down notice
 * at the top, scrolled into view, not to the page body; the flash names the
 * add-on above the spec's text.
 */
export const ShutDownByKeyboard: Story = {
  render: renderAt(settingsPath('acme-stream')),
  parameters: { msw: { handlers: byKeyboard.handlers } },
  beforeEach: byKeyboard.reset,
  play: async ({ canvasElement }) => {
    const section = await shutdownSection(canvasElement);
    // Focusing the link scrolls Settings down to its last section, as tabbing there does.
    within(section).getByRole('link', { name: 'Shut down add-on' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Shut down Acme Stream' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Add-on slug' })).toHaveFocus());
    await userEvent.keyboard('acme-stream{Enter}');
    const title = await body(canvasElement).findByText('Acme Stream is shut down.');
    await expect(title).toBeVisible();
    await expect(body(canvasElement).getByText('Addon successfully shutdown')).toBeVisible();
    await overlaysClosed(canvasElement);
    // Found again: the flash's element may be drawn anew while the dialog closes (CI met a detached one).
    const shownTitle = body(canvasElement).getByText('Acme Stream is shut down.');
    await expectScreenshot(shownTitle.closest<HTMLElement>('[role="status"]') ?? shownTitle, 'flash');
    const notice = within(canvasElement).getByText('This add-on is shut down, so it can no longer be changed.');
    await waitFor(() => expect(document.activeElement).toContainElement(notice));
    const { top, bottom } = notice.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

const partner = storyBackend('partner');

/** A partner never sees the shutdown section, even with the flag in the address. */
export const PartnerCannotShutDown: Story = {
  render: renderAt(`${settingsPath('acme-stream')}?shutdown=1`),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Support' }, slow)).toBeVisible();
    // The section tells a partner how to ask (issue 31 item 5): no button, and the address opens no dialog.
    const section = within(canvasElement).getByRole('region', { name: 'Shut down add-on' });
    await expect(within(section).queryByRole('button')).toBeNull();
    await expect(within(section).getByRole('link', { name: /^Ask the platform team to shut down acme-stream/ })).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
