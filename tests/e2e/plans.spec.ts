import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, watchCspViolations } from './journeys';

/**
 * The plans tab against the sandbox through the BFF (issue 10): a partner adds
 * a feature and a plan, edits it (its GA price only through a repricing) and
 * requests a repricing; an admin
 * edits plan defaults and switches a GA plan's availability; a partner's
 * hand-made request for an admin-only attribute is refused.
 */
async function dialog(page: Page, name: string | RegExp) {
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test('a partner adds a feature and a plan, edits it and requests a repricing', async ({ page }) => {
  // The longest journey here (five screens, four axe checks): 30 s is too short on a loaded CI machine.
  test.setTimeout(90_000);
  const cspViolations = watchCspViolations(page);
  const suffix = String(Date.now() % 100_000);
  await signIn(page, 'partner@acme.test', '/addons/acme-stream/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Stream' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Plans' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A boolean feature.
  const featureName = `Schema registry ${suffix}`;
  await page.getByRole('region', { name: 'Features' }).getByRole('link', { name: 'Add Feature' }).click();
  let panel = await dialog(page, 'Add Feature');
  await panel.getByRole('textbox', { name: /Name/ }).fill(featureName);
  await panel.getByRole('combobox', { name: /Datatype/ }).click();
  await page.getByRole('option', { name: 'Boolean' }).click();
  await panel.getByRole('button', { name: 'Add Feature' }).click();
  await expect(page.getByText(`Feature "${featureName}" created`)).toBeVisible();
  await expect(page.getByText('Changes appear on Elements within 90 minutes.').first()).toBeVisible();
  // Issue 21 item 11: the new feature is shown (the list opens past its first six if need be), focused and marked.
  const newFeature = page.getByRole('list', { name: 'Features' }).getByRole('listitem').filter({ hasText: featureName });
  await expect(newFeature).toBeInViewport();
  await expect(newFeature).toBeFocused();
  await expect(newFeature).toHaveAttribute('aria-current', 'true');

  // A plan: slug generated from the name, dollars to cents, a value per feature.
  const planName = `Team ${suffix}`;
  await page.getByRole('region', { name: 'Plans' }).getByRole('link', { name: 'Create Plan' }).click();
  panel = await dialog(page, 'Create Plan');
  await panel.getByRole('textbox', { name: /Name/ }).fill(planName);
  await expect(panel.getByText(`It will be “team-${suffix}”`)).toBeVisible();
  await panel.getByRole('textbox', { name: /Price per month/ }).fill('49.999');
  await panel.getByRole('textbox', { name: /Partitions/ }).fill('24');
  // Feature values in the units people use; stored in seconds and bytes (issue 21).
  await panel.getByRole('textbox', { name: /Retention/ }).fill('7 days');
  await panel.getByRole('textbox', { name: /Message size limit/ }).fill('2 MB');
  await expect(panel.getByText('Saved as 2,097,152 bytes.')).toBeVisible();
  await panel.getByRole('switch', { name: featureName }).check();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Create Plan' }).click();
  panel = await dialog(page, 'Plan Created');
  await expect(panel.getByText(`acme-stream:team-${suffix}`)).toBeVisible();
  await expect(panel.getByText('$49.99')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'The new plan' })).toContainText('Invite Only');
  await panel.getByRole('button', { name: 'Done' }).click();
  // The new plan is shown in the list, focused.
  const newPlan = page.getByRole('table', { name: 'Plans' }).getByRole('row', { name: new RegExp(planName) });
  await expect(newPlan).toBeInViewport();
  await expect(newPlan).toBeFocused();

  // Edited: a GA plan's price is read-only there, and changes through a repricing.
  const plans = page.getByRole('region', { name: 'Plans' });
  await plans.getByRole('button', { name: `Actions for ${planName}` }).click();
  await page.getByRole('menuitem', { name: 'Edit plan' }).click();
  panel = await dialog(page, `Edit ${planName}`);
  await expect(panel.getByRole('switch', { name: featureName })).toBeChecked();
  await expect(panel.getByRole('textbox', { name: /Retention/ })).toHaveValue('7 days');
  await expect(panel.getByRole('textbox', { name: /Message size limit/ })).toHaveValue('2 MB');
  await expect(panel.getByRole('textbox', { name: 'Price per month' })).toHaveAttribute('readonly');
  await expect(panel.getByRole('link', { name: `Reprice ${planName}` })).toBeVisible();
  await panel.getByRole('switch', { name: featureName }).uncheck();
  await panel.getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.getByText('Plan saved.').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Plans' }).getByRole('row', { name: new RegExp(planName) })).toContainText('$49.99');

  // A hand-made price change of a GA plan is refused, and the price stays.
  const planId = await page.evaluate(async (name) => {
    const response = await fetch('/api/v3/addons/acme-stream/plans', { headers: { 'X-CSRF': '1' } });
    const list = (await response.json()) as { id: string; name: string }[];
    return list.find((plan) => plan.name === name)?.id;
  }, planName);
  const refused = await page.evaluate(async (id) => {
    const response = await fetch(`/api/v3/plans/${id}`, {
      method: 'PATCH',
      headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ price_cents: 100 }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, planId);
  expect(refused).toEqual({ status: 422, body: { errors: { price_cents: [expect.stringContaining('through a repricing request')] } } });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Plans' }).getByRole('row', { name: new RegExp(planName) })).toContainText('$49.99');

  // A repricing on the GA add-on's Standard plan, still in progress after a reload.
  await page.getByRole('table', { name: 'Plans' }).getByRole('button', { name: 'Actions for Standard' }).click();
  await page.getByRole('menuitem', { name: 'Reprice' }).click();
  panel = await dialog(page, 'Reprice Standard');
  await panel.getByRole('textbox', { name: /New price/ }).fill('109.50');
  await panel.getByRole('radio', { name: 'Move to the new price' }).check();
  await expect(panel.getByText(/This raises the price for existing customers too/)).toBeVisible();
  await panel.getByRole('button', { name: 'Submit Repricing' }).click();
  await expect(page.getByText('Repricing submitted for "Standard".')).toBeVisible();
  await page.reload();
  panel = await dialog(page, 'Reprice Standard');
  // Heading and status agree (issue 31 item 6): a new request is "requested"; it can still be withdrawn.
  await expect(panel.getByRole('heading', { name: 'Repricing requested' })).toBeVisible();
  await expect(panel.getByRole('status').getByText('$99.00 → $109.50', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^New: waiting for review by the platform team/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Issue 21 item 11: the plan's row says it is being repriced.
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(page.getByRole('table', { name: 'Plans' }).getByRole('row', { name: /^Standard\b/ })).toContainText(/Repricing to \$109\.50 from \d\d\/01\/\d{4}/);
  expect(cspViolations).toEqual([]);
});

test('a partner searches 1 000 plans by name or slug, and the search is kept in the address', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/addons/acme-metrics/plans');
  const plans = page.getByRole('region', { name: 'Plans' });
  await plans.getByRole('searchbox', { name: 'Search plans' }).fill('tier-0429');
  await expect(plans.getByText('1 of 1000 plans match')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=tier-0429/);
  await page.reload();
  await expect(plans.getByRole('searchbox', { name: 'Search plans' })).toHaveValue('tier-0429');
  await expect(plans.getByRole('table', { name: 'Plans' }).getByRole('row')).toHaveCount(2);
  // Expanded, all 1 000 are paged in the page itself.
  await plans.getByRole('searchbox', { name: 'Search plans' }).fill('');
  await plans.getByRole('button', { name: 'View all 1000 plans' }).click();
  await expect(plans.getByRole('table', { name: 'Plans' }).getByRole('row')).toHaveCount(26);
  await plans.getByRole('button', { name: 'Go to next page' }).click();
  await expect(plans.getByText(/^26–50 of 1,?000$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an admin edits plan defaults and switches a GA plan’s availability', async ({ page }) => {
  await signIn(page, 'admin@platform.test', '/addons/acme-postgres/plans?edit-plan-defaults=1');
  const panel = await dialog(page, 'Edit Plan Defaults');
  await panel.getByRole('combobox', { name: 'Regular apps: Private Spaces' }).click();
  await page.getByRole('option', { name: 'Premium 0 ($750.00)' }).click();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Save Plan Defaults' }).click();
  await expect(page.getByText('Plan defaults saved.')).toBeVisible();

  const plans = page.getByRole('region', { name: 'Plans' });
  await plans.getByRole('button', { name: 'View all 8 plans' }).click();
  await plans.getByRole('button', { name: 'Actions for Premium 4' }).click();
  await page.getByRole('menuitemradio', { name: 'All Users', exact: true }).click();
  await expect(page.getByText('Plan saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('table', { name: 'Regular apps' })).toContainText('Premium 0 ($750.00)');
  await page.getByRole('region', { name: 'Plans' }).getByRole('button', { name: 'View all 8 plans' }).click();
  const row = page.getByRole('table', { name: 'Plans' }).getByRole('row', { name: /Premium 4/ });
  await expect(row).toContainText('All Users');
  await expect(row).not.toContainText('Hidden');
  await expectNoAxeViolations(page);
});

test('a partner’s hand-made request for an admin-only attribute is refused', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/addons/acme-postgres/plans');
  await expect(page.getByRole('table', { name: 'Plans' })).toBeVisible();
  const headers = { 'X-CSRF': '1', 'Content-Type': 'application/json' };
  const shield = await page.request.patch('/api/v3/plans/acme-postgres-plan-standard-0', { headers, data: { shield: true } });
  expect(shield.status()).toBe(403);
  expect(await shield.json()).toMatchObject({ message: 'Only platform administrators may change shield.' });
  const defaults = await page.request.patch('/api/v3/addons/acme-postgres', { headers, data: { default_plan_slug: 'hobby' } });
  expect(defaults.status()).toBe(403);
  // Spec §4: in GA a partner changes availability through the change-request form, not the API.
  const availability = await page.request.patch('/api/v3/plans/acme-postgres-plan-premium-4', { headers, data: { public: false, visible: false } });
  expect(availability.status()).toBe(403);
  // Nothing changed.
  const plans = (await (await page.request.get('/api/v3/addons/acme-postgres/plans', { headers })).json()) as { slug: string; shield: boolean }[];
  expect(plans.find((plan) => plan.slug === 'standard-0')?.shield).toBe(false);
});
