import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/** The sandbox partner API's origin under `npm start` (SANDBOX_PORT_BASE + 1): a script calls it directly, not through the BFF. */
const partnerApi = `http://127.0.0.1:${Number(process.env.SANDBOX_PORT_BASE ?? 4001) + 1}`;
const listing = `${partnerApi}/api/v3/addons/acme-postgres`;

/**
 * Issue 35 §4 end to end: a Developer makes a personal API token with the
 * read-only "Read listing" scope on the token screen, copies the value shown
 * once, and a script uses it as a bearer against the partner API itself: the
 * read answers 200, a listing write (which the Developer's role allows) 403
 * naming the missing scope. Revoked in the UI, the same read answers 401.
 * The token is this run's own (a fresh name); the refused write changes nothing.
 */
test('a Developer makes a read-only API token, a script reads with it but is refused a write, and once revoked it is refused', async ({ page, request }) => {
  const name = `Journey read-only ${Date.now()}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'ops@acme.test', '/token');

  const section = page.getByRole('region', { name: 'Personal API tokens' });
  await section.getByRole('button', { name: 'New token' }).click();
  const panel = page.getByRole('dialog', { name: 'New API token' });
  await panel.getByRole('textbox', { name: 'Name' }).fill(name);
  await panel.getByRole('checkbox', { name: /^Read listing/ }).check();
  // The expiry has no default: it is a decision.
  await panel.getByRole('combobox', { name: 'Expires in' }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  await panel.getByRole('button', { name: 'Create token' }).click();

  // Shown once: copied from the dialog, the way a person takes it away.
  const shown = page.getByRole('dialog', { name: `Token “${name}” created` });
  await expect(shown.getByText(/Copy this token now: you won.t see it again/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Copy API token' }).click();
  await expect(page.getByText('API token copied to the clipboard.')).toBeVisible();
  const value = await page.evaluate(() => navigator.clipboard.readText());
  expect(value).toMatch(/^ppt_/);
  await expect(shown.getByLabel('API token', { exact: true })).toHaveText(value);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toHaveCount(0);
  const row = section.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Read listing');
  await expect(row).toContainText('Never');
  // Listed without its value.
  await expect(page.getByText(value)).toHaveCount(0);

  // A script with the copied value, straight to the partner API.
  const bearer = { Authorization: `Bearer ${value}`, Accept: 'application/json' };
  const read = await request.get(listing, { headers: bearer });
  expect(read.status()).toBe(200);
  expect((await read.json()) as { slug: string }).toMatchObject({ slug: 'acme-postgres' });
  const write = await request.patch(listing, { headers: { ...bearer, 'Content-Type': 'application/json' }, data: { summary: 'Written by a script' } });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { message: string }).message).toBe('This API token lacks the “Write listing” scope (write_listing) this call needs.');

  // The list shows the use after a reload.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Never');

  // Revoked in the UI: the same read is refused.
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke “${name}”?` });
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText(`Token “${name}” revoked.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const afterRevoke = await request.get(listing, { headers: bearer });
  expect(afterRevoke.status()).toBe(401);
  expect(((await afterRevoke.json()) as { message: string }).message).toBe('This API token was revoked.');
});
