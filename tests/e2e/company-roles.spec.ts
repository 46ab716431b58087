import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * Company roles in the SPA against the sandbox through the BFF (issue 35 §2):
 * what a role may not do is not offered, and the page says who may, in the
 * sandbox's own sentence; nothing the screen shows fails with 403.
 */

/** No error flash appeared (a refused request would have been flashed). */
async function expectNoErrorFlash(page: Page) {
  await page.waitForTimeout(500);
  await expect(page.getByRole('alert').filter({ hasText: /Only an|not allowed|forbidden/i })).toHaveCount(0);
}

test('a Developer cannot reach reports or the users list: not in the navigation, and their URLs say who may', async ({ page }) => {
  await signIn(page, 'ops@acme.test', '/addons/acme-postgres/next-steps');
  const sections = page.getByRole('navigation', { name: 'Add-on sections' });
  await expect(sections.getByRole('link', { name: 'Plans', exact: true })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);

  // Reports by its URL: a clear page, not a 403 error.
  await page.goto('/addons/acme-postgres/reports');
  await expect(page.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  await expect(page.getByText('Only an Owner, Finance or Support can see reports.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Monthly reports' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoErrorFlash(page);

  // The company home: its information, and in place of the users who may see them.
  await page.goto('/company');
  const users = page.getByRole('region', { name: 'Company Users' });
  await expect(users.getByText("Only an Owner, Finance or Support can see the company's users.")).toBeVisible();
  await expect(users.getByRole('table')).toHaveCount(0);
  await expect(users.getByRole('link', { name: 'Add Company User' })).toHaveCount(0);
  await expectNoErrorFlash(page);

  // Adding a user by its URL: back to the company page, no form.
  await page.goto('/company/company-users/new');
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(users.getByText("Only an Owner, Finance or Support can see the company's users.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a Finance user sees reports, but the listing's edit controls are disabled with the reason", async ({ page }) => {
  await signIn(page, 'billing@acme.test', '/addons/acme-postgres/reports');
  const sections = page.getByRole('navigation', { name: 'Add-on sections' });
  await expect(sections.getByRole('link', { name: 'Reports', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Monthly reports' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoErrorFlash(page);

  await sections.getByRole('link', { name: 'Marketplace Listing', exact: true }).click();
  const reason = 'Only an Owner or Developer can edit the listing.';
  await expect(page.getByText(reason)).toBeVisible();
  const edit = page.getByRole('region', { name: 'Basic Info' }).getByRole('button', { name: 'Edit basic info' });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('link', { name: /^Add (Screenshot|Benefit)$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The edit panel by its URL: back to the listing, no form.
  await page.goto('/addons/acme-postgres/marketplace-listing/general-information/edit');
  await expect(page).toHaveURL(/\/marketplace-listing$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
