import { describe, expect, it } from 'vitest';
import { formatRange, pageOfList, parseRange, RANGE_HEADER_MAX_LENGTH, type ListRange, type RangeKey } from './list-range';

const FIELDS = ['id', 'name'];
const parsed = (header: string) => parseRange(header, FIELDS);
const accepted = (header: string): ListRange => {
  const result = parsed(header);
  if (!result.ok) throw new Error(`refused ${header}: ${result.message}`);
  return result.range;
};
const refusal = (header: string): string => {
  const result = parsed(header);
  if (result.ok) throw new Error(`accepted ${header}`);
  return result.message;
};

describe('parseRange', () => {
  it.each([
    ['id ..; max=200', { field: 'id', max: 200, order: 'asc' }],
    ['id ]acme-42..; max=1000, order=desc', { field: 'id', start: { value: 'acme-42', exclusive: true }, max: 1000, order: 'desc' }],
    ['name ..', { field: 'name', max: 200, order: 'asc' }],
    ['id acme-42..', { field: 'id', start: { value: 'acme-42', exclusive: false }, max: 200, order: 'asc' }],
    ['id ]..', { field: 'id', start: { value: '', exclusive: true }, max: 200, order: 'asc' }],
    ['  id   ..  ;  max = 5 ,  order = desc ', { field: 'id', max: 5, order: 'desc' }],
    ['id ..; order=desc, max=7', { field: 'id', max: 7, order: 'desc' }],
    ['name ]Abbott%2C%20Rohan/abbott-rohan-2..', { field: 'name', start: { value: 'Abbott, Rohan', id: 'abbott-rohan-2', exclusive: true }, max: 200, order: 'asc' }],
    ['id ]2026-01-01T00:00:00.000Z..', { field: 'id', start: { value: '2026-01-01T00:00:00.000Z', exclusive: true }, max: 200, order: 'asc' }],
  ])('reads %j', (header, range) => {
    expect(parsed(header)).toEqual({ ok: true, range });
  });

  it.each([
    ['0', false],
    ['1', true],
    ['1000', true],
    ['1001', false],
    ['0005', true],
    ['abc', false],
    ['-1', false],
    ['1.5', false],
    ['', false],
    ['99999999999999999999', false],
  ])('max=%s is accepted: %s', (max, ok) => {
    const result = parsed(`id ..; max=${max}`);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(`Range max must be a whole number from 1 to 1000, not "${max}".`);
  });

  // Case-sensitive on purpose: names and values are the wire's, and guessing would hide a client's mistake.
  it.each([
    ['asc', true],
    ['desc', true],
    ['ASC', false],
    ['Desc', false],
    ['sideways', false],
    ['', false],
  ])('order=%s is accepted: %s', (order, ok) => {
    const result = parsed(`id ..; order=${order}`);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(`Range order must be asc or desc, not "${order}".`);
  });

  it('takes only the fields the list allows, case and all', () => {
    expect(accepted('name ..').field).toBe('name');
    expect(refusal('ID ..')).toBe('Range field "ID" is unknown: this list is ordered by id or name.');
    expect(refusal('created_at ..')).toBe('Range field "created_at" is unknown: this list is ordered by id or name.');
  });

  it('refuses unknown and repeated options', () => {
    expect(refusal('id ..; foo=1')).toBe('Range option "foo" is unknown: only max and order are.');
    expect(refusal('id ..; MAX=5')).toBe('Range option "MAX" is unknown: only max and order are.');
    expect(refusal('id ..; max=5, max=6')).toBe('Range option max is given twice.');
    expect(refusal('id ..; order=asc, order=asc')).toBe('Range option order is given twice.');
  });

  it('refuses an end bound, which nothing needs', () => {
    for (const header of ['id a..b', 'id ..b', 'id ]a..b; max=5', 'id ...']) {
      expect(refusal(header)).toBe('Range end bounds (a..b) are not supported: send max instead.');
    }
  });

  it.each(['', ' ', 'id', 'id..', '; max=5', '..', 'id a b..', 'id\t'])('refuses the malformed header %j', (header) => {
    expect(refusal(header)).toBe('Range header is malformed: expected "<field> [<start>]..[; max=<n>][, order=asc|desc]".');
  });

  it.each(['id ..;', 'id ..; max=5 order=desc', 'id ..; max', 'id ..; , max=5'])('refuses the malformed options of %j', (header) => {
    expect(refusal(header)).toMatch(/^Range option ".*" is malformed: expected/);
  });

  it.each(['id ]a/b/c..', 'id ]%ZZ..', 'id ]%FF..', 'id ]a/..', 'id ]50%..', 'id ]a,b..'])('refuses the malformed start of %j', (header) => {
    expect(refusal(header)).toMatch(/^Range start ".*" is malformed: percent-encode it/);
  });

  it(`reads a header of ${RANGE_HEADER_MAX_LENGTH} characters and refuses one longer`, () => {
    const header = (length: number) => `id ]${'a'.repeat(length - 'id ]..'.length)}..`;
    expect(header(RANGE_HEADER_MAX_LENGTH)).toHaveLength(RANGE_HEADER_MAX_LENGTH);
    expect(parsed(header(RANGE_HEADER_MAX_LENGTH)).ok).toBe(true);
    expect(refusal(header(RANGE_HEADER_MAX_LENGTH + 1))).toBe('Range header is longer than 4096 characters.');
  });
});

