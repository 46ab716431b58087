/**
 * What the first paint waits for: the SPA's entry script plus every chunk
 * index.html preloads, gzipped (level 9). Budget: 170 KB (design.md, the
 * guide's performance targets). Measured by the bench and held by a test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const ENTRY_BUDGET_KB = 170;

export function entryScriptGzipBytes(staticDir: string): { files: string[]; bytes: number } {
  const html = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
  const files = [entry, ...preloads];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(staticDir, file)), { level: 9 }).length, 0);
  return { files, bytes };
}

/**
 * Whether any entry file holds the DataGrid (it must stay in the lazy chunks of
 * the screens that use it): its chunk, or its virtual scroller's class name. The
 * bare theme key "MuiDataGrid" does not count: the theme sets the grid's CSP
 * nonce by name, which costs a few bytes, not the grid.
 */
export function entryHoldsDataGrid(staticDir: string, files: readonly string[]): boolean {
  return files.some(
    (file) => path.basename(file).startsWith('DataGrid-') || readFileSync(path.join(staticDir, file), 'utf8').includes('MuiDataGrid-virtualScroller'),
  );
}
