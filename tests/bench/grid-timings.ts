/**
 * Measurements of a page and of an AdminDataGrid in it, in the browser's own
 * clock (performance.now), for the benchmarks: Largest Contentful Paint, the
 * time until the grid shows rows, and how long a sort, a select's filter and
 * a search take from the user's action to the grid painted again.
 * The functions passed to `evaluate` have no named inner functions: tsx would
 * wrap them in a helper the page does not have.
 */
import type { Locator, Page } from 'playwright';

export async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Milliseconds from navigation start until the grid's first data row was in the page (polled every frame). */
export async function firstRowsAt(page: Page, grid: Locator): Promise<number> {
  await grid.locator('[role="row"][data-rowindex="0"]').first().waitFor();
  return page.evaluate(() => performance.now());
}

/** Clicks `target` and measures to the second animation frame after it: the grid re-rendered and painted. */
export async function timeClick(target: Locator): Promise<number> {
  return target.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        (element as HTMLElement).click();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
      }),
  );
}

/** Opens the select named `combobox` and times choosing `option`. */
export async function timeSelectChoice(page: Page, combobox: string, option: string): Promise<number> {
  await page.getByRole('combobox', { name: combobox }).click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.waitFor();
  return timeClick(choice);
}

/**
 * Types `query` into the grid's search box at once and measures until the
 * grid's footer ("1–25 of N"), its overlay or its first row changes, then one
 * more frame, less the box's debounce (the time it waits for typing to stop,
 * not work). `gridRoot`: the grid with its toolbar and footer (`.MuiDataGrid-root`).
 */
export async function timeSearch(gridRoot: Locator, query: string, debounceMs: number): Promise<number> {
  const box = gridRoot.getByRole('searchbox');
  const ms = await box.evaluate(
    (element, typed) =>
      new Promise<number>((resolve) => {
        const input = element as HTMLInputElement;
        const root = input.closest('.MuiDataGrid-root') ?? document.body;
        const watched = '.MuiTablePagination-displayedRows, .MuiDataGrid-overlay, [data-rowindex="0"]';
        const before = [...root.querySelectorAll(watched)].map((element) => element.textContent).join('|');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const start = performance.now();
        setValue?.call(input, typed);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // Nothing changed in 5 s (a search that leaves the page as it was): no figure rather than a hang.
        const giveUp = setTimeout(() => {
          clearInterval(timer);
          resolve(Number.NaN);
        }, 5_000);
        const timer = setInterval(() => {
          if ([...root.querySelectorAll(watched)].map((element) => element.textContent).join('|') === before) return;
          clearInterval(timer);
          clearTimeout(giveUp);
          requestAnimationFrame(() => resolve(performance.now() - start));
        }, 1);
      }),
    query,
  );
  return ms - debounceMs;
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export function verdict(ms: number, target: number): string {
  return `target ≤ ${target} ms: ${ms <= target ? 'met' : 'NOT MET'}`;
}
