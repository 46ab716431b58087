import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companyUsers } from '../../../fixtures/data/company-users';
import { keepCompanyUsers } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { http, HttpResponse } from 'msw';
import { errorHandlingSettled, flashesShown, overlaps } from '../../support/flashes';
import { body, companyLoaded, companyPath, desktop, mobile, overlaysClosed, pageParameters, renderAt, storyBackend } from './company-story-support';
import { AddCompanyUserPanel } from '../../../web/src/features/company/AddCompanyUserPanel';
import { CompanyUsersSection } from '../../../web/src/features/company/CompanyUsersSection';
import { RevokeCompanyUserDialog } from '../../../web/src/features/company/RevokeCompanyUserDialog';

/**
 * Company Users (spec §2): e-mail and date added, a revoke button per row with
 * the 'Revoke Company User Access' confirmation, and the 'Add Company User'
 * panel whose one field takes the e-mail of an existing platform account.
 */
const meta = {
  subcomponents: { CompanyUsersSection, AddCompanyUserPanel, RevokeCompanyUserDialog },
  title: 'Features/Company/Company users',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const acmeUsers = [
  ['partner@acme.test', 'Owner', 'March 2nd, 2021'],
  ['billing@acme.test', 'Finance', 'June 14th, 2022'],
  ['ops@acme.test', 'Developer', 'January 9th, 2024'],
  ['support@acme.test', 'Support', 'March 17th, 2025'],
] as const;

async function usersTable(canvasElement: HTMLElement) {
  const section = await within(canvasElement).findByRole('region', { name: 'Company Users' });
  return within(section).findByRole('table', { name: 'Company users' });
}

/** The rows as [e-mail, role, date added]. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [email, role, date] = within(row).getAllByRole('cell');
      // The e-mail cell also holds the date for phones (hidden on wider screens): take its first line.
      // An Owner's role is a select, whose outline carries a zero-width space.
      return [email?.firstChild?.textContent, role?.textContent?.replace(/\u200b/g, ''), date?.textContent];
    });

const list = storyBackend('partner');

/** Acme Data's three users, oldest first, with their roles (an Owner's select shows the chosen one), each with a revoke link. */
export const List: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: list.handlers } },
  beforeEach: list.reset,
  play: async ({ canvasElement }) => {
    const table = await usersTable(canvasElement);
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['E-mail', 'Role', 'Date added', 'Actions']);
    await expect(rows(table)).toEqual(acmeUsers.map((user) => [...user]));
    await expect(within(table).getByRole('link', { name: 'Revoke access for billing@acme.test' })).toHaveAttribute(
      'href',
      companyPath('acme-postgres', '/company-users/cu-acme-billing/delete'),
    );
    const section = within(canvasElement).getByRole('region', { name: 'Company Users' });
    await expect(within(section).getByRole('link', { name: 'Add Company User' })).toHaveAttribute('href', companyPath('acme-postgres', '/company-users/new'));
  },
};

const revoke = storyBackend('partner');

/** The confirmation names the user (Cancel focused); confirmed, the row goes, it is flashed, and Add Company User has focus. */
export const RevokeWithConfirmation: Story = {
  render: renderAt(companyPath('acme-postgres', '/company-users/cu-acme-billing/delete')),
  parameters: { msw: { handlers: revoke.handlers } },
  beforeEach: revoke.reset,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Revoke Company User Access' });
    await expect(dialog).toHaveAccessibleDescription("Revoke access for billing@acme.test? They will no longer be able to manage Acme Data's add-ons.");
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectScreenshot(dialog);
    await expect(revoke.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Access' }));

    await expect(await body(canvasElement).findByText('Access for billing@acme.test revoked.')).toBeVisible();
    await overlaysClosed(canvasElement);
    const table = await usersTable(canvasElement);
    await waitFor(() => expect(rows(table).map(([email]) => email)).toEqual(['partner@acme.test', 'ops@acme.test', 'support@acme.test']));
    const section = within(canvasElement).getByRole('region', { name: 'Company Users' });
    await waitFor(() => expect(within(section).getByRole('link', { name: 'Add Company User' })).toHaveFocus());
    await expect(revoke.writes('DELETE', '/api/v3/companies/acme-data/company_users/cu-acme-billing')).toHaveLength(1);
  },
};

