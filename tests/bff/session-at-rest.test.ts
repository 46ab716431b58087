import type { SessionData } from 'express-session';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { SessionCipher } from '../../bff/session/session-cipher';
import { sessionIdOf, withStoredLogin, withStoredSession } from '../support/stored-session';

/*
 * Issue 22: whoever reads Redis (a dump, a replica, a snapshot, an operator)
 * must find no token and no personal data in it; and whoever can write to it
 * must not be able to move, alter or plant a session. Redis is read here
 * directly, as such a reader would.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl') } });
});
afterAll(() => portal.close());

/**
 * What a reader of Redis would try, checked without 4-character coincidences
 * (the test once failed because random ciphertext contained `IFJh`, " Ra" in
 * base64, a fragment of "Priya Raman"):
 * - the stored text holds no value as is (an e-mail, a name with a space, a
 *   token: none can occur by chance in the envelope's base64 alphabet);
 * - the sealed part, decoded as base64 (or base64url) the way a reader would,
 *   holds no value in UTF-8: it is ciphertext, not encoded plaintext. Random
 *   bytes match a value of n bytes at a given place with chance 256^-n, so
 *   values under 8 bytes are not looked for there (none of ours is);
 * - it opens under the portal's key only (see 'a wrong key' below).
 */
const MIN_SEARCHED_BYTES = 8;

function sealedBytes(stored: string): Buffer[] {
  const sealed = /"sealed":"v1\.[0-9a-f]{8}\.([^"]*)"/.exec(stored)?.[1] ?? '';
  return [Buffer.from(sealed, 'base64'), Buffer.from(sealed, 'base64url')];
}

function expectNoneOf(stored: string, values: string[]): void {
  for (const value of values) {
    expect(Buffer.byteLength(value), `${value} is long enough to look for`).toBeGreaterThanOrEqual(MIN_SEARCHED_BYTES);
    expect(stored, `found ${value} as is`).not.toContain(value);
    for (const bytes of sealedBytes(stored)) expect(bytes.includes(Buffer.from(value)), `found ${value} under base64`).toBe(false);
  }
}

async function allStoredSessions(): Promise<string[]> {
  const client = await createClient({ url: inject('redisUrl') }).connect();
  try {
    const keys = await client.keys('portal:sess:*');
    return (await Promise.all(keys.map((key) => client.get(key)))).filter((value): value is string => value !== null);
  } finally {
    await client.close();
  }
}

