import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, watchCspViolations } from './journeys';

test.describe('signing in and seeing the right add-ons', () => {
  test('a partner at Acme Data sees their add-ons in every state, no admin link', async ({ page }) => {
    const cspViolations = watchCspViolations(page);
    await signIn(page, 'partner@acme.test');
    await expect(page).toHaveURL(/\/addons$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Data');
    for (const name of ['Acme Postgres', 'Acme Vault', 'Acme Insights', 'Acme Archive']) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Northwind APM')).toHaveCount(0);
    await expect(page.getByText('Alpha', { exact: true })).toBeVisible();
    await expect(page.getByText('Beta', { exact: true })).toBeVisible();
    await expect(page.getByText('Shutdown', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(cspViolations).toEqual([]);
  });

  test('a partner at Solo Labs sees the invitation to contribute a first add-on', async ({ page }) => {
    await signIn(page, 'owner@solo.test');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Solo Labs');
    await expect(page.getByRole('link', { name: /get started/i })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the platform admin sees All Addons and the admin area', async ({ page }) => {
    await signIn(page, 'admin@platform.test');
    await expect(page.getByRole('heading', { name: 'All add-ons' })).toBeVisible();
    for (const name of ['Acme Postgres', 'Northwind APM', 'Kiln Queue']) {
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expectNoAxeViolations(page);
  });

  test('a partner is sent from the admin area back to /', async ({ page }) => {
    await signIn(page, 'partner@acme.test', '/admin');
    await expect(page).toHaveURL(/\/addons$/);
  });

  test('an unknown route shows the error page with a way back', async ({ page }) => {
    await signIn(page, 'partner@acme.test', '/no/such/page');
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByText('Ooops, something has gone wrong.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /back|home|add-ons/i }).first().click();
    await expect(page).toHaveURL(/\/addons$/);
  });
});

test.describe('the account menu', () => {
  test('leads from the avatar to the API token screen, by keyboard too', async ({ page }) => {
    await signIn(page, 'partner@acme.test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const account = page.getByRole('button', { name: /^Account menu for / });
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['API token', 'Log out']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
    await account.click();
    await page.getByRole('menuitem', { name: 'API token' }).click();
    await expect(page).toHaveURL(/\/token$/);
    await expect(page.getByRole('heading', { level: 1, name: 'API access token' })).toBeVisible();
    await expect(page.getByText('partner@acme.test').first()).toBeVisible();
  });
});

test.describe('signing out', () => {
  test('ends the session: the portal asks for sign-in again', async ({ page }) => {
    await signIn(page, 'partner@acme.test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Log out sits in the avatar's account menu (issue 21 item 13b).
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // Back at the portal, which says so (issue 31 item 20) and offers the way back in.
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeFocused();
    await expectNoAxeViolations(page);
    const session = await page.request.get('/bff/session', { headers: { 'x-csrf': '1' } });
    expect(session.status()).toBe(401);
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('Back after log-out does not show the token screen again (issue 22)', async ({ page }) => {
    await signIn(page, 'partner@acme.test', '/token');
    await expect(page.getByRole('heading', { level: 1, name: 'API access token' })).toBeVisible();
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
    const token = await page.request.get('/bff/token', { headers: { 'x-csrf': '1' } });
    expect(token.status()).toBe(401);
    await page.goBack();
    // Whatever Back restores asks for the session again: the sign-in page or the
    // signed-out page, never the token, and not the loop guard's "We couldn't keep you
    // signed in" (the log-out's own landing is not a lap of a loop: sign-in-guard.ts).
    await expect(page.getByLabel('Email').or(page.getByRole('heading', { level: 1, name: 'You are signed out' }))).toBeVisible();
    await expect(page.getByRole('heading', { name: "We couldn't keep you signed in" })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'API access token' })).toHaveCount(0);
    // No trace of the signed-in portal (the sandbox's sign-in page lists its accounts, so
    // the e-mail alone would prove nothing).
    await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
    expect(new URL(page.url()).pathname).not.toBe('/token');
  });
});

test.describe('the component gallery', () => {
  test('is only for signed-in users', async ({ page }) => {
    await page.goto('/ui-components/');
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.getByLabel('Email').fill('owner@solo.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/ui-components\//);
    await expect(page).toHaveTitle(/storybook|components/i);
  });
});
