import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/** The sandbox partner API's origin under `npm start` (SANDBOX_PORT_BASE + 1), where the outbox page is. */
const partnerApi = `http://127.0.0.1:${Number(process.env.SANDBOX_PORT_BASE ?? 4001) + 1}`;

/**
 * Issue 35 §3 end to end: an Owner invites a new e-mail as Finance on the
 * company home; the invited person opens the e-mail in the sandbox outbox,
 * follows the link, is sent to sign in, creates their account at the sandbox
 * identity provider, comes back to the link, accepts, and then sees Reports
 * but cannot edit the listing.
 */
test('an Owner invites a Finance user, who creates an account, accepts, and sees reports but cannot edit the listing', async ({ page, browser }) => {
  // The portal is reused between runs: a fresh address each time.
  const email = `finance.${Date.now()}@example.test`;
  await signIn(page, 'partner@acme.test', '/company');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByRole('button', { name: 'Invite' }).click();
  const panel = page.getByRole('dialog', { name: 'Invite a Company User' });
  await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await panel.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: /^Finance/ }).click();
  await panel.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = invitations.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Finance');
  await expect(row).toContainText('expires in 7 days');
  await expectNoAxeViolations(page);

  // The invited person, in a browser of their own: the outbox, then the link.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(`${partnerApi}/sandbox/outbox`);
  const mail = invitee.getByRole('article').filter({ hasText: `To ${email}` });
  await expect(mail.getByRole('heading')).toHaveText('partner@acme.test invited you to Acme Data on the Partner Portal');
  await mail.getByRole('link', { name: 'Accept the invitation' }).click();

  // Signed out: the portal sends them to sign in; the address has no account yet, so they create it.
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByRole('button', { name: 'Sign in' }).click();
  await expect(invitee.getByRole('alert')).toHaveText(`There is no account for ${email} yet. Acme Data invited this address: create the account to accept.`);
  await invitee.getByRole('button', { name: `Create account for ${email}` }).click();

  // Back at the link (return_to): what it is for, then Accept.
  await expect(invitee).toHaveURL(/\/invitations\//);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join Acme Data as Finance' })).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByText('You joined Acme Data as Finance.')).toBeVisible();
  await expect(invitee).toHaveURL(/\/company$/);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Acme Data' })).toBeVisible();
  // Finance manages no users: no Invitations section.
  await expect(invitee.getByRole('region', { name: 'Company Users' })).toBeVisible();
  await expect(invitee.getByRole('region', { name: 'Invitations' })).toHaveCount(0);

  // Reports: yes.
  await invitee.goto('/addons/acme-postgres/reports');
  await expect(invitee.getByRole('table', { name: 'Monthly reports' }).getByRole('row').nth(1)).toContainText('2026');
  // The listing: read, with the reason instead of edit controls.
  await invitee.goto('/addons/acme-postgres/marketplace-listing');
  const reason = 'Only an Owner or Developer can edit the listing.';
  await expect(invitee.getByText(reason)).toBeVisible();
  const edit = invitee.getByRole('region', { name: 'Basic Info' }).getByRole('button', { name: 'Edit basic info' });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAccessibleDescription(reason);
  await expectNoAxeViolations(invitee);

  // The History trail has the invitation and the joining.
  await page.goto('/addons/acme-postgres/history');
  await expect(page.getByText(`Invitation of ${email}`).first()).toBeVisible();
});
