import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, watchCspViolations } from './journeys';

/**
 * The header's colour-scheme switch (issue 25 item 4): the choice is kept by
 * this browser, and index.html's inline script — allowed by the response's CSP
 * nonce — applies it before the first paint, so a reload never shows the
 * other scheme first.
 */
test('a partner chooses Dark in the header; it survives a reload, before the app runs', async ({ page }) => {
  const cspViolations = watchCspViolations(page);
  await signIn(page, 'partner@acme.test', '/addons');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
  const html = page.locator('html');
  // Nothing chosen yet: the system's choice (this browser prefers light).
  await expect(html).toHaveAttribute('data-light', '');
  await page.getByRole('button', { name: 'Colour scheme: System' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-dark', '');
  await expect(page.getByRole('button', { name: 'Colour scheme: Dark' })).toBeFocused();
  await expectNoAxeViolations(page);

  // With the app's scripts blocked, only the inline init script can set the scheme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(html).toHaveAttribute('data-dark', '');
  await expect(html).not.toHaveAttribute('data-light');
  await page.unroute('**/assets/*.js');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Colour scheme: Dark' })).toBeVisible();
  await expect(html).toHaveAttribute('data-dark', '');
  expect(cspViolations).toEqual([]);
});

test.describe('on a browser that prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  /** The other side: a chosen Light is kept too, not replaced by the system's dark after a reload. */
  test('a partner chooses Light; after a reload it is still light, not the system’s dark', async ({ page }) => {
    await signIn(page, 'partner@acme.test', '/addons');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
    const html = page.locator('html');
    // Nothing chosen yet: the system's choice, dark here.
    await expect(html).toHaveAttribute('data-dark', '');
    await page.getByRole('button', { name: 'Colour scheme: System' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(html).toHaveAttribute('data-light', '');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Colour scheme: Light' })).toBeVisible();
    await expect(html).toHaveAttribute('data-light', '');
    await expect(html).not.toHaveAttribute('data-dark');
  });
});
