/**
 * Paging of long lists with the Heroku platform API's `Range` / `Next-Range`
 * headers (issue 33), shared by the SPA and the sandbox so both read and write
 * one grammar:
 *
 *   Range: <field> [<start>]..[; max=<n>][, order=asc|desc]
 *
 * `id ..; max=200` is the first 200 by id; `id ]acme-42..; max=1000, order=desc`
 * starts after `acme-42` (`]` makes the start exclusive), walking down. A page
 * that leaves records behind answers `Next-Range`: the same field, max and
 * order, starting just after its last record, so a client walks a list by
 * sending back what it was given.
 *
 * Names and values are case-sensitive, like the wire's attribute names
 * (snake_case JSON): `order=ASC` or `ID ..` is refused rather than guessed.
 * An end bound (`a..b`) is refused: nothing needs it, and a refusal says so
 * where silently ignoring it would not.
 *
 * The start is percent-encoded: a company name may hold commas, dots and
 * spaces, which would otherwise read as the grammar's own. When records share
 * the field's value across a page boundary, `Next-Range` adds the last
 * record's id (`name ]Acme%20Inc/acme-inc-2..`), so the next page neither
 * repeats nor skips the rest of that value; hand-written starts need no id.
 */

export const DEFAULT_RANGE_MAX = 200;
export const RANGE_MAX_LIMIT = 1000;
/**
 * Longer headers are refused before parsing. Room for the longest start the
 * sandbox writes: a 255-character name percent-encoded (up to 9 characters
 * each) plus its id.
 */
export const RANGE_HEADER_MAX_LENGTH = 4096;

export type RangeOrder = 'asc' | 'desc';

/** Where a page starts: at `value` (or after it, `exclusive`), and with `id` only among records of exactly that value. */
export interface RangeStart {
  value: string;
  id?: string;
  exclusive: boolean;
}

export interface ListRange {
  field: string;
  start?: RangeStart;
  max: number;
  order: RangeOrder;
}

export type RangeParse = { ok: true; range: ListRange } | { ok: false; message: string };

const refuse = (message: string): RangeParse => ({ ok: false, message });

const GRAMMAR = 'expected "<field> [<start>]..[; max=<n>][, order=asc|desc]"';

/** One start part (value or id) as written: visible characters, `%XX` escapes, none of the grammar's `/ ; ,`. */
const ENCODED_PART = /^(?:[^\s%/;,]|%[0-9A-Fa-f]{2})*$/;
/** The field, one or more spaces, an optional `]`, the start, `..`, and whatever an end bound would be. */
const RANGE_SPEC = /^(\S+)\s+(\]?)(\S*?)\.\.(.*)$/;

/** Characters written as they are in a start; everything else is percent-encoded as UTF-8. */
const PLAIN = /[A-Za-z0-9_:~-]/;
const utf8 = new TextEncoder();

