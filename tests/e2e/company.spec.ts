import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * The company tab against the sandbox through the BFF (issue 12): a partner
 * adds a company user and revokes them again; an admin adds supplier
 * information, which ticks the approved-supplier requirement.
 */
test('a partner adds a company user, then revokes their access', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/addons/acme-postgres/company');
  const users = page.getByRole('region', { name: 'Company Users' });
  await expect(users.getByRole('table', { name: 'Company users' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Supplier Information' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await users.getByRole('link', { name: 'Add Company User' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Company User' });
  const email = panel.getByRole('textbox', { name: /Platform account e-mail/ });
  await email.fill('nobody@nowhere.test');
  await panel.getByRole('button', { name: 'Add Company User' }).click();
  // No platform account: said on the field, input kept, nothing added.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('nobody@nowhere.test');
  await email.fill('sasha@contractors.test');
  await panel.getByRole('button', { name: 'Add Company User' }).click();
  await expect(page.getByText('Company user added.')).toBeVisible();
  await expect(users.getByRole('cell', { name: 'sasha@contractors.test', exact: true })).toBeVisible();

  await users.getByRole('link', { name: 'Revoke access for sasha@contractors.test' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke Company User Access' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Revoke Access' }).click();
  await expect(page.getByText('Access for sasha@contractors.test revoked.')).toBeVisible();
  await expect(users.getByRole('cell', { name: 'sasha@contractors.test', exact: true })).toHaveCount(0);
  await expect(users.getByRole('link', { name: 'Revoke access for sasha@contractors.test' })).toHaveCount(0);
});

test('an admin adds supplier information, and the approved-supplier requirement is met', async ({ page }) => {
  await signIn(page, 'admin@platform.test', '/addons/bluefin-mq/company');
  const supplier = page.getByRole('region', { name: 'Supplier Information' });
  await supplier.getByRole('link', { name: 'Add Supplier Information' }).click();
  const panel = page.getByRole('dialog', { name: /Supplier Information/ });
  await panel.getByRole('textbox', { name: /Vendor ID/ }).fill('V-20931');
  await panel.getByRole('textbox', { name: /Paysite ID/ }).fill('PS-7781');
  await panel.getByRole('textbox', { name: /Paysite Name/ }).fill('Bluefin Messaging Ltd');
  await panel.getByRole('button', { name: /Save|Add/ }).click();
  await expect(page.getByText('Supplier Information added.')).toBeVisible();
  await expect(supplier.getByText('PS-7781')).toBeVisible();
  const requirement = (await (
    await page.request.get('/api/v3/addons/bluefin-mq/ga_requirements/approved_supplier_requirements', { headers: { 'X-CSRF': '1' } })
  ).json()) as { completed: boolean };
  expect(requirement.completed).toBe(true);
  await expectNoAxeViolations(page);
});
