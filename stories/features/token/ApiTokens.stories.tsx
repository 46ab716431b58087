import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companyUsers } from '../../../fixtures/data/company-users';
import { findUserByEmail } from '../../../fixtures/data';
import { personaEmails } from '../../../fixtures/msw';
import { storedApiTokens, type ApiTokenRecord } from '../../../fixtures/model/api-token-records';
import type { SandboxStore } from '../../../fixtures/model/store';
import { TOKEN_PATH } from '../../../web/src/api/access-token';
import { ApiTokensSection } from '../../../web/src/components/api-tokens/ApiTokensSection';
import { SecretShownOnceDialog } from '../../../web/src/components/SecretShownOnceDialog';
import { expectScreenshot } from '../../support/screenshot';
import { standInClipboard } from '../../support/stand-in-clipboard';
import { body, desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';

/**
 * Personal API tokens (issue 35 §4) on the token screen: none yet, a list
 * with last use and an expired one, the create form refusing an empty
 * submit, the value shown once with its copy button (the shared
 * SecretShownOnceDialog, whose own stories show copying and closing),
 * revoking behind a confirmation, and a Finance user offered only their
 * role's scopes.
 */
const meta = {
  subcomponents: { ApiTokensSection, SecretShownOnceDialog },
  title: 'Features/Token/Personal API tokens',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const partnerId = findUserByEmail(personaEmails.partner)!.id;

const tokenHandler = http.get(TOKEN_PATH, () =>
  HttpResponse.json({ email: personaEmails.partner, access_token: 'sandbox-at-6f1c2a9e4b7d4c1e9a530d2b7e8f1a01' }, { headers: { 'Cache-Control': 'no-store' } }),
);

const record = (id: string, name: string, scopes: ApiTokenRecord['scopes'], expiresAt: string, lastUsedAt: string | null): ApiTokenRecord => ({
  id,
  user_id: partnerId,
  name,
  scopes,
  token_hash: '0'.repeat(64),
  created_at: '2026-11-01T09:00:00.000Z',
  expires_at: expiresAt,
  last_used_at: lastUsedAt,
  revoked_at: null,
});

function twoTokens(store: SandboxStore) {
  storedApiTokens(store).push(
    record('tok-ci', 'CI listing sync', ['read_listing', 'write_listing'], '2099-01-30T09:00:00.000Z', '2026-11-27T14:05:00.000Z'),
    record('tok-old', 'Old reports export', ['read_reports'], '2025-12-01T09:00:00.000Z', null),
  );
}

const empty = storyBackend('partner');
const listed = storyBackend('partner', { seed: twoTokens });
const ONCE = 'ppt_Zm9yLXRoZS1zdG9yeS1vbmx5LW5ldmVyLWEtcmVhbC10b2tlbg';
const created = storyBackend('partner', {
  overrides: [
    http.post('/api/v3/current_user/api_tokens', () =>
      HttpResponse.json(
        {
          id: 'tok-new',
          name: 'Nightly check',
          scopes: ['read_listing'],
          created_at: '2026-11-28T10:00:00.000Z',
          expires_at: '2026-12-28T10:00:00.000Z',
          last_used_at: null,
          token: ONCE,
        },
        { status: 201 },
      ),
    ),
  ],
});
const finance = storyBackend('partner', {
  seed: (store) => {
    store.recordsOf(companyUsers).find((each) => each.user_id === partnerId)!.role = 'finance';
  },
});
const admin = storyBackend('admin');

async function section(canvasElement: HTMLElement) {
  const found = await within(canvasElement).findByRole('region', { name: 'Personal API tokens' });
  await waitFor(() => expect(within(found).queryByText(/^Loading /)).toBeNull());
  return found;
}

/** None yet: what tokens are for, and New token. */
export const Empty: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers: [tokenHandler, ...empty.handlers] } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    const tokens = await section(canvasElement);
    await expect(within(tokens).getByRole('heading', { name: 'No API tokens yet' })).toBeVisible();
    await expect(within(tokens).getByRole('button', { name: 'New token' })).toBeVisible();
    await expectScreenshot(tokens);
  },
};

