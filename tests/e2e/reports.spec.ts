import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * Reports against the sandbox through the BFF (issue 12): a partner
 * downloads a month's CSV and opens its PDF in a new tab, each at a freshly
 * signed URL; the CSV's totals add up and match the screen; a tampered link
 * is refused; the whole list exports as CSV. Issue 21: the tab says the
 * statements are the company's, Billed is broken down to the shares, and a
 * file says what became of it. Issue 31: the CSV is said to download (not to
 * open in a tab), files are named after the company and period, and the
 * month in progress is provisional.
 */
const cents = (dollars: string) => Math.round(Number(dollars) * 100);
/** The Your share column of the monthly list (after Period, Billed, Customer discounts, Platform credits, Platform share). */
const YOUR_SHARE = 5;

test('a partner downloads a CSV report whose totals add up, and opens its PDF statement', async ({ page, context }) => {
  await signIn(page, 'partner@acme.test', '/addons/acme-postgres/reports');
  const table = page.getByRole('table', { name: 'Monthly reports' });
  await expect(table.getByRole('row').nth(1)).toContainText('2026 Nov');
  // The seed's latest month is November 2026: provisional until 1 December, 00:00 UTC (domain/report-closing.ts, unit-tested there).
  const note = Date.now() < Date.UTC(2026, 11, 1);
  if (note) await expect(table.getByRole('row').nth(1)).toContainText('In progress, provisional — final on December 1st, 2026');
  else await expect(table.getByRole('row').nth(1)).not.toContainText('provisional');
  await expect(page.getByRole('region', { name: 'Revenue by plan' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText("Acme Data's monthly statements");
  await expect(page.getByRole('note')).toContainText('They cover Acme Postgres and Acme Stream.');
  await expect(table.getByRole('columnheader').nth(YOUR_SHARE)).toHaveText('Your share');
  // Billed is made of the discounts, the credits and the two shares, to the cent.
  const november = (await table.getByRole('row').nth(1).getByRole('cell').allTextContents()).slice(1, 6).map((text) => cents(text.replace(/[$,]/g, '')));
  expect(november[1]! + november[2]! + november[3]! + november[4]!).toBe(november[0]);
  await expect(page.getByRole('table', { name: note ? 'From billed to your share, 2026 Nov (provisional)' : 'From billed to your share, 2026 Nov' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The CSV downloads from this page, named after the company and month; no tab opens.
  const csvRequest = context.waitForEvent('request', (request) => request.url().includes('/files/reports/'));
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: 'CSV of 2026 Oct (downloads)' }).click()]);
  expect(csvDownload.suggestedFilename()).toBe('acme-data-statement-2026-10.csv');
  expect(context.pages()).toHaveLength(1);
  const csvUrl = (await csvRequest).url();
  expect(csvUrl).toMatch(/\/files\/reports\/report-acme-data-2026-10\.csv\?expires=\d+&signature=/);
  await expect(page.getByText('The CSV of 2026 Oct is downloading; your browser keeps it with your other downloads.')).toBeVisible();
  await expect(page.getByText(/CSV .* opened in a new tab/)).toHaveCount(0);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  const rows = Papa.parse<string[]>(csv.trimEnd()).data;
  const lines = rows.slice(1, -1);
  const total = rows.at(-1)!;
  expect(total[1]).toBe('Total');
  for (const column of [3, 4, 5, 6, 7]) expect(lines.reduce((sum, row) => sum + cents(row[column]!), 0)).toBe(cents(total[column]!));
  // The screen's "Your share" for 2026 Oct is the CSV's provider share total.
  const shown = await table.getByRole('row').nth(2).getByRole('cell').nth(YOUR_SHARE).textContent();
  expect(shown?.replace(/[$,]/g, '')).toBe(total[6]);

  const pdfRequest = context.waitForEvent('request', (request) => request.url().includes('.pdf?'));
  await Promise.all([context.waitForEvent('page'), table.getByRole('button', { name: 'PDF of 2026 Oct (opens in a new tab)' }).click()]);
  await expect(page.getByText('The PDF of 2026 Oct opened in a new tab.')).toBeVisible();
  const pdfUrl = (await pdfRequest).url();
  expect(pdfUrl).toMatch(/\/files\/reports\/report-acme-data-2026-10\.pdf\?expires=\d+&signature=/);
  const pdf = await page.request.get(pdfUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.headers()['content-disposition']).toMatch(/^inline; filename="acme-data-statement-2026-10\.pdf"/);

  // A link with its signature changed is refused, and says why.
  const forged = await page.request.get(csvUrl.replace(/signature=.(.*)$/, 'signature=A$1'));
  expect(forged.status()).toBe(403);
  expect(await forged.text()).not.toContain('Acme Postgres');
});

test('a partner exports the whole list as CSV: every month, with the shares the screen shows', async ({ page }) => {
  await signIn(page, 'partner@acme.test', '/addons/acme-postgres/reports');
  const table = page.getByRole('table', { name: 'Monthly reports' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export list as CSV' }).click()]);
  // Named after the company and its months (the list is the company's, not the add-on's).
  expect(download.suggestedFilename()).toMatch(/^acme-data-statements-2025-12-to-2026-11(-provisional)?\.csv$/);
  const file = await download.path();
  const rows = Papa.parse<string[]>((await readFile(file, 'utf8')).trimEnd(), { newline: '\r\n' }).data;
  expect(rows).toHaveLength(13);
  expect(rows[1]?.[0]).toBe('2026-11');
  const shown = await table.getByRole('row').nth(1).getByRole('cell').nth(YOUR_SHARE).textContent();
  expect(shown?.replace(/[$,]/g, '')).toBe(rows[1]?.[4]);
  // Each month's two shares make up its assessed billings.
  for (const row of rows.slice(1)) expect(cents(row[4]!) + cents(row[5]!)).toBe(cents(row[3]!));
});
