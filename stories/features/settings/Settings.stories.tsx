import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { SettingsPage } from '../../../web/src/features/settings/SettingsPage';
import { loadedPanel } from '../plans/plans-story-support';
import { body, desktop, overlaysClosed, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
import { mobile } from '../company/company-story-support';

/**
 * Settings (spec §2 "Settings", §5, §6, §8): marketing, manifest, OAuth
 * credentials, API authorization, provisioning API, support; metadata and
 * shutdown for platform admins only, shutdown hidden once shut down.
 */
const meta = {
  component: SettingsPage,
  title: 'Features/Settings',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const settingsPath = (slug: string, panel = '') => `/addons/${slug}/settings${panel}`;
const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

async function settingsLoaded(canvasElement: HTMLElement) {
  await region(canvasElement, 'Support');
  await waitFor(() => expect(within(canvasElement).queryAllByText(/^Loading /)).toHaveLength(0));
}

const SECTIONS = ['Marketing', 'Manifest', 'OAuth Credentials', 'API Authorizations', 'Provisioning API', 'Test endpoint', 'Support'];

const partner = storyBackend('partner');

/** A partner: the six sections, secrets masked, no Metadata, and a Shutdown section that says how to ask the platform team. */
export const Partner: Story = {
  render: renderAt(settingsPath('acme-postgres')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await settingsLoaded(canvasElement);
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.filter((heading) => heading !== 'Settings')).toEqual([...SECTIONS, 'Shut down add-on']);
    const oauth = await region(canvasElement, 'OAuth Credentials');
    await expect(within(oauth).getByLabelText('Client secret, masked').textContent).toMatch(/^•{8,}[0-9a-f]{4}$/);
    const api = await region(canvasElement, 'API Authorizations');
    await expect(within(api).queryByRole('button', { name: 'Reveal token' })).toBeNull();
    await expect(within(api).getByRole('button', { name: 'Copy token' })).toBeVisible();
    const manifest = within(await region(canvasElement, 'Manifest')).getByLabelText('Add-on manifest');
    await expect(JSON.parse(manifest.textContent ?? '')).toMatchObject({ id: 'acme-postgres', api: { config_vars: ['ACME_POSTGRES_URL'] } });
    await expect(within(canvasElement).queryByRole('region', { name: 'Metadata' })).toBeNull();
    // Issue 31 item 5: the partner learns who shuts down and how to ask, with no button that would fail.
    const shutdown = await region(canvasElement, 'Shut down add-on');
    await expect(within(shutdown).queryByRole('button')).toBeNull();
    await expect(within(shutdown).getByText(/^Only the platform team can shut an add-on down\./)).toBeVisible();
    const ask = within(shutdown).getByRole('link', { name: 'Ask the platform team to shut down acme-postgres (opens in a new tab)' });
    await expect(new URL(ask.getAttribute('href') ?? '').searchParams.get('subject')).toBe('Shut down add-on acme-postgres');
    await expectScreenshot(canvasElement);
  },
};

const admin = storyBackend('admin');

/** An admin also sees Metadata and Shut down add-on (which opens its confirmation over Settings). */
export const Admin: Story = {
  render: renderAt(settingsPath('acme-postgres')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    await settingsLoaded(canvasElement);
    const metadata = await region(canvasElement, 'Metadata');
    await expect(within(metadata).getAllByRole('switch').map((flag) => flag.getAttribute('aria-describedby') !== null)).toEqual([true, true, true, true]);
    await expect(within(metadata).getByRole('switch', { name: 'Featured' })).toBeChecked();
    const shutdown = await region(canvasElement, 'Shut down add-on');
    await expect(within(shutdown).getByRole('link', { name: 'Shut down add-on' })).toHaveAttribute('href', '/addons/acme-postgres/settings?shutdown=1');
    await expectScreenshot(metadata);
  },
};

const flag = storyBackend('admin');

/** A metadata switch saves at once (only that flag) and says so. */
export const AdminSetsAFlag: Story = {
  render: renderAt(settingsPath('acme-postgres')),
  parameters: { msw: { handlers: flag.handlers } },
  beforeEach: flag.reset,
  play: async ({ canvasElement }) => {
    const metadata = await region(canvasElement, 'Metadata');
    await userEvent.click(within(metadata).getByRole('switch', { name: 'Unpayable' }));
    await expect(await body(canvasElement).findByText('Add-on settings updated.')).toBeVisible();
    await expect(flag.writes('PATCH', '/api/v3/addons/acme-postgres').map((call) => call.body)).toEqual([{ unpayable: true }]);
    await expect(flag.addon('acme-postgres').unpayable).toBe(true);
    await expect(within(metadata).getByRole('switch', { name: 'Unpayable' })).toBeChecked();
  },
};

const flagFails = storyBackend('admin', {
  overrides: [http.patch('/api/v3/addons/:slug', () => HttpResponse.json({ id: 'unavailable', message: 'The add-on service is unavailable.' }, { status: 503 }))],
});

/** When the save fails the switch flips back and the failure is flashed: the screen never shows what was not saved. */
export const FlagSaveFailsRollsBack: Story = {
  render: renderAt(settingsPath('acme-postgres')),
  parameters: { msw: { handlers: flagFails.handlers } },
  beforeEach: flagFails.reset,
  play: async ({ canvasElement }) => {
    const metadata = await region(canvasElement, 'Metadata');
    const unpayable = within(metadata).getByRole('switch', { name: 'Unpayable' });
    await userEvent.click(unpayable);
    await expect(await body(canvasElement).findByText('The add-on service is unavailable.')).toBeVisible();
    await waitFor(() => expect(within(metadata).getByRole('switch', { name: 'Unpayable' })).not.toBeChecked());
  },
};

const shutDown = storyBackend('admin');

/** A shut-down add-on: no Shutdown section, even for an admin. */
export const ShutDownHidesShutdown: Story = {
  render: renderAt(settingsPath('acme-archive')),
  parameters: { msw: { handlers: shutDown.handlers } },
  beforeEach: shutDown.reset,
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement, 'Metadata')).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Shut down add-on' })).toBeNull();
  },
};

