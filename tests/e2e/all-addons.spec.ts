import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations, signIn, watchCspViolations } from './journeys';

/**
 * All Addons for platform admins on /addons (issue: "an admin filters All
 * Addons by state"): the state filter is kept in the address, so a reload and
 * Back show the same list; the grid's search finds an add-on by its slug.
 * Reads only what no other journey changes: Acme Archive is shut down in the
 * seed and stays so, and no journey brings an add-on back from shutdown.
 */
async function stateCells(grid: Locator): Promise<string[]> {
  return grid.locator('[role="gridcell"][data-field="state"]').allInnerTexts();
}

test('an admin filters All Addons by state, searches by slug, and keeps the filter over a reload and Back', async ({ page }) => {
  const cspViolations = watchCspViolations(page);
  await signIn(page, 'admin@platform.test', '/addons');
  const grid = page.getByRole('grid', { name: 'All add-ons' });
  await expect(grid.getByRole('link', { name: 'Acme Postgres' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Any state');
  expect(new Set(await stateCells(grid)).size).toBeGreaterThan(1);
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Shutdown' }).click();
  await expect(page).toHaveURL(/\/addons\?state=shutdown$/);
  await expect(grid.getByRole('link', { name: 'Acme Archive' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Acme Postgres' })).toHaveCount(0);
  const shutdown = await stateCells(grid);
  expect(shutdown.length).toBeGreaterThan(0);
  expect(new Set(shutdown)).toEqual(new Set(['Shutdown']));

  // The search looks at slugs too: part of one finds its add-on.
  await page.getByRole('searchbox').fill('acme-arch');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('link', { name: 'Acme Archive' })).toBeVisible();
  await page.getByRole('searchbox').fill('no-such-slug');
  await expect(grid.getByText('Nothing matches that search.')).toBeVisible();

  // A reload keeps the state filter (it is in the address).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Shutdown');
  await expect(grid.getByRole('link', { name: 'Acme Archive' })).toBeVisible();
  expect(new Set(await stateCells(grid))).toEqual(new Set(['Shutdown']));

  // So does Back, after opening an add-on from the list.
  await grid.getByRole('link', { name: 'Acme Archive' }).click();
  await expect(page).toHaveURL(/\/addons\/acme-archive\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/addons\?state=shutdown$/);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Shutdown');
  await expect(grid.getByRole('link', { name: 'Acme Archive' })).toBeVisible();

  // Any state again drops the parameter.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Any state' }).click();
  await expect(page).toHaveURL(/\/addons$/);
  await expect(grid.getByRole('link', { name: 'Acme Postgres' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(cspViolations).toEqual([]);
});

test('a partner sees no All Addons table', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/addons?state=beta');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All add-ons' })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'All add-ons' })).toHaveCount(0);
});
