import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/** The companies list is one request; on a busy shared machine it can take longer than an assertion's 5 s. */
const LOADED = { timeout: 20_000 };

/**
 * The admin Addresses and Users screens against the sandbox through the BFF
 * (spec §2 "Admin routes"). Kiln Labs (alpha and shut-down add-ons only) and
 * Solo Labs (none) are listed only when the admin asks for all companies; no
 * journey gives either a beta or GA add-on.
 */
test('an admin shows all companies in addresses, and the choice survives a reload', async ({ page }) => {
  await signIn(page, 'admin@platform.test', '/admin');
  await page.getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/admin\/addresses$/);
  const table = page.getByRole('grid', { name: 'Company addresses' });
  await expect(table.getByRole('link', { name: 'Acme Data', exact: true })).toBeVisible(LOADED);
  await expect(table.getByText('Kiln Labs')).toHaveCount(0);
  await expect(table.getByText('Solo Labs')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const showAll = page.getByRole('checkbox', { name: 'Show all companies' });
  await showAll.check();
  await expect(page).toHaveURL(/\/admin\/addresses\?all=1$/);
  await expect(table.getByRole('link', { name: 'Kiln Labs', exact: true })).toBeVisible();
  await expect(table.getByRole('gridcell', { name: 'Solo Labs', exact: true })).toBeVisible();

  await page.reload();
  await expect(showAll).toBeChecked();
  await expect(table.getByRole('link', { name: 'Kiln Labs', exact: true })).toBeVisible(LOADED);
  await expect(table.getByRole('gridcell', { name: 'Solo Labs', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Unticked, the default list is back and the URL says so.
  await showAll.uncheck();
  await expect(page).toHaveURL(/\/admin\/addresses$/);
  await expect(table.getByText('Kiln Labs')).toHaveCount(0);

  // A company's name opens the company's information, through its first GA add-on (issue 31 item 15).
  await table.getByRole('link', { name: 'Northwind Monitoring', exact: true }).click();
  await expect(page).toHaveURL(/\/addons\/northwind-apm\/company$/);
});

test('an admin sees the users of companies with a GA or beta add-on', async ({ page }) => {
  await signIn(page, 'admin@platform.test', '/admin/users');
  const table = page.getByRole('grid', { name: 'Company users' });
  const acmeUsers = table.getByRole('list', { name: 'Users of Acme Data' });
  await expect(acmeUsers.getByText('partner@acme.test')).toBeVisible(LOADED);
  await expect(acmeUsers.getByText('added March 2nd, 2021')).toBeVisible();
  await expect(table.getByText('Kiln Labs')).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Country' })).toBeVisible();
  await expectNoAxeViolations(page);

  // "Show all companies", as on Addresses: Solo Labs (no add-ons) and its user join.
  await page.getByRole('checkbox', { name: 'Show all companies' }).check();
  await expect(page).toHaveURL(/\/admin\/users\?all=1$/);
  await expect(table.getByRole('list', { name: 'Users of Solo Labs' }).getByText('owner@solo.test')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a partner is sent away from the admin screens, and the API refuses them the list', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/admin/addresses?all=1');
  await expect(page).toHaveURL(/\/addons$/);
  const response = await page.request.get('/api/v3/companies', { headers: { 'X-CSRF': '1' } });
  expect(response.status()).toBe(403);
});
