/**
 * The three admin lists that page with the Heroku platform API's `Range` /
 * `Next-Range` (issue 33), over real HTTP against the sandbox, on the seed plus
 * a small generated marketplace in which six companies share a name (with the
 * grammar's own comma and dot in it) and six repricings a creation time, so a
 * run of equal values crosses the pages' boundaries, and one company's name
 * is in lower case, so names sort as text, not as code units.
 */
import { describe, expect, it } from 'vitest';
import { seedMarketplaceAtScale } from '../../fixtures/model/marketplace-at-scale';
import { storedCompanies } from '../../fixtures/model/company-records';
import { repricings } from '../../fixtures/data/repricings';
import { apiErrorSchema } from '../../web/src/api/error-response';
import type { Answer } from '../support/sandbox-api';
import { sandboxForFile } from '../support/sandbox-for-file';

const { tokens, call } = sandboxForFile({
  seed: (store) => {
    seedMarketplaceAtScale(store, { addons: 150, seed: 3 });
    for (const company of storedCompanies(store).slice(-6)) company.name = 'Twin, Twin and Co.';
    // Lower case: by name it sorts among the A's (as the admin screens list it), not after every capital.
    storedCompanies(store).at(-7)!.name = 'aardvark labs';
    const tied = store.recordsOf(repricings).slice(-6);
    for (const repricing of tied) repricing.created_at = tied[0]!.created_at;
  },
});

interface Row {
  id: string;
  [attribute: string]: unknown;
}
type Compare = (a: string, b: string) => number;
const codeUnits: Compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const text: Compare = new Intl.Collator('en').compare;
const attribute = (row: Row, name: string) => String(row[name]);

const lists = [
  // The order each answered in before paging: newest first, by display name, by name.
  { path: '/api/v3/repricings', fields: { id: codeUnits, created_at: codeUnits }, listOrder: (a: Row, b: Row) => attribute(b, 'created_at').localeCompare(attribute(a, 'created_at')) },
  { path: '/api/v3/addons', fields: { id: codeUnits, slug: codeUnits }, listOrder: (a: Row, b: Row) => attribute(a, 'display_name').localeCompare(attribute(b, 'display_name'), 'en') },
  { path: '/api/v3/companies', fields: { id: codeUnits, name: text }, listOrder: (a: Row, b: Row) => attribute(a, 'name').localeCompare(attribute(b, 'name'), 'en') },
] as const;

const get = (path: string, token: string, range?: string): Promise<Answer> => call(path, token, range === undefined ? {} : { headers: { range } });
const whole = async (path: string): Promise<Row[]> => (await get(path, tokens.admin)).body as Row[];

/** Every page from `first` on, following Next-Range. */
async function walk(path: string, first: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let range: string | null = first; range !== null; range = answers.at(-1)!.headers.get('next-range')) {
    if (answers.length > 500) throw new Error(`${path} did not stop paging`);
    answers.push(await get(path, tokens.admin, range));
  }
  return answers;
}

const walks = lists.flatMap(({ path, fields }) =>
  Object.entries(fields).flatMap(([field, compare]) => (['asc', 'desc'] as const).map((order) => ({ path, field, compare, order }))),
);

describe('walking a list with Next-Range', () => {
  it.each(walks)('$path by $field, $order: every record exactly once, in order, 206 until the last page', async ({ path, field, compare, order }) => {
    const max = 5;
    const answers = await walk(path, `${field} ..; max=${max}${order === 'desc' ? ', order=desc' : ''}`);
    const expected = (await whole(path)).sort((a, b) => compare(attribute(a, field), attribute(b, field)) || codeUnits(a.id, b.id));
    if (order === 'desc') expected.reverse();
    expect(answers.flatMap((answer) => answer.body as Row[])).toEqual(expected);
    expect(answers.length).toBe(Math.ceil(expected.length / max));
    for (const [index, answer] of answers.entries()) {
      const last = index === answers.length - 1;
      expect(answer.status).toBe(last ? 200 : 206);
      expect(answer.headers.has('next-range')).toBe(!last);
      expect((answer.body as Row[]).length).toBe(last ? expected.length - max * index : max);
    }
  });

  it('carries the id across the run of equal names and creation times, and only there', async () => {
    const nextRanges = [...(await walk('/api/v3/companies', 'name ..; max=5')), ...(await walk('/api/v3/repricings', 'created_at ..; max=5'))]
      .map((answer) => answer.headers.get('next-range'))
      .filter((range) => range !== null);
    expect(nextRanges.filter((range) => range.includes('/'))).toEqual([
      expect.stringMatching(/^name \]Twin%2C%20Twin%20and%20Co%2E\/[^/]+\.\.; max=5$/),
      expect.stringMatching(/^created_at \][^/]+\/[^/]+\.\.; max=5$/),
    ]);
  });

  it.each(lists)('$path answers one 200 page, no Next-Range, when max covers it', async ({ path }) => {
    const all = await whole(path);
    expect(all.length).toBeGreaterThan(30);
    const [only, ...rest] = await walk(path, `id ..; max=${all.length}`);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ status: 200, body: [...all].sort((a, b) => codeUnits(a.id, b.id)) });
    expect(only!.headers.has('next-range')).toBe(false);
  });
});

