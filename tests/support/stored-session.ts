import type { SessionData } from 'express-session';
import { createClient } from 'redis';
import { SessionCipher } from '../../bff/session/session-cipher';
import '../../bff/session/types';
import type { BrowserSession } from './browser-session';
import type { TestPortal } from './portal';

/** The session id behind a browser's signed session cookie at `portal`. */
export async function sessionIdOf(portal: TestPortal, browser: BrowserSession): Promise<string> {
  const signed = decodeURIComponent((await browser.cookieValue(portal.url, portal.config.session.cookieName)) ?? '');
  if (!signed.startsWith('s:')) throw new Error('the browser has no session cookie');
  return signed.slice(2, signed.lastIndexOf('.'));
}

/**
 * The Redis view of a browser's session (or of a pending sign-in), as only the
 * BFF can see it — opened with the portal's own secrets (stored values are
 * sealed, bff/session/session-cipher.ts): for tests that must read tokens, or
 * age a record without waiting. `raw` is what Redis itself holds.
 */
export async function withStoredSession<T>(
  portal: TestPortal,
  browser: BrowserSession,
  use: StoredRecordUse<T>,
): Promise<T> {
  return withStoredRecord(portal, `portal:sess:${await sessionIdOf(portal, browser)}`, use);
}

/** The stored record of the sign-in started with `state` (see bff/auth/pending-logins.ts). */
export function withStoredLogin<T>(portal: TestPortal, state: string, use: StoredRecordUse<T>): Promise<T> {
  return withStoredRecord(portal, `portal:sess:login:${state}`, use);
}

type StoredRecordUse<T> = (record: {
  key: string;
  /** The stored value exactly as Redis holds it (null when there is none). */
  raw(): Promise<string | null>;
  /** Replaces the stored value as is, keeping its TTL (to tamper with it). */
  writeRaw(value: string): Promise<void>;
  read(): Promise<SessionData | undefined>;
  write(data: SessionData): Promise<void>;
  ttlMs(): Promise<number>;
}) => Promise<T>;

async function withStoredRecord<T>(portal: TestPortal, key: string, use: StoredRecordUse<T>): Promise<T> {
  if (!portal.config.redisUrl) throw new Error('this portal keeps sessions in memory');
  const cipher = new SessionCipher(portal.config.session.secrets);
  const sid = key.slice('portal:sess:'.length);
  const client = await createClient({ url: portal.config.redisUrl }).connect();
  try {
    return await use({
      key,
      raw: () => client.get(key),
      async writeRaw(value) {
        await client.set(key, value, { expiration: 'KEEPTTL' });
      },
      async read() {
        const stored = await client.get(key);
        return stored ? cipher.open(sid, stored) : undefined;
      },
      async write(data) {
        await client.set(key, cipher.seal(sid, data), { expiration: 'KEEPTTL' });
      },
      ttlMs: () => client.pTTL(key),
    });
  } finally {
    await client.close();
  }
}

/** Reads the refresh token from the session store, as only the BFF can. */
export async function refreshTokenOf(portal: TestPortal, browser: BrowserSession): Promise<string> {
  const token = await withStoredSession(portal, browser, async (session) => (await session.read())?.auth?.refreshToken);
  if (typeof token !== 'string') throw new Error('no refresh token in the stored session');
  return token;
}
