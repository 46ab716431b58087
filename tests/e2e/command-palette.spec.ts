import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, watchCspViolations } from './journeys';

/**
 * The command palette by keyboard alone (issue 25 item 3): Control+K opens
 * it from anywhere, a slug finds the add-on, and Enter on its Plans screen
 * lands there; Esc gives focus back to where it was.
 */
test('a keyboard-only partner opens the palette with Control+K, types a slug and lands on its plans', async ({ page }) => {
  const cspViolations = watchCspViolations(page);
  await signIn(page, 'partner@acme.test', '/addons');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();

  // Dismissed with Esc: focus returns to what had it.
  const addonsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add-ons' });
  await addonsLink.focus();
  await page.keyboard.press('Control+K');
  const field = page.getByRole('combobox', { name: 'Add-on name or slug, or a screen' });
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(addonsLink).toBeFocused();

  await page.keyboard.press('Control+K');
  await expect(field).toBeFocused();
  await page.keyboard.type('acme-postgres');
  const results = page.getByRole('listbox', { name: 'Results' });
  await expect(results.getByRole('option').first()).toHaveText(/^Acme Postgres/);
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/^\d+ results?$/);
  await expectNoAxeViolations(page);
  // Down to the add-on's Plans screen, then Enter.
  const plans = results.getByRole('option', { name: /Acme Postgres › Plans/ });
  for (let step = 0; step < 10 && (await field.getAttribute('aria-activedescendant')) !== (await plans.getAttribute('id')); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(field).toHaveAttribute('aria-activedescendant', (await plans.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/addons\/acme-postgres\/plans$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  expect(cspViolations).toEqual([]);
});