// Another Owner remains (ops@acme.test), so the last-Owner rule (issue 35 §2) does not apply.
const yourOwn = storyBackend('partner', {
  seed: (store) => {
    store.recordsOf(companyUsers).find((record) => record.id === 'cu-acme-ops')!.role = 'owner';
  },
});

/**
 * Revoking your own access is never by mistake: the confirmation says it is
 * you and its button says so; afterwards you land on your add-ons, since this
 * company's pages are no longer yours.
 */
export const RevokeYourOwnAccess: Story = {
  render: renderAt(companyPath('acme-postgres', '/company-users/cu-acme-partner/delete')),
  parameters: { msw: { handlers: yourOwn.handlers } },
  beforeEach: yourOwn.reset,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Revoke Company User Access' });
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        "partner@acme.test is you. Revoke your own access? You will no longer be able to manage Acme Data's add-ons, and only another company user can add you back.",
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke My Access' }));
    await expect(await body(canvasElement).findByText('Access for partner@acme.test revoked.')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Company Users' })).toBeNull());
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(yourOwn.writes('DELETE', '/api/v3/companies/acme-data/company_users/cu-acme-partner')).toHaveLength(1);
  },
};

const cancel = storyBackend('partner');

/** Escape keeps the user and sends nothing. */
export const RevokeCancelled: Story = {
  render: renderAt(companyPath('acme-postgres', '/company-users/cu-acme-ops/delete')),
  parameters: { msw: { handlers: cancel.handlers } },
  beforeEach: cancel.reset,
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Revoke Company User Access' });
    await userEvent.keyboard('{Escape}');
    await overlaysClosed(canvasElement);
    await expect(rows(await usersTable(canvasElement))).toHaveLength(acmeUsers.length);
    await expect(cancel.calls).toHaveLength(0);
  },
};

const last = storyBackend('partner', { seed: (store) => keepCompanyUsers(store, 'acme-data', 1) });

/** The last user: the revoke button is disabled and described by the reason shown under the list. */
export const LastUserCannotBeRevoked: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: last.handlers } },
  beforeEach: last.reset,
  play: async ({ canvasElement }) => {
    const table = await usersTable(canvasElement);
    const button = within(table).getByRole('button', { name: 'Revoke access for partner@acme.test' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'A company needs at least one user, so its last user cannot be removed. Add another user first to hand over.',
    );
    await expect(within(table).queryByRole('link', { name: /^Revoke access/ })).toBeNull();
    await companyLoaded(canvasElement);
    await expectScreenshot(within(canvasElement).getByRole('region', { name: 'Company Users' }));
  },
};

const lastByAddress = storyBackend('partner', { seed: (store) => keepCompanyUsers(store, 'acme-data', 1) });

/** Opening the last user's revoke address by hand: no confirmation, back to the company page, nothing sent. */
export const LastUserRevokeAddressReturnsToTheCompany: Story = {
  render: renderAt(companyPath('acme-postgres', '/company-users/cu-acme-partner/delete')),
  parameters: { msw: { handlers: lastByAddress.handlers } },
  beforeEach: lastByAddress.reset,
  play: async ({ canvasElement }) => {
    await usersTable(canvasElement);
    await companyLoaded(canvasElement);
    await overlaysClosed(canvasElement);
    await expect(lastByAddress.calls).toHaveLength(0);
  },
};

const unknown = storyBackend('partner');

/** company-users/{id}/delete for a user that does not exist: back to the company page (spec §2). */
export const UnknownUserReturnsToTheCompany: Story = {
  render: renderAt(companyPath('acme-postgres', '/company-users/cu-nobody/delete')),
  parameters: { msw: { handlers: unknown.handlers } },
  beforeEach: unknown.reset,
  play: async ({ canvasElement }) => {
    await expect(rows(await usersTable(canvasElement))).toHaveLength(acmeUsers.length);
    await overlaysClosed(canvasElement);
    await expect(unknown.calls).toHaveLength(0);
  },
};

const addUser = storyBackend('partner');

