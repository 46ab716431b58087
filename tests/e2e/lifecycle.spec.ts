import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, watchCspViolations } from './journeys';

/**
 * The lifecycle against the sandbox through the BFF (issue 11): an admin
 * approves an alpha add-on and progresses it to beta; an admin rejects an
 * approval with a reason the partner reads (issue 21); a partner runs an
 * automatic review and cancels another; a partner filters failed attempts;
 * a partner's review and request, and an admin's decision, take a beta
 * add-on to GA (the admin prefers reduced motion: no confetti); an
 * admin shuts one down after typing its slug, and a partner cannot.
 */
const headers = { 'X-CSRF': '1', 'Content-Type': 'application/json' };

interface WirePlan {
  slug: string;
  enabled: boolean;
  public: boolean;
  visible: boolean;
}

async function dialog(page: Page, name: string | RegExp) {
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

async function approve(page: Page, label: string) {
  await page.getByRole('link', { name: `Edit Details of ${label}` }).click();
  const panel = await dialog(page, `Edit ${label}`);
  await panel.getByRole('radio', { name: 'Approved' }).check();
  await panel.getByRole('textbox', { name: 'Notes' }).fill('Checked in the end-to-end journey.');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Approval saved.').first()).toBeVisible();
}

/** Requests a review on the logs tab and waits for it to end as `final` (steps every 2 s, polled every 3 s). */
async function runReview(page: Page, final: RegExp) {
  const review = page.getByRole('region', { name: 'Automatic review' });
  await review.getByRole('button', { name: 'Request automatic review' }).click();
  await expect(page.getByText('Automatic review requested.')).toBeVisible();
  const latest = review.getByRole('region', { name: 'Latest review' });
  await expect(latest.getByRole('heading', { name: /^(Requested|Running)/ })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Request automatic review' })).toBeDisabled();
  await expect(latest.getByText('Manifest is valid.')).toBeVisible({ timeout: 10_000 });
  await expect(latest.getByRole('heading', { name: final })).toBeVisible({ timeout: 20_000 });
}

/** A second person in a browser context of their own (`options` on top of the config's, e.g. `reducedMotion`). */
async function signedInPage(browser: Browser, email: string, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page, email, path);
  return page;
}

test('an admin approves an alpha add-on and progresses it to beta, with confetti; its plans become invite-only', async ({ page }) => {
  const cspViolations = watchCspViolations(page);
  await signIn(page, 'admin@platform.test', '/addons/bluefin-pubsub');
  await expect(page).toHaveURL(/\/addons\/bluefin-pubsub\/next-steps$/);
  const progress = page.getByRole('button', { name: 'Progress to Beta' });
  await expect(progress).toBeDisabled();
  await expectNoAxeViolations(page);
  for (const label of ['Business Approval', 'Technical Approval', 'Developer Documentation Approval']) await approve(page, label);
  await expect(progress).toBeEnabled();
  await progress.click();
  const confirm = await dialog(page, 'Progress Bluefin Pub/Sub to Beta');
  await expect(confirm.getByText('Every plan becomes Invite Only: customers join the beta by invitation.')).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Approve and progress' }).click();
  await expect(page.locator('canvas[data-celebration="progression"]')).toBeAttached();
  await expect(page.getByText('Addon successfully progressed to Beta.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'From beta to GA' })).toBeVisible();
  await expect(page.getByText('Beta', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const plans = (await (await page.request.get('/api/v3/addons/bluefin-pubsub/plans', { headers })).json()) as WirePlan[];
  expect(plans.length).toBeGreaterThan(0);
  expect(plans.every((plan) => plan.enabled && !plan.public && !plan.visible)).toBe(true);
  await expect(page.getByRole('region', { name: 'Review timeline' }).getByText('Progressed to Beta')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(cspViolations).toEqual([]);
});

test('an admin rejects an approval only with a reason, which the partner reads with the way on (issue 21 item 2)', async ({ page, browser }) => {
  // Two people, three saves and two axe checks: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, 'admin@platform.test', '/addons/acme-insights/next-steps');
  // The journeys share one sandbox, and the review-queue journey rejects this
  // approval: re-open it (a rejected approval may be), so this starts from pending.
  const id = 'acme-insights-approval-2';
  // Signed in and settled first; then a fresh visit (a reload raced the first load on CI).
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Insights' })).toBeVisible();
  expect((await page.request.patch(`/api/v3/approvals/${id}`, { headers, data: { state: 'pending' } })).status()).toBe(200);
  await page.goto('/addons/acme-insights/next-steps');
  const technical = page.getByRole('region', { name: '2. Technical approval' });
  // Requesting is the partner's part; an admin is offered none of the request buttons.
  const status = technical.locator('dt:text-is("Status") + dd');
  await expect(status).toHaveText('Pending', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Request / })).toHaveCount(0);
  // Approved business approval: nothing to edit, so no Edit Details.
  await expect(page.getByRole('link', { name: 'Edit Details of Business Approval' })).toHaveCount(0);

  // The sandbox refuses a rejection without its reason, on the reason field, and keeps the record.
  const bare = await page.request.patch(`/api/v3/approvals/${id}`, { headers, data: { state: 'rejected', notes: 'No reason given.' } });
  expect(bare.status()).toBe(422);
  expect(((await bare.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('rejection_reason');

  await technical.getByRole('link', { name: 'Edit Details of Technical Approval' }).click();
  const panel = await dialog(page, 'Edit Technical Approval');
  await panel.getByRole('radio', { name: 'Rejected' }).check();
  await panel.getByRole('button', { name: 'Save' }).click();
  const reason = panel.getByRole('textbox', { name: 'Reason for rejection' });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await reason.fill('Deprovisioning leaves the database behind.');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Approval saved.').first()).toBeVisible();

  const partner = await signedInPage(browser, 'partner@acme.test', '/addons/acme-insights/next-steps');
  const seen = partner.getByRole('region', { name: '2. Technical approval' });
  await expect(seen.locator('dt:text-is("Status") + dd')).toHaveText('Rejected', { timeout: 15_000 });
  await expect(seen.getByText('Deprovisioning leaves the database behind.')).toBeVisible();
  const button = seen.getByRole('button', { name: 'Request Technical Approval' });
  await expect(button).toBeDisabled();
  // Issue 31 item 5: requested again from here once its requirements are complete, not through a ticket.
  await expect(button).toHaveAccessibleDescription(
    /^Technical approval was rejected\. Fix what the reason for rejection names and complete the prerequisite tasks, then request it again\. Still to do: /,
  );
  await expect(seen.getByText('Technical approval has been requested.')).toHaveCount(0);
  await expectNoAxeViolations(partner);
  await partner.context().close();

  // Re-opened by the admin: pending again, the reason gone.
  await technical.getByRole('link', { name: 'Edit Details of Technical Approval' }).click();
  const reopen = await dialog(page, 'Edit Technical Approval');
  await reopen.getByRole('radio', { name: 'Pending' }).check();
  await reopen.getByRole('button', { name: 'Save' }).click();
  await expect(reopen).toBeHidden();
  await expect(status).toHaveText('Pending');
  await expect(technical.getByText('Reason for rejection')).toHaveCount(0);
});

test('a partner runs an automatic review to its end, then cancels a second one', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/addons/acme-insights/logs');
  await expect(page.getByRole('region', { name: 'Automatic review' })).toBeVisible();
  await runReview(page, /^Succeeded/);
  await expectNoAxeViolations(page);

  const review = page.getByRole('region', { name: 'Automatic review' });
  await review.getByRole('button', { name: 'Request automatic review' }).click();
  await expect(review.getByRole('button', { name: 'Cancel', exact: true })).toBeEnabled();
  await review.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(review.getByRole('button', { name: 'Canceling...' })).toBeDisabled();
  const latest = review.getByRole('region', { name: 'Latest review' });
  await expect(latest.getByRole('heading', { name: /^Canceled ·/ })).toBeVisible({ timeout: 15_000 });
  await expect(latest.getByText(/^Canceled before .* was checked\.$/).first()).toBeVisible();
  await expect(review.getByRole('region', { name: 'Earlier reviews' }).getByRole('button', { name: /^Succeeded/ }).first()).toBeVisible();
  await expect(review.getByRole('button', { name: 'Request automatic review' })).toBeEnabled();
});

test('a partner filters failed attempts by a request parameter and opens the row', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/addons/acme-postgres/logs');
  const list = page.getByRole('region', { name: 'Failed attempts' });
  await expect(list.getByText('100 of 100 match')).toBeVisible();
  const attempts = (await (await page.request.get('/api/v3/addons/acme-postgres/failed_attempts', { headers })).json()) as {
    params: { uuid: string; callback_url: string };
  }[];
  const wanted = attempts[40]!.params;
  await list.getByRole('textbox', { name: 'Filter failed attempts' }).fill(wanted.uuid);
  await expect(list.getByText('1 of 100 match')).toBeVisible();
  await list.getByRole('button', { name: /^Details of the attempt at / }).click();
  await expect(list.getByLabel('Request parameters')).toContainText(`"callback_url": "${wanted.callback_url}"`);
  await expectNoAxeViolations(page);
});

test('a partner’s passed review and request, and an admin’s decision, take a beta add-on to GA', async ({ page, browser }) => {
  await signIn(page, 'partner@acme.test', '/addons/acme-vault/logs');
  await runReview(page, /^Succeeded/);

  // Spec §4/§9 and issue 11: no confetti for someone who prefers reduced motion
  // (web/src/features/next-steps/celebrate.ts); the alpha→beta journey sees it without.
  const admin = await signedInPage(browser, 'admin@platform.test', '/addons/acme-vault/next-steps', { reducedMotion: 'reduce' });
  expect(await admin.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  const progress = admin.getByRole('button', { name: 'Progress to GA' });
  await expect(admin.getByRole('region', { name: 'Progression approval: GA' }).getByText('Pricing Plan Approval is not approved.')).toBeVisible();
  await approve(admin, 'Pricing Plan Approval');
  await expect(progress).toBeEnabled();

  // The partner asks for the step; nothing changes until the admin decides.
  await page.goto('/addons/acme-vault/next-steps');
  const request = page.getByRole('region', { name: 'Progress to GA' }).getByRole('button', { name: 'Progress to GA' });
  await request.click();
  await (await dialog(page, 'Request progression to GA')).getByRole('button', { name: 'Request progression' }).click();
  await expect(page.getByText('Progression to GA requested.')).toBeVisible();
  await expect(request).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Review timeline' }).getByText('Progression to GA requested')).toBeVisible();

  await admin.reload();
  await expect(admin.getByRole('region', { name: 'Progression approval: GA' })).toContainText('Requested by partner@acme.test on');
  await progress.click();
  const confirm = await dialog(admin, 'Progress Acme Vault to GA');
  await expect(confirm.getByRole('switch', { name: 'Visible in the marketplace' })).toBeChecked();
  await expect(confirm.getByRole('combobox', { name: 'Default plan' })).not.toHaveText('');
  await expectNoAxeViolations(admin);
  // The confetti canvas lives for 1 s only: record whether one is ever attached, not just whether one is left.
  await admin.evaluate(() =>
    new MutationObserver(() => {
      if (document.querySelector('canvas[data-celebration]')) document.body.dataset.celebrated = 'true';
    }).observe(document.body, { childList: true }),
  );
  await confirm.getByRole('button', { name: 'Approve and progress' }).click();
  await expect(admin.getByText('Addon successfully progressed to GA.')).toBeVisible();
  await expect(admin.locator('canvas[data-celebration]')).toHaveCount(0);
  expect(await admin.evaluate(() => document.body.dataset.celebrated)).toBeUndefined();
  await expect(admin.getByRole('region', { name: 'Generally available' })).toBeVisible();
  const plans = (await (await admin.request.get('/api/v3/addons/acme-vault/plans', { headers })).json()) as WirePlan[];
  expect(plans.filter((plan) => plan.slug !== 'test').every((plan) => plan.public && plan.visible)).toBe(true);
  await admin.context().close();
});

test('an admin shuts an add-on down after typing its slug; a partner’s hand-made shutdown is refused', async ({ page, browser }) => {
  const partner = await signedInPage(browser, 'partner@acme.test', '/addons/acme-stream/next-steps');
  await expect(partner.getByRole('region', { name: 'Generally available' })).toBeVisible();
  await expect(partner.getByRole('region', { name: 'Shut down add-on' })).toHaveCount(0);
  const refused = await partner.request.post('/api/v3/addons/acme-stream/progressions', { headers, data: { to: 'shutdown', confirmation: 'acme-stream' } });
  expect(refused.status()).toBe(403);
  await partner.context().close();

  // Shutdown is in Settings (spec §2); its dialog opens over Settings, and Cancel stays there.
  await signIn(page, 'admin@platform.test', '/addons/tessellate-search/settings');
  const section = page.getByRole('region', { name: 'Shut down add-on' });
  await section.getByRole('link', { name: 'Shut down add-on' }).click();
  let confirm = await dialog(page, 'Shut down Tessellate Search');
  await expect(confirm.getByRole('textbox', { name: 'Add-on slug' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/addons\/tessellate-search\/settings$/);
  await expect(section).toBeVisible();

  await section.getByRole('link', { name: 'Shut down add-on' }).click();
  confirm = await dialog(page, 'Shut down Tessellate Search');
  const slug = confirm.getByRole('textbox', { name: 'Add-on slug' });
  const shutDown = confirm.getByRole('button', { name: 'Shut down add-on' });
  await slug.fill('Tessellate-search');
  await expect(shutDown).toBeDisabled();
  await slug.press('Enter');
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm.getByText('Type tessellate-search in lower case, exactly as shown.')).toBeVisible();
  await slug.fill('tessellate-search');
  await expect(shutDown).toBeEnabled();
  await expectNoAxeViolations(page);
  await shutDown.click();
  await expect(page.getByText('Addon successfully shutdown')).toBeVisible();
  await expect(page).toHaveURL(/\/addons\/tessellate-search\/settings$/);
  await expect(page.getByRole('region', { name: 'Shut down add-on' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Marketing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Marketing' })).toHaveCount(0);

  // Shut down: the notice, and no write action left on the listing or the plans.
  const sections = page.getByRole('navigation', { name: 'Add-on sections' });
  await sections.getByRole('link', { name: 'Next Steps' }).click();
  await expect(page.getByText('This add-on is shut down. Customers can no longer provision new resources.')).toBeVisible();
  await sections.getByRole('link', { name: 'Marketplace Listing' }).click();
  await expect(page.getByText('This add-on is shut down, so it can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Edit\s+basic info/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Screenshot' })).toHaveCount(0);
  await sections.getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('region', { name: 'Features' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Feature' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Plan' })).toHaveCount(0);
  // A panel URL typed by hand is replaced by the screen itself: no form to fill in only to be refused.
  await page.goto('/addons/tessellate-search/marketplace-listing/benefits/new');
  await expect(page).toHaveURL(/\/addons\/tessellate-search\/marketplace-listing$/);
  await expect(page.getByText('This add-on is shut down, so it can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // And a hand-made write is refused by the partner API, even an admin's, the listing unchanged (issue 21 item 12).
  const before = (await (await page.request.get('/api/v3/addons/tessellate-search', { headers })).json()) as { summary: string };
  const write = await page.request.patch('/api/v3/addons/tessellate-search', { headers, data: { summary: 'Back again.' } });
  expect(write.status()).toBe(409);
  expect(await write.json()).toEqual({ id: 'addon_shut_down', message: 'This add-on is shut down, so it can no longer be changed.' });
  const after = (await (await page.request.get('/api/v3/addons/tessellate-search', { headers })).json()) as { summary: string };
  expect(after.summary).toBe(before.summary);
  const addon = (await (await page.request.get('/api/v3/addons/acme-stream', { headers })).json()) as { state: string };
  expect(addon.state).toBe('ga');
});