describe('sessions in Redis are sealed', () => {
  it('holds none of the access, refresh or ID token, nor the e-mail or name, and the session still works', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const { raw, opened } = await withStoredSession(portal, browser, async (record) => ({ raw: await record.raw(), opened: await record.read() }));
    const auth = opened?.auth;
    // The BFF (and only it) can still open the record: the values below are the real ones.
    expect(auth?.accessToken).toMatch(/^[\w-]{20,}/);
    expect(auth?.refreshToken).toMatch(/^[\w-]{20,}/);
    expect(auth?.idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(auth?.email).toBe('partner@acme.test');
    const secrets = [auth!.accessToken, auth!.refreshToken!, auth!.idToken!, auth!.email, auth!.name, auth!.sub];

    expectNoneOf(raw!, secrets);
    expect(raw).toMatch(/^\{"tokenVersion":(null|\d+),"sealed":"v1\.[0-9a-f]{8}\.[A-Za-z0-9+/=]+"\}$/);
    // Nor in any other session record (other tests' sessions included).
    for (const stored of await allStoredSessions()) expectNoneOf(stored, secrets);

    const call = await apiCall(browser, `${portal.url}/api/v3/current_user`);
    expect(call.status).toBe(200);
    expect((await call.json()).email).toBe('partner@acme.test');
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(200);
  });

  it('a wrong key opens nothing, even with the envelope naming it: no plaintext without the secret', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const sid = await sessionIdOf(portal, browser);
    const raw = await withStoredSession(portal, browser, async (record) => (await record.raw())!);
    const right = new SessionCipher(portal.config.session.secrets);
    const wrong = new SessionCipher(['a secret of 32 characters or more that is not the portal one']);
    expect(right.open(sid, raw)?.auth?.email).toBe('partner@acme.test');
    // The wrong key's own id in the envelope, so the cipher really tries it.
    const wrongId = /"sealed":"v1\.([0-9a-f]{8})\./.exec(wrong.seal(sid, {} as SessionData))?.[1] ?? '';
    const renamed = raw.replace(/("sealed":"v1\.)[0-9a-f]{8}\./, `$1${wrongId}.`);
    expect(renamed).not.toBe(raw);
    expect(wrong.open(sid, raw)).toBeUndefined();
    expect(wrong.open(sid, renamed)).toBeUndefined();
  });

  it('seals a pending sign-in too: its verifier and nonce are not readable', async () => {
    const response = await new BrowserSession().request(`${portal.url}/login`);
    const state = new URL(response.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const { raw, opened } = await withStoredLogin(portal, state, async (record) => ({ raw: await record.raw(), opened: await record.read() }));
    const pending = opened?.pendingLogin;
    expect(pending?.codeVerifier).toMatch(/^[\w-]{40,}$/);
    expect(pending?.nonce).toMatch(/^[\w-]{16,}$/);
    expectNoneOf(raw!, [pending!.codeVerifier, pending!.nonce]);
  });
});

/** The stored value with one byte of its sealed bytes (past IV and tag: the ciphertext) flipped. */
function flipCiphertextByte(stored: string): string {
  const [, head = '', sealed = ''] = /^(.*\.)([^.]*)"\}$/.exec(stored) ?? [];
  const bytes = Buffer.from(sealed, 'base64');
  bytes[40] = (bytes[40] ?? 0) ^ 0x01;
  return `${head}${bytes.toString('base64')}"}`;
}

describe('a stored session altered, moved or planted in Redis signs out, without error', () => {
  const signedOut = async (browser: BrowserSession) => {
    const info = await apiCall(browser, `${portal.url}/bff/session`);
    const proxied = await apiCall(browser, `${portal.url}/api/v3/current_user`);
    return { info: info.status, infoBody: await info.text(), proxied: proxied.status };
  };

  it('works untouched (so each case below fails for its change alone)', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    await withStoredSession(portal, browser, async (record) => record.writeRaw((await record.raw())!));
    expect(await signedOut(browser)).toMatchObject({ info: 200, proxied: 200 });
  });

  it('a flipped byte of the ciphertext', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    await withStoredSession(portal, browser, async (record) => record.writeRaw(flipCiphertextByte((await record.raw())!)));
    expect(await signedOut(browser)).toMatchObject({ info: 401, proxied: 401 });
  });

  it("another session's stored value copied under this session's id", async () => {
    const victim = await signedInBrowser(portal.url, 'admin@platform.test');
    const attacker = await signedInBrowser(portal.url, 'partner@acme.test');
    const victimsValue = await withStoredSession(portal, victim, async (record) => (await record.raw())!);
    await withStoredSession(portal, attacker, (record) => record.writeRaw(victimsValue));
    const outcome = await signedOut(attacker);
    expect(outcome).toMatchObject({ info: 401, proxied: 401 });
    expect(outcome.infoBody).not.toContain('admin@platform.test');
    // The victim's own session is unharmed.
    expect((await apiCall(victim, `${portal.url}/bff/session`)).status).toBe(200);
  });

  it('the token version changed in the plaintext envelope', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    await withStoredSession(portal, browser, async (record) =>
      record.writeRaw((await record.raw())!.replace(/^\{"tokenVersion":(null|\d+)/, '{"tokenVersion":99')),
    );
    expect(await signedOut(browser)).toMatchObject({ info: 401, proxied: 401 });
  });

  it('a plaintext session as stored before sealing (refused, not accepted once: sign in again)', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    await withStoredSession(portal, browser, async (record) => record.writeRaw(JSON.stringify((await record.read()) as SessionData)));
    expect(await signedOut(browser)).toMatchObject({ info: 401, proxied: 401 });
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'garbage'],
    ['JSON without a seal', '{"tokenVersion":1}'],
    ['a planted session in plaintext', '{"tokenVersion":1,"auth":{"accessToken":"x","email":"admin@platform.test","isAdmin":true}}'],
  ])('%s', async (_name, value) => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    await withStoredSession(portal, browser, (record) => record.writeRaw(value));
    expect(await signedOut(browser)).toMatchObject({ info: 401, proxied: 401 });
  });

  it('after signing out that way, signing in again works', async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    await withStoredSession(portal, browser, async (record) => record.writeRaw(flipCiphertextByte((await record.raw())!)));
    expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(401);
    const again = await signedInBrowser(portal.url, 'partner@acme.test');
    expect((await apiCall(again, `${portal.url}/api/v3/current_user`)).status).toBe(200);
  });
});
