import { QueryClient, QueryObserver, type UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_PAINT_WAIT_MS, MAX_LIST_PAGES, afterFirstPageShown, listPagesQueryFn, walkListPages, wholeList, type ListLoad, type ListPage, type ListWalk } from './list-pages';

interface Row {
  id: string;
  name: string;
}

const row = (id: string, name = `Company ${id}`): Row => ({ id, name });

/** A walk whose pages are answered from `pages` by the range asked; every range asked is kept in order. */
function walkOf(pages: Record<string, ListPage<Row>>): ListWalk<Row> & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    first: 'name ..; max=2',
    walk: 'id ..; max=3',
    idOf: (each) => each.id,
    fetchPage: (range) => {
      asked.push(range);
      const page = pages[range];
      return page ? Promise.resolve(page) : Promise.reject(new Error(`No page for "${range}"`));
    },
  };
}

async function loadsOf(walk: ListWalk<Row>): Promise<ListLoad<Row>[]> {
  const loads: ListLoad<Row>[] = [];
  for await (const load of walkListPages(walk)) loads.push(load);
  return loads;
}

const ids = (load: ListLoad<Row> | undefined) => load?.rows.map((each) => each.id);

describe('walkListPages', () => {
  it('stops after the first page when it is the whole list: one request, complete', async () => {
    const walk = walkOf({ 'name ..; max=2': { rows: [row('b', 'Alpha'), row('a', 'Beta')], nextRange: undefined } });
    const loads = await loadsOf(walk);
    expect(walk.asked).toEqual(['name ..; max=2']);
    expect(loads).toEqual([{ rows: [row('b', 'Alpha'), row('a', 'Beta')], complete: true }]);
  });

  it("shows the first page in the screen's order, then walks the whole list by id, following each Next-Range", async () => {
    const walk = walkOf({
      'name ..; max=2': { rows: [row('d', 'Alpha'), row('a', 'Beta')], nextRange: 'name ]Beta/a..; max=2' },
      'id ..; max=3': { rows: [row('a', 'Beta'), row('b', 'Gamma'), row('c', 'Delta')], nextRange: 'id ]c..; max=3' },
      'id ]c..; max=3': { rows: [row('d', 'Alpha'), row('e', 'Epsilon')], nextRange: undefined },
    });
    const loads = await loadsOf(walk);
    expect(walk.asked).toEqual(['name ..; max=2', 'id ..; max=3', 'id ]c..; max=3']);
    expect(loads.map((load) => load.complete)).toEqual([false, false, true]);
    expect(ids(loads[0])).toEqual(['d', 'a']);
    // Each record once: `a` came in both the first page and the walk; `d` only in the first page so far.
    expect(ids(loads[1])).toEqual(['a', 'b', 'c', 'd']);
    // The whole list is the walk's, in id order.
    expect(ids(loads[2])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('waits for beforeWalk between the first page and the walk, and not at all for a list that fits in its first page', async () => {
    const order: string[] = [];
    const pages = {
      'name ..; max=2': { rows: [row('a')], nextRange: 'name ]a..; max=2' },
      'id ..; max=3': { rows: [row('a'), row('b')], nextRange: undefined },
    };
    const walk = walkOf(pages);
    const fetchPage = walk.fetchPage;
    await loadsOf({ ...walk, fetchPage: (range) => (order.push(range), fetchPage(range)), beforeWalk: async () => void order.push('beforeWalk') });
    expect(order).toEqual(['name ..; max=2', 'beforeWalk', 'id ..; max=3']);

    const whole = walkOf({ 'name ..; max=2': { rows: [row('a')], nextRange: undefined } });
    const beforeWalk = vi.fn(async () => undefined);
    await loadsOf({ ...whole, beforeWalk });
    expect(beforeWalk).not.toHaveBeenCalled();
  });

  it('leaves out a record of the first page that the walk no longer finds (deleted meanwhile)', async () => {
    const walk = walkOf({
      'name ..; max=2': { rows: [row('gone', 'Alpha'), row('a', 'Beta')], nextRange: 'name ]Beta/a..; max=2' },
      'id ..; max=3': { rows: [row('a', 'Beta'), row('b', 'Gamma')], nextRange: undefined },
    });
    const loads = await loadsOf(walk);
    expect(loads.at(-1)).toEqual({ rows: [row('a', 'Beta'), row('b', 'Gamma')], complete: true });
  });

  it('gives up, with a clear error, on a server that answers a page with the range it was asked', async () => {
    const walk = walkOf({
      'name ..; max=2': { rows: [row('a')], nextRange: 'name ]x..; max=2' },
      'id ..; max=3': { rows: [row('a')], nextRange: 'id ..; max=3' },
    });
    await expect(loadsOf(walk)).rejects.toThrow('The list answered "id ..; max=3" with the same range to follow.');
  });

  it(`gives up after ${MAX_LIST_PAGES} pages of a list that never ends, and walks exactly that many`, async () => {
    const asked: string[] = [];
    const walk: ListWalk<Row> = {
      first: 'first',
      walk: 'page 0',
      idOf: (each) => each.id,
      fetchPage: (range) => {
        asked.push(range);
        const next = range === 'first' ? 'more' : `page ${Number(range.slice(5)) + 1}`;
        return Promise.resolve({ rows: [row(range)], nextRange: next });
      },
    };
    await expect(loadsOf(walk)).rejects.toThrow(`The list did not end after ${MAX_LIST_PAGES} pages.`);
    expect(asked).toHaveLength(MAX_LIST_PAGES + 1);
  });

  it('fails with the failing page, after the loads before it', async () => {
    const walk = walkOf({ 'name ..; max=2': { rows: [row('a')], nextRange: 'name ]a..; max=2' } });
    const loads: ListLoad<Row>[] = [];
    await expect(
      (async () => {
        for await (const load of walkListPages(walk)) loads.push(load);
      })(),
    ).rejects.toThrow('No page for "id ..; max=3"');
    expect(loads).toEqual([{ rows: [row('a')], complete: false }]);
  });
});

describe('listPagesQueryFn', () => {
  const twoPages = () => {
    const release: Array<() => void> = [];
    const fetchPage = vi.fn(async (range: string): Promise<ListPage<Row>> => {
      await new Promise<void>((resolve) => release.push(resolve));
      if (range === 'first') return { rows: [row('b')], nextRange: 'rest' };
      return { rows: [row('a'), row('b')], nextRange: undefined };
    });
    const queryFn = listPagesQueryFn<Row, ['companies']>(() => ({ first: 'first', walk: 'walk', idOf: (each) => each.id, fetchPage }));
    return { queryFn, fetchPage, releaseNext: () => release.shift()?.() };
  };
  /** A few macrotasks: the walk waits one (afterFirstPageShown's frame, a timeout in Node) between its first page and the next. */
  const settle = async () => {
    for (let task = 0; task < 5; task++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** Lets the page asked for now answer, once it has been asked. */
  const answer = async (pages: { releaseNext: () => void }) => {
    await settle();
    pages.releaseNext();
    await settle();
  };

  /** A screen reading the list, so the walk does not wait for one (afterFirstPageShown). */
  const observe = (client: QueryClient) => new QueryObserver(client, { queryKey: ['companies'], enabled: false }).subscribe(() => undefined);

  it('puts each page in the cache as it arrives, marked incomplete until the last', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    observe(client);
    const { queryFn, releaseNext } = twoPages();
    const done = client.fetchQuery({ queryKey: ['companies'], queryFn });
    await settle();
    expect(client.getQueryData(['companies'])).toBeUndefined();
    releaseNext();
    await settle();
    expect(client.getQueryData(['companies'])).toEqual({ rows: [row('b')], complete: false });
    releaseNext();
    await done;
    expect(client.getQueryData(['companies'])).toEqual({ rows: [row('a'), row('b')], complete: true });
  });

  it('walks the rest only once a screen reads the first page (a prefetch alone waits)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { queryFn, fetchPage, releaseNext } = twoPages();
    void client.prefetchQuery({ queryKey: ['companies'], queryFn });
    await answer({ releaseNext });
    expect(client.getQueryData(['companies'])).toEqual({ rows: [row('b')], complete: false });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    observe(client);
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the whole list while a refetch walks again, and replaces it only once the new one is whole', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    observe(client);
    const first = twoPages();
    const loaded = client.fetchQuery({ queryKey: ['companies'], queryFn: first.queryFn });
    await answer(first);
    await answer(first);
    await loaded;

    const again = twoPages();
    const refetch = client.fetchQuery({ queryKey: ['companies'], queryFn: again.queryFn, staleTime: 0 });
    await answer(again);
    expect(again.fetchPage).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(['companies'])).toEqual({ rows: [row('a'), row('b')], complete: true });
    await answer(again);
    await refetch;
    expect(client.getQueryData(['companies'])).toEqual({ rows: [row('a'), row('b')], complete: true });
  });
});

describe('afterFirstPageShown', () => {
  it('waits for a screen to read the query, then a frame', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      let shown = false;
      void afterFirstPageShown(client, ['companies']).then(() => (shown = true));
      await vi.advanceTimersByTimeAsync(FIRST_PAGE_PAINT_WAIT_MS / 2);
      expect(shown).toBe(false);
      new QueryObserver(client, { queryKey: ['companies'], enabled: false }).subscribe(() => undefined);
      expect(shown).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(shown).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait when a screen already reads it, nor longer than its bound when none does', async () => {
    vi.useFakeTimers();
    try {
      const read = new QueryClient();
      new QueryObserver(read, { queryKey: ['companies'], enabled: false }).subscribe(() => undefined);
      let shown = false;
      void afterFirstPageShown(read, ['companies']).then(() => (shown = true));
      await vi.advanceTimersByTimeAsync(1);
      expect(shown).toBe(true);

      let gaveUp = false;
      void afterFirstPageShown(new QueryClient(), ['companies']).then(() => (gaveUp = true));
      await vi.advanceTimersByTimeAsync(FIRST_PAGE_PAINT_WAIT_MS - 1);
      expect(gaveUp).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(gaveUp).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('wholeList', () => {
  const resultOf = (client: QueryClient) => new QueryObserver<ListLoad<Row>>(client, { queryKey: ['companies'], enabled: false }).getCurrentResult() as UseQueryResult<ListLoad<Row>>;

  it('is pending while only some pages are in, so no partial count is shown', () => {
    const client = new QueryClient();
    client.setQueryData(['companies'], { rows: [row('a')], complete: false });
    const whole = wholeList(resultOf(client));
    expect(whole).toMatchObject({ isPending: true, isSuccess: false, status: 'pending', data: undefined });
  });

  it('gives the rows once the list is whole', () => {
    const client = new QueryClient();
    client.setQueryData(['companies'], { rows: [row('a'), row('b')], complete: true });
    const whole = wholeList(resultOf(client));
    expect(whole).toMatchObject({ isPending: false, isSuccess: true, status: 'success', data: [row('a'), row('b')] });
  });

  it('passes an error on, without the partial rows', () => {
    const client = new QueryClient();
    const result = { ...resultOf(client), isError: true, isPending: false, status: 'error', error: new Error('boom'), data: { rows: [row('a')], complete: false } } as unknown as UseQueryResult<ListLoad<Row>>;
    const whole = wholeList(result);
    expect(whole).toMatchObject({ isError: true, data: undefined, error: new Error('boom') });
  });
});
