import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from '../support/portal';
import { signedInBrowser } from '../support/portal-sign-in';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { slowest, startLoad, tally } from './load';

/*
 * Redis, the session store, killed and stalled under load. The BFF must answer
 * every request, in bounded time, with a clean 503 while Redis is away — never
 * a dropped keep-alive connection — report not-ready, and recover by itself.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const COMMAND_TIMEOUT_MS = 1000;

let redis: RedisServer;
let portal: TestPortal;
beforeAll(async () => {
  redis = await startRedisServer();
  portal = await startPortal({ env: { REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS) } });
});
afterAll(async () => {
  await portal.close();
  await redis.stop();
});

async function readiness(): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${portal.url}/readyz`);
  await response.body?.cancel();
  return { status: response.status, ms: Date.now() - started };
}

/** Callers on a proxied API path (the fast session path) and on /bff/session (express-session's). */
async function loadAs(email: string, path: string) {
  const browser = await signedInBrowser(portal.url, email);
  const cookie = await browser.jar.getCookieString(portal.url);
  return startLoad({
    url: `${portal.url}${path}`,
    headers: { cookie, 'x-csrf': '1', accept: 'application/json' },
    callers: 4,
    timeoutMs: 5000,
  });
}

describe('Redis killed under load, then restarted', () => {
  it('503 JSON during, no dropped connection, clean 401 or 200 within 5 s after', async () => {
    const loads = [await loadAs('partner@acme.test', '/api/v3/current_user'), await loadAs('partner@acme.test', '/bff/session')];
    await sleep(500);
    const killedAt = Date.now();
    await redis.stop();
    await sleep(300);
    expect((await readiness()).status).toBe(503);
    await sleep(1500);
    await redis.start();
    const restartedAt = Date.now();
    let recoveredAt: number | undefined;
    while (Date.now() - restartedAt < 5000) {
      const recent = loads.flatMap((load) => load.answers).filter((answer) => answer.at > Date.now() - 200);
      if (recent.length > 0 && recent.every((answer) => answer.status === 401 || answer.status === 200)) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(100);
    }
    const answers = (await Promise.all(loads.map((load) => load.stop()))).flat();
    const during = answers.filter((answer) => answer.at > killedAt + 100 && answer.at < restartedAt);
    console.info('Redis killed:', { sent: answers.length, statuses: tally(answers), slowestMs: slowest(answers), recoveryMs: recoveredAt && recoveredAt - restartedAt });
    expect(tally(answers).reset).toBeUndefined();
    expect(tally(answers).timeout).toBeUndefined();
    expect(during.length).toBeGreaterThan(20);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ id: 'session_store_unavailable' });
    }
    expect(recoveredAt).toBeDefined();
    // The restarted Redis is empty: the old session is gone, cleanly.
    for (const load of loads) expect(load.answers.at(-1)?.status).toBe(401);
  });
});

describe('Redis stalled (SIGSTOP) for longer than the command timeout', () => {
  it('answers every request within the bound, reports not ready, recovers after SIGCONT', async () => {
    const loads = [await loadAs('admin@platform.test', '/api/v3/current_user'), await loadAs('admin@platform.test', '/bff/session')];
    await sleep(500);
    const stalledAt = Date.now();
    redis.pause();
    let resumedAt = 0;
    try {
      await sleep(COMMAND_TIMEOUT_MS + 500);
      const ready = await readiness();
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(1500);
      await sleep(2000);
    } finally {
      redis.resume();
      resumedAt = Date.now();
    }
    await sleep(1500);
    expect((await readiness()).status).toBe(200);
    const answers = (await Promise.all(loads.map((load) => load.stop()))).flat();
    const stalled = answers.filter((answer) => answer.at > stalledAt + 50 && answer.at < resumedAt - COMMAND_TIMEOUT_MS);
    const after = answers.filter((answer) => answer.at > resumedAt + 500);
    console.info('Redis stalled:', { sent: answers.length, statuses: tally(answers), slowestMs: slowest(answers) });
    expect(tally(answers).reset).toBeUndefined();
    expect(tally(answers).timeout).toBeUndefined();
    // Bounded: the command timeout plus a little, never the length of the stall.
    expect(slowest(answers)).toBeLessThan(COMMAND_TIMEOUT_MS + 1000);
    expect(stalled.length).toBeGreaterThan(5);
    expect(stalled.every((answer) => answer.status === 503)).toBe(true);
    expect(after.length).toBeGreaterThan(5);
    expect(after.every((answer) => answer.status === 200)).toBe(true);
  });
});
