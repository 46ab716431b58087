import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import { prepareSearchTexts, rowTextQuickFilter, withRowTextSearch } from './admin-grid-search';

interface Row {
  id: string;
  name: string;
  city: string;
  added: string;
}

const acme: Row = { id: '1', name: 'Acme Data', city: 'Berlin', added: '2026-03-02' };
const kiln: Row = { id: '2', name: 'Kiln Labs', city: 'Oslo', added: '2025-01-09' };
const searchText = (row: Row) => [row.name, row.city];

/**
 * As the grid's quick filter applies columns (gridFilterUtils'
 * buildAggregatedQuickFilterApplier): the box's text split on spaces, every
 * word matched by some column whose `getApplyQuickFilterFn` gives a function.
 */
function search(columns: readonly GridColDef<Row>[], rows: readonly Row[], typed: string): string[] {
  const words = typed.split(' ').filter(Boolean);
  const appliers = columns.map((column) => words.map((word) => column.getApplyQuickFilterFn?.(word, column as never, {} as never) ?? null));
  return rows
    .filter((row) => words.every((_, w) => appliers.some((perWord) => perWord[w]?.(undefined, row, columns[0]!, {} as never))))
    .map((row) => row.name);
}

const columns: GridColDef<Row>[] = [
  { field: 'name' },
  { field: 'city' },
  // A column's own search is replaced too: only the row's search text is searched.
  { field: 'added', getApplyQuickFilterFn: (word: string) => (_value, row) => row.added.includes(word) },
];
const searched = withRowTextSearch(columns, searchText);

describe("the admin grids' search over one text per row", () => {
  it.each(['acme', 'ACME', 'aCmE', 'data', 'berlin'])('finds a row by its searched values in any case: %j', (typed) => {
    expect(search(searched, [acme, kiln], typed)).toEqual(['Acme Data']);
  });

  it('needs every typed word, each in some searched value', () => {
    expect(search(searched, [acme, kiln], 'acme berlin')).toEqual(['Acme Data']);
    expect(search(searched, [acme, kiln], 'acme oslo')).toEqual([]);
  });

  it('does not find a row by a value it does not search, even one a column used to search', () => {
    expect(search(columns, [acme, kiln], '2026')).toEqual(['Acme Data']);
    expect(search(searched, [acme, kiln], '2026')).toEqual([]);
  });

  it('does not match a word across two values', () => {
    expect(search(searched, [acme, kiln], 'databerlin')).toEqual([]);
    expect(search(searched, [acme, kiln], 'data\nberlin')).toEqual([]);
  });

  it('filters nothing for an empty word', () => {
    expect(rowTextQuickFilter(searchText)('', {} as never, {} as never)).toBeNull();
  });

  it('puts the search on the first column and no other, keeping the columns as they were otherwise', () => {
    expect(searched.map((column) => column.field)).toEqual(['name', 'city', 'added']);
    expect(searched[0]!.getApplyQuickFilterFn?.('acme', searched[0] as never, {} as never)).toBeTypeOf('function');
    for (const column of searched.slice(1)) expect(column.getApplyQuickFilterFn?.('acme', column as never, {} as never)).toBeNull();
  });

  it("builds a row's text once, not on every search", () => {
    const texts = vi.fn(searchText);
    const counted = withRowTextSearch(columns, texts);
    for (const typed of ['a', 'ac', 'acm', 'acme', 'kiln']) search(counted, [acme, kiln], typed);
    expect(texts).toHaveBeenCalledTimes(2);
  });

  it('builds the texts ahead of the first search, once the browser is free', async () => {
    const texts = vi.fn(searchText);
    prepareSearchTexts([acme, kiln], texts);
    expect(texts).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(texts).toHaveBeenCalledTimes(2);
    search(withRowTextSearch(columns, texts), [acme, kiln], 'acme');
    expect(texts).toHaveBeenCalledTimes(2);
  });

  it('builds nothing once stopped (the rows changed before the browser was free)', async () => {
    const texts = vi.fn(searchText);
    prepareSearchTexts([acme, kiln], texts)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(texts).not.toHaveBeenCalled();
  });
});
