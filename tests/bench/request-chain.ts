/**
 * A page load's request chain and its critical-path depth (issue 33): how many
 * API round trips were made one after another — each asked only once an
 * earlier one had answered — before the screen showed its content. Depth 1
 * means every API request was on its way before the first answer came back.
 */
import type { Page, Request } from 'playwright';

export interface ChainRequest {
  /** Path and query, e.g. `/api/v3/addons`. */
  path: string;
  /** Epoch milliseconds, from the browser's resource timing. */
  startedAt: number;
  finishedAt: number;
}

/** The BFF's and the proxied APIs' requests: the round trips a screen's data costs (not the HTML, scripts or fonts). */
export const isApiPath = (path: string): boolean => /^\/(api|bff)\//.test(path);

/**
 * The longest run of API requests in which each started after the one before
 * it had answered, among those answered by `cutoff` (the screen showed its
 * content); [] when none were.
 */
export function criticalPath(requests: readonly ChainRequest[], cutoff: number): ChainRequest[] {
  const answered = requests.filter((request) => isApiPath(request.path) && request.finishedAt <= cutoff).sort((a, b) => a.startedAt - b.startedAt);
  const longest = new Map<ChainRequest, ChainRequest[]>();
  for (const request of answered) {
    let before: ChainRequest[] = [];
    for (const earlier of answered) {
      const chain = longest.get(earlier);
      if (chain && earlier.finishedAt <= request.startedAt && chain.length > before.length) before = chain;
    }
    longest.set(request, [...before, request]);
  }
  return [...longest.values()].reduce<ChainRequest[]>((deepest, chain) => (chain.length > deepest.length ? chain : deepest), []);
}

/** Records the page's answered requests from now until `stop()`. */
export function recordRequests(page: Page): { requests: ChainRequest[]; stop: () => void } {
  const requests: ChainRequest[] = [];
  const onFinished = (request: Request) => {
    const timing = request.timing();
    const url = new URL(request.url());
    requests.push({ path: url.pathname + url.search, startedAt: timing.startTime, finishedAt: timing.startTime + timing.responseEnd });
  };
  page.on('requestfinished', onFinished);
  return { requests, stop: () => page.off('requestfinished', onFinished) };
}

/** `/bff/session → /api/v3/current_user → /api/v3/addons`, for the bench's output. */
export const describeChain = (chain: readonly ChainRequest[]): string => chain.map((request) => request.path).join(' → ') || '(no API request)';
