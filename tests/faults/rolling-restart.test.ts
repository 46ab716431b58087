import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../support/browser-session';
import { startBffProcess, type BffProcess } from '../support/bff-process';
import { freePort } from '../support/free-port';
import { REPLICA_HEADER, startNginx, type Nginx } from '../support/nginx';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox-process';

/*
 * A rolling deploy without Kubernetes: two BFF replicas behind Debian's nginx
 * (tests/support/nginx.ts), one Redis, the sandbox. Each replica in turn gets
 * SIGTERM, drains, starts again and is ready, while 20 callers loop over reads,
 * session checks and proxied POSTs (which nginx must not resend once sent).
 * No call may fail, no user may be signed out, and readiness, polled from
 * outside, must say 503 before the listener refuses connections.
 */

const CALLERS = 20;
const USERS = 4;
/** DRAIN_DELAY_MS of the replicas: what a readiness probe gets to see. */
const DRAIN_DELAY_MS = 1_000;
const POST_PATH = '/api/v3/addons/acme-postgres/oauth_credentials';

interface Call {
  method: string;
  startedAt: number;
  endedAt: number;
  status: number | string;
  upstream: string;
}

interface Drain {
  replica: string;
  /** From SIGTERM to the process's exit. */
  drainMs: number;
  /** From the first 503 from /readyz to the first refused connection. */
  readiness503BeforeCloseMs: number;
  exitCode: number | string;
  /** From SIGTERM until nginx sent it calls again. */
  outOfRotationMs: number;
}

/** One /readyz probe straight to a replica on a fresh connection: its status, or 'refused'. */
function probe(port: number): Promise<number | 'refused' | 'other'> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/readyz', agent: false, timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'other'));
    req.end();
  });
}

/** Polls readiness every 10 ms until the listener refuses; when each state was first seen. */
async function watchReadiness(port: number, since: number) {
  let first503: number | undefined;
  let firstRefused: number | undefined;
  let okAfter503 = 0;
  while (firstRefused === undefined && performance.now() - since < 15_000) {
    const status = await probe(port);
    const at = performance.now();
    if (status === 503) first503 ??= at;
    else if (status === 200 && first503 !== undefined) okAfter503++;
    else if (status === 'refused') firstRefused = at;
    await sleep(10);
  }
  return { first503, firstRefused, okAfter503 };
}

