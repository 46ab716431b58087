import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * The admin e-mail lookup against the sandbox through the BFF (spec §2, §8):
 * the address carries the e-mail, so a result survives a reload and can be
 * shared, and Back returns to the previous lookup. Partners never get in.
 */
test('an admin looks up an unknown e-mail, then a known one, reloads the result and goes back', async ({ page }) => {
  await signIn(page, 'admin@platform.test', '/admin');
  await page.getByRole('link', { name: 'Email lookup' }).click();
  await expect(page).toHaveURL(/\/admin\/email-lookup$/);
  const field = page.getByRole('textbox', { name: /User e-mail/ });

  await field.fill('nobody+old@example.test');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(/\/admin\/email-lookup\/nobody%2Bold@example\.test$/);
  const notFound = page.getByRole('region', { name: 'nobody+old@example.test could not be found' });
  await expect(notFound).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'nobody+old@example.test could not be found' })).toBeVisible();
  // A 404 is this lookup's answer, not a failure: nothing is flashed.
  await expect(page.getByText('User not found.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await field.fill('partner@acme.test');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(/\/admin\/email-lookup\/partner@acme\.test$/);
  const found = page.getByRole('region', { name: 'partner@acme.test was found: their company, Acme Data, has 6 add-ons' });
  await expect(found).toBeFocused();
  await expect(found.getByRole('list', { name: 'Acme Data add-ons' }).getByRole('listitem')).toHaveCount(6);

  // The result's address opens the same result (shared, or reloaded).
  await page.reload();
  await expect(page.getByRole('region', { name: /partner@acme\.test was found/ }).getByRole('link', { name: 'Acme Postgres' })).toHaveAttribute(
    'href',
    '/addons/acme-postgres',
  );
  await expect(field).toHaveValue('partner@acme.test');
  await expectNoAxeViolations(page);

  // Back returns to the previous lookup, its e-mail in the field.
  await page.goBack();
  await expect(page.getByRole('region', { name: 'nobody+old@example.test could not be found' })).toBeVisible();
  await expect(field).toHaveValue('nobody+old@example.test');
});

test('a partner opening /admin, the lookup or the terms-agreement route lands on /addons', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/admin');
  await expect(page).toHaveURL(/\/addons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto('/admin/email-lookup/partner@acme.test');
  await expect(page).toHaveURL(/\/addons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email lookup' })).toHaveCount(0);

  // The terms-agreement filter route (spec §2) lands on the add-ons list too.
  await page.goto('/terms-agreement');
  await expect(page).toHaveURL(/\/addons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
});
