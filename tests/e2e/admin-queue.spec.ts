import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * "Waiting for review" (issue) against the sandbox through the BFF: the admin
 * finds Acme Insights' pending technical approval in the queue on /admin,
 * follows its link into the approval's edit panel, decides it, and on the way
 * back the queue no longer lists it. A partner gets 403 from the queue.
 */
const headers = { 'X-CSRF': '1' };

test('an admin follows a pending approval from the queue on /admin to its edit panel, decides it, and it leaves the queue', async ({ page }) => {
  await signIn(page, 'admin@platform.test', '/admin');
  const queue = page.getByRole('region', { name: 'Waiting for review' });
  const grid = queue.getByRole('grid', { name: 'Review queue' });
  await expect(grid).toBeVisible();
  const entry = grid.getByRole('row').filter({ hasText: 'Acme Insights' }).filter({ hasText: 'Technical Approval' });
  await expect(entry).toContainText('partner@acme.test');
  await expect(entry).toContainText('November 10th, 2026');
  await expect(queue.getByText(/^\d+ requests? waiting for review$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await entry.getByRole('link', { name: 'Technical Approval for Acme Insights' }).click();
  await expect(page).toHaveURL(/\/addons\/acme-insights\/next-steps\/approvals\/acme-insights-approval-2\/edit$/);
  const panel = page.getByRole('dialog', { name: 'Edit Technical Approval' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Pending' })).toBeChecked();
  // Rejected with its reason (an approved approval is final, and the lifecycle
  // journey later re-opens this one: the journeys share one sandbox).
  await panel.getByRole('radio', { name: 'Rejected' }).check();
  await panel.getByRole('textbox', { name: 'Reason for rejection' }).fill('The deprovisioning step times out.');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Approval saved.').first()).toBeVisible();

  // Back to the index through the header: the queue is read afresh, without the decided approval.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(queue.getByRole('link', { name: 'Technical Approval for Acme Insights' })).toHaveCount(0);
  await expect(queue.getByRole('grid', { name: 'Review queue' }).or(queue.getByText('Nothing is waiting for review.'))).toBeVisible();
});

test('the queue is for platform admins only: a partner gets 403 and is sent away from /admin', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for review' })).toHaveCount(0);
  const refused = await page.request.get('/api/v3/review_queue', { headers });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ id: 'forbidden', message: 'Only platform administrators may do this.' });
});
