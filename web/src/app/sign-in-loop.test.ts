import { describe, expect, it } from 'vitest';
import {
  decideOnUnauthorized,
  markSignedIn,
  parseAutomaticRedirectRecord,
  QUICK_LAP_MS,
  recordAutomaticRedirect,
  SIGN_IN_LOOP_WINDOW_MS,
} from './sign-in-loop';

const T0 = Date.parse('2025-03-04T10:00:00Z');
const seconds = (n: number) => n * 1_000;
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;
/** An automatic redirect at `at`, after which the user signed in (a session answered 200). */
const redirectedAt = (at: number) => ({ ...recordAutomaticRedirect(null, at), signedIn: true });
/** An automatic redirect at `at` that no sign-in followed. */
const redirectedUnsignedAt = (at: number) => recordAutomaticRedirect(null, at);

describe('decideOnUnauthorized (the sign-in loop guard)', () => {
  it('redirects silently on the first 401 of a tab', () => {
    expect(decideOnUnauthorized(null, T0)).toBe('redirect');
  });

  it('explains when a 401 comes back straight after an automatic redirect (the incident: a lap every 230 ms)', () => {
    expect(decideOnUnauthorized(redirectedAt(T0), T0 + 230)).toBe('explain');
    expect(decideOnUnauthorized(redirectedAt(T0), T0 + seconds(3))).toBe('explain');
  });

  it('asks an abandoned sign-in to sign in again: redirected, never signed in, then another address (issue 31 #14)', () => {
    expect(decideOnUnauthorized(redirectedUnsignedAt(T0), T0 + seconds(4))).toBe('redirect');
    expect(decideOnUnauthorized(redirectedUnsignedAt(T0), T0 + seconds(40))).toBe('redirect');
    // A second abandoned address soon after is still only a request to sign in.
    const twice = recordAutomaticRedirect(redirectedUnsignedAt(T0), T0 + seconds(12));
    expect(decideOnUnauthorized(twice, T0 + seconds(20))).toBe('redirect');
  });

  it('explains, without claiming a sign-in, when no session ever holds and the redirects come back at once', () => {
    let record = redirectedUnsignedAt(T0);
    record = recordAutomaticRedirect(record, T0 + 300);
    expect(decideOnUnauthorized(record, T0 + 600)).toBe('redirect');
    record = recordAutomaticRedirect(record, T0 + 600);
    expect(record.count).toBe(3);
    expect(decideOnUnauthorized(record, T0 + 900)).toBe('explain-not-kept');
    // The same three redirects at a person's pace are three requests to sign in.
    let slow = redirectedUnsignedAt(T0);
    slow = recordAutomaticRedirect(slow, T0 + QUICK_LAP_MS);
    slow = recordAutomaticRedirect(slow, T0 + 2 * QUICK_LAP_MS);
    expect(slow.count).toBe(1);
    expect(decideOnUnauthorized(slow, T0 + 2 * QUICK_LAP_MS + 300)).toBe('redirect');
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
    const fresh = markSignedIn(recordAutomaticRedirect(future, T0), T0 + seconds(1));
    expect(decideOnUnauthorized(fresh, T0 + seconds(2))).toBe('explain');
  });
});

describe('recordAutomaticRedirect', () => {
  it('starts a run of one', () => {
    expect(recordAutomaticRedirect(null, T0)).toEqual({ at: T0, count: 1 });
  });

  it('counts quick redirects in a row with no sign-in between', () => {
    expect(recordAutomaticRedirect({ at: T0, count: 1 }, T0 + seconds(9))).toEqual({ at: T0 + seconds(9), count: 2 });
    expect(recordAutomaticRedirect({ at: T0, count: 1 }, T0 + QUICK_LAP_MS)).toEqual({ at: T0 + QUICK_LAP_MS, count: 1 });
  });

  it('starts again after a sign-in, and forgets it', () => {
    expect(recordAutomaticRedirect({ at: T0, count: 2, signedIn: true }, T0 + 300)).toEqual({ at: T0 + 300, count: 1 });
  });

  it('starts again after the window', () => {
    expect(recordAutomaticRedirect({ at: T0, count: 3 }, T0 + hours(2))).toEqual({ at: T0 + hours(2), count: 1 });
  });
});

describe('markSignedIn', () => {
  it('marks a recent redirect as followed by a sign-in', () => {
    expect(markSignedIn({ at: T0, count: 1 }, T0 + seconds(2))).toEqual({ at: T0, count: 1, signedIn: true });
  });

  it('leaves nothing to mark without a record, with an old one, or one already marked', () => {
    expect(markSignedIn(null, T0)).toBeNull();
    expect(markSignedIn({ at: T0, count: 1 }, T0 + minutes(2))).toBeNull();
    expect(markSignedIn({ at: T0, count: 1, signedIn: true }, T0 + 1)).toBeNull();
  });
});

describe('parseAutomaticRedirectRecord', () => {
  it('reads what was written', () => {
    expect(parseAutomaticRedirectRecord(JSON.stringify({ at: T0, count: 2 }))).toEqual({ at: T0, count: 2 });
    expect(parseAutomaticRedirectRecord(JSON.stringify({ at: T0, count: 1, signedIn: true }))).toEqual({ at: T0, count: 1, signedIn: true });
    expect(parseAutomaticRedirectRecord(JSON.stringify({ at: T0, count: 1, signedIn: 'yes' }))).toEqual({ at: T0, count: 1 });
  });

  it('takes anything else for no record', () => {
    for (const raw of [null, '', 'not json', 'null', '42', '[]', '{}', '{"at":"yesterday","count":1}', '{"at":1,"count":0}', '{"at":1,"count":1.5}', '{"at":1}']) {
      expect(parseAutomaticRedirectRecord(raw), String(raw)).toBeNull();
    }
  });
});