const marketing = storyBackend('partner');

/** Marketing edit: a bad URL and Analytics ID are refused on their fields; fixed, only the changes are sent; 'Settings updated.' */
export const EditMarketing: Story = {
  render: renderAt(settingsPath('acme-postgres', '/marketing/edit')),
  parameters: { msw: { handlers: marketing.handlers } },
  beforeEach: marketing.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Marketing');
    const website = within(panel).getByRole('textbox', { name: 'Website' });
    const analytics = within(panel).getByRole('textbox', { name: 'Google Analytics ID' });
    await userEvent.clear(website);
    await userEvent.type(website, 'acme.test/postgres');
    await userEvent.type(analytics, 'GA-1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(website).toHaveAccessibleDescription('Website must be an https:// address.'));
    await expect(analytics).toHaveAccessibleDescription('Google Analytics ID must be a Google Analytics ID such as G-AB12CD34EF or UA-12345678-1.');
    await waitFor(() => expect(website).toHaveFocus());
    await expect(marketing.calls).toEqual([]);
    await userEvent.clear(website);
    await userEvent.type(website, 'https://acme.test/pg');
    await userEvent.clear(analytics);
    await userEvent.type(analytics, 'G-AB12CD34EF');
    const tags = within(panel).getByRole('textbox', { name: 'Tags' });
    await userEvent.clear(tags);
    await userEvent.type(tags, 'postgres, sql,, backups');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Settings updated.')).toBeVisible();
    await expect(marketing.writes('PATCH', '/api/v3/addons/acme-postgres').map((call) => call.body)).toEqual([
      { website_url: 'https://acme.test/pg', tags: 'postgres,sql,backups', google_analytics_id: 'G-AB12CD34EF' },
    ]);
    await overlaysClosed(canvasElement);
    const section = await region(canvasElement, 'Marketing');
    await expect(within(section).getByText('backups')).toBeVisible();
  },
};

const refusedSupport = storyBackend('partner', {
  overrides: [http.patch('/api/v3/addons/:slug', () => HttpResponse.json({ errors: { email_support: ['is not deliverable'] } }, { status: 422 }))],
});