/** Two tokens: scopes, created, expiry (one expired), last use; no value anywhere. */
export const List: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers: [tokenHandler, ...listed.handlers] } },
  beforeEach: listed.reset,
  play: async ({ canvasElement }) => {
    const tokens = await section(canvasElement);
    const table = within(tokens).getByRole('table', { name: 'Personal API tokens' });
    await expect(within(table).getByText('CI listing sync')).toBeVisible();
    await expect(within(table).getByText('Read listing, Write listing')).toBeVisible();
    await expect(within(table).getByText('Never')).toBeVisible();
    await expect(within(table).getByText(/^Expired December 1st, 2025/)).toBeVisible();
    await expectScreenshot(tokens);
  },
};

/** At 390 px each token is a card, with Revoke beside its name. */
export const ListOnAPhone: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers: [tokenHandler, ...listed.handlers] } },
  globals: mobile,
  beforeEach: listed.reset,
  play: async ({ canvasElement }) => {
    const tokens = await section(canvasElement);
    await expect(within(tokens).getByRole('button', { name: 'Revoke CI listing sync' })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390));
    await expectScreenshot(tokens);
  },
};

/** Create with nothing filled in: each required field says what it needs, nothing is sent. */
export const CreateFormWithErrors: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers: [tokenHandler, ...empty.handlers] } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await section(canvasElement)).getByRole('button', { name: 'New token' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'New API token' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/^Name can't be blank\./));
    await expect(within(panel).getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription('Choose at least one scope.');
    await expect(within(panel).getByRole('combobox', { name: 'Expires in' })).toHaveAccessibleDescription(/^Choose when the token expires\./);
    await expect(empty.writes('POST', '/api/v3/current_user/api_tokens')).toEqual([]);
    await expectScreenshot(panel);
  },
};

/** The same form at 390 px. */
export const CreateFormOnAPhone: Story = {
  ...CreateFormWithErrors,
  globals: mobile,
};

/** Created: the value once, revealed, with Copy and "you won't see it again". */
export const ShownOnce: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers: [tokenHandler, ...created.handlers] } },
  beforeEach: () => {
    created.reset();
    return standInClipboard([]);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await section(canvasElement)).getByRole('button', { name: 'New token' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'New API token' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Name' }), 'Nightly check');
    await userEvent.click(within(panel).getByRole('checkbox', { name: /^Read listing/ }));
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Expires in' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '30 days' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Create token' }));
    const shown = await body(canvasElement).findByRole('dialog', { name: 'Token “Nightly check” created' });
    await waitFor(() => expect(within(shown).getByText(/you won't see it again/)).toBeVisible());
    await expect(within(shown).getByLabelText('API token')).toHaveTextContent(ONCE);
    await expect(within(shown).getByRole('button', { name: 'Copy API token' })).toBeVisible();
    await expect(created.writes('POST', '/api/v3/current_user/api_tokens')[0]?.body).toEqual({
      name: 'Nightly check',
      scopes: ['read_listing'],
      expires_in_days: 30,
    });
    await expectScreenshot(shown);
  },
};

/** The value dialog at 390 px: the token wraps inside its box. */
export const ShownOnceOnAPhone: Story = {
  ...ShownOnce,
  globals: mobile,
};

/** Revoke asks first; confirmed, the token leaves the list. */
export const Revoke: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers: [tokenHandler, ...listed.handlers] } },
  beforeEach: listed.reset,
  play: async ({ canvasElement }) => {
    const tokens = await section(canvasElement);
    await userEvent.click(within(tokens).getByRole('button', { name: 'Revoke CI listing sync' }));
    const confirm = await body(canvasElement).findByRole('dialog', { name: 'Revoke “CI listing sync”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(within(tokens).queryByText('CI listing sync')).toBeNull());
    await expect(listed.writes('DELETE', '/api/v3/current_user/api_tokens/tok-ci')).toHaveLength(1);
  },
};

/** A Finance user is offered only Finance's scopes: no Write listing, no Manage plans. */
export const FinanceScopes: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers: [tokenHandler, ...finance.handlers] } },
  beforeEach: finance.reset,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await section(canvasElement)).getByRole('button', { name: 'New token' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'New API token' });
    const offered = within(panel)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value'));
    await expect(offered).toEqual(['read_listing', 'read_reports', 'read_users', 'request_repricings']);
  },
};

/** A platform administrator makes no personal tokens: said plainly, no New token. */
export const PlatformAdmin: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers: [tokenHandler, ...admin.handlers] } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    const tokens = await section(canvasElement);
    await expect(within(tokens).getByText(/has no company role/)).toBeVisible();
    await expect(within(tokens).queryByRole('button', { name: 'New token' })).toBeNull();
  },
};
