import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * Issue 23, the publish flow against the sandbox through the BFF: the partner
 * publishes the unpublished repository partner-acme/fresh-buildpack as the
 * enterprise team acme-secure, which asks for a second factor (a wrong code
 * first, then the sandbox's 424242), watches the revision go from building to
 * published, and lands on the success screen with the CLI command.
 */
test('a partner publishes a buildpack from a linked repository through a second-factor challenge', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/buildpacks/publish');
  await expect(page.getByRole('heading', { level: 1, name: 'Publish a buildpack' })).toBeVisible();
  await expect(page.getByText(/Search the repositories of your account partner-acme and of acme-data\./)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: 'Team acme-secure' }).click();
  await expect(page.getByRole('textbox', { name: 'Namespace' })).toHaveValue('acme-secure');
  await page.getByRole('textbox', { name: /^Name( \*)?$/ }).fill('fresh-buildpack');
  await page.getByRole('textbox', { name: 'Description' }).fill('A fresh buildpack, published from the portal.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Tools' }).click();
  await page.getByRole('combobox', { name: 'Support' }).click();
  await page.getByRole('option', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'Support e-mail address' }).fill('support@acme.test');

  await page.getByRole('searchbox', { name: 'Search repositories' }).fill('fresh');
  await page.getByRole('radio', { name: /partner-acme\/fresh-buildpack/ }).check();
  await expect(page.getByRole('textbox', { name: 'Tag or branch' })).toHaveValue('main');
  await page.getByRole('textbox', { name: 'Tag or branch' }).fill('v0.1.0');
  await page.getByRole('button', { name: 'Publish' }).click();

  // The team asks for a second factor: a wrong code is refused on the code field, the form behind is kept.
  const dialog = page.getByRole('dialog', { name: 'Two-factor code' });
  await expect(dialog).toContainText('Team acme-secure requires a second factor');
  const code = dialog.getByRole('textbox', { name: 'Two-factor code' });
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Verify and publish' }).click();
  await expect(code).toHaveAccessibleDescription(/That code was not accepted/);
  await expect(code).toBeFocused();
  await code.fill('424242');
  await dialog.getByRole('button', { name: 'Verify and publish' }).click();
  await expect(dialog).toBeHidden();

  // Live: building, then published (the sandbox builds for 3 s) and the success screen.
  const progress = page.getByRole('status', { name: 'Publishing progress' });
  await expect(progress).toContainText('v0.1.0: Publishing');
  await expect(page.getByRole('textbox', { name: /^Name( \*)?$/ })).toHaveValue('fresh-buildpack');
  await expect(page.getByRole('heading', { level: 1, name: 'acme-secure/fresh-buildpack is published' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/buildpacks\/publish\/success\/[0-9a-f-]+$/);
  await expect(page.getByText('Release 1 (v0.1.0) is live on the buildpack registry.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('CLI command')).toHaveText('heroku buildpacks:add acme-secure/fresh-buildpack');
  await expect(page.getByRole('link', { name: 'Back to the buildpack registry' })).toHaveAttribute('href', '/buildpacks');
  await expectNoAxeViolations(page);
});
