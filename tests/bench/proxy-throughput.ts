/**
 * BFF proxy throughput against a bare node:http pass-through proxy, in one run,
 * to the same sandbox partner API with the same bearer token:
 *   GET /api/v3/addons (admin: every add-on), 50 connections, keep-alive.
 * Prints requests/s of each, the ratio (target ≥ 0.8) and the p99s (target:
 * BFF adds ≤ 10 ms). Each server runs in its own process; Redis is real.
 * Usage: npm run bench   (BENCH_SECONDS=10 by default)
 * BENCH_CPU_PROF_DIR=/tmp/prof writes a V8 CPU profile of the BFF and of the
 * bare proxy there (node --cpu-prof; open in Chrome DevTools, or summarise with
 * `tsx tests/bench/profile-top.ts <file>`), to see where the BFF's time goes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { freePort } from '../support/free-port';
import { startRedisServer } from '../support/redis-server';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { cpuPerRequest } from './process-cpu';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const children: ChildProcess[] = [];

const PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR;

function startChild(file: string, env: Record<string, string>, { profile = false } = {}): ChildProcess {
  const profiling = profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

async function firstJsonLine<T>(child: ChildProcess): Promise<T> {
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return JSON.parse(line) as T;
  }
  throw new Error('child exited without reporting');
}

async function waitForHttp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

function load(url: string, headers: Record<string, string>, seconds: number, overallRate?: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, pipelining: 1, ...(overallRate ? { overallRate } : {}) });
}

const redis = await startRedisServer();

async function main() {
  const bffPort = await freePort();
  const portalUrl = `http://localhost:${bffPort}`;
  const sandbox = await firstJsonLine<Record<string, string>>(
    startChild('tests/bench/sandbox-process.ts', { PORTAL_URL: portalUrl }),
  );

  const bff = startChild('bff/server.ts', {
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    HOST: '127.0.0.1',
    PORT: String(bffPort),
    PUBLIC_URL: portalUrl,
    LOG_LEVEL: 'warn',
    REDIS_URL: redis.url,
    SESSION_SECRET: 'bench-session-secret-bench-session-secret',
    ADMIN_EMAIL_DOMAIN: 'platform.test',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    OIDC_ISSUER: sandbox.issuer ?? '',
    OIDC_CLIENT_ID: sandbox.clientId ?? '',
    OIDC_CLIENT_SECRET: sandbox.clientSecret ?? '',
    PARTNER_API_URL: sandbox.partnerApiUrl ?? '',
    PLATFORM_API_URL: sandbox.platformApiUrl ?? '',
    CODE_HOSTING_API_URL: sandbox.codeHostingApiUrl ?? '',
    BUILDPACK_REGISTRY_URL: sandbox.buildpackRegistryUrl ?? '',
  }, { profile: true });
  await waitForHttp(`${portalUrl}/readyz`);

  const browser = await signedInBrowser(portalUrl, 'admin@platform.test');
  const { access_token: bearer } = (await (await apiCall(browser, `${portalUrl}/bff/token`)).json()) as { access_token: string };
  const cookie = await browser.jar.getCookieString(portalUrl);
  const bareChild = startChild('tests/bench/bare-proxy.ts', { UPSTREAM: sandbox.partnerApiUrl ?? '', BEARER: bearer }, { profile: true });
  const bare = await firstJsonLine<{ port: number }>(bareChild);

  const bffTarget = { url: `${portalUrl}/api/v3/addons`, headers: { cookie, 'x-csrf': '1', accept: 'application/json' } };
  const bareTarget = { url: `http://127.0.0.1:${bare.port}/api/v3/addons`, headers: { accept: 'application/json' } };
  for (const target of [bffTarget, bareTarget]) {
    const check = await fetch(target.url, { headers: target.headers });
    if (check.status !== 200) throw new Error(`${target.url} answered ${check.status}`);
  }

  console.log(`Warming up, then ${SECONDS} s each at ${CONNECTIONS} connections…`);
  await load(bareTarget.url, bareTarget.headers, 2);
  await load(bffTarget.url, bffTarget.headers, 2);
  const bareRun = await cpuPerRequest([bareChild.pid], () => load(bareTarget.url, bareTarget.headers, SECONDS));
  const bffRun = await cpuPerRequest([bff.pid, redis.pid()], () => load(bffTarget.url, bffTarget.headers, SECONDS));
  const bareResult = bareRun.result;
  const bffResult = bffRun.result;

  // Latency added at the same offered load, below saturation (half the BFF's
  // maximum): at saturation latency is queueing and mostly mirrors throughput.
  const rate = Math.round(bffResult.requests.average / 2);
  const bareAtRate = await load(bareTarget.url, bareTarget.headers, SECONDS, rate);
  const bffAtRate = await load(bffTarget.url, bffTarget.headers, SECONDS, rate);

  const errors = bffResult.errors + bffResult.non2xx + bareResult.errors + bareResult.non2xx;
  const ratio = bffResult.requests.average / bareResult.requests.average;
  const addedP99 = bffResult.latency.p99 - bareResult.latency.p99;
  console.table({
    'bare node:http proxy': { 'req/s': bareResult.requests.average, 'p50 ms': bareResult.latency.p50, 'p99 ms': bareResult.latency.p99, errors: bareResult.errors + bareResult.non2xx },
    'BFF (session + proxy)': { 'req/s': bffResult.requests.average, 'p50 ms': bffResult.latency.p50, 'p99 ms': bffResult.latency.p99, errors: bffResult.errors + bffResult.non2xx },
  });
  console.log(`throughput ratio BFF/bare: ${ratio.toFixed(2)} (target ≥ 0.80)`);
  console.log(`added p99 at saturation: ${addedP99.toFixed(1)} ms`);
  console.log(
    `at ${rate} req/s offered to both: p99 bare ${bareAtRate.latency.p99} ms, BFF ${bffAtRate.latency.p99} ms → added p99 ${(bffAtRate.latency.p99 - bareAtRate.latency.p99).toFixed(1)} ms (target ≤ 10 ms)`,
  );
  const cpu = (ms: number | undefined) => (ms === undefined ? 'n/a' : `${ms.toFixed(3)} ms`);
  console.log(
    `CPU per request: bare proxy ${cpu(bareRun.cpuMsPerRequest[0])}; BFF ${cpu(bffRun.cpuMsPerRequest[0])} + Redis ${cpu(bffRun.cpuMsPerRequest[1])} ` +
      '(independent of other load on the machine; the upstream and load generator are the same for both)',
  );
  if (errors > 0) console.log(`errors or non-2xx answers: ${errors}`);
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.filter((child) => child.exitCode === null).map((child) => once(child, 'exit')));
  await redis.stop();
}
