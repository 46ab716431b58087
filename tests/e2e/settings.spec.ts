import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, watchCspViolations } from './journeys';

/**
 * The settings tab against the sandbox through the BFF (issue 12): a partner
 * regenerates the API token through the confirmation and cannot see Metadata
 * or Shutdown (nor set a flag by hand); an admin sets a metadata flag that is
 * kept after a reload.
 */
const headers = { 'X-CSRF': '1', 'Content-Type': 'application/json' };

test('a partner regenerates the API token through the confirmation; the old one is gone', async ({ page }) => {
  const cspViolations = watchCspViolations(page);
  await signIn(page, 'partner@acme.test', '/addons/acme-insights/settings');
  const api = page.getByRole('region', { name: 'API Authorizations' });
  const before = (await (await page.request.get('/api/v3/addons/acme-insights/api_authorizations', { headers })).json()) as { token: string };
  await expect(api.getByLabel('Token, masked')).toHaveText(new RegExp(`${before.token.slice(-4)}$`));
  await expect(page.getByRole('region', { name: 'Metadata' })).toHaveCount(0);
  // A partner is told how to ask for a shutdown (issue 31 item 5), with no button that would fail.
  const shutdown = page.getByRole('region', { name: 'Shut down add-on' });
  await expect(shutdown).toBeVisible();
  await expect(shutdown.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await api.getByRole('button', { name: 'Regenerate token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate API Token' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Regenerate token' }).click();
  await expect(page.getByText('API authorization regenerated.')).toBeVisible();
  const shown = await api.getByLabel('Token', { exact: true }).textContent();
  expect(shown).toMatch(/^[0-9a-f]{40}$/);
  expect(shown).not.toBe(before.token);
  const after = (await (await page.request.get('/api/v3/addons/acme-insights/api_authorizations', { headers })).json()) as { token: string };
  expect(after.token).toBe(shown);

  // A hand-made write of an admin-only flag is refused, and nothing changes.
  const refused = await page.request.patch('/api/v3/addons/acme-insights', { headers, data: { featured: true } });
  expect(refused.status()).toBe(403);
  expect(((await (await page.request.get('/api/v3/addons/acme-insights', { headers })).json()) as { featured: boolean }).featured).toBe(false);
  expect(cspViolations).toEqual([]);
});

test('an admin sets a metadata flag and it is kept after a reload', async ({ page }) => {
  await signIn(page, 'admin@platform.test', '/addons/acme-metrics/settings');
  const metadata = page.getByRole('region', { name: 'Metadata' });
  const flag = metadata.getByRole('switch', { name: 'Support view' });
  await expect(flag).not.toBeChecked();
  await flag.click();
  await expect(page.getByText('Add-on settings updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Metadata' }).getByRole('switch', { name: 'Support view' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Shut down add-on' }).getByRole('link', { name: 'Shut down add-on' })).toHaveAttribute(
    'href',
    '/addons/acme-metrics/settings?shutdown=1',
  );
  await expectNoAxeViolations(page);
});
