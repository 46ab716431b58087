import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../support/browser-session';
import type { BffProcess } from '../support/bff-process';
import { REPLICA_HEADER, type Nginx } from '../support/nginx';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { processUsage, type ProcessUsage } from '../support/process-usage';
import { startReplicaPair, type ReplicaPair } from '../support/replica-pair';

/*
 * docker/compose.yaml without Docker: two BFF replicas (child processes, one
 * SESSION_SECRET, one Redis) behind Debian's nginx doing round-robin, and the
 * sandbox as the identity provider and APIs. No stickiness, so every other
 * request proves the shared session; then one replica dies (SIGKILL) under load
 * and no user may notice.
 */

const CALLERS = 20;
const LOAD_MS = 6_000;
const KILL_AT_MS = 2_500;

interface Call {
  startedAt: number;
  ms: number;
  status: number | string;
  /** nginx's $upstream_addr: one replica, or several when nginx retried. */
  upstream: string;
}

/** How many items fall under each key (Object.groupBy is Node 21+). */
function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** A request straight to one replica, with the Host nginx would pass (fetch may not set Host). */
function direct(replica: BffProcess, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: replica.port, path, headers, timeout: 5_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error(`${replica.name} did not answer ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

describe('two BFF replicas behind nginx, sessions in one Redis', () => {
  let pair: ReplicaPair;
  let replicas: [BffProcess, BffProcess];
  let nginx: Nginx;
  let publicUrl: string;
  let user: BrowserSession;

  const replicaOf = (upstream: string) => replicas.find((replica) => upstream.endsWith(`:${replica.port}`))?.name ?? upstream;
  async function timedCall(path: string): Promise<Call> {
    const startedAt = performance.now();
    try {
      const response = await apiCall(user, `${publicUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      return { startedAt, ms: performance.now() - startedAt, status: response.status, upstream: response.headers.get(REPLICA_HEADER) ?? '' };
    } catch (error) {
      return { startedAt, ms: performance.now() - startedAt, status: String(error), upstream: '' };
    }
  }

  beforeAll(async () => {
    pair = await startReplicaPair();
    ({ replicas, nginx, publicUrl } = pair);
  });
  afterAll(() => pair?.stop());

  it('nginx passes the public Host, so the replicas serve pages instead of redirecting', async () => {
    // Host: localhost:<nginx port> is PUBLIC_URL's host: the SPA is served, not a 308 to PUBLIC_URL.
    const page = await fetch(`${publicUrl}/addons`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    await page.body?.cancel();
    expect(page.status).toBe(200);
    // The same replica reached under another name sends the browser to PUBLIC_URL.
    const byIp = await fetch(`http://127.0.0.1:${nginx.port}/addons`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    await byIp.body?.cancel();
    expect(byIp.status).toBe(308);
    expect(byIp.headers.get('location')).toBe(`${publicUrl}/addons`);
  });

  it('a user signed in through nginx is served by both replicas', async () => {
    user = await signedInBrowser(publicUrl, 'partner@acme.test');
    const calls: Call[] = [];
    for (let index = 0; index < 40; index++) calls.push(await timedCall(index % 2 ? '/bff/session' : '/api/v3/current_user'));
    const perReplica = countBy(calls, (call) => replicaOf(call.upstream));
    console.log(`40 calls through nginx: ${JSON.stringify(perReplica)}`);
    expect(calls.filter((call) => call.status !== 200)).toEqual([]);
    expect(perReplica['replica A'] ?? 0).toBeGreaterThanOrEqual(10);
    expect(perReplica['replica B'] ?? 0).toBeGreaterThanOrEqual(10);
  });

  it('loses no call and no session when a replica is killed under load', async () => {
    const [victim, survivor] = replicas;
    const calls: Call[] = [];
    const loadStart = performance.now();
    const stopAt = loadStart + LOAD_MS;
    const caller = async (index: number) => {
      for (let turn = 0; performance.now() < stopAt; turn++) {
        calls.push(await timedCall((index + turn) % 2 ? '/bff/session' : '/api/v3/current_user'));
      }
    };
    const load = Promise.all(Array.from({ length: CALLERS }, (_, index) => caller(index)));
    await sleep(KILL_AT_MS);
    const killedAt = performance.now();
    await victim.kill('SIGKILL');
    // The survivor's own CPU time while it serves alone: a per-call cost that holds
    // whatever else (load generator, nginx, sandbox) shares this machine's cores.
    await sleep(500);
    const aloneFrom: ProcessUsage = processUsage(survivor.process.pid);
    await load;
    const aloneTo: ProcessUsage = processUsage(survivor.process.pid);

    const failed = calls.filter((call) => call.status !== 200);
    // Both windows skip their first 0.5 s: warm-up (JIT, new connections) before, nginx noticing the death after.
    const before = calls.filter((call) => call.startedAt > loadStart + 500 && call.startedAt + call.ms < killedAt);
    const after = calls.filter((call) => call.startedAt > killedAt + 500);
    const aroundKill = calls.filter((call) => call.startedAt < killedAt + 1_000 && call.startedAt + call.ms > killedAt);
    const sortedAfter = after.map((call) => call.ms).sort((a, b) => a - b);
    const afterSeconds = (stopAt - (killedAt + 500)) / 1000;
    const slowest = Math.max(...calls.map((call) => call.ms));
    const retried = calls.filter((call) => call.upstream.includes(','));
    console.log(
      [
        `${calls.length} calls by ${CALLERS} callers in ${(LOAD_MS / 1000).toFixed(1)} s; ${victim.name} SIGKILLed at ${Math.round(killedAt - loadStart)} ms`,
        `statuses: ${JSON.stringify(countBy(calls, (call) => String(call.status)))}`,
        `two replicas: ${(before.length / ((killedAt - loadStart - 500) / 1000)).toFixed(0)} calls/s`,
        `one replica (from 0.5 s after the kill): ${(after.length / afterSeconds).toFixed(0)} calls/s, p50 ${percentile(sortedAfter, 50).toFixed(1)} ms, p99 ${percentile(sortedAfter, 99).toFixed(1)} ms`,
        `  its CPU: ${((aloneTo.cpuMs - aloneFrom.cpuMs) / (afterSeconds * 10)).toFixed(0)} % of one core, ${((aloneTo.cpuMs - aloneFrom.cpuMs) / after.length).toFixed(2)} ms per call; RSS ${aloneTo.rssMiB.toFixed(0)} MiB`,
        `in flight at the kill or started within 1 s after: ${aroundKill.length}, slowest ${Math.max(...aroundKill.map((call) => call.ms)).toFixed(0)} ms`,
        `retried by nginx on the other replica: ${retried.length}; slowest answer overall ${slowest.toFixed(0)} ms`,
      ].join('\n'),
    );
    expect(failed.slice(0, 10)).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    // Once nginx has marked it failed, everything goes to the survivor.
    expect(after.filter((call) => replicaOf(call.upstream) !== survivor.name)).toEqual([]);
    expect(survivor.process.alive()).toBe(true);
    expect(slowest).toBeLessThan(5_000);
  });

  it('a restarted replica rejoins, and log-out through nginx ends the session on both', async () => {
    const [restarted] = replicas;
    await restarted.restart();
    const readyAt = performance.now();
    // nginx tries a failed server again after fail_timeout (2 s) and then shares the load.
    let rejoinedAfterMs: number | undefined;
    while (rejoinedAfterMs === undefined && performance.now() - readyAt < 10_000) {
      const call = await timedCall('/bff/session');
      expect(call.status).toBe(200);
      if (replicaOf(call.upstream) === restarted.name) rejoinedAfterMs = performance.now() - readyAt;
      else await sleep(50);
    }
    console.log(`${restarted.name} restarted; nginx sent it traffic again ${rejoinedAfterMs?.toFixed(0)} ms after it was ready`);
    expect(rejoinedAfterMs).toBeDefined();

    const cookie = await user.jar.getCookieString(publicUrl);
    const asBrowser = { host: new URL(publicUrl).host, cookie, 'x-csrf': '1', accept: 'application/json' };
    for (const replica of replicas) expect(await direct(replica, '/bff/session', asBrowser)).toBe(200);
    const logOut = await user.request(`${publicUrl}/log-out`, { method: 'POST', headers: { 'x-csrf': '1' } });
    await logOut.body?.cancel();
    expect(logOut.status).toBe(303);
    // The old cookie, replayed on each replica directly and through nginx: the session is gone everywhere.
    for (const replica of replicas) expect(await direct(replica, '/bff/session', asBrowser)).toBe(401);
    const throughNginx = await fetch(`${publicUrl}/bff/session`, { headers: { cookie, 'x-csrf': '1', accept: 'application/json' } });
    expect(throughNginx.status).toBe(401);
  });
});
