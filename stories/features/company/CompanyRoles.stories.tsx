import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { errorHandlingSettled, flashTexts } from '../../support/flashes';
import { body, companyLoaded, companyPath, desktop, mobile, pageParameters, renderAt, storyBackend } from './company-story-support';
import { CompanyUserRole } from '../../../web/src/features/company/CompanyUserRole';
import { CompanyUsersSection } from '../../../web/src/features/company/CompanyUsersSection';

/**
 * Company roles on the company screen (issue 35 §2): an Owner changes a
 * user's role; the last Owner's role and revoke are disabled with the reason;
 * Finance and Support read the users; a Developer is told who may see them.
 */
const meta = {
  subcomponents: { CompanyUsersSection, CompanyUserRole },
  title: 'Features/Company/Company roles',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LAST_OWNER = 'A company needs at least one Owner, so its last Owner cannot be removed or given another role.';

const usersSection = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Company Users' });

const lastOwner = storyBackend('partner');

/** Acme's only Owner (partner@acme.test): their role select and revoke are disabled, described by the sentence under the list. */
export const LastOwner: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: lastOwner.handlers } },
  beforeEach: lastOwner.reset,
  play: async ({ canvasElement }) => {
    const section = within(await usersSection(canvasElement));
    const role = await section.findByRole('combobox', { name: 'Role of partner@acme.test' });
    await expect(role).toHaveAttribute('aria-disabled', 'true');
    await expect(role).toHaveAccessibleDescription(LAST_OWNER);
    const revoke = section.getByRole('button', { name: 'Revoke access for partner@acme.test' });
    await expect(revoke).toBeDisabled();
    await expect(revoke).toHaveAccessibleDescription(LAST_OWNER);
    // The others' roles can change and they can be revoked.
    await expect(section.getByRole('combobox', { name: 'Role of billing@acme.test' })).not.toHaveAttribute('aria-disabled');
    await expect(section.getByRole('link', { name: 'Revoke access for ops@acme.test' })).toBeVisible();
    await companyLoaded(canvasElement);
    await expectScreenshot(await usersSection(canvasElement));
  },
};

const lastOwnerPhone = storyBackend('partner');

/** The same at 390 px: the role select fits beside the e-mail, the date under it. */
export const LastOwnerOnAPhone: Story = {
  globals: mobile,
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: lastOwnerPhone.handlers } },
  beforeEach: lastOwnerPhone.reset,
  play: async ({ canvasElement }) => {
    const section = within(await usersSection(canvasElement));
    await expect(await section.findByRole('combobox', { name: 'Role of partner@acme.test' })).toHaveAttribute('aria-disabled', 'true');
    await expect(section.getByText(LAST_OWNER)).toBeVisible();
    await companyLoaded(canvasElement);
    await expectScreenshot(await usersSection(canvasElement));
  },
};

const change = storyBackend('partner');

/** An Owner gives billing@acme.test the Support role: PATCH with the role, flashed, and the select shows it. */
export const OwnerChangesARole: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: change.handlers } },
  beforeEach: change.reset,
  play: async ({ canvasElement }) => {
    const section = within(await usersSection(canvasElement));
    await userEvent.click(await section.findByRole('combobox', { name: 'Role of billing@acme.test' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Support' }));
    await expect(await body(canvasElement).findByText('billing@acme.test is now Support.')).toBeVisible();
    await waitFor(() => expect(section.getByRole('combobox', { name: 'Role of billing@acme.test' })).toHaveTextContent('Support'));
    await expect(change.writes('PATCH', '/api/v3/companies/acme-data/company_users/cu-acme-billing').map((call) => call.body)).toEqual([{ role: 'support' }]);
  },
};

const refused = storyBackend('partner', {
  overrides: [
    http.patch('/api/v3/companies/:id/company_users/:userId', () =>
      HttpResponse.json({ id: 'unavailable', message: 'The account service is not answering. Please try again in a minute.' }, { status: 503 }),
    ),
  ],
});

/** The server refuses the change: its message is flashed, no success is, and the select keeps the role the server has. */
export const RoleChangeRefused: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: refused.handlers } },
  beforeEach: refused.reset,
  play: async ({ canvasElement }) => {
    const section = within(await usersSection(canvasElement));
    await userEvent.click(await section.findByRole('combobox', { name: 'Role of ops@acme.test' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Owner' }));
    await errorHandlingSettled();
    await waitFor(() => expect(flashTexts(canvasElement.ownerDocument).join(' ')).toMatch(/The account service is not answering/));
    await expect(body(canvasElement).queryByText('ops@acme.test is now Owner.')).toBeNull();
    await expect(section.getByRole('combobox', { name: 'Role of ops@acme.test' })).toHaveTextContent('Developer');
  },
};

const finance = storyBackend('finance');

/** Finance reads the users and their roles; no select, no revoke, no Add, and the sentence says who manages them. Company Edit is disabled with its reason. */
export const FinanceReadsUsers: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: finance.handlers } },
  beforeEach: finance.reset,
  play: async ({ canvasElement }) => {
    const region = await usersSection(canvasElement);
    const section = within(region);
    await section.findByRole('table', { name: 'Company users' });
    await expect(section.queryByRole('combobox')).toBeNull();
    await expect(section.queryByRole('link', { name: 'Add Company User' })).toBeNull();
    await expect(section.queryByRole('button', { name: /^Revoke access/ })).toBeNull();
    await expect(section.getByText("Only an Owner can manage the company's users and their roles.")).toBeVisible();
    const information = within(canvasElement).getByRole('region', { name: 'Company Information' });
    const edit = within(information).getByRole('button', { name: 'Edit company information' });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAccessibleDescription("Only an Owner can edit the company's information.");
    await companyLoaded(canvasElement);
    await expectScreenshot(region);
  },
};

const developer = storyBackend('developer');

/** A Developer sees no users (never asked for: the sandbox would refuse), only who may see them. */
export const DeveloperSeesNoUsers: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: developer.handlers } },
  beforeEach: developer.reset,
  play: async ({ canvasElement }) => {
    const region = await usersSection(canvasElement);
    await expect(await within(region).findByText("Only an Owner, Finance or Support can see the company's users.")).toBeVisible();
    await expect(within(region).queryByRole('table')).toBeNull();
    await errorHandlingSettled();
    await expect(flashTexts(canvasElement.ownerDocument)).toEqual([]);
    await expectScreenshot(region);
  },
};

const developerByAddress = storyBackend('developer');

/** A Developer opening the Add Company User address by hand is brought back to the company page, where the reason is. */
export const DeveloperAddUserAddressReturnsToTheCompany: Story = {
  render: renderAt(companyPath('acme-postgres', '/company-users/new')),
  parameters: { msw: { handlers: developerByAddress.handlers } },
  beforeEach: developerByAddress.reset,
  play: async ({ canvasElement }) => {
    const region = await usersSection(canvasElement);
    await expect(await within(region).findByText("Only an Owner, Finance or Support can see the company's users.")).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(developerByAddress.calls).toHaveLength(0);
  },
};
