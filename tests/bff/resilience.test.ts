import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import { BrowserSession } from '../support/browser-session';
import { freePort } from '../support/free-port';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { startPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

describe('Redis outage', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.stop());

  it('answers 503 JSON while Redis is down, never crashes or loops, and recovers by itself', async () => {
    const portal = await startPortal({ env: { REDIS_URL: redis.url } });
    try {
      const browser = await signedInBrowser(portal.url, 'partner@acme.test');
      expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);

      await redis.stop();
      const during = await apiCall(browser, `${portal.url}/api/v3/current_user`);
      expect(during.status).toBe(503);
      expect(await during.json()).toMatchObject({ id: 'session_store_unavailable' });
      expect((await fetch(`${portal.url}/readyz`)).status).toBe(503);
      const login = await new BrowserSession().request(`${portal.url}/login`);
      expect(login.status).toBe(503);
      // The SPA itself still loads (it shows the error rather than bouncing to sign-in).
      expect((await fetch(`${portal.url}/addons`)).status).toBe(200);
      expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);

      await redis.start();
      await waitFor(async () => (await fetch(`${portal.url}/readyz`)).status === 200, 8000);
      // The store was emptied by the restart: the old session is simply gone.
      expect((await apiCall(browser, `${portal.url}/bff/session`)).status).toBe(401);
      const again = await signedInBrowser(portal.url, 'partner@acme.test');
      expect((await apiCall(again, `${portal.url}/api/v3/current_user`)).status).toBe(200);
    } finally {
      await portal.close();
    }
  });

  it('shares sessions between replicas: signed in on one, signed in on the other', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const urls = [`http://localhost:${portA}`, `http://localhost:${portB}`];
    const sandbox = await startSandbox({
      redirectUris: urls.map((url) => `${url}/login/oauth`),
      postLogoutRedirectUris: urls.map((url) => `${url}/`),
    });
    const replicaA = await startPortal({ sandbox, port: portA, env: { REDIS_URL: redis.url } });
    const replicaB = await startPortal({ sandbox, port: portB, env: { REDIS_URL: redis.url } });
    try {
      const browser = await signedInBrowser(replicaA.url, 'admin@platform.test');
      const cookie = await browser.jar.getCookieString(replicaA.url);
      const onB = await fetch(`${replicaB.url}/api/v3/current_user`, { headers: { cookie, 'x-csrf': '1' } });
      expect(onB.status).toBe(200);
      expect((await onB.json()).email).toBe('admin@platform.test');
    } finally {
      await replicaA.close();
      await replicaB.close();
      await sandbox.close();
    }
  });
});

describe('without Redis', () => {
  it('signs in with the bounded in-process store', async () => {
    const portal = await startPortal({ env: { REDIS_URL: undefined } });
    try {
      expect(portal.config.redisUrl).toBeUndefined();
      const browser = await signedInBrowser(portal.url, 'owner@solo.test');
      const response = await apiCall(browser, `${portal.url}/api/v3/current_user`);
      expect(response.status).toBe(200);
      expect((await response.json()).email).toBe('owner@solo.test');
    } finally {
      await portal.close();
    }
  });
});
