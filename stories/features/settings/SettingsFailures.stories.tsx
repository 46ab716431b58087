import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SettingsPage } from '../../../web/src/features/settings/SettingsPage';
import { loadedPanel } from '../plans/plans-story-support';
import { body, desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';

/**
 * Settings when the server says no or is down (issue 12: "edits never lose
 * input on failure"; a regenerated secret is shown only when it really was
 * regenerated): the message where it belongs, nothing typed lost, nothing
 * shown that was not saved.
 */
const meta = {
  component: SettingsPage,
  title: 'Features/Settings/Failures',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/addons/acme-postgres/settings';
const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

/** A 503 with the server's message, as the client shows it (spec §8). */
const unavailable = (message: string) => () => HttpResponse.json({ id: 'unavailable', message }, { status: 503 });

const refusedMarketing = storyBackend('partner', {
  overrides: [http.patch('/api/v3/addons/:slug', () => HttpResponse.json({ errors: { status_page_url: ['does not answer'] } }, { status: 422 }))],
});

/** Marketing refused by the server on one field: its message on that field, all four inputs kept, the panel still open. */
export const MarketingRefusedKeepsInput: Story = {
  render: renderAt(`${path}/marketing/edit`),
  parameters: { msw: { handlers: refusedMarketing.handlers } },
  beforeEach: refusedMarketing.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Marketing');
    const typed = { Website: 'https://acme.test/pg', 'Status page': 'https://status.acme.test', Tags: 'postgres,sql', 'Google Analytics ID': 'G-AB12CD34EF' };
    for (const [label, value] of Object.entries(typed)) {
      const field = within(panel).getByRole('textbox', { name: label });
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const statusPage = within(panel).getByRole('textbox', { name: 'Status page' });
    await waitFor(() => expect(statusPage).toHaveAccessibleDescription('Status page does not answer.'));
    await waitFor(() => expect(statusPage).toHaveFocus());
    await expect(statusPage).toHaveAttribute('aria-invalid', 'true');
    for (const [label, value] of Object.entries(typed)) await expect(within(panel).getByRole('textbox', { name: label })).toHaveValue(value);
    await expect(body(canvasElement).getByRole('dialog', { name: 'Edit Marketing' })).toBeVisible();
    await expect(body(canvasElement).queryByText('Settings updated.')).toBeNull();
    await expect(refusedMarketing.writes('PATCH', '/api/v3/addons/acme-postgres')).toHaveLength(1);
  },
};

const regenerateFails = storyBackend('partner', {
  overrides: [http.post('/api/v3/addons/:slug/api_authorizations', unavailable('The authorization service is unavailable.'))],
});

/**
 * Regenerating fails: the server's message is flashed, the confirmation stays
 * open to try again, and the token on screen is still the old one, masked —
 * no "new value" warning, no success message.
 */
export const RegenerateFailsKeepsOldToken: Story = {
  render: renderAt(path),
  parameters: { msw: { handlers: regenerateFails.handlers } },
  beforeEach: regenerateFails.reset,
  play: async ({ canvasElement }) => {
    const api = await region(canvasElement, 'API Authorizations');
    const before = (await within(api).findByLabelText('Token, masked')).textContent;
    await userEvent.click(within(api).getByRole('button', { name: 'Regenerate token' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Regenerate API Token' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate token' }));
    await expect(await body(canvasElement).findByText('The authorization service is unavailable.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Regenerate token' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(api).getByLabelText('Token, masked')).toHaveTextContent(before ?? '');
    await expect(within(api).queryByText(/^This is the new value/)).toBeNull();
    await expect(body(canvasElement).queryByText('API authorization regenerated.')).toBeNull();
  },
};

const credentialsDown = storyBackend('partner', {
  overrides: [http.get('/api/v3/addons/:slug/oauth_credentials', unavailable('The credentials service is unavailable.'))],
});

/** The OAuth credentials cannot load: that section says why and offers Try again; the rest of the tab works. */
export const CredentialsLoadFails: Story = {
  render: renderAt(path),
  parameters: { msw: { handlers: credentialsDown.handlers } },
  beforeEach: credentialsDown.reset,
  play: async ({ canvasElement }) => {
    const oauth = await region(canvasElement, 'OAuth Credentials');
    await expect(await within(oauth).findByText('The credentials service is unavailable.')).toBeVisible();
    await expect(within(oauth).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(oauth).queryByRole('button', { name: 'Regenerate client secret' })).toBeNull();
    const api = await region(canvasElement, 'API Authorizations');
    await expect(await within(api).findByLabelText('Token, masked')).toBeVisible();
  },
};
