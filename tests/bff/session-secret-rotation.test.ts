import type { SessionData } from 'express-session';
import signature from 'cookie-signature';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import type { BrowserSession } from '../support/browser-session';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { sessionIdOf, withStoredSession } from '../support/stored-session';

/*
 * SESSION_SECRET rotation reaches sessions at rest as it reaches cookies: the
 * first secret seals, every listed one opens. Restarting with "B,A" keeps
 * sessions sealed under A; once A is dropped they no longer open, even for a
 * cookie that B signed — the stored session alone decides.
 */
const secretA = 'rotation-secret-a-rotation-secret-a-rotation';
const secretB = 'rotation-secret-b-rotation-secret-b-rotation';

describe('SESSION_SECRET rotation and sessions in Redis', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let port: number;
  let running: TestPortal | undefined;

  const restart = async (secrets: string) => {
    await running?.close();
    running = await startPortal({ sandbox, port, env: { REDIS_URL: inject('redisUrl'), SESSION_SECRET: secrets } });
    return running;
  };

  /** Gives the browser its cookie for the same session id, signed with `secret` (as if B had signed it). */
  const resignCookie = async (portal: TestPortal, browser: BrowserSession, secret: string) => {
    const value = `s:${signature.sign(await sessionIdOf(portal, browser), secret)}`;
    await browser.jar.setCookie(`${portal.config.session.cookieName}=${encodeURIComponent(value)}; Path=/; HttpOnly`, portal.url);
  };

  beforeAll(async () => {
    port = await freePort();
    sandbox = await startSandbox({
      redirectUris: [`http://localhost:${port}/login/oauth`],
      postLogoutRedirectUris: [`http://localhost:${port}/`],
    });
  });
  afterAll(async () => {
    await running?.close();
    await sandbox.close();
  });

  it('a session sealed under A works after a restart with "B,A", and no longer with "B" alone', async () => {
    const underA = await restart(secretA);
    const kept = await signedInBrowser(underA.url, 'partner@acme.test');
    const dropped = await signedInBrowser(underA.url, 'owner@solo.test');
    const stored = await withStoredSession(underA, dropped, async (record) => ({ raw: await record.raw(), data: await record.read() }));
    expect(stored.data?.auth?.email).toBe('owner@solo.test');

    const rotated = await restart(`${secretB},${secretA}`);
    expect((await apiCall(kept, `${rotated.url}/bff/session`)).status).toBe(200);
    expect((await apiCall(kept, `${rotated.url}/api/v3/current_user`)).status).toBe(200);
    // A new session is sealed under B: its key id is not A's.
    const fresh = await signedInBrowser(rotated.url, 'partner@acme.test');
    const keyIdOf = (raw: string | null) => /"sealed":"v1\.([0-9a-f]{8})\./.exec(raw ?? '')?.[1];
    const freshKeyId = keyIdOf(await withStoredSession(rotated, fresh, (record) => record.raw()));
    expect(freshKeyId).toBeDefined();
    expect(freshKeyId).not.toBe(keyIdOf(stored.raw));

    const onlyB = await restart(secretB);
    await resignCookie(onlyB, dropped, secretB);
    // Untouched since A sealed it, and B signed the cookie: only the retired key refuses it.
    expect(await withStoredSession(onlyB, dropped, (record) => record.raw())).toBe(stored.raw);
    expect((await apiCall(dropped, `${onlyB.url}/bff/session`)).status).toBe(401);
    expect((await apiCall(dropped, `${onlyB.url}/api/v3/current_user`)).status).toBe(401);
    // The session sealed under B on the rotated replica still works.
    expect((await apiCall(fresh, `${onlyB.url}/bff/session`)).status).toBe(200);
  });

  it('the cookie re-signed with B is accepted with "B" alone once the session is sealed under B (the control)', async () => {
    const underA = await restart(secretA);
    const browser = await signedInBrowser(underA.url, 'partner@acme.test');
    const data = await withStoredSession(underA, browser, (record) => record.read());
    const onlyB = await restart(secretB);
    await resignCookie(onlyB, browser, secretB);
    await withStoredSession(onlyB, browser, (record) => record.write(data as SessionData));
    expect((await apiCall(browser, `${onlyB.url}/bff/session`)).status).toBe(200);
  });
});
