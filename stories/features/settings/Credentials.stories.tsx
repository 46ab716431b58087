import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { SettingsPage } from '../../../web/src/features/settings/SettingsPage';
import { body, desktop, overlaysClosed, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';

/**
 * OAuth credentials and API authorization (spec §2, §3, §5, §8): masked
 * until revealed, copy, and regenerate behind a confirmation; the new value
 * is shown revealed right after regenerating, with a sentence saying it can be
 * found here again, and focus back on Regenerate.
 */
const meta = {
  component: SettingsPage,
  title: 'Features/Settings/Credentials',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/addons/acme-postgres/settings';

const reveal = storyBackend('partner');

/** Reveal shows the whole secret and the toggle then says Hide; pressed again, masked again and Reveal. */
export const RevealSecret: Story = {
  render: renderAt(path),
  parameters: { msw: { handlers: reveal.handlers } },
  beforeEach: reveal.reset,
  play: async ({ canvasElement }) => {
    const oauth = await within(canvasElement).findByRole('region', { name: 'OAuth Credentials' });
    const toggle = await within(oauth).findByRole('button', { name: 'Reveal client secret' });
    await userEvent.click(toggle);
    // The same button, now named after what it does next (its visible label is its whole name).
    await expect(toggle).toHaveAccessibleName('Hide client secret');
    await expect(toggle).toHaveTextContent('Hide client secret');
    await expect(within(oauth).getByLabelText('Client secret').textContent).toMatch(/^[0-9a-f]{32}$/);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Reveal client secret');
    await expect(within(oauth).getByLabelText('Client secret, masked')).toBeVisible();
  },
};

const regenerate = storyBackend('partner');

/**
 * Regenerate the API token: the confirmation says what stops working (Cancel
 * focused); confirmed, the POST, 'API authorization regenerated.', and the
 * new token shown revealed, with a sentence that it can be copied here again.
 */
export const RegenerateApiToken: Story = {
  render: renderAt(path),
  parameters: { msw: { handlers: regenerate.handlers } },
  beforeEach: regenerate.reset,
  play: async ({ canvasElement }) => {
    const api = await within(canvasElement).findByRole('region', { name: 'API Authorizations' });
    const masked = (await within(api).findByLabelText('Token, masked')).textContent;
    await userEvent.click(within(api).getByRole('button', { name: 'Regenerate token' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Regenerate API Token' });
    await expect(dialog).toHaveAccessibleDescription(/^The current token stops working at once/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate token' }));
    await expect(await body(canvasElement).findByText('API authorization regenerated.')).toBeVisible();
    await expect(regenerate.writes('POST', '/api/v3/addons/acme-postgres/api_authorizations')).toHaveLength(1);
    const shown = await within(api).findByLabelText('Token');
    await expect(shown.textContent).toMatch(/^[0-9a-f]{40}$/);
    await expect(shown.textContent?.slice(-4)).not.toBe(masked?.slice(-4));
    await expect(within(api).getByText(/^This is the new token, and the old one has stopped working/)).toHaveTextContent(/You can copy it here again at any time\.$/);
    await expect(within(api).queryByText(/copy it now/i)).toBeNull();
  },
};

const cancel = storyBackend('partner');

/** Cancel regenerates nothing. */
export const CancelRegenerates: Story = {
  render: renderAt(path),
  parameters: { msw: { handlers: cancel.handlers } },
  beforeEach: cancel.reset,
  play: async ({ canvasElement }) => {
    const oauth = await within(canvasElement).findByRole('region', { name: 'OAuth Credentials' });
    await userEvent.click(await within(oauth).findByRole('button', { name: 'Regenerate client secret' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Regenerate OAuth Client Secret' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(cancel.calls).toEqual([]);
  },
};

const oauth = storyBackend('partner');

/**
 * Regenerate the OAuth secret by keyboard: 'OAuth credentials regenerated.',
 * the new secret revealed (the toggle offers Hide), a sentence that it can be
 * revealed here again, and focus back on Regenerate (issue 31 item 9: it fell
 * to the page body).
 */
export const RegenerateOauthSecret: Story = {
  render: renderAt(path),
  parameters: { msw: { handlers: oauth.handlers } },
  beforeEach: oauth.reset,
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'OAuth Credentials' });
    const regenerateButton = await within(section).findByRole('button', { name: 'Regenerate client secret' });
    regenerateButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Regenerate OAuth Client Secret' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Regenerate client secret' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body(canvasElement).findByText('OAuth credentials regenerated.')).toBeVisible();
    await overlaysClosed(canvasElement);
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Regenerate client secret' })).toHaveFocus());
    await expect(within(section).getByRole('button', { name: 'Hide client secret' })).toBeVisible();
    await expect((await within(section).findByLabelText('Client secret')).textContent).toMatch(/^[0-9a-f]{32}$/);
    await expect(within(section).getByRole('alert')).toHaveTextContent(
      'This is the new client secret, and the old one has stopped working: update your service with it. You can reveal or copy it here again at any time.',
    );
  },
};

const pending = storyBackend('partner', {
  overrides: ['oauth_credentials', 'api_authorizations', 'manifest'].map((resource) =>
    http.get(`/api/v3/addons/:slug/${resource}`, async () => {
      await delay('infinite');
    }),
  ),
});

/** While the manifest and the secrets load, each of those sections says what it waits for; the others are already there. */
export const SecretsLoading: Story = {
  render: renderAt(path),
  parameters: { msw: { handlers: pending.handlers } },
  beforeEach: pending.reset,
  play: async ({ canvasElement }) => {
    const waiting = {
      Manifest: 'Loading the manifest…',
      'OAuth Credentials': 'Loading the client secret…',
      'API Authorizations': 'Loading the token…',
    };
    for (const [section, label] of Object.entries(waiting)) {
      const region = await within(canvasElement).findByRole('region', { name: section });
      await expect(within(region).getByRole('status')).toHaveTextContent(label);
    }
    await expect(within(canvasElement).queryByLabelText(/masked$/)).toBeNull();
    await expect(await within(canvasElement).findByRole('region', { name: 'Support' })).toHaveTextContent('support@acme.test');
  },
};
