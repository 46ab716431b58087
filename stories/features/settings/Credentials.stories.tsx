import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { SettingsPage } from '../../../web/src/features/settings/SettingsPage';
import { body, desktop, overlaysClosed, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';

/**
 * OAuth credentials and API authorization (spec §2, §3, §5, §8): masked
 * until revealed, copy, and regenerate behind a confirmation; the new value
 * is shown once, revealed, right after regenerating.
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

/** Reveal shows the whole secret (the toggle says it is pressed); pressed again, masked again. */
export const RevealSecret: Story = {
  render: renderAt(path),
  parameters: { msw: { handlers: reveal.handlers } },
  beforeEach: reveal.reset,
  play: async ({ canvasElement }) => {
    const oauth = await within(canvasElement).findByRole('region', { name: 'OAuth Credentials' });
    const toggle = await within(oauth).findByRole('button', { name: 'Reveal client secret' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(within(oauth).getByLabelText('Client secret').textContent).toMatch(/^[0-9a-f]{32}$/);
    await userEvent.click(toggle);
    await expect(within(oauth).getByLabelText('Client secret, masked')).toBeVisible();
  },
};

const regenerate = storyBackend('partner');

/**
 * Regenerate the API token: the confirmation says what stops working (Cancel
 * focused); confirmed, the POST, 'API authorization regenerated.', and the
 * new token shown once, revealed, with the copy-it-now warning.
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
    await expect(within(api).getByText(/^This is the new value\. Copy it now/)).toBeVisible();
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

/** Regenerate the OAuth secret: 'OAuth credentials regenerated.' and the new secret revealed once. */
export const RegenerateOauthSecret: Story = {
  render: renderAt(path),
  parameters: { msw: { handlers: oauth.handlers } },
  beforeEach: oauth.reset,
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'OAuth Credentials' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Regenerate client secret' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Regenerate OAuth Client Secret' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate client secret' }));
    await expect(await body(canvasElement).findByText('OAuth credentials regenerated.')).toBeVisible();
    await overlaysClosed(canvasElement);
    await expect(within(section).getByRole('button', { name: 'Reveal client secret' })).toHaveAttribute('aria-pressed', 'true');
    await expect((await within(section).findByLabelText('Client secret')).textContent).toMatch(/^[0-9a-f]{32}$/);
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