function encodePart(text: string): string {
  let encoded = '';
  for (const character of text) {
    encoded += PLAIN.test(character)
      ? character
      : Array.from(utf8.encode(character), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return encoded;
}

function decodePart(text: string): string | undefined {
  if (!ENCODED_PART.test(text)) return undefined;
  try {
    return decodeURIComponent(text);
  } catch {
    // Escapes that are not UTF-8 (`%FF`).
    return undefined;
  }
}

function parseStart(written: string, exclusive: boolean): RangeStart | undefined | 'malformed' {
  // `id ..` has no start; `id ]..` starts after the empty value, so every value round-trips.
  if (written === '') return exclusive ? { value: '', exclusive } : undefined;
  const parts = written.split('/');
  if (parts.length > 2) return 'malformed';
  const [value, id] = parts.map(decodePart);
  if (value === undefined || (parts.length === 2 && !id)) return 'malformed';
  return id === undefined ? { value, exclusive } : { value, id, exclusive };
}

interface RangeOptions {
  max: number;
  order: RangeOrder;
}

function parseOptions(written: string | undefined): RangeOptions | string {
  const options: RangeOptions = { max: DEFAULT_RANGE_MAX, order: 'asc' };
  if (written === undefined) return options;
  const seen = new Set<string>();
  for (const item of written.split(',')) {
    const option = /^\s*(\S+?)\s*=\s*(\S*)\s*$/.exec(item);
    if (!option) return `Range option "${item.trim()}" is malformed: ${GRAMMAR}.`;
    const [, name = '', value = ''] = option;
    if (name !== 'max' && name !== 'order') return `Range option "${name}" is unknown: only max and order are.`;
    if (seen.has(name)) return `Range option ${name} is given twice.`;
    seen.add(name);
    if (name === 'max') {
      const max = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(max >= 1 && max <= RANGE_MAX_LIMIT)) return `Range max must be a whole number from 1 to ${RANGE_MAX_LIMIT}, not "${value}".`;
      options.max = max;
    } else {
      if (value !== 'asc' && value !== 'desc') return `Range order must be asc or desc, not "${value}".`;
      options.order = value;
    }
  }
  return options;
}

/** A `Range` header as sent, for a list that may be ordered by `fields`. */
export function parseRange(header: string, fields: readonly string[]): RangeParse {
  if (header.length > RANGE_HEADER_MAX_LENGTH) return refuse(`Range header is longer than ${RANGE_HEADER_MAX_LENGTH} characters.`);
  const semicolon = header.indexOf(';');
  const spec = RANGE_SPEC.exec((semicolon < 0 ? header : header.slice(0, semicolon)).trim());
  if (!spec) return refuse(`Range header is malformed: ${GRAMMAR}.`);
  const [, field = '', bracket, written = '', end = ''] = spec;
  if (!fields.includes(field)) return refuse(`Range field "${field}" is unknown: this list is ordered by ${fields.join(' or ')}.`);
  const start = parseStart(written, bracket === ']');
  if (start === 'malformed') return refuse(`Range start "${bracket}${written}" is malformed: percent-encode it, with at most one "/" before an id.`);
  if (end.trim() !== '') return refuse('Range end bounds (a..b) are not supported: send max instead.');
  const options = parseOptions(semicolon < 0 ? undefined : header.slice(semicolon + 1));
  if (typeof options === 'string') return refuse(options);
  return { ok: true, range: { field, ...(start ? { start } : {}), ...options } };
}

/** The header for `range`: max always, order when not the default. */
export function formatRange(range: ListRange): string {
  const { start } = range;
  const from = start ? `${start.exclusive ? ']' : ''}${encodePart(start.value)}${start.id === undefined ? '' : `/${encodePart(start.id)}`}` : '';
  return `${range.field} ${from}..; max=${range.max}${range.order === 'desc' ? ', order=desc' : ''}`;
}

/** A record's place in a list ordered by one field: the field's value, then its id among equal values. */
export interface RangeKey {
  value: string;
  id: string;
}

/** Plain code-unit order: ids, slugs and ISO timestamps. */
export function codeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface ListPage<T> {
  page: T[];
  /** `Next-Range` for the records after this page; `undefined` on the last page. */
  nextRange?: string;
}

/**
 * The page `range` asks for, from records sorted ascending by `keyOf`
 * (values by `compareValues`, then ids in code-unit order). Two binary
 * searches and a slice: the cost is the page's, not the list's.
 */
export function pageOfList<T>(
  sorted: readonly T[],
  range: ListRange,
  keyOf: (record: T) => RangeKey,
  compareValues: (a: string, b: string) => number = codeUnitOrder,
): ListPage<T> {
  const { start, max } = range;
  // Against a start without an id, only the value counts: every record of that value is at the start.
  const compareToStart = (key: RangeKey, at: RangeStart): number =>
    compareValues(key.value, at.value) || (at.id === undefined ? 0 : codeUnitOrder(key.id, at.id));
  /** The first index whose key is after the start (`strictly`), or at or after it. */
  const firstAfter = (at: RangeStart, strictly: boolean): number => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = compareToStart(keyOf(sorted[middle]!), at);
      if (order > 0 || (order === 0 && !strictly)) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  let from: number;
  let to: number;
  let following: number;
  if (range.order === 'asc') {
    from = start ? firstAfter(start, start.exclusive) : 0;
    to = Math.min(from + max, sorted.length);
    following = to;
  } else {
    // Walking down: the page ends (in ascending terms) at the start.
    to = start ? firstAfter(start, !start.exclusive) : sorted.length;
    from = Math.max(to - max, 0);
    following = from - 1;
  }
  const page = sorted.slice(from, to);
  if (range.order === 'desc') page.reverse();
  const last = page.at(-1);
  const next = sorted[following];
  if (!last || !next) return { page };
  const lastKey = keyOf(last);
  // The id goes along only when the next record shares the last one's value.
  const tied = compareValues(lastKey.value, keyOf(next).value) === 0;
  const nextStart: RangeStart = tied ? { value: lastKey.value, id: lastKey.id, exclusive: true } : { value: lastKey.value, exclusive: true };
  return { page, nextRange: formatRange({ ...range, start: nextStart }) };
}
