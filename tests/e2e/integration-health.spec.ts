import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * Integration health end to end (issue 34 §1): a partner opens the big
 * add-on's health, switches to 30 days and finds the incident in the
 * provision figures (read from the table view, as a screen-reader user would),
 * raises the objective to 99.5 % and is told the add-on is below it; an admin
 * then finds that add-on in "Add-ons below objective" and opens its health.
 * Runs after the other journeys' files that read the admin index: the
 * objective stays set in this sandbox.
 */

/** The success rates of a trend table, as numbers (0–100). */
async function successRates(table: Locator): Promise<number[]> {
  const cells = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td, th')[2]?.textContent ?? ''));
  return cells.map((text) => Number.parseFloat(text.replace(/[^\d.]/g, ''))).filter((rate) => Number.isFinite(rate));
}

test('a partner finds the incident in 30 days of health and sets an objective the add-on misses; an admin finds it below objective', async ({ browser }) => {
  test.setTimeout(120_000);
  const partner = await (await browser.newContext()).newPage();
  await signIn(partner, 'partner@acme.test', '/addons/acme-postgres/integration/health');
  const provision = partner.getByRole('region', { name: 'Provision', exact: true });
  await expect(provision.getByText('Calls')).toBeVisible({ timeout: 30_000 });
  await expect(partner.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(partner);

  await partner.getByRole('button', { name: '30 days' }).click();
  await expect(partner).toHaveURL(/[?&]period=30d/);
  await partner.getByRole('button', { name: 'Tables' }).click();
  const table = provision.getByRole('table', { name: /^Provision: calls, success rate and p95 latency per / });
  await expect(table).toBeVisible({ timeout: 30_000 });
  const rates = await successRates(table);
  expect(rates.length).toBeGreaterThan(20);
  // The incident: one step well below the add-on's usual rate, which most steps keep.
  // How far below depends on the hour the journey runs at (the traffic ends at
  // now and follows a daily rhythm, so the incident's 90 minutes weigh more or
  // less in their 12-hour step: 84 % at 05:00 UTC, 95.9 % at 15:00 UTC). At any
  // hour its step fails over 5 times as often as the next worst step.
  const sorted = [...rates].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  expect(median).toBeGreaterThan(98);
  expect(100 - sorted[0]!).toBeGreaterThan(3 * (100 - sorted[1]!));
  await expectNoAxeViolations(partner);

  // Reload in the middle: the period is kept by the address.
  await partner.reload();
  await expect(partner.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });

  const objective = partner.getByRole('region', { name: 'Objective', exact: true });
  await objective.getByRole('button', { name: 'Change objective' }).click();
  const target = objective.getByRole('textbox', { name: 'Successful provisions (%)' });
  await target.fill('100');
  await objective.getByRole('button', { name: 'Save objective' }).click();
  await expect(objective.getByText(/The target must be from 90% to 99\.99%/)).toBeVisible();
  await target.fill('99.5');
  await objective.getByRole('button', { name: 'Save objective' }).click();
  await expect(objective.getByText(/^Below the objective/)).toBeVisible({ timeout: 15_000 });
  await partner.context().close();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@platform.test', '/admin/below-objective');
  const grid = admin.getByRole('grid', { name: 'Add-ons below objective' });
  await expect(grid.getByRole('link', { name: 'Acme Postgres' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(admin);
  await grid.getByRole('link', { name: 'Acme Postgres' }).click();
  await expect(admin).toHaveURL(/\/addons\/acme-postgres\/integration\/health/);
  await expect(admin.getByRole('region', { name: 'Provision', exact: true }).getByText('Calls')).toBeVisible({ timeout: 30_000 });
  await admin.context().close();
});