describe('without a Range', () => {
  it.each(lists)('$path answers the whole list as before: 200, no Next-Range, in its old order, each record as its page shows it', async ({ path, listOrder }) => {
    const answer = await get(path, tokens.admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.has('next-range')).toBe(false);
    const rows = answer.body as Row[];
    for (let index = 1; index < rows.length; index += 1) expect(listOrder(rows[index - 1]!, rows[index]!)).toBeLessThanOrEqual(0);
    const paged = (await walk(path, 'id ..; max=1000')).flatMap((page) => page.body as Row[]);
    expect(rows.map((row) => JSON.stringify(row)).sort()).toEqual(paged.map((row) => JSON.stringify(row)).sort());
  });
});

const GRAMMAR = 'expected "<field> [<start>]..[; max=<n>][, order=asc|desc]"';
const hostile: [string, string | ((fields: string) => string)][] = [
  ['id ..; max=0', 'Range max must be a whole number from 1 to 1000, not "0".'],
  ['id ..; max=1001', 'Range max must be a whole number from 1 to 1000, not "1001".'],
  ['id ..; max=abc', 'Range max must be a whole number from 1 to 1000, not "abc".'],
  ['id ..; max=-5', 'Range max must be a whole number from 1 to 1000, not "-5".'],
  ['id ..; order=sideways', 'Range order must be asc or desc, not "sideways".'],
  ['id ..; order=ASC', 'Range order must be asc or desc, not "ASC".'],
  ['id ..; limit=5', 'Range option "limit" is unknown: only max and order are.'],
  ['id ..; max=5, max=6', 'Range option max is given twice.'],
  ['id ..; max=5; DROP TABLE companies', `Range option "max=5; DROP TABLE companies" is malformed: ${GRAMMAR}.`],
  ['foo ..', (fields) => `Range field "foo" is unknown: this list is ordered by ${fields}.`],
  ['ID ..', (fields) => `Range field "ID" is unknown: this list is ordered by ${fields}.`],
  ['id a..b', 'Range end bounds (a..b) are not supported: send max instead.'],
  ['; max=5', `Range header is malformed: ${GRAMMAR}.`],
  ['', `Range header is malformed: ${GRAMMAR}.`],
  ['id', `Range header is malformed: ${GRAMMAR}.`],
  ['bytes=0-99', `Range header is malformed: ${GRAMMAR}.`],
  ['id ]%FF..', 'Range start "]%FF" is malformed: percent-encode it, with at most one "/" before an id.'],
  [`id ]${'a'.repeat(5000)}..`, 'Range header is longer than 4096 characters.'],
];
const refusals = lists.flatMap(({ path, fields }) =>
  hostile.map(([range, message]) => ({ path, range, message: typeof message === 'string' ? message : message(Object.keys(fields).join(' or ')) })),
);

describe('a Range the list cannot read', () => {
  it.each(refusals)('$path: 400 for $range', async ({ path, range, message }) => {
    const { status, body } = await get(path, tokens.admin, range);
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body)).toEqual({ id: 'bad_request', message });
  });

  it('names the fields of the list asked, not another list’s', async () => {
    expect((await get('/api/v3/addons', tokens.admin, 'slug ..; max=5')).status).toBe(206);
    expect((await get('/api/v3/companies', tokens.admin, 'slug ..')).body).toEqual({ id: 'bad_request', message: 'Range field "slug" is unknown: this list is ordered by id or name.' });
  });
});

describe('access is as before', () => {
  it.each(lists.flatMap(({ path }) => (['partner', 'solo', 'developer'] as const).flatMap((persona) => ['id ..; max=5', 'id ..; max=0'].map((range) => ({ path, persona, range })))))(
    '$path refuses $persona with 403 whatever the Range ($range)',
    async ({ path, persona, range }) => {
      expect(await get(path, tokens[persona], range)).toMatchObject({ status: 403, body: { id: 'forbidden', message: 'Only platform administrators may do this.' } });
    },
  );

  it.each(lists)('$path refuses a caller without a token with 401, Range or not', async ({ path }) => {
    expect((await call(path, undefined, { headers: { range: 'id ..; max=5' } })).status).toBe(401);
  });
});
