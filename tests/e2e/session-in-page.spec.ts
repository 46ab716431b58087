import { expect, test, type Page } from '@playwright/test';
import { signIn } from './journeys';

/*
 * The session in the page (issue 33): the BFF writes who is signed in into the
 * SPA's page, so a full page load asks no /bff/session — signed in or out.
 */
function sessionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/bff/session') seen.push(request.url());
  });
  return seen;
}

test('a signed-in full page load shows the screen without asking /bff/session', async ({ page }) => {
  await signIn(page, 'partner@acme.test');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Data');
  const asked = sessionRequests(page);
  await page.goto('/addons/acme-postgres/plans');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  expect(asked).toEqual([]);
});

test('a signed-out visitor goes straight to sign-in, without asking /bff/session for its 401', async ({ page }) => {
  const asked = sessionRequests(page);
  await page.goto('/addons');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(asked).toEqual([]);
  // And comes back to where they were going.
  await page.getByLabel('Email').fill('owner@solo.test');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/addons$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Solo Labs');
});
