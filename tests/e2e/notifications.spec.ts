import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * The notification centre against the sandbox through the BFF (issue 25
 * item 2): an admin decides an approval of Acme Insights, and the partner's
 * bell, in a browser of their own, shows it unread; following it lands on
 * next steps and marks it read. The bell polls every 30 s; the partner's
 * reload asks at once, so the journey never waits for a tick.
 */
const headers = { 'X-CSRF': '1', 'Content-Type': 'application/json' };
const approvalId = 'acme-insights-approval-2';

async function signedInPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, path);
  return page;
}

test("an admin decides an approval and the partner's bell shows it; following it marks it read", async ({ page, browser }) => {
  // Two people, two sign-ins and an axe check: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, 'admin@platform.test', '/addons/acme-insights/next-steps');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Insights' })).toBeVisible();
  // The journeys share one sandbox and others decide this approval: re-open it, so the admin has something to decide.
  expect((await page.request.patch(`/api/v3/approvals/${approvalId}`, { headers, data: { state: 'pending' } })).status()).toBe(200);

  // The partner starts with nothing unread (other journeys told them things).
  const partner = await signedInPage(browser, 'partner@acme.test', '/addons');
  const bell = partner.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = partner.getByRole('dialog', { name: 'Notifications' });
  const markAll = panel.getByRole('button', { name: 'Mark all as read' });
  await expect(panel.getByRole('list', { name: 'Notifications' }).or(panel.getByText("You're all caught up"))).toBeVisible();
  if (await markAll.isEnabled()) await markAll.click();
  await expect(markAll).toBeDisabled();
  // The page behind the open panel is hidden from assistive technology: close it to read the bell.
  await partner.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAccessibleName('Notifications');

  // The admin rejects it, with the reason the partner needs.
  await page.goto('/addons/acme-insights/next-steps');
  await page.getByRole('link', { name: 'Edit Details of Technical Approval' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Technical Approval' });
  await expect(edit.getByRole('radio', { name: 'Pending' })).toBeChecked();
  await edit.getByRole('radio', { name: 'Rejected' }).check();
  await edit.getByRole('textbox', { name: 'Reason for rejection' }).fill('Deprovisioning leaves the database behind.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Approval saved.').first()).toBeVisible();
  // The admin is no user of Acme Data: their own bell has nothing of it.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();

  // The partner comes back to the page: one unread, the decision, linking to where it happened.
  await partner.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await bell.click();
  const newest = panel.getByRole('list', { name: 'Notifications' }).getByRole('link').first();
  await expect(newest).toHaveText('Unread: Technical Approval rejected');
  await expect(newest).toBeFocused();
  await expect(newest).toHaveAttribute('href', '/addons/acme-insights/next-steps');
  await expect(panel.getByText(/^Acme Insights · (a few seconds|a minute|\d+ minutes) ago$/).first()).toBeVisible();
  await expectNoAxeViolations(partner);

  // Nobody marks another's: the admin sending the partner's id gets 404, and it stays unread.
  const list = (await (await partner.request.get('/api/v3/notifications', { headers })).json()) as { notifications: { id: string }[] };
  const id = list.notifications[0]?.id ?? '';
  expect((await page.request.post(`/api/v3/notifications/${encodeURIComponent(id)}/read`, { headers })).status()).toBe(404);
  expect(((await (await partner.request.get('/api/v3/notifications', { headers })).json()) as { unread_count: number }).unread_count).toBe(1);

  await newest.click();
  await expect(partner).toHaveURL(/\/addons\/acme-insights\/next-steps$/);
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');
  // Read for good: the sandbox keeps it, so a reload still shows none unread.
  await partner.reload();
  await expect(partner.getByRole('heading', { level: 1, name: 'Acme Insights' })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});
