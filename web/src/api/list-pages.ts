/**
 * A large admin list read page by page with the platform's `Range` /
 * `Next-Range` (list-range.ts, docs/decisions/0007-list-paging.md), so the
 * screen shows its first rows after one small page instead of after the
 * whole list (issue 33: at 10 000 companies the whole list's first byte alone
 * took 130 ms, then its parse).
 *
 * The first page is asked in the screen's own order (companies by name), so
 * the rows on screen first are the ones the whole list would show there. The
 * whole list is then walked by id: a record renamed during the walk could
 * cross a name cursor and be missed, never an id cursor. Until the walk is
 * done the rows are the first page and the pages walked so far, each record
 * once, marked incomplete: a count, a search, a sort or an export of them
 * would state a partial list as fact, so the screens wait for `complete`.
 *
 * TanStack Query's `streamedQuery` (still named `experimental_` in v5) puts
 * each page in the cache as it arrives; the walk is a plain async generator.
 */
import { experimental_streamedQuery as streamedQuery, type QueryClient, type QueryFunction, type QueryKey, type UseQueryResult } from '@tanstack/react-query';

/** What a paged list's query holds: the rows so far, and whether they are the whole list. */
export interface ListLoad<Row> {
  rows: readonly Row[];
  complete: boolean;
}

/** One page's rows and the `Next-Range` for the rest (`undefined`: none left). */
export interface ListPage<Row> {
  rows: Row[];
  nextRange: string | undefined;
}

export interface ListWalk<Row> {
  /** The first page's `Range`, in the screen's order. */
  first: string;
  /** The `Range` that starts the whole list's walk, by a key no change moves (id). */
  walk: string;
  idOf: (row: Row) => string;
  fetchPage: (range: string) => Promise<ListPage<Row>>;
  /**
   * Awaited between the first page and the walk: the walk's pages are parsed
   * and drawn on the main thread, and started at once they held the first
   * page's rows back (at 10 000 companies, first rows ~700 ms after the first
   * page's answer). None: the walk follows at once.
   */
  beforeWalk?: () => Promise<void>;
}

/** A server that answered a page with the range it was asked for would be walked forever. */
export const MAX_LIST_PAGES = 1_000;

/** Yields the first page, then the first page and the walk so far after each page, then the whole list (`complete`). */
export async function* walkListPages<Row>({ first, walk, idOf, fetchPage, beforeWalk }: ListWalk<Row>): AsyncGenerator<ListLoad<Row>> {
  const firstPage = await fetchPage(first);
  if (firstPage.nextRange === undefined) {
    yield { rows: firstPage.rows, complete: true };
    return;
  }
  yield { rows: firstPage.rows, complete: false };
  await beforeWalk?.();
  const walked: Row[] = [];
  // Grown page by page: the first page's rows not walked yet are shown beside the walk.
  const walkedIds = new Set<string>();
  let range: string | undefined = walk;
  for (let pages = 0; range !== undefined; pages += 1) {
    if (pages === MAX_LIST_PAGES) throw new Error(`The list did not end after ${MAX_LIST_PAGES} pages.`);
    const asked: string = range;
    const page = await fetchPage(asked);
    if (page.nextRange === asked) throw new Error(`The list answered "${asked}" with the same range to follow.`);
    walked.push(...page.rows);
    for (const row of page.rows) walkedIds.add(idOf(row));
    range = page.nextRange;
    if (range === undefined) {
      yield { rows: walked, complete: true };
    } else {
      yield { rows: [...walked, ...firstPage.rows.filter((row) => !walkedIds.has(idOf(row)))], complete: false };
    }
  }
}

/** The walk waits at most this long for a screen to show the first page (a prefetch nobody opened, a hidden tab). */
export const FIRST_PAGE_PAINT_WAIT_MS = 1_000;

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve, 0)) : setTimeout(resolve, 0)));

/**
 * Settles once a screen reads the query (an observer is added: the first
 * page's rows are rendered with it) and a frame has been painted after that,
 * or after FIRST_PAGE_PAINT_WAIT_MS, whichever is first.
 */
export function afterFirstPageShown(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const cache = client.getQueryCache();
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, FIRST_PAGE_PAINT_WAIT_MS);
    const observed = () => (cache.find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0;
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'observerAdded' && observed()) void nextFrame().then(done);
    });
    if (observed()) void nextFrame().then(done);
  });
}

/**
 * The query function for a paged list: its data grows page by page, and a
 * refetch (a change elsewhere, a focus) keeps the whole list on screen until
 * the new one is whole (`refetchMode: 'replace'`), so a complete list never
 * turns partial again. The walk starts once the first page is on screen.
 */
export function listPagesQueryFn<Row, Key extends QueryKey>(walk: (signal: AbortSignal) => ListWalk<Row>): QueryFunction<ListLoad<Row>, Key> {
  return streamedQuery<ListLoad<Row>, ListLoad<Row>, Key>({
    streamFn: ({ signal, client, queryKey }) => walkListPages({ beforeWalk: () => afterFirstPageShown(client, queryKey), ...walk(signal) }),
    refetchMode: 'replace',
    reducer: (_before, load) => load,
    initialValue: { rows: [], complete: false },
  });
}

/**
 * The query as a reader of the whole list sees it (a count, a lookup): still
 * pending while only some pages are in, so no partial figure is shown.
 */
export function wholeList<Row>(query: UseQueryResult<ListLoad<Row>>): UseQueryResult<readonly Row[]> {
  if (query.data?.complete === true) return { ...query, data: query.data.rows } as UseQueryResult<readonly Row[]>;
  if (query.isError) return { ...query, data: undefined } as UseQueryResult<readonly Row[]>;
  return { ...query, data: undefined, isPending: true, isSuccess: false, status: 'pending' } as UseQueryResult<readonly Row[]>;
}
