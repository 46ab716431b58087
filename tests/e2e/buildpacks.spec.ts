import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * The buildpack registry (issue 23) against the sandbox through the BFF:
 * Priya opens Buildpacks from the header, sees her own and her teams'
 * buildpacks by namespace, rolls insights-agent back (release 4 republishes
 * release 2's v1.1.0) and archives jq by typing its name. It changes the
 * sandbox for good (a new release, an archived buildpack).
 */
test('a partner finds their buildpacks, rolls one back and archives another', async ({ page }) => {
  await signIn(page, 'partner@acme.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buildpacks' }).click();
  await expect(page).toHaveURL(/\/buildpacks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buildpacks' })).toBeVisible();

  for (const namespace of ['acme', 'acme-secure', 'partner-acme']) await expect(page.getByRole('heading', { level: 2, name: namespace, exact: true })).toBeVisible();
  const own = page.getByRole('list', { name: 'partner-acme' });
  await expect(own.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'acme-secure' })).toContainText('Owner: Team acme-secure');
  await expect(page.getByText('Loading the latest revision…')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await own.getByRole('link', { name: 'partner-acme/insights-agent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'insights-agent' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Revisions' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Release 3');
  await expect(page.getByTestId('readme')).toContainText('heroku buildpacks:add partner-acme/insights-agent');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Roll back' }).click();
  const rollback = page.getByRole('dialog', { name: 'Roll back partner-acme/insights-agent?' });
  await expect(rollback).toContainText('republishes release 2 (v1.1.0), replacing release 3 (v1.2.0)');
  await expectNoAxeViolations(page);
  await rollback.getByRole('button', { name: 'Republish release 2' }).click();
  await expect(rollback).toBeHidden();
  await expect(rows.nth(1)).toContainText(/Release 4.*Published.*Rollback to release 2 \(v1\.1\.0\).*v1\.1\.0/);

  await page.getByRole('link', { name: '← All buildpacks' }).click();
  await page.getByRole('link', { name: 'partner-acme/jq' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'jq' })).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive partner-acme/jq?' });
  await archive.getByRole('textbox', { name: 'Buildpack to archive' }).fill('partner-acme/jq');
  await expectNoAxeViolations(page);
  await archive.getByRole('button', { name: 'Archive' }).click();

  await expect(page.getByText('partner-acme/jq was archived: it is no longer on the registry.')).toBeVisible();
  await expect(page).toHaveURL(/\/buildpacks$/);
  await expect(page.getByRole('list', { name: 'partner-acme' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'partner-acme/jq' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
