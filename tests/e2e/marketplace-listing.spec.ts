import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectNoAxeViolations, signIn, watchCspViolations } from './journeys';

/**
 * A partner at Acme Data edits the Acme Stream listing end to end, against the
 * sandbox through the BFF: summary, icon (a wrong file first), a new screenshot,
 * a new benefit, both lists reordered; then a reload shows all of it kept.
 * Acme Stream is used so the other journeys' add-ons stay as seeded.
 */
const listingUrl = '/addons/acme-stream/marketplace-listing';

function png(width: number, height: number, colour: [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let offset = 0; offset < image.data.length; offset += 4) {
    image.data.set([...colour, 255], offset);
  }
  return PNG.sync.write(image);
}

async function dialog(page: Page, name: string) {
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test('a partner edits the listing and everything is still there after a reload', async ({ page }) => {
  const cspViolations = watchCspViolations(page);
  await signIn(page, 'partner@acme.test', listingUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Stream' })).toBeVisible();
  await expect(page.getByText('Listing complete')).toBeVisible();
  await expectNoAxeViolations(page);

  // Summary and icon, with a wrong icon first.
  await page.getByRole('link', { name: /Edit\s+basic info/ }).click();
  let panel = await dialog(page, 'Edit basic info');
  await panel.locator('input[type="file"]').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(140, 140, [200, 40, 40]) });
  await expect(panel.getByText('The icon must be exactly 70×70 pixels; this one is 140×140.')).toBeVisible();
  await panel.locator('input[type="file"]').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(70, 70, [20, 120, 200]) });
  await expect(panel.getByText(/this one is 140×140/)).toHaveCount(0);
  const summary = 'Kafka-compatible event streaming with a schema registry and consumer-lag alerts.';
  await panel.getByRole('textbox', { name: /Summary/ }).fill(summary);
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Review changes' }).click();
  panel = await dialog(page, 'Review changes');
  await expect(panel.getByText('New icon')).toBeVisible();
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Marketplace listing updated.')).toBeVisible();
  await expect(page.getByText('Changes appear on Elements within 90 minutes.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A third screenshot.
  await page.getByRole('link', { name: /Add Screenshot/ }).click();
  panel = await dialog(page, 'Add Screenshot');
  await panel.locator('input[type="file"]').setInputFiles({ name: 'replay.png', mimeType: 'image/png', buffer: png(1280, 800, [30, 160, 140]) });
  await panel.getByRole('textbox', { name: /Alternative text/ }).fill('Acme Stream replay view of a topic');
  await panel.getByRole('button', { name: 'Add Screenshot' }).click();
  await expect(page.getByText('Screenshot added.')).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Screenshots' });
  await expect(gallery.getByRole('img', { name: 'Acme Stream replay view of a topic' })).toBeVisible();

  // The new screenshot moves to the front.
  await gallery.getByRole('button', { name: 'Move screenshot “Acme Stream replay view of a topic” earlier' }).click();
  await gallery.getByRole('button', { name: 'Move screenshot “Acme Stream replay view of a topic” earlier' }).click();
  await expect(page.getByText('Screenshots successfully reordered.').first()).toBeVisible();

  // A fourth benefit, then moved to the top with the keyboard.
  await page.getByRole('link', { name: /Add Benefit/ }).first().click();
  panel = await dialog(page, 'Add Benefit');
  await panel.getByRole('textbox', { name: /Title/ }).fill('Exactly-once delivery');
  await panel.getByRole('textbox', { name: /Description/ }).fill('Idempotent producers and transactions, on every plan.');
  await panel.getByRole('button', { name: /Add Benefit|Save/ }).click();
  await expect(page.getByText('Benefit saved.')).toBeVisible();
  const benefits = page.getByRole('list', { name: 'Benefits' });
  await expect(benefits.getByRole('listitem')).toHaveCount(4);
  const handle = benefits.getByRole('button', { name: 'Reorder Exactly-once delivery' });
  await handle.focus();
  // Keys at a person's pace: dnd-kit measures the list between presses.
  for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  await expect(page.getByText('Benefit successfully reordered.')).toBeVisible();
  await expect(benefits.getByRole('listitem').first()).toContainText('Exactly-once delivery');

  // All of it was saved upstream.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Stream' })).toBeVisible();
  const basicInfo = page.getByRole('region', { name: 'Basic Info' });
  await expect(basicInfo.getByText(summary)).toBeVisible();
  await expect(basicInfo.getByRole('img', { name: 'Acme Stream icon' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByRole('region', { name: 'Screenshots' }).getByRole('img').first()).toHaveAccessibleName('Acme Stream replay view of a topic');
  await expect(page.getByRole('list', { name: 'Benefits' }).getByRole('listitem').first()).toContainText('Exactly-once delivery');
  await expectNoAxeViolations(page);
  expect(cspViolations).toEqual([]);
});

test('another company’s add-on is not found, not forbidden', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/addons/northwind-apm');
  await expect(page.getByRole('heading', { level: 1, name: 'Add-on not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the admin sets the category and adds an example button', async ({ page }) => {
  await signIn(page, 'admin@platform.test', '/addons/acme-stream');
  await expect(page).toHaveURL(/\/addons\/acme-stream\/next-steps$/);
  await page.getByRole('navigation', { name: 'Add-on sections' }).getByRole('link', { name: 'Marketplace Listing' }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Data Stores' }).click();
  await expect(page.getByText('Category updated.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Button' }).click();
  const panel = await dialog(page, 'Add Button');
  await panel.getByRole('textbox', { name: /Button \(user\/repo\)/ }).fill('not a repo');
  await panel.getByRole('button', { name: 'Add Button' }).click();
  await expect(panel.getByText(/user\/repo form/)).toBeVisible();
  await panel.getByRole('textbox', { name: /Button \(user\/repo\)/ }).fill('acme-data/stream-example');
  await panel.getByRole('button', { name: 'Add Button' }).click();
  await expect(page.getByRole('region', { name: 'Example Buttons' }).getByText('acme-data/stream-example')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(/Data Stores/);
});

test('a panel with changes asks before Back or Escape discards them; a rename says what it changes and needs a confirmation', async ({ page }) => {
  await signIn(page, 'partner@acme.test', listingUrl);
  const basicInfo = page.getByRole('region', { name: 'Basic Info' });
  const facts = basicInfo.locator('dt:text-is("Name") + dd');
  const originalName = (await facts.textContent()) ?? '';

  // Issue 21 item 4: the browser's Back out of a panel with changes asks first.
  await basicInfo.getByRole('link', { name: /Edit\s+basic info/ }).click();
  let panel = await dialog(page, 'Edit basic info');
  const displayName = panel.getByRole('textbox', { name: /^Display name/ });
  await displayName.fill('Acme Stream (draft)');
  await page.goBack();
  let question = await dialog(page, 'Discard changes?');
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/general-information\/edit$/);
  await expect(displayName).toHaveValue('Acme Stream (draft)');
  // Reloading (or closing) the tab asks too: the browser's own "Leave site?".
  const leaving = page.waitForEvent('dialog');
  void page.evaluate(() => window.location.reload()).catch(() => undefined);
  const leaveQuestion = await leaving;
  expect(leaveQuestion.type()).toBe('beforeunload');
  await leaveQuestion.dismiss();
  await expect(displayName).toHaveValue('Acme Stream (draft)');
  await page.keyboard.press('Escape');
  question = await dialog(page, 'Discard changes?');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${listingUrl}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Stream' })).toBeVisible();

  // Issue 21 item 5: a new name says what it changes, and is saved only once confirmed.
  const rename = async (from: string, to: string) => {
    await basicInfo.getByRole('link', { name: /Edit\s+basic info/ }).click();
    panel = await dialog(page, 'Edit basic info');
    await panel.getByRole('textbox', { name: /^Name/ }).fill(to);
    await panel.getByRole('button', { name: 'Review changes' }).click();
    const review = await dialog(page, 'Review changes');
    const warning = review.getByRole('region', { name: 'Renaming the add-on' });
    await expect(warning).toContainText(`addons:create ${from}:`);
    await expect(warning).toContainText(`addons:create ${to}:`);
    await expect(warning).toContainText(`Plan id: ${from}:`);
    await review.getByRole('button', { name: 'Save changes' }).click();
    await expect(warning.getByRole('alert')).toHaveText('Confirm the rename to save: tick the box above.');
    await expectNoAxeViolations(page);
    await warning.getByRole('checkbox', { name: new RegExp(`I understand that renaming ${from} to ${to}`) }).check();
    await review.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Marketplace listing updated.').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await rename(originalName, 'acme-stream-events');
  await page.reload();
  await expect(facts).toHaveText('acme-stream-events');
  // Back as it was, so the other journeys find the seed's name.
  await rename('acme-stream-events', originalName);
  await expect(facts).toHaveText(originalName);
});
