/**
 * What each screen's first paint costs in code, and a before/after of two builds
 * in one run (issue 33: the LCP ratio stays high because of the code compiled
 * and run before React renders). For every screen of screens-lcp.ts: the
 * scripts the browser had loaded by the LCP (count, raw and gzip bytes, from
 * the build on disk) and the LCP ratio to the screen's static twin. With two
 * builds, their loads alternate (A, B, A, B…) so a shared, loaded machine moves
 * both alike; compare the ratios, not the absolute times.
 * Usage: npx tsx tests/bench/screen-scripts.ts <build dir> [<other build dir>] [--list]
 *   --list prints each screen's scripts (the first build's), largest first.
 */
import type { Page } from 'playwright';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startPortal, type TestPortal } from '../support/portal';
import { largestContentfulPaint } from './grid-timings';
import { anonymousScreens, adminScreens, partnerScreens, type Screen } from './lcp-screens';
import { saveStaticTwin } from './static-twin';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const args = process.argv.slice(2);
const list = args.includes('--list');
const dirs = args.filter((arg) => !arg.startsWith('--')).map((dir) => path.resolve(dir));
if (dirs.length === 0) throw new Error('Usage: screen-scripts.ts <build dir> [<other build dir>] [--list]');

interface Build {
  name: string;
  served: string;
  portal: TestPortal;
  gzip: Map<string, number>;
}

interface Load {
  lcp: number;
  scripts: { file: string; raw: number; gzip: number }[];
}

function sizeOf(build: Build, file: string): { raw: number; gzip: number } {
  const body = readFileSync(path.join(build.served, file));
  let gzip = build.gzip.get(file);
  if (gzip === undefined) {
    gzip = gzipSync(body, { level: 9 }).length;
    build.gzip.set(file, gzip);
  }
  return { raw: body.length, gzip };
}

/** One fresh load of `url` (HTTP cache warm, as a returning user's): its LCP and the scripts finished by then. */
async function load(page: Page, build: Build, url: string, ready: (page: Page) => Promise<void>): Promise<Load> {
  await page.goto(url);
  await ready(page);
  const lcp = await largestContentfulPaint(page);
  const files = await page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= before && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    lcp,
  );
  return { lcp, scripts: [...new Set(files)].map((file) => ({ file, ...sizeOf(build, file) })) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function signIn(page: Page, url: string, email: string | undefined): Promise<void> {
  if (!email) return;
  await page.goto(`${url}/addons`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/addons/);
  await page.waitForLoadState('networkidle');
}

const builds: Build[] = [];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const dir of dirs) {
    const served = mkdtempSync(path.join(tmpdir(), 'portal-scripts-'));
    cpSync(dir, served, { recursive: true });
    builds.push({ name: path.basename(dir), served, portal: await startPortal({ env: { STATIC_DIR: served } }), gzip: new Map() });
  }
  const groups: [string | undefined, Screen[]][] = [
    [undefined, anonymousScreens],
    ['partner@acme.test', partnerScreens],
    ['admin@platform.test', adminScreens],
  ];
  console.log(`screen | ${builds.map((build) => `${build.name}: LCP ratio, scripts, JS before LCP raw/gzip KB`).join(' | ')}`);
  for (const [email, screens] of groups) {
    const pages: Page[] = [];
    for (const build of builds) {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await signIn(page, build.portal.url, email);
      pages.push(page);
    }
    for (const screen of screens) {
      const loads: Load[][] = builds.map(() => []);
      const twins: number[][] = builds.map(() => []);
      // Warm each build's cache once, then alternate.
      for (const [index, build] of builds.entries()) await load(pages[index] as Page, build, `${build.portal.url}${screen.path}`, screen.ready);
      const twinPaths = await Promise.all(builds.map((build, index) => saveStaticTwin(pages[index] as Page, build.served, screen.name)));
      for (let run = 0; run < RUNS; run++) {
        for (const [index, build] of builds.entries()) {
          const page = pages[index] as Page;
          loads[index]?.push(await load(page, build, `${build.portal.url}${screen.path}`, screen.ready));
          await page.goto(`${build.portal.url}${twinPaths[index]}`);
          await page.waitForLoadState('load');
          twins[index]?.push(await largestContentfulPaint(page));
        }
      }
      const cells = builds.map((_, index) => {
        const each = loads[index] ?? [];
        const last = each.at(-1)?.scripts ?? [];
        const ratio = median(each.map((one) => one.lcp)) / median(twins[index] ?? []);
        const raw = median(each.map((one) => one.scripts.reduce((sum, script) => sum + script.raw, 0))) / 1024;
        const gzip = median(each.map((one) => one.scripts.reduce((sum, script) => sum + script.gzip, 0))) / 1024;
        return `${ratio.toFixed(2)}× (LCP ${median(each.map((one) => one.lcp)).toFixed(0)} ms), ${median(each.map((one) => one.scripts.length))} scripts (last ${last.length}), ${raw.toFixed(0)}/${gzip.toFixed(1)} KB`;
      });
      console.log(`${screen.name} | ${cells.join(' | ')}`);
      if (list) {
        for (const script of [...(loads[0]?.at(-1)?.scripts ?? [])].sort((a, b) => b.raw - a.raw)) {
          console.log(`    ${(script.raw / 1024).toFixed(1).padStart(7)} KB raw ${(script.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${script.file}`);
        }
      }
    }
    for (const page of pages) await page.context().close();
  }
} finally {
  await browser.close();
  for (const build of builds) {
    await build.portal.close();
    rmSync(build.served, { recursive: true, force: true });
  }
}
