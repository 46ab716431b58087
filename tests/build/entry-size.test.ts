/**
 * The SPA's entry JavaScript stays within its budget (≤ 170 KB gzip, with the
 * chunks index.html preloads). Built with the project's own Vite config into
 * the run's temporary folder (tests/support/built-spa.ts, shared with the
 * other build tests), so the test does not depend on an earlier build.
 * It once grew by 25 KB unnoticed for a day: one module the header needs
 * imported zod, and zod rode into the entry chunk.
 */
import { expect, it } from 'vitest';
import { builtSpa } from '../support/built-spa';
import { ENTRY_BUDGET_KB, entryHoldsDataGrid, entryScriptGzipBytes } from '../support/entry-size';

it(`keeps the entry script and its preloads within ${ENTRY_BUDGET_KB} KB gzip`, async () => {
  const { outDir } = await builtSpa();
  const entry = entryScriptGzipBytes(outDir);
  const kilobytes = entry.bytes / 1024;
  expect(kilobytes, `entry JS: ${entry.files.join(', ')}`).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
  // A lazy-route regression shows as the entry swallowing a route's chunk: the
  // admin grid (DataGrid) alone is over 100 KB gzip and must never be in it.
  expect(entryHoldsDataGrid(outDir, entry.files)).toBe(false);
}, 120_000);
