import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * Failure triage end to end (issue 34 §2): a partner opens the Failures tab,
 * finds the incident's cause among the week's groups, opens it, is told there
 * is no test endpoint and follows the link to Settings, points the test
 * endpoint at the sandbox's fake partner service, comes back, sends a call
 * again and sees the new answer beside the original.
 */
const fakePartnerService = `http://127.0.0.1:${Number(process.env.SANDBOX_PORT_BASE ?? 4001) + 5}`;

test('a partner finds the incident’s cause, sets a test endpoint and replays a call', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'partner@acme.test', '/addons/acme-postgres/integration/failures');
  const causes = page.getByRole('table', { name: 'Failures by cause' });
  await expect(causes).toBeVisible({ timeout: 20_000 });
  // The incident's cause: the database pool, at the top of the week's causes.
  await expect(causes.getByRole('row').nth(1)).toContainText('Database connection pool exhausted');
  await expectNoAxeViolations(page);
  await causes.getByRole('row').filter({ hasText: 'Database connection pool exhausted' }).getByRole('link', { name: 'Provision · HTTP 503', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Provision · HTTP 503' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send again to my test endpoint' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(/Set a test endpoint in Settings/);
  const callsAddress = page.url();

  await page.getByRole('link', { name: 'Open Settings' }).click();
  await page.getByRole('button', { name: 'Edit test endpoint' }).click();
  await page.getByRole('textbox', { name: 'Test endpoint URL' }).fill('http://example.com/addon');
  await page.getByRole('button', { name: 'Save test endpoint' }).click();
  await expect(page.getByText('must be an https:// address (or http://localhost in the sandbox)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Test endpoint URL' }).fill(fakePartnerService);
  await page.getByRole('button', { name: 'Save test endpoint' }).click();
  await expect(page.getByText(fakePartnerService, { exact: true })).toBeVisible();

  await page.goto(callsAddress);
  await expect(send).toBeEnabled({ timeout: 20_000 });
  await send.click();
  // The fake service still fails the incident's plan (503) and answers the others (201): either is its new answer.
  await expect(page.getByRole('heading', { name: 'New answer' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(new RegExp(`^HTTP (201|503) after [\\d.,]+ ms from ${fakePartnerService}/heroku/resources$`))).toBeVisible();
  await expect(page.getByRole('region', { name: 'New answer headers' })).toContainText('x-replayed:');
  await expectNoAxeViolations(page);
});
