/**
 * The SPA's entry JavaScript stays within its budget (≤ 170 KB gzip, with the
 * chunks index.html preloads). Built here into a temporary folder with the
 * project's own Vite config, so the test does not depend on an earlier build.
 * It once grew by 25 KB unnoticed for a day: one module the header needs
 * imported zod, and zod rode into the entry chunk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { ENTRY_BUDGET_KB, entryHoldsDataGrid, entryScriptGzipBytes } from '../support/entry-size';

const outDir = mkdtempSync(path.join(tmpdir(), 'portal-entry-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it(`keeps the entry script and its preloads within ${ENTRY_BUDGET_KB} KB gzip`, async () => {
  // Vitest runs with NODE_ENV=test, which makes the React plugin emit its development JSX runtime.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.resolve('web/vite.config.ts'), mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const entry = entryScriptGzipBytes(outDir);
  const kilobytes = entry.bytes / 1024;
  expect(kilobytes, `entry JS: ${entry.files.join(', ')}`).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
  // A lazy-route regression shows as the entry swallowing a route's chunk: the
  // admin grid (DataGrid) alone is over 100 KB gzip and must never be in it.
  expect(entryHoldsDataGrid(outDir, entry.files)).toBe(false);
}, 120_000);
