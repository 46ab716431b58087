/**
 * Looks at the screens as people see them: signs in to a running portal
 * (`npm start`) as a partner and as an admin and saves full-page PNGs of
 * the given paths at 1280 px and 390 px into `screenshots/` (gitignored).
 *
 *   npx tsx scripts/screenshots.ts /addons/acme-insights/next-steps /token
 *
 * PORTAL_URL (default http://localhost:3000) points it elsewhere; AS=partner
 * or AS=admin limits it to one account.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

const portal = process.env.PORTAL_URL ?? 'http://localhost:3000';
const accounts = { partner: 'partner@acme.test', admin: 'admin@platform.test' } as const;
const widths = [1280, 390] as const;
const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error('Name at least one path, e.g. /addons/acme-insights/next-steps');

async function shoot(browser: Browser, who: keyof typeof accounts, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${portal}${paths[0]}`);
  await page.getByLabel('Email').fill(accounts[who]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  for (const path of paths) {
    await page.goto(`${portal}${path}`);
    await page.waitForLoadState('networkidle');
    // Sections still loading would be captured as spinners.
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]:not([aria-valuenow])'), undefined, { timeout: 10_000 }).catch(() => undefined);
    const file = `screenshots/${who}${path.replaceAll('/', '_')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const who = (process.env.AS ?? 'partner,admin').split(',') as (keyof typeof accounts)[];
  for (const account of who) for (const width of widths) await shoot(browser, account, width);
} finally {
  await browser.close();
}
