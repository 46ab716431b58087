import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { signedInBrowser } from '../support/portal-sign-in';
import { sandboxClientConfig } from '../support/sandbox-token';
import { withStoredSession } from '../support/stored-session';

/*
 * Two replicas share one Redis and one identity provider that rotates refresh
 * tokens (a spent one revokes the whole grant, as real IdPs do). When the access
 * token expires and both replicas get calls at once, the refresh token must be
 * spent exactly once, and every call must succeed.
 */
describe('token refresh across two replicas', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let replicas: TestPortal[];
  const TTL_SECONDS = 2;

  beforeAll(async () => {
    const ports = [await freePort(), await freePort()];
    const urls = ports.map((port) => `http://localhost:${port}`);
    sandbox = await startSandbox({
      redirectUris: urls.map((url) => `${url}/login/oauth`),
      postLogoutRedirectUris: urls.map((url) => `${url}/`),
      accessTokenTtlSeconds: TTL_SECONDS,
    });
    replicas = await Promise.all(
      ports.map((port) => startPortal({ sandbox, port, env: { REDIS_URL: inject('redisUrl'), TOKEN_REFRESH_SKEW_SECONDS: '0' } })),
    );
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await sandbox.close();
  });

  it('the sandbox really rotates: a spent refresh token is refused', async () => {
    const configuration = await sandboxClientConfig(sandbox);
    const [first] = replicas as [TestPortal];
    const browser = await signedInBrowser(first.url, 'owner@solo.test');
    const refreshToken = await withStoredSession(first, browser, async (s) => (await s.read())?.auth?.refreshToken as string);
    const rotated = await oidc.refreshTokenGrant(configuration, refreshToken);
    expect(rotated.refresh_token).toBeDefined();
    expect(rotated.refresh_token).not.toBe(refreshToken);
    await expect(oidc.refreshTokenGrant(configuration, refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refreshes once for a burst on both replicas, and the session stays signed in', async () => {
    const [a, b] = replicas as [TestPortal, TestPortal];
    const browser = await signedInBrowser(a.url, 'partner@acme.test');
    const cookie = await browser.jar.getCookieString(a.url);
    const onReplica = (replica: TestPortal, path: string) =>
      fetch(`${replica.url}${path}`, { headers: { cookie, 'x-csrf': '1', accept: 'application/json' } });
    const before = await withStoredSession(a, browser, async (s) => (await s.read())?.tokenVersion);

    for (let round = 1; round <= 2; round++) {
      // Let the access token expire, then call both replicas at once.
      await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 100));
      const burst = await Promise.all(
        Array.from({ length: 16 }, (_, index) => onReplica(index % 2 ? b : a, '/api/v3/current_user')),
      );
      expect(burst.map((response) => response.status)).toEqual(Array(16).fill(200));
      const stored = await withStoredSession(a, browser, async (s) => s.read());
      // Exactly one refresh per expiry, whichever replica did it.
      expect(stored?.tokenVersion).toBe((before ?? 0) + round);
    }
    expect((await onReplica(b, '/bff/session')).status).toBe(200);
    expect((await onReplica(a, '/api/v3/current_user')).status).toBe(200);
  });
});
