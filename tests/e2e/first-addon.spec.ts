import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * A new partner's first screen (issue 21), against the sandbox through the
 * BFF on today's date: Sam at Solo Labs has no add-ons and has not accepted
 * the updated terms. The page says how a first add-on is made, and the
 * terms banner — no years-old deadline — lets Sam read and accept the terms
 * here; after a reload the banner is gone. (It changes the sandbox for good:
 * the seed-reading journeys, which run first, assert nothing of this banner.)
 */
test('a new partner sees how to make a first add-on, accepts the terms in the portal, and the banner stays gone', async ({ page }) => {
  await signIn(page, 'owner@solo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Solo Labs add-ons' })).toBeVisible();

  const steps = page.getByRole('list', { name: 'Steps to your first add-on' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toContainText('Push the manifest with the CLI');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices).toContainText('Accept the terms of service');
  await expect(notices).not.toContainText(/overdue|October 31, 2023/);
  await expectNoAxeViolations(page);

  await notices.getByRole('button', { name: 'Review and accept the terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Updated terms of service' });
  await expect(dialog).toContainText('you accept the agreement as owner@solo.test for Solo Labs');
  await expect(dialog.getByRole('link', { name: /Read the Marketplace Licensing Agreement/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'I accept' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you: you have accepted the updated terms of service.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Solo Labs add-ons' })).toBeFocused();

  // Recorded upstream, not only in the page: a reload still has no terms banner.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Contribute your first add-on' })).toBeVisible();
  await expect(page.getByText('Accept the terms of service')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
});
