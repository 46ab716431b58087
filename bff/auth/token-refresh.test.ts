import type { NextFunction, Request, Response } from 'express';
import type { SessionData } from 'express-session';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { AuthState } from '../session/types';
import type { RefreshResult, SessionRefresher } from './session-refresher';
import { requireAccessToken } from './token-refresh';

const NOW = Date.now();
const SKEW_MS = 60_000;
const config = { tokenRefreshSkewMs: SKEW_MS, session: { cookieName: 'portal.sid' } } as unknown as Config;

const auth = (accessToken: string, expiresAt: number, lastSeenAt = NOW - 5_000): AuthState => ({
  accessToken,
  refreshToken: `refresh-of-${accessToken}`,
  idToken: undefined,
  accessTokenExpiresAt: expiresAt,
  sub: 'sub-1',
  email: 'partner@acme.test',
  name: 'Partner',
  isAdmin: false,
  signedInAt: NOW - 60_000,
  lastSeenAt,
});

/** Runs requireAccessToken on a request whose session holds `current`, with a refresher that answers `result`. */
async function run(current: AuthState, result: RefreshResult) {
  const session = { auth: current, tokenVersion: 0 } as unknown as Request['session'];
  const req = { session, sessionID: 'sid-1', requestId: undefined } as unknown as Request;
  const res = { locals: {} } as unknown as Response;
  const refresher: SessionRefresher = { refresh: () => Promise.resolve(result) };
  let nextCalls = 0;
  await requireAccessToken(config, refresher, pino({ level: 'silent' }))(req, res, (() => nextCalls++) as NextFunction);
  return { session, locals: res.locals, nextCalls };
}

describe('requireAccessToken', () => {
  it('passes a token far from expiry on as it is, without refreshing', async () => {
    const { locals, session, nextCalls } = await run(auth('old', NOW + 10 * SKEW_MS), { ended: 'gone' });
    expect(locals.accessToken).toBe('old');
    expect(session.tokenVersion).toBe(0);
    expect(nextCalls).toBe(1);
  });

  it("after a refresh, the request's copy takes the saved tokens and token version, so its own write at the end is not stale", async () => {
    const saved = { auth: auth('new', NOW + 3_600_000, NOW - 10_000), tokenVersion: 1 } as SessionData;
    const { locals, session, nextCalls } = await run(auth('old', NOW + SKEW_MS / 2), { session: saved });
    expect(locals.accessToken).toBe('new');
    expect(session.auth?.accessToken).toBe('new');
    // Without the version, express-session's save at response end is refused as `stale` and the request's last-seen time is lost.
    expect(session.tokenVersion).toBe(1);
    // The later of the two last-seen times is kept.
    expect(session.auth?.lastSeenAt).toBe(NOW - 5_000);
    expect(nextCalls).toBe(1);
  });
});
