import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './journeys';

/**
 * The public pages (spec §2 "Public routes") for someone who has never signed
 * in: no sign-in round trip, no request to the identity provider or to the
 * BFF's /login, no 401 and nothing in the console; then the same pages signed in.
 */

/** The sandbox identity provider's origin: SANDBOX_PORT_BASE (npm start's default 4001). */
const identityProviderPort = Number(process.env.SANDBOX_PORT_BASE ?? 4001);

function watchVisit(page: Page) {
  const consoleErrors: string[] = [];
  const signInRequests: string[] = [];
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (Number(url.port) === identityProviderPort || url.pathname.startsWith('/login')) signInRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  return { consoleErrors, signInRequests, refused };
}

test('an anonymous visitor reads the changelog and the provider home without signing in', async ({ page }) => {
  const visit = watchVisit(page);

  await page.goto('/changelog');
  await expect(page.getByRole('heading', { level: 1, name: 'Add-ons changelog' })).toBeVisible();
  // Journeys before this one may have updated add-ons, so the newest month is not
  // fixed: the page shows months of entries with 'as of' dates, and no alpha add-on
  // (invite-only) is ever listed to the public.
  const firstMonth = page.getByRole('region', { name: /^[A-Z][a-z]+ 2026$/ }).first();
  await expect(firstMonth.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(firstMonth.getByText(/^as of [A-Z][a-z]+ \d{1,2}(st|nd|rd|th), 2026$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Postgres' })).toBeVisible();
  for (const alpha of ['Kiln Cache', 'Acme Insights', 'Bluefin Pub/Sub']) await expect(page.getByRole('link', { name: alpha })).toHaveCount(0);
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect(signInLink).toHaveAttribute('href', '/login?return_to=%2Fchangelog');
  await expectNoAxeViolations(page);

  // To the provider home through the footer, then reload it as a first visit.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Partner program' }).click();
  await expect(page).toHaveURL(/\/provider\/home$/);
  await expect(page.getByRole('link', { name: 'Join Provider Program' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Resource centre' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a state progression' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?return_to=%2Fprovider%2Fhome',
  );
  await expectNoAxeViolations(page);

  expect(visit.signInRequests).toEqual([]);
  expect(visit.refused).toEqual([]);
  expect(visit.consoleErrors).toEqual([]);
  // And no session was started for them.
  expect(await page.context().cookies()).toEqual([]);
});

test('Sign in on a public page lands in the portal (issue 31 item 13), with the usual header', async ({ page }) => {
  await page.goto('/changelog');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  // The sandbox identity provider's page, as a person fills it in.
  await page.getByLabel('Email').fill('partner@acme.test');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Who signs in from a marketing page came to use the portal, not to read the page again.
  await expect(page).toHaveURL(/\/addons$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Add-ons' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Acme Postgres' })).toBeVisible();
});
