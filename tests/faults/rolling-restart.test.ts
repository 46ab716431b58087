import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../support/browser-session';
import type { BffProcess } from '../support/bff-process';
import { REPLICA_HEADER, type Nginx } from '../support/nginx';
import { signedInBrowser } from '../support/portal-sign-in';
import { startReplicaPair, type ReplicaPair } from '../support/replica-pair';

/*
 * A rolling deploy as an operator must run one in front of OSS nginx, which
 * cannot probe readiness: two BFF replicas behind Debian's nginx
 * (tests/support/nginx.ts), one Redis, the sandbox. The test plays the deploy
 * tool, twice over both replicas: rewrite nginx's upstream block without one
 * replica and reload, and wait until nginx's old workers have exited (from
 * then on nginx holds no connection to it and opens none); SIGTERM it, and
 * watch its /readyz say 503 while it still serves (DRAIN_DELAY_MS, for load
 * balancers that probe) before its listener closes; wait for its exit; start
 * it again; once its /readyz says 200, put it back and reload. Meanwhile 20
 * callers loop over reads, session checks and proxied POSTs (which nginx
 * must never resend once sent).
 *
 * Deterministic, with no race left to timing: nobody ever sends on a
 * connection its peer is closing. The replica closes only after nginx has let
 * go of it, and the callers open a connection per call (a reload closes
 * nginx's idle client connections; browsers resend on a reused connection
 * that closes before answering, Node's fetch does not). Without the drain the
 * listener closes without readiness ever saying 503: the test fails. (An
 * earlier version left nginx to find the closed listener itself, and a POST
 * sent on a connection accepted as the listener closed came back 502 in 3 of
 * 4 runs.)
 */

const CALLERS = 20;
const USERS = 4;
const ROUNDS = 2;
/** DRAIN_DELAY_MS of the replicas: how long readiness says 503 while a stopping replica still serves. */
const DRAIN_DELAY_MS = 1_000;
const POST_PATH = '/api/v3/addons/acme-postgres/oauth_credentials';

interface Call {
  method: string;
  startedAt: number;
  endedAt: number;
  status: number | string;
  upstream: string;
}