describe('formatRange', () => {
  it('writes max always and order only when it is not the default', () => {
    expect(formatRange({ field: 'id', max: 200, order: 'asc' })).toBe('id ..; max=200');
    expect(formatRange({ field: 'id', start: { value: 'acme-42', exclusive: true }, max: 1000, order: 'desc' })).toBe('id ]acme-42..; max=1000, order=desc');
    expect(formatRange({ field: 'name', start: { value: 'Abbott, Rohan', id: 'x/1', exclusive: false }, max: 5, order: 'asc' })).toBe(
      'name Abbott%2C%20Rohan/x%2F1..; max=5',
    );
  });

  it.each(['Abbott, Rohan and Donnelly', 'a..b', 'x;y=z', '50% off', 'a/b', ']', 'Müller 東京 😀', '', ' padded ', '2026-01-01T00:00:00.000Z', '.'])(
    'round-trips the start %j through parseRange',
    (value) => {
      for (const range of [
        { field: 'name', start: { value, exclusive: true }, max: 3, order: 'desc' },
        // Ids are never empty; a value may be.
        { field: 'name', start: { value, id: `${value}#1`, exclusive: false }, max: 1000, order: 'asc' },
      ] satisfies ListRange[]) {
        expect(parsed(formatRange(range))).toEqual({ ok: true, range });
      }
    },
  );
});

interface Row {
  id: string;
  name: string;
}
const keyOf = (row: Row): RangeKey => ({ value: row.name, id: row.id });
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);
/** Sorted by name, then id, as pageOfList expects. */
const rows = (...names: string[]): Row[] =>
  names.map((name, index) => ({ id: `r${String(index).padStart(2, '0')}`, name })).sort((a, b) => (a.name === b.name ? 0 : a.name < b.name ? -1 : 1));
const page = (list: readonly Row[], header: string) => pageOfList(list, accepted(header), keyOf);

describe('pageOfList', () => {
  it('answers an empty list with an empty last page, whatever the range', () => {
    for (const header of ['name ..', 'name ]x..; order=desc', 'name x..; max=1']) expect(page([], header)).toEqual({ page: [] });
  });

  it('answers a list that fits exactly with one last page, and one a record longer with a Next-Range', () => {
    expect(page(rows('a', 'b', 'c'), 'name ..; max=3')).toEqual({ page: rows('a', 'b', 'c') });
    expect(page(rows('a', 'b', 'c', 'd'), 'name ..; max=3')).toEqual({ page: rows('a', 'b', 'c'), nextRange: 'name ]c..; max=3' });
    const four = rows('a', 'b', 'c', 'd');
    expect(page(four, 'name ..; max=3, order=desc')).toEqual({
      page: four.slice(1).reverse(),
      nextRange: 'name ]b..; max=3, order=desc',
    });
  });

  it('starts at an inclusive start and after an exclusive one, in both orders', () => {
    const list = rows('a', 'b', 'c', 'd');
    expect(ids(page(list, 'name b..').page)).toEqual(['r01', 'r02', 'r03']);
    expect(ids(page(list, 'name ]b..').page)).toEqual(['r02', 'r03']);
    expect(ids(page(list, 'name b..; order=desc').page)).toEqual(['r01', 'r00']);
    expect(ids(page(list, 'name ]b..; order=desc').page)).toEqual(['r00']);
    // A start between values: the same either way.
    expect(ids(page(list, 'name bb..').page)).toEqual(ids(page(list, 'name ]bb..').page));
    expect(page(list, 'name ]d..')).toEqual({ page: [] });
    expect(page(list, 'name ]a..; order=desc')).toEqual({ page: [] });
  });

  it('carries the id across a boundary inside a run of equal values, and only then', () => {
    const list = rows('x', 'x', 'x', 'y');
    const first = page(list, 'name ..; max=2');
    expect(first).toEqual({ page: list.slice(0, 2), nextRange: 'name ]x/r01..; max=2' });
    expect(page(list, first.nextRange!)).toEqual({ page: list.slice(2, 4) });
    expect(page(rows('x', 'y', 'z'), 'name ..; max=1').nextRange).toBe('name ]x..; max=1');
  });

  it('takes a hand-written start without an id as all of its value', () => {
    const list = rows('w', 'x', 'x', 'y');
    expect(ids(page(list, 'name x..').page)).toEqual(['r01', 'r02', 'r03']);
    expect(ids(page(list, 'name ]x..').page)).toEqual(['r03']);
    expect(ids(page(list, 'name ]x..; order=desc').page)).toEqual(['r00']);
  });

  it('walks every record exactly once, in order, by following Next-Range', () => {
    const list = rows(...Array.from({ length: 23 }, (_, index) => 'abcde'[(index * 7) % 5]!));
    for (const order of ['asc', 'desc'] as const) {
      for (const max of [1, 2, 3, 5, 22, 23, 24, 1000]) {
        const walked: Row[] = [];
        let next: string | undefined = formatRange({ field: 'name', max, order });
        for (let pages = 0; next !== undefined; pages += 1) {
          const answer = page(list, next);
          expect(answer.page.length).toBeLessThanOrEqual(max);
          expect(pages).toBeLessThan(list.length + 1);
          walked.push(...answer.page);
          next = answer.nextRange;
        }
        expect(walked).toEqual(order === 'asc' ? list : [...list].reverse());
      }
    }
  });

  it('orders values by the comparison it is given', () => {
    const byLength = (a: string, b: string) => a.length - b.length;
    const list = [{ id: '1', name: 'z' }, { id: '2', name: 'yy' }, { id: '3', name: 'xxx' }];
    expect(pageOfList(list, accepted('name ]a..; max=1'), keyOf, byLength)).toEqual({ page: [list[1]], nextRange: 'name ]yy..; max=1' });
  });
});
