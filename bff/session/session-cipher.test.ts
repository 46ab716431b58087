import type { SessionData } from 'express-session';
import { describe, expect, it } from 'vitest';
import { SessionCipher } from './session-cipher';

const secretA = 'secret-a-secret-a-secret-a-secret-a-secret-a';
const secretB = 'secret-b-secret-b-secret-b-secret-b-secret-b';
const sid = 'Xk3bq9_R2vS0dYp1mNz8aQwE4tUyH6cL';

const session = {
  cookie: { originalMaxAge: null },
  tokenVersion: 3,
  auth: {
    accessToken: 'eyJhbGciOi.access-token-value.sig',
    refreshToken: 'refresh-token-value-0123456789',
    idToken: 'eyJhbGciOi.id-token-value.sig',
    accessTokenExpiresAt: 1_800_000_000_000,
    sub: 'user-42',
    email: 'partner@acme.test',
    name: 'Pat Partner',
    isAdmin: false,
    signedInAt: 1_700_000_000_000,
    lastSeenAt: 1_700_000_100_000,
  },
} as unknown as SessionData;

/** Re-encodes the sealed bytes of `stored` after `change`, keeping the envelope well-formed. */
function alterSealed(stored: string, change: (bytes: Buffer) => Buffer): string {
  const [, head = '', sealed = ''] = /^(.*\.)([^.]*)"\}$/.exec(stored) ?? [];
  return `${head}${change(Buffer.from(sealed, 'base64')).toString('base64')}"}`;
}

const flipAt = (index: number) => (bytes: Buffer) => {
  const copy = Buffer.from(bytes);
  const at = index < 0 ? copy.length + index : index;
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
};