interface Restart {
  replica: string;
  /** From rewriting nginx's upstreams to the exit of its last old worker. */
  reloadMs: number;
  /** From SIGTERM to the process's exit. */
  drainMs: number;
  /** From the first 503 from /readyz to the first refused connection. */
  readiness503BeforeCloseMs: number;
  exitCode: number | string;
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

/**
 * A call as the SPA makes it (session cookie, `X-CSRF: 1`) on a connection of its
 * own (`agent: false`), so it is never sent on one an exiting nginx worker closes.
 */
function freshCall(user: BrowserSession, url: string, method: string): Promise<{ status: number; upstream: string }> {
  return user.jar.getCookieString(url).then(
    (cookie) =>
      new Promise((resolve, reject) => {
        const headers = { cookie, 'x-csrf': '1', accept: 'application/json', 'content-length': '0' };
        const req = httpRequest(url, { method, headers, agent: false, timeout: 10_000 }, (res) => {
          res.resume();
          res.on('error', reject);
          res.on('end', () => {
            const upstream = res.headers[REPLICA_HEADER];
            void Promise.all((res.headers['set-cookie'] ?? []).map((set) => user.jar.setCookie(set, url, { ignoreError: true }))).then(() =>
              resolve({ status: res.statusCode ?? 0, upstream: Array.isArray(upstream) ? upstream.join(',') : (upstream ?? '') }),
            );
          });
        });
        req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in 10 s`)));
        req.on('error', reject);
        req.end();
      }),
  );
}

describe('rolling restart of two BFF replicas behind nginx', () => {
  let pair: ReplicaPair;
  let replicas: BffProcess[];
  let nginx: Nginx;
  let publicUrl: string;
  let users: BrowserSession[];

  beforeAll(async () => {
    pair = await startReplicaPair({ DRAIN_DELAY_MS: String(DRAIN_DELAY_MS) });
    ({ replicas, nginx, publicUrl } = pair);
    users = [];
    for (let index = 0; index < USERS; index++) users.push(await signedInBrowser(publicUrl, 'partner@acme.test'));
  });
  afterAll(() => pair?.stop());

  it('restarts each replica in turn, twice, under load: no failed call, nobody signed out, 503 before close', async () => {
    const calls: Call[] = [];
    let running = true;
    const call = async (user: BrowserSession, method: string, path: string) => {
      const startedAt = performance.now();
      try {
        const { status, upstream } = await freshCall(user, `${publicUrl}${path}`, method);
        calls.push({ method, startedAt, endedAt: performance.now(), status, upstream });
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
    let inRotation = replicas.map((replica) => replica.port);

    await sleep(1_000);
    const restartStart = performance.now();
    const restarts: Restart[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const replica of replicas) {
        // 1. Out of nginx's rotation first: once the old workers have exited, nginx holds no connection to it.
        const outStart = performance.now();
        inRotation = inRotation.filter((port) => port !== replica.port);
        await nginx.setUpstreams(inRotation);
        const outAt = performance.now();
        // 2. SIGTERM: readiness 503 at once, still serving for DRAIN_DELAY_MS (for balancers that probe), then close and exit.
        const termAt = performance.now();
        const watching = watchReadiness(replica.port, termAt);
        await replica.kill('SIGTERM');
        const exitedAt = performance.now();
        const exitCode = await replica.process.exited;
        const { first503, firstRefused, okAfter503 } = await watching;
        // 3. Start it again, and back into rotation once /readyz says 200 (restart() waits for that).
        await replica.restart();
        const backStart = performance.now();
        inRotation = [...inRotation, replica.port];
        await nginx.setUpstreams(inRotation);
        const backAt = performance.now();
        while (!servedBy(replica, backAt) && performance.now() - backAt < 5_000) await sleep(20);

        const name = `${replica.name}, round ${round + 1}`;
        // Started after nginx let go, answered before it was told to take the replica back: never the replica's.
        const servedWhileOut = calls.filter((c) => c.startedAt > outAt && c.endedAt < backStart && c.upstream.includes(`:${replica.port}`));
        expect(servedWhileOut, `${name}: nginx sent it nothing while out of rotation (${outAt.toFixed(0)}–${backStart.toFixed(0)} ms)`).toEqual([]);
        expect(first503, `${name}: readiness said 503 while the listener still served`).toBeDefined();
        expect(firstRefused, `${name}: the listener closed`).toBeDefined();
        expect(first503!).toBeLessThan(firstRefused!);
        expect(okAfter503, `${name}: readiness never said 200 again while draining`).toBe(0);
        expect(servedBy(replica, backAt), `${name}: back in rotation`).toBe(true);
        restarts.push({
          replica: name,
          reloadMs: Math.round(outAt - outStart),
          drainMs: Math.round(exitedAt - termAt),
          readiness503BeforeCloseMs: Math.round(firstRefused! - first503!),
          exitCode,
        });
      }
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
        `${calls.length} calls by ${CALLERS} callers (${USERS} users); ${ROUNDS} rolling restarts took ${((restartEnd - restartStart) / 1000).toFixed(1)} s`,
        `statuses: ${JSON.stringify(count(calls, (c) => `${c.method} ${c.status}`))}`,
        `served during the restarts: ${during.length} (${(during.length / ((restartEnd - restartStart) / 1000)).toFixed(0)} calls/s), POSTs ${during.filter((c) => c.method === 'POST').length}`,
        `retried by nginx on the other replica: ${calls.filter((c) => c.upstream.includes(',')).length}; slowest call ${slowest.toFixed(0)} ms`,
        ...restarts.map(
          (r) =>
            `${r.replica}: out of rotation (reload, old workers gone) in ${r.reloadMs} ms; exit ${r.exitCode}, ` +
            `drain (SIGTERM to exit) ${r.drainMs} ms, readiness 503 for ${r.readiness503BeforeCloseMs} ms before the listener closed`,
        ),
      ].join('\n'),
    );
    expect(calls.filter((c) => c.status !== (c.method === 'POST' ? 201 : 200)).slice(0, 10)).toEqual([]);
    expect(during.filter((c) => c.method === 'POST').length).toBeGreaterThan(20);
    // A clean drain, not the 10 s cut-off or the test's SIGKILL.
    for (const restart of restarts) {
      expect(restart.exitCode).toBe(0);
      expect(restart.drainMs).toBeLessThan(DRAIN_DELAY_MS + 3_000);
    }
    // Every user is still signed in, on both replicas.
    for (const user of users) {
      for (let index = 0; index < 2; index++) expect((await freshCall(user, `${publicUrl}/bff/session`, 'GET')).status).toBe(200);
    }
  });
});