/** An existing platform account is added, flashed and listed with today's date. */
export const AddExistingAccount: Story = {
  render: renderAt(companyPath('acme-postgres', '/company-users/new')),
  parameters: { msw: { handlers: addUser.handlers } },
  beforeEach: addUser.reset,
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('textbox', { name: /^Platform account e-mail/ });
    const panel = body(canvasElement).getByRole('dialog', { name: 'Add Company User' });
    await expect(within(panel).getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Platform account e-mail/ }), 'sasha@contractors.test');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Company User' }));
    await expect(await body(canvasElement).findByText('Company user added.')).toBeVisible();
    await overlaysClosed(canvasElement);
    const table = await usersTable(canvasElement);
    await waitFor(() => expect(rows(table).map(([email]) => email)).toContain('sasha@contractors.test'));
    await expect(addUser.writes('POST', '/api/v3/companies/acme-data/company_users').map((call) => call.body)).toEqual([
      { email: 'sasha@contractors.test' },
    ]);
  },
};

const unknownAccount = storyBackend('partner');

/**
 * An e-mail with no platform account: the server's message is on the field
 * only — a sentence naming the field — with focus on it, the typing kept and
 * the panel open; no flash repeats it (issue 21 item 3).
 */
export const AddUnknownAccount: Story = {
  render: renderAt(companyPath('acme-postgres', '/company-users/new')),
  parameters: { msw: { handlers: unknownAccount.handlers } },
  beforeEach: unknownAccount.reset,
  play: async ({ canvasElement }) => {
    const field = await body(canvasElement).findByRole('textbox', { name: /^Platform account e-mail/ });
    const panel = body(canvasElement).getByRole('dialog', { name: 'Add Company User' });
    await userEvent.type(field, 'newcomer@acme.test');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Company User' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Platform account e-mail has no platform account; ask them to sign up first.'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('newcomer@acme.test');
    await waitFor(() => expect(field).toHaveFocus());
    await errorHandlingSettled();
    await expect(flashesShown(canvasElement.ownerDocument)).toEqual([]);
    await expect(body(canvasElement).queryByText('Company user added.')).toBeNull();
    await expectScreenshot(panel);
    await expect(unknownAccount.writes('POST', '/api/v3/companies/acme-data/company_users')).toHaveLength(1);
  },
};

const unavailable = storyBackend('partner', {
  overrides: [
    http.post('/api/v3/companies/:id/company_users', () =>
      HttpResponse.json({ id: 'unavailable', message: 'The account service is not answering. Please try again in a minute.' }, { status: 503 }),
    ),
  ],
});

async function addFailsWithoutAField(canvasElement: HTMLElement) {
  const field = await body(canvasElement).findByRole('textbox', { name: /^Platform account e-mail/ });
  const panel = body(canvasElement).getByRole('dialog', { name: 'Add Company User' });
  await userEvent.type(field, 'sasha@contractors.test');
  // Twice: the same error is flashed once, not stacked.
  await userEvent.click(within(panel).getByRole('button', { name: 'Add Company User' }));
  await waitFor(() => expect(flashesShown(canvasElement.ownerDocument)).toHaveLength(1));
  await userEvent.click(within(panel).getByRole('button', { name: 'Add Company User' }));
  await waitFor(() => expect(unavailable.writes('POST', '/api/v3/companies/acme-data/company_users')).toHaveLength(2));
  await errorHandlingSettled();
  const flashes = flashesShown(canvasElement.ownerDocument);
  await expect(flashes.map((flash) => flash.textContent)).toEqual(['The account service is not answering. Please try again in a minute.']);
  await expect(flashes[0]).toHaveAttribute('role', 'alert');
  // The flash leaves the panel's buttons free to press.
  for (const name of ['Cancel', 'Add Company User']) await expect(overlaps(flashes[0]!, within(panel).getByRole('button', { name }))).toBe(false);
  await expect(field).toHaveValue('sasha@contractors.test');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
}

/** An error with no field (503) is a flash, once however often it recurs, clear of the panel's buttons. */
export const AddFailsWithoutAField: Story = {
  render: renderAt(companyPath('acme-postgres', '/company-users/new')),
  parameters: { msw: { handlers: unavailable.handlers } },
  beforeEach: unavailable.reset,
  play: async ({ canvasElement }) => {
    await addFailsWithoutAField(canvasElement);
    await expectScreenshot(canvasElement.ownerDocument.body);
  },
};

/** On a phone the panel is the whole width: the flash shows at the top, clear of its buttons and below its title and Close button (axe target-size). */
export const AddFailsWithoutAFieldOnAPhone: Story = {
  ...AddFailsWithoutAField,
  globals: mobile,
};
