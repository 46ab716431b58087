/**
 * Where a screen's load time goes (issue 33, "the bench says where each
 * screen's time goes"), from the page's own clock: when the HTML was in, when
 * the SPA's code had run (DOMContentLoaded: every module script of the page
 * evaluated), when the last API answer needed before the content arrived, and
 * the LCP. What is left after both the code and the data were in is
 * rendering: React and the browser turning them into pixels. A screen whose
 * data arrives long before its LCP waits on its code and its render, not on a
 * request chain.
 */
import type { Page } from 'playwright';

export interface LoadPhases {
  /** The HTML's last byte (navigation responseEnd), ms after navigation start. */
  html: number;
  /** DOMContentLoaded's end: the entry and every module script it imports have run. */
  codeRun: number;
  /** The last API answer started before the LCP (its responseEnd); 0 with none. */
  dataIn: number;
  lcp: number;
}

/** The phases of the page's current load; call after its content showed. */
export async function loadPhases(page: Page): Promise<LoadPhases> {
  return page.evaluate(
    () =>
      new Promise<LoadPhases>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries[entries.length - 1]?.startTime ?? Number.NaN;
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
            (entry) => /^\/(api|bff)\//.test(new URL(entry.name).pathname) && entry.startTime < lcp,
          );
          resolve({
            html: navigation?.responseEnd ?? Number.NaN,
            codeRun: navigation?.domContentLoadedEventEnd ?? Number.NaN,
            dataIn: answers.reduce((latest, entry) => Math.max(latest, entry.responseEnd), 0),
            lcp,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The median of each phase over loads, and the render time left once code and data were both in. */
export function describePhases(loads: readonly LoadPhases[]): string {
  const html = median(loads.map((load) => load.html));
  const codeRun = median(loads.map((load) => load.codeRun));
  const dataIn = median(loads.map((load) => load.dataIn));
  const lcp = median(loads.map((load) => load.lcp));
  const rendering = median(loads.map((load) => load.lcp - Math.max(load.codeRun, load.dataIn)));
  return `HTML in at ${html.toFixed(0)} ms, code run by ${codeRun.toFixed(0)} ms, data in by ${dataIn.toFixed(0)} ms, LCP ${lcp.toFixed(0)} ms: ${rendering.toFixed(0)} ms of rendering after both (medians)`;
}
