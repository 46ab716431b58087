/**
 * Largest Contentful Paint of the add-ons list in headless Chromium (target ≤ 1 s),
 * and the SPA's entry JavaScript size gzipped (target ≤ 180 KB).
 * Runs the real BFF on the built SPA (npm run build:web first) against the sandbox.
 * Usage: npx tsx tests/bench/addons-lcp.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startPortal } from '../support/portal';

const RUNS = 5;

/** The entry script plus every chunk index.html preloads: what the first paint waits for. */
function entryScriptGzipBytes(staticDir: string): { files: string[]; bytes: number } {
  const html = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
  const files = [entry, ...preloads];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(staticDir, file)), { level: 9 }).length, 0);
  return { files, bytes };
}

const staticDir = path.resolve('dist/web');
const entry = entryScriptGzipBytes(staticDir);
console.log(`entry JS (${entry.files.length} files): ${(entry.bytes / 1024).toFixed(1)} KB gzip (target ≤ 180 KB)`);

const portal = await startPortal({ env: { STATIC_DIR: staticDir } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${portal.url}/addons`);
  await page.getByLabel('Email').fill('partner@acme.test');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Acme Postgres' }).waitFor();

  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${portal.url}/addons`);
    await page.getByRole('link', { name: 'Acme Postgres' }).waitFor();
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    samples.push(lcp);
  }
  samples.sort((a, b) => a - b);
  console.log(`add-ons list LCP over ${RUNS} loads: median ${samples[Math.floor(RUNS / 2)]?.toFixed(0)} ms, worst ${samples.at(-1)?.toFixed(0)} ms (target ≤ 1000 ms)`);
} finally {
  await browser.close();
  await portal.close();
}
