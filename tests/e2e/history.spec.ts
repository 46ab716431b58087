import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations, signIn, watchCspViolations } from './journeys';

/**
 * Issue 25 item 1: a partner at Acme Data edits the Acme Metrics listing's
 * summary, opens History from the workspace navigation and reads the change
 * (who, what, before → after); the filters go into the address, so a reload
 * keeps them. Against the sandbox through the BFF: the sandbox partner API
 * recorded the entry itself. Acme Metrics' listing is edited by no other journey.
 * Then a platform admin reads the same change and exports the history as CSV
 * (serial: the admin reads what the partner wrote).
 */
test.describe.configure({ mode: 'serial' });
const before = 'Application and runtime metrics with dashboards you can share with your whole team.';
const after = 'Application and runtime metrics, with dashboards and alerts your whole team can share.';

test('a partner edits the listing and reads the change in History', async ({ page }) => {
  const cspViolations = watchCspViolations(page);
  await signIn(page, 'partner@acme.test', '/addons/acme-metrics/marketplace-listing');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Metrics' })).toBeVisible();

  await page.getByRole('link', { name: /Edit\s+basic info/ }).click();
  let panel = page.getByRole('dialog', { name: 'Edit basic info' });
  await panel.getByRole('textbox', { name: /Summary/ }).fill(after);
  await panel.getByRole('button', { name: 'Review changes' }).click();
  panel = page.getByRole('dialog', { name: 'Review changes' });
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Marketplace listing updated.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Add-on sections' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/addons\/acme-metrics\/history$/);
  const table = page.getByRole('table', { name: 'Changes to this add-on' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('partner@acme.test');
  await expect(newest.getByRole('cell').nth(2)).toHaveText('Listing');
  await expect(newest.getByRole('cell').nth(3)).toHaveText(`Summaryfrom ${before}→to ${after}`);
  await expectNoAxeViolations(page);

  // Filters by kind and person, kept in the address: a reload shows the same.
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('combobox', { name: 'Kind of change' }).click();
  await page.getByRole('option', { name: 'Listing' }).click();
  await history.getByRole('combobox', { name: 'Person' }).click();
  await page.getByRole('option', { name: 'partner@acme.test' }).click();
  await expect(page).toHaveURL(/\/history\?kind=listing&person=partner%40acme\.test$/);
  await page.reload();
  await expect(history.getByRole('combobox', { name: 'Kind of change' })).toHaveText('Listing');
  await expect(history.getByRole('combobox', { name: 'Person' })).toHaveText('partner@acme.test');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(3)).toContainText(after);
  // Another kind: this change is not a plan change.
  await history.getByRole('combobox', { name: 'Kind of change' }).click();
  await page.getByRole('option', { name: 'Plan' }).click();
  await expect(history.getByText('No changes match these filters.')).toBeVisible();
  // Back returns to the listing filter, as it was.
  await page.goBack();
  await expect(history.getByRole('combobox', { name: 'Kind of change' })).toHaveText('Listing');
  await expect(table.getByRole('row')).not.toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test('an admin reads the partner\'s change and exports the history as CSV', async ({ page }) => {
  await signIn(page, 'admin@platform.test', '/addons/acme-metrics/history?kind=listing');
  const grid = page.getByRole('grid', { name: 'Changes to this add-on' });
  await expect(grid.getByText(after)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: 'History' }).getByRole('button', { name: /export/i }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /download as csv/i }).click()]);
  expect(download.suggestedFilename()).toBe('history-acme-metrics.csv');
  const rows = Papa.parse<string[]>((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd(), { newline: '\r\n' }).data;
  expect(rows[0]).toEqual(['When', 'Who', 'What', 'Changes']);
  expect(rows[1]?.slice(1)).toEqual(['partner@acme.test', 'Listing', `Summary: ${before} → ${after}`]);
});
