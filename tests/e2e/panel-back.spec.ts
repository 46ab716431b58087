import { expect, test } from '@playwright/test';
import { signIn } from './journeys';

/**
 * Issue 31 item 20: a routed panel closes by replacing its own history entry.
 * Pushed, the browser's Back after a save went to `…/edit` and opened the
 * closed panel again.
 */
test('Back after saving a panel does not reopen it', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/addons/acme-insights/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Support' }).or(page.getByRole('link', { name: 'Edit Support' })).click();
  const panel = page.getByRole('dialog', { name: 'Edit Support' });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
  await panel.getByRole('textbox', { name: /Support e-mail/ }).fill('help@acme.test');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add-on settings updated.')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/addons\/acme-insights\/settings$/);

  await page.goBack();
  await expect(page).not.toHaveURL(/\/edit$/);
  await expect(page.getByRole('dialog', { name: 'Edit Support' })).toHaveCount(0);
});