describe('sessions sealed at rest', () => {
  const cipher = new SessionCipher([secretA]);

  it('opens what it sealed, for the same id', () => {
    expect(cipher.open(sid, cipher.seal(sid, session))).toEqual(session);
    const pending = { pendingLogin: { state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/', startedAt: 1 } } as SessionData;
    expect(cipher.open('login:s', cipher.seal('login:s', pending))).toEqual(pending);
  });

  it('stores no token, e-mail or name, in the clear or in base64, and only the token version readable', () => {
    const stored = cipher.seal(sid, session);
    const secrets = [session.auth.accessToken, session.auth.refreshToken, session.auth.idToken, session.auth.email, session.auth.name, 'user-42'];
    for (const value of secrets as string[]) {
      expect(stored).not.toContain(value);
      expect(stored).not.toContain(Buffer.from(value).toString('base64').slice(0, 12));
    }
    expect(JSON.parse(stored)).toEqual({ tokenVersion: 3, sealed: expect.stringMatching(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9+/=]+$/) });
    expect(JSON.parse(cipher.seal(sid, { ...session, tokenVersion: undefined } as unknown as SessionData)).tokenVersion).toBeNull();
  });

  it('seals the same session differently each time (a fresh IV per write)', () => {
    expect(cipher.seal(sid, session)).not.toBe(cipher.seal(sid, session));
  });

  it('rotates like the cookie secret: the first seals, every listed one opens, a retired one does not', () => {
    const underA = cipher.seal(sid, session);
    const rotated = new SessionCipher([secretB, secretA]);
    expect(rotated.open(sid, underA)).toEqual(session);
    const underB = rotated.seal(sid, session);
    expect(new SessionCipher([secretB]).open(sid, underB)).toEqual(session);
    expect(new SessionCipher([secretB]).open(sid, underA)).toBeUndefined();
    expect(cipher.open(sid, underB)).toBeUndefined();
  });

  it('refuses a value sealed for another session id', () => {
    expect(cipher.open(`${sid}x`, cipher.seal(sid, session))).toBeUndefined();
    expect(cipher.open('login:abc', cipher.seal('login:abd', session))).toBeUndefined();
  });

  const sealed = cipher.seal(sid, session);
  const hostile: [string, string][] = [
    ['empty', ''],
    ['legacy plaintext JSON from before sealing', JSON.stringify(session)],
    ['a JSON envelope spelled differently', JSON.stringify(JSON.parse(sealed), null, 1)],
    ['another plaintext token version', sealed.replace('"tokenVersion":3', '"tokenVersion":4')],
    ['no token version', sealed.replace('"tokenVersion":3', '"tokenVersion":null')],
    ['an unknown key id', sealed.replace(/v1\.[0-9a-f]{8}/, 'v1.00000000')],
    ['another format version', sealed.replace('"v1.', '"v2.')],
    ['a flipped IV byte', alterSealed(sealed, flipAt(0))],
    ['a flipped tag byte', alterSealed(sealed, flipAt(12))],
    ['a flipped ciphertext byte', alterSealed(sealed, flipAt(-1))],
    ['truncated ciphertext', alterSealed(sealed, (bytes) => bytes.subarray(0, bytes.length - 1))],
    ['IV and tag only', alterSealed(sealed, (bytes) => bytes.subarray(0, 28))],
    ['a few bytes', alterSealed(sealed, (bytes) => bytes.subarray(0, 5))],
    ['cut short', sealed.slice(0, sealed.length - 10)],
    ['trailing data', `${sealed}\n{"auth":{}}`],
    ['leading data', ` ${sealed}`],
    ['not base64', sealed.replace(/(\.[0-9a-f]{8}\.)[A-Za-z0-9+/]{4}/, '$1!!!!')],
    ['a character inserted that base64 decoding skips', sealed.replace(/(\.[0-9a-f]{8}\.[A-Za-z0-9+/]{8})/, '$1!')],
    ['a line break inside the base64', sealed.replace(/(\.[0-9a-f]{8}\.[A-Za-z0-9+/]{8})/, '$1\n')],
    ['a key id one character short', sealed.replace(/v1\.([0-9a-f]{7})[0-9a-f]/, 'v1.$1')],
    ['a token version that is not a number', sealed.replace('"tokenVersion":3', '"tokenVersion":"3"')],
    ['base64 with padding in the middle', sealed.replace(/(\.[0-9a-f]{8}\.[A-Za-z0-9+/]{8})/, '$1==')],
  ];

  it.each(hostile)('treats %s as no session', (_name, stored) => {
    expect(stored).not.toBe(sealed);
    expect(cipher.open(sid, stored)).toBeUndefined();
  });

  it('the hostile table starts from a value that does open (so each row tests its one change)', () => {
    expect(cipher.open(sid, alterSealed(sealed, (bytes) => bytes))).toEqual(session);
  });
});

describe('opening a value again (remembered per session id, issue 24)', () => {
  it('serves only the very value that opened, under the very id it opened for', () => {
    const cipher = new SessionCipher([secretA]);
    const stored = cipher.seal(sid, session);
    expect(cipher.open(sid, stored)).toEqual(session);
    // Moved to another id after opening once: still refused, as before.
    expect(cipher.open(`${sid}x`, stored)).toBeUndefined();
    // Changed in place after opening once: refused, and the untouched value still opens.
    expect(cipher.open(sid, alterSealed(stored, flipAt(-1)))).toBeUndefined();
    expect(cipher.open(sid, stored.replace('"tokenVersion":3', '"tokenVersion":4'))).toBeUndefined();
    expect(cipher.open(sid, stored)).toEqual(session);
  });

  it('opens a session rewritten elsewhere (a refresh, another replica) to its new content', () => {
    const cipher = new SessionCipher([secretA]);
    expect(cipher.open(sid, cipher.seal(sid, session))).toEqual(session);
    const refreshed = { ...session, tokenVersion: 4, auth: { ...session.auth!, accessToken: 'eyJhbGciOi.new-access.sig' } } as SessionData;
    expect(cipher.open(sid, cipher.seal(sid, refreshed))).toEqual(refreshed);
  });

  it('hands out a fresh session each time, so one request changing its copy changes no other', () => {
    const cipher = new SessionCipher([secretA]);
    const stored = cipher.seal(sid, session);
    const first = cipher.open(sid, stored)!;
    first.auth!.lastSeenAt = 0;
    first.auth!.accessToken = 'changed';
    expect(cipher.open(sid, stored)).toEqual(session);
  });
});
