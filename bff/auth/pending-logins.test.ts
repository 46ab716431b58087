import type { Request } from 'express';
import signature from 'cookie-signature';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { PENDING_LOGIN_MAX_MS } from '../session/retention';
import type { VersionedStore } from '../session/versioned-store';
import { createPendingLogins } from './pending-logins';

const SECRET = 'pending-logins-secret-pending-logins-secret';
const config = { session: { cookieSecure: false, secrets: [SECRET] } } as unknown as Config;
const logins = createPendingLogins(config, {} as VersionedStore);
const NOW = Date.now();

const cookie = (name: string, state: string, startedAt = NOW - 1_000, secret = SECRET) =>
  `portal.login.${name}=${encodeURIComponent(signature.sign(`${state}:${startedAt}`, secret))}`;
const attempts = (...cookies: string[]) => logins.attemptsOf({ headers: { cookie: cookies.join('; ') } } as Request, NOW);

describe('attemptsOf: the sign-ins this browser provably started', () => {
  it('takes a cookie signed for the state it is named after', () => {
    expect(attempts(cookie('state-a', 'state-a'))).toEqual([{ state: 'state-a', startedAt: NOW - 1_000 }]);
  });

  it("refuses a signed value copied under another state's name", () => {
    // Valid signature, wrong name: otherwise one genuine cookie would vouch for any state.
    expect(attempts(cookie('state-b', 'state-a'))).toEqual([]);
  });

  it('refuses a forged signature and an attempt older than ten minutes', () => {
    expect(attempts(cookie('state-a', 'state-a', NOW - 1_000, 'another-secret-another-secret-another'))).toEqual([]);
    expect(attempts(cookie('state-a', 'state-a', NOW - PENDING_LOGIN_MAX_MS))).toEqual([]);
  });

  it('lists several tabs newest first', () => {
    expect(attempts(cookie('old', 'old', NOW - 5_000), cookie('new', 'new', NOW - 1_000)).map((a) => a.state)).toEqual(['new', 'old']);
  });
});