describe('rolling restart of two BFF replicas behind nginx', () => {
  let redis: RedisServer;
  let sandbox: SandboxProcess;
  let replicas: BffProcess[];
  let nginx: Nginx;
  let publicUrl: string;
  let users: BrowserSession[];

  beforeAll(async () => {
    redis = await startRedisServer();
    const nginxPort = await freePort();
    publicUrl = `http://localhost:${nginxPort}`;
    sandbox = await startSandboxProcess([publicUrl]);
    const portA = await freePort();
    let portB = await freePort();
    while (portB === portA || portB === nginxPort) portB = await freePort();
    const replica = (name: string, port: number) =>
      startBffProcess({
        upstreamEnv: sandbox.portalEnv,
        port,
        publicUrl,
        name,
        env: { REDIS_URL: redis.url, TRUST_PROXY: '1', DRAIN_DELAY_MS: String(DRAIN_DELAY_MS) },
      });
    replicas = await Promise.all([replica('replica A', portA), replica('replica B', portB)]);
    nginx = await startNginx([portA, portB], nginxPort);
    users = [];
    for (let index = 0; index < USERS; index++) users.push(await signedInBrowser(publicUrl, 'partner@acme.test'));
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all((replicas ?? []).map((replica) => replica.stop()));
    await sandbox?.stop();
    await redis?.stop();
  });

  it('restarts each replica in turn under load: no failed call, nobody signed out, 503 before close', async () => {
    const calls: Call[] = [];
    let running = true;
    const call = async (user: BrowserSession, method: string, path: string) => {
      const startedAt = performance.now();
      try {
        const response = await apiCall(user, `${publicUrl}${path}`, { method, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        calls.push({ method, startedAt, endedAt: performance.now(), status: response.status, upstream: response.headers.get(REPLICA_HEADER) ?? '' });
      } catch (error) {
        calls.push({ method, startedAt, endedAt: performance.now(), status: String(error), upstream: '' });
      }
    };
    const caller = async (index: number) => {
      const user = users[index % USERS]!;
      for (let turn = index; running; turn++) {
        if (turn % 3 === 0) await call(user, 'POST', POST_PATH);
        else await call(user, 'GET', turn % 3 === 1 ? '/bff/session' : '/api/v3/current_user');
      }
    };
    const load = Promise.all(Array.from({ length: CALLERS }, (_, index) => caller(index)));
    const servedBy = (replica: BffProcess, after: number) => calls.some((c) => c.startedAt > after && c.upstream.endsWith(`:${replica.port}`));

    await sleep(1_000);
    const restartStart = performance.now();
    const drains: Drain[] = [];
    for (const replica of replicas) {
      const termAt = performance.now();
      const watching = watchReadiness(replica.port, termAt);
      await replica.kill('SIGTERM');
      const exitedAt = performance.now();
      const exitCode = await replica.process.exited;
      const { first503, firstRefused, okAfter503 } = await watching;
      await replica.restart();
      const readyAt = performance.now();
      // nginx tries a failed server again after fail_timeout (2 s): wait for it before the next restart.
      while (!servedBy(replica, readyAt) && performance.now() - readyAt < 10_000) await sleep(50);
      expect(servedBy(replica, readyAt), `${replica.name} back in rotation`).toBe(true);
      expect(first503, `${replica.name}: readiness said 503`).toBeDefined();
      expect(firstRefused, `${replica.name}: the listener closed`).toBeDefined();
      expect(first503!).toBeLessThan(firstRefused!);
      expect(okAfter503).toBe(0);
      drains.push({
        replica: replica.name,
        drainMs: Math.round(exitedAt - termAt),
        readiness503BeforeCloseMs: Math.round(firstRefused! - first503!),
        exitCode,
        outOfRotationMs: Math.round(performance.now() - termAt),
      });
    }
    const restartEnd = performance.now();
    await sleep(500);
    running = false;
    await load;

    const during = calls.filter((c) => c.startedAt >= restartStart && c.startedAt <= restartEnd);
    const count = (list: Call[], key: (c: Call) => string) => {
      const counts: Record<string, number> = {};
      for (const c of list) counts[key(c)] = (counts[key(c)] ?? 0) + 1;
      return counts;
    };
    const slowest = Math.max(...calls.map((c) => c.endedAt - c.startedAt));
    console.log(
      [
        `${calls.length} calls by ${CALLERS} callers (${USERS} users); restarts took ${((restartEnd - restartStart) / 1000).toFixed(1)} s`,
        `statuses: ${JSON.stringify(count(calls, (c) => `${c.method} ${c.status}`))}`,
        `served during the restarts: ${during.length} (${(during.length / ((restartEnd - restartStart) / 1000)).toFixed(0)} calls/s), POSTs ${during.filter((c) => c.method === 'POST').length}`,
        `retried by nginx on the other replica: ${calls.filter((c) => c.upstream.includes(',')).length}; slowest call ${slowest.toFixed(0)} ms`,
        ...drains.map((d) => `${d.replica}: exit ${d.exitCode}, drain (SIGTERM to exit) ${d.drainMs} ms, readiness 503 for ${d.readiness503BeforeCloseMs} ms before the listener closed, out of rotation ${d.outOfRotationMs} ms`),
      ].join('\n'),
    );
    expect(calls.filter((c) => c.status !== (c.method === 'POST' ? 201 : 200)).slice(0, 10)).toEqual([]);
    expect(during.filter((c) => c.method === 'POST').length).toBeGreaterThan(20);
    // A clean drain, not the 10 s cut-off or the test's SIGKILL.
    for (const drain of drains) {
      expect(drain.exitCode).toBe(0);
      expect(drain.drainMs).toBeLessThan(DRAIN_DELAY_MS + 3_000);
    }
    // Every user is still signed in, on both replicas.
    for (const user of users) {
      for (let index = 0; index < 2; index++) {
        const session = await apiCall(user, `${publicUrl}/bff/session`);
        await session.body?.cancel();
        expect(session.status).toBe(200);
      }
    }
  });
});
