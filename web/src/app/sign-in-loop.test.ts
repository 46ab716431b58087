import { describe, expect, it } from 'vitest';
import {
  decideOnUnauthorized,
  parseAutomaticRedirectRecord,
  recordAutomaticRedirect,
  SIGN_IN_LOOP_WINDOW_MS,
} from './sign-in-loop';

const T0 = Date.parse('2025-03-04T10:00:00Z');
const seconds = (n: number) => n * 1_000;
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;
const redirectedAt = (at: number) => recordAutomaticRedirect(null, at);

describe('decideOnUnauthorized (the sign-in loop guard)', () => {
  it('redirects silently on the first 401 of a tab', () => {
    expect(decideOnUnauthorized(null, T0)).toBe('redirect');
  });

  it('explains when a 401 comes back straight after an automatic redirect (the incident: a lap every 230 ms)', () => {
    expect(decideOnUnauthorized(redirectedAt(T0), T0 + 230)).toBe('explain');
    expect(decideOnUnauthorized(redirectedAt(T0), T0 + seconds(3))).toBe('explain');
  });

  it('uses a one-minute window: explains up to just before it closes, redirects from then on', () => {
    expect(SIGN_IN_LOOP_WINDOW_MS).toBe(minutes(1));
    expect(decideOnUnauthorized(redirectedAt(T0), T0 + SIGN_IN_LOOP_WINDOW_MS - 1)).toBe('explain');
    expect(decideOnUnauthorized(redirectedAt(T0), T0 + SIGN_IN_LOOP_WINDOW_MS)).toBe('redirect');
  });

  it('redirects silently when a session signed in after a redirect expires 30 minutes later', () => {
    expect(decideOnUnauthorized(redirectedAt(T0), T0 + minutes(30))).toBe('redirect');
  });

  it('redirects silently for a normal expiry hours later', () => {
    expect(decideOnUnauthorized(redirectedAt(T0), T0 + hours(8))).toBe('redirect');
  });

  it('does not trust a record from the future (the clock was set back): redirects, and the new record counts', () => {
    const future = redirectedAt(T0 + minutes(5));
    expect(decideOnUnauthorized(future, T0)).toBe('redirect');
    expect(decideOnUnauthorized(recordAutomaticRedirect(future, T0), T0 + seconds(2))).toBe('explain');
  });
});

describe('recordAutomaticRedirect', () => {
  it('starts a run of one', () => {
    expect(recordAutomaticRedirect(null, T0)).toEqual({ at: T0, count: 1 });
  });

  it('counts redirects in a row within the window of the one before', () => {
    expect(recordAutomaticRedirect({ at: T0, count: 1 }, T0 + seconds(10))).toEqual({ at: T0 + seconds(10), count: 2 });
  });

  it('starts again after the window', () => {
    expect(recordAutomaticRedirect({ at: T0, count: 3 }, T0 + hours(2))).toEqual({ at: T0 + hours(2), count: 1 });
  });
});

describe('parseAutomaticRedirectRecord', () => {
  it('reads what was written', () => {
    expect(parseAutomaticRedirectRecord(JSON.stringify({ at: T0, count: 2 }))).toEqual({ at: T0, count: 2 });
  });

  it('takes anything else for no record', () => {
    for (const raw of [null, '', 'not json', 'null', '42', '[]', '{}', '{"at":"yesterday","count":1}', '{"at":1,"count":0}', '{"at":1,"count":1.5}', '{"at":1}']) {
      expect(parseAutomaticRedirectRecord(raw), String(raw)).toBeNull();
    }
  });
});
