import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companyUsers } from '../../../fixtures/data/company-users';
import { expectScreenshot } from '../../support/screenshot';
import { body, companyLoaded, desktop, mobile, overlaysClosed, pageParameters, renderAt, storyBackend } from './company-story-support';
import { seedInvitation } from './invitation-story-support';
import { InvitationsSection } from '../../../web/src/features/company/InvitationsSection';
import { InvitePanel } from '../../../web/src/features/company/InvitePanel';

/**
 * Invitations on the company home (issue 35 §3), for Owners: the pending
 * list with who, role, invited by and expiry, Resend and Revoke (confirmed),
 * and the Invite panel (e-mail and role) whose server refusals land on the
 * e-mail field. Other roles do not see the section.
 */
const meta = {
  subcomponents: { InvitationsSection, InvitePanel },
  title: 'Features/Company/Invitations',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Invitations' });
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.firstChild?.textContent));

const empty = storyBackend('partner');

/** No invitation yet: the section says so and offers Invite. */
export const Empty: Story = {
  render: renderAt('/company'),
  parameters: { msw: { handlers: empty.handlers } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(await within(region).findByText('No pending invitations.')).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Invite' })).toBeEnabled();
    await companyLoaded(canvasElement);
    await expectScreenshot(region);
  },
};

const seeded = (store: Parameters<typeof seedInvitation>[0]) => {
  seedInvitation(store, { id: 'inv-finance', email: 'new.person@example.test' });
  seedInvitation(store, { id: 'inv-expired', email: 'late@example.test', role: 'support' }, -3);
};
const list = storyBackend('partner', { seed: seeded });

/** Two invitations, oldest first: one expired 3 days ago, one pending (Finance, 6 days left), each with Resend and Revoke. */
export const List: Story = {
  render: renderAt('/company'),
  parameters: { msw: { handlers: list.handlers } },
  beforeEach: list.reset,
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const table = await within(region).findByRole('table', { name: 'Pending invitations' });
    await expect(rows(table)).toEqual([
      ['late@example.test', 'Support', 'partner@acme.test', 'expired 3 days ago', expect.anything()],
      ['new.person@example.test', 'Finance', 'partner@acme.test', 'expires in 6 days', expect.anything()],
    ]);
    await expect(within(table).getByRole('button', { name: 'Resend invitation to late@example.test' })).toBeEnabled();
    await companyLoaded(canvasElement);
    await expectScreenshot(region);
  },
};

const listMobile = storyBackend('partner', { seed: seeded });

/** At 390 px the role and inviter go under the e-mail; the actions stack. */
export const ListOnAPhone: Story = {
  render: renderAt('/company'),
  globals: mobile,
  parameters: { msw: { handlers: listMobile.handlers } },
  beforeEach: listMobile.reset,
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await within(region).findByRole('table', { name: 'Pending invitations' });
    await expect(within(region).getByText('Finance, invited by partner@acme.test')).toBeVisible();
    await companyLoaded(canvasElement);
    await expectScreenshot(region);
  },
};

const refused = storyBackend('partner');

/** A member's e-mail: the server's 422 shows on the E-mail field, the typing kept, the panel open. */
export const InviteRefusedOnTheEmailField: Story = {
  render: renderAt('/company'),
  parameters: { msw: { handlers: refused.handlers } },
  beforeEach: refused.reset,
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: 'Invite' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Invite a Company User' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'E-mail' }), 'billing@acme.test');
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /^Finance/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Send Invitation' }));
    const email = within(panel).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail is already a user of this company.'));
    await expect(email).toHaveValue('billing@acme.test');
    await expect(refused.writes('POST', '/api/v3/companies/acme-data/invitations')[0]?.body).toEqual({ email: 'billing@acme.test', role: 'finance' });
    await expectScreenshot(panel);
  },
};

const sent = storyBackend('partner');

/** A new e-mail: sent, flashed, listed with 7 days to go; the panel closes. */
export const InviteSent: Story = {
  render: renderAt('/company'),
  parameters: { msw: { handlers: sent.handlers } },
  beforeEach: sent.reset,
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: 'Invite' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Invite a Company User' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'E-mail' }), 'new.person@example.test');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send Invitation' }));
    await expect(await body(canvasElement).findByText('Invitation sent to new.person@example.test.')).toBeVisible();
    await overlaysClosed(canvasElement);
    const table = await within(region).findByRole('table', { name: 'Pending invitations' });
    await expect(rows(table)).toEqual([['new.person@example.test', 'Support', 'partner@acme.test', 'expires in 7 days', expect.anything()]]);
  },
};

const revoke = storyBackend('partner', { seed: seeded });

/** Revoke asks first (Cancel focused), then the row goes and it is flashed. */
export const RevokeWithConfirmation: Story = {
  render: renderAt('/company'),
  parameters: { msw: { handlers: revoke.handlers } },
  beforeEach: revoke.reset,
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const table = await within(region).findByRole('table', { name: 'Pending invitations' });
    await userEvent.click(within(table).getByRole('button', { name: 'Revoke invitation to new.person@example.test' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Revoke Invitation' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Invitation' }));
    await expect(await body(canvasElement).findByText('Invitation of new.person@example.test revoked.')).toBeVisible();
    await waitFor(() => expect(rows(table).map(([email]) => email)).toEqual(['late@example.test']));
    await expect(revoke.writes('DELETE', '/api/v3/companies/acme-data/invitations/inv-finance')).toHaveLength(1);
  },
};

const resend = storyBackend('partner', { seed: seeded });

/** Resend of the expired one: 7 days again, and the flash says the earlier link stopped working. */
export const ResendExpired: Story = {
  render: renderAt('/company'),
  parameters: { msw: { handlers: resend.handlers } },
  beforeEach: resend.reset,
  play: async ({ canvasElement }) => {
    const table = await within(await section(canvasElement)).findByRole('table', { name: 'Pending invitations' });
    await userEvent.click(within(table).getByRole('button', { name: 'Resend invitation to late@example.test' }));
    await expect(await body(canvasElement).findByText('Invitation sent again to late@example.test; the earlier link no longer works.')).toBeVisible();
    await waitFor(() => expect(rows(table)[0]?.[3]).toBe('expires in 7 days'));
  },
};

const finance = storyBackend('partner', {
  seed: (store) => {
    // partner@acme.test as Finance (ops@acme.test the Owner): the section is not theirs.
    const users = store.recordsOf(companyUsers);
    users.find((record) => record.id === 'cu-acme-partner')!.role = 'finance';
    users.find((record) => record.id === 'cu-acme-ops')!.role = 'owner';
    seedInvitation(store, { id: 'inv-finance', email: 'new.person@example.test' });
  },
});

/** A Finance user sees the company and its users, but no Invitations section. */
export const NotShownToOtherRoles: Story = {
  render: renderAt('/company'),
  parameters: { msw: { handlers: finance.handlers } },
  beforeEach: finance.reset,
  play: async ({ canvasElement }) => {
    await companyLoaded(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('table', { name: 'Company users' })).toBeVisible());
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Invitations' })).toBeNull());
  },
};