/** Support edit refused by the server: the message on the field, the typed address kept, the panel open. */
export const SupportRefusedKeepsInput: Story = {
  render: renderAt(settingsPath('acme-postgres', '/support-information/edit')),
  parameters: { msw: { handlers: refusedSupport.handlers } },
  beforeEach: refusedSupport.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Support');
    const email = within(panel).getByRole('textbox', { name: /Support e-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'help@acme.test');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Support e-mail is not deliverable.'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('help@acme.test');
    await expect(body(canvasElement).getByRole('dialog', { name: 'Edit Support' })).toBeVisible();
  },
};

const support = storyBackend('partner');

/** Support edit saved: 'Add-on settings updated.' and the new address shown. */
export const EditSupport: Story = {
  render: renderAt(settingsPath('acme-postgres', '/support-information/edit')),
  parameters: { msw: { handlers: support.handlers } },
  beforeEach: support.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Support');
    const email = within(panel).getByRole('textbox', { name: /Support e-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'help@acme.test');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Add-on settings updated.')).toBeVisible();
    await expect(support.writes('PATCH', '/api/v3/addons/acme-postgres').map((call) => call.body)).toEqual([{ email_support: 'help@acme.test' }]);
    await overlaysClosed(canvasElement);
    await expect(within(await region(canvasElement, 'Support')).getByRole('link', { name: 'help@acme.test' })).toBeVisible();
  },
};

// Acme Vault, without a support e-mail (Acme Archive has none too, but is shut down: it offers no edit).
const noSupportEmail = storyBackend('partner', {
  seed: (store) => {
    const vault = store.findAddon('acme-vault');
    if (vault) vault.email_support = null;
  },
});

/**
 * An add-on without a support e-mail (null), the panel saved with the field
 * left empty: nothing is sent — never an e-mail of '' — and the field says
 * it is required.
 */
export const SupportLeftEmpty: Story = {
  render: renderAt(settingsPath('acme-vault', '/support-information/edit')),
  parameters: { msw: { handlers: noSupportEmail.handlers } },
  beforeEach: noSupportEmail.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Support');
    const email = within(panel).getByRole('textbox', { name: /Support e-mail/ });
    await expect(email).toHaveValue('');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription("Support e-mail can't be blank."));
    await expect(noSupportEmail.writes('PATCH', '/api/v3/addons/acme-vault')).toEqual([]);
    await expect(body(canvasElement).getByRole('dialog', { name: 'Edit Support' })).toBeVisible();
  },
};

const legacy = storyBackend('partner');

/** Provisioning API version 1 (Acme Metrics): the legacy reference and the end-of-life notice. */
export const LegacyProvisioningApi: Story = {
  render: renderAt(settingsPath('acme-metrics')),
  parameters: { msw: { handlers: legacy.handlers } },
  beforeEach: legacy.reset,
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Provisioning API');
    await expect(within(section).getByText('Version 1')).toBeVisible();
    await expect(within(section).getByRole('link', { name: /^Legacy provisioning API reference/ })).toBeVisible();
    // Issue 31 item 18: past the date, what to do, and no removal still to come.
    const notice = within(section).getByRole('note');
    await expect(notice).toHaveTextContent('Acme Metrics uses provisioning API version 1; the legacy APIs ended on July 3, 2023.');
    await expect(notice).not.toHaveTextContent(/removed/);
  },
};

const phone = storyBackend('partner');

/** A phone (390 px): every section stacks and fits; nothing scrolls sideways. */
export const OnAPhone: Story = {
  render: renderAt(settingsPath('acme-postgres')),
  parameters: { msw: { handlers: phone.handlers } },
  globals: mobile,
  beforeEach: phone.reset,
  play: async ({ canvasElement }) => {
    await settingsLoaded(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    // A masked secret wraps, but the four characters it is recognised by stay on one line.
    const masked = within(canvasElement).getByLabelText('Client secret, masked');
    const tail = masked.lastElementChild;
    await expect(tail?.textContent).toMatch(/^[0-9a-f]{4}$/);
    await expect(tail?.getClientRects()).toHaveLength(1);
    await expectScreenshot(canvasElement);
  },
};
