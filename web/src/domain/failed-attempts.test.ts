import { describe, expect, it } from 'vitest';
import {
  failedAttemptsEmptyState,
  filterAttempts,
  formatAttemptDate,
  mostRecentAttempts,
  NO_FAILED_ATTEMPTS,
  NO_MATCHING_FAILED_ATTEMPTS,
  prettyResponseBody,
  searchableText,
  type FilterableAttempt,
} from './failed-attempts';

function attempt(overrides: Partial<FilterableAttempt>): FilterableAttempt {
  return {
    createdAt: '2026-11-01T10:00:00Z',
    appName: 'shiny-app-1234',
    plan: 'standard-0',
    responseCode: 500,
    url: 'https://provider.test/platform/resources',
    actionType: 'provision',
    errorType: 'timeout',
    params: { uuid: '01234567-89ab-cdef-0123-456789abcdef', region: 'eu' },
    responseBody: '{"message":"database cluster full"}',
    ...overrides,
  };
}

describe('the 100 most recent (spec §4)', () => {
  it('keeps the newest 100, newest first', () => {
    const many = Array.from({ length: 250 }, (_unused, n) => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(), n }));
    const shown = mostRecentAttempts(many);
    expect(shown).toHaveLength(100);
    expect(shown[0]?.n).toBe(249);
    expect(shown.at(-1)?.n).toBe(150);
  });
});

describe('the filter (spec §4: column values, request parameters and response body)', () => {
  const attempts = [
    attempt({ appName: 'alpha-app', errorType: 'timeout' }),
    attempt({ appName: 'beta-app', responseCode: 422, params: { uuid: 'ffff0000-1111-2222-3333-444455556666', region: 'us' } }),
    attempt({ appName: 'gamma-app', responseBody: 'Upstream says: quota exceeded', actionType: 'deprovision' }),
  ];

  it.each([
    ['', 3],
    ['   ', 3],
    ['ALPHA-APP', 1],
    ['422', 1],
    ['ffff0000', 1],
    ['"region":"us"', 1],
    ['quota exceeded', 1],
    ['deprovision', 1],
    ['provision', 3],
    ['beta-app us', 1],
    ['beta-app quota', 0],
    ['nothing-like-this', 0],
  ])('%j matches %i', (query, count) => {
    expect(filterAttempts(attempts, query)).toHaveLength(count);
  });

  it('finds an attempt by its date as the column shows it, in the viewer’s offset', () => {
    const dated = [attempt({ appName: 'early', createdAt: '2026-11-01T23:30:00Z' }), attempt({ appName: 'later', createdAt: '2026-11-02T09:00:00Z' })];
    const inUtc = (candidate: FilterableAttempt) => searchableText(candidate, 0);
    const inBerlin = (candidate: FilterableAttempt) => searchableText(candidate, 60);
    expect(filterAttempts(dated, '11/01/26', inUtc).map((found) => found.appName)).toEqual(['early']);
    expect(filterAttempts(dated, '11/02/26', inBerlin).map((found) => found.appName)).toEqual(['early', 'later']);
    expect(filterAttempts(dated, '11:30:00 pm', inUtc).map((found) => found.appName)).toEqual(['early']);
  });
});

describe('empty states (spec §4)', () => {
  it.each([
    [0, 0, NO_FAILED_ATTEMPTS],
    [5, 0, NO_MATCHING_FAILED_ATTEMPTS],
    [5, 2, null],
  ])('%i total, %i shown → %s', (total, shown, message) => {
    expect(failedAttemptsEmptyState(total, shown)).toBe(message);
  });

  it('words them as the spec does', () => {
    expect(NO_FAILED_ATTEMPTS).toBe('There are currently no failed attempts.');
    expect(NO_MATCHING_FAILED_ATTEMPTS).toBe('No failed attempts match that query.');
  });
});

describe("dates (spec §9: 'MM/DD/YY, h:mm:ss a Z')", () => {
  it.each([
    ['2026-11-24T15:04:05Z', 0, '11/24/26, 3:04:05 pm +00:00'],
    ['2026-11-24T00:00:09Z', 0, '11/24/26, 12:00:09 am +00:00'],
    ['2026-01-01T02:30:00Z', -300, '12/31/25, 9:30:00 pm -05:00'],
    ['2026-06-30T23:59:59Z', 120, '07/01/26, 1:59:59 am +02:00'],
  ])('%s at offset %i → %s', (iso, offset, shown) => {
    expect(formatAttemptDate(iso, offset)).toBe(shown);
  });
});

describe('response bodies', () => {
  it('pretty-prints JSON and leaves other text alone', () => {
    expect(prettyResponseBody('{"a":1,"b":[2]}')).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
    expect(prettyResponseBody('Bad Gateway')).toBe('Bad Gateway');
    expect(prettyResponseBody('')).toBe('');
  });
});
